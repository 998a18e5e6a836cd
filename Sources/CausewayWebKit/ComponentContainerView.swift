#if canImport(WebKit) && canImport(UIKit)
import Foundation
import QuartzCore
import UIKit

/// The view the iOS component host puts in a placeholder's child scroll view, holding the component's view.
///
/// Inside the page's layers WebKit hit-tests on its own (`_web_findDescendantViewAtPoint:withEvent:` in WebKit's
/// RemoteLayerTreeViews.mm): it hands a touch only to a child scroll view or to a view that conforms to its private
/// `WKNativelyInteractible` protocol, whose subviews it then hit-tests as UIKit would. This view claims that
/// protocol, so touches on it reach the component's view and not the scroll view. The protocol is private and has no
/// Swift declaration to adopt, so the claim is made where WebKit asks, in `conforms(to:)`, by the protocol's name.
final class ComponentContainerView: UIView {
    /// The component's view.
    let content: UIView

    /// A container with `content` in it.
    init(holding content: UIView) {
        self.content = content
        super.init(frame: .zero)
        addSubview(content)
    }

    /// Containers are made in code only.
    required init?(coder: NSCoder) {
        return nil
    }

    nonisolated override func conforms(to aProtocol: Protocol) -> Bool {
        NSStringFromProtocol(aProtocol) == "WKNativelyInteractible" || super.conforms(to: aProtocol)
    }

    /// Covers `scrollView`'s visible bounds, and has the component's view cover the container.
    func fit(into scrollView: UIView) {
        frame = scrollView.bounds
        content.frame = bounds
    }

    /// Clips itself, the component's view included, to a rounded rectangle of corner radius `radius`.
    ///
    /// The placeholder has one radius for all corners, which is what `cornerRadius` draws, and with `masksToBounds`
    /// the rounding follows the container's bounds as they change. A mask layer would have to be redrawn at every
    /// resize and costs a layer of its own. With no radius nothing is masked: the scroll view already clips.
    func round(by radius: Double) {
        layer.cornerRadius = CGFloat(radius)
        layer.masksToBounds = radius > 0
    }
}
#endif
