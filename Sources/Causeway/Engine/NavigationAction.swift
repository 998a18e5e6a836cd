public import Foundation

/// A navigation the engine is about to start, offered to the app for a decision.
///
/// Engines differ in what they say about frames. WKWebView names the frame a navigation targets and the frame
/// that asked for it, with its security origin. WebKitGTK 6.0 names neither: its navigation action carries the
/// request, the type, the user gesture and, for a new window, the link's `target` name, but no frame and no origin,
/// so ``isMainFrame`` and ``sourceFrame`` are `nil` there. An app that must not act on a subframe's request cannot
/// tell one apart on Linux; ``Container`` refuses the URLs that would run script in its document whoever asked.
public struct NavigationAction: Sendable, Equatable {
    /// What started the navigation.
    public enum Kind: Sendable, Equatable {
        case linkActivated
        case formSubmitted
        case backForward
        case reload
        case formResubmitted
        /// Script, a redirect, or an app call such as `load`.
        case other
    }

    /// The URL about to load.
    public var url: URL
    /// What started it.
    public var kind: Kind
    /// Whether it targets the main frame; `nil` for a request for a new window, which targets no frame of this
    /// engine, and whenever the engine does not say (WebKitGTK never does).
    public var isMainFrame: Bool?
    /// Whether the user started it (a click or a key press) rather than script on its own.
    public var isUserGesture: Bool
    /// The frame whose document asked for the navigation (the frame of the clicked link, the submitted form or the
    /// running script), with its origin as the engine knows it; `nil` when no frame asked (the app's own `load`)
    /// and whenever the engine does not say (WebKitGTK never does).
    public var sourceFrame: FrameIdentity?

    /// Describes a navigation.
    public init(url: URL, kind: Kind, isMainFrame: Bool?, isUserGesture: Bool, sourceFrame: FrameIdentity? = nil) {
        self.url = url
        self.kind = kind
        self.isMainFrame = isMainFrame
        self.isUserGesture = isUserGesture
        self.sourceFrame = sourceFrame
    }
}

/// Whether the engine goes ahead with a navigation.
public enum NavigationDecision: Sendable, Equatable {
    case allow
    case cancel
}
