#if canImport(WebKit) && canImport(UIKit)
public import Causeway
import Foundation
public import WebKit

extension NavigationAction {
    /// A navigation as WebKit offers it: its request's URL, its type, whether it targets the main frame (`nil` for a
    /// request for a new window, which targets no frame of this web view), and the frame that asked for it with its
    /// security origin.
    ///
    /// WebKit does not say in its public API whether a user gesture started a navigation; link activations and
    /// form submissions count as gestures, everything else (script, redirects, reloads, history) does not.
    @MainActor
    public init(webKit action: WKNavigationAction) {
        let kind: Kind = switch action.navigationType {
        case .linkActivated: .linkActivated
        case .formSubmitted: .formSubmitted
        case .backForward: .backForward
        case .reload: .reload
        case .formResubmitted: .formResubmitted
        default: .other
        }
        // Declared non-null, but WebKit answers nil when no frame asked (a load the app started); read as optional.
        let source: WKFrameInfo? = action.sourceFrame
        self.init(url: action.request.url ?? URL(string: "about:blank")!, kind: kind,
                  isMainFrame: action.targetFrame?.isMainFrame,
                  isUserGesture: kind == .linkActivated || kind == .formSubmitted,
                  sourceFrame: source.map(FrameIdentity.init(frameInfo:)))
    }
}
#endif
