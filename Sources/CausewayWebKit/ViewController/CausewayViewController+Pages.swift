#if canImport(WebKit) && canImport(UIKit)
import UIKit
import WebKit

extension CausewayViewController {
    /// A new engine on `engine`'s website data store: the same cookies and storage.
    static func engine(sharingDataWith engine: WKWebViewEngine) -> WKWebViewEngine {
        let configuration = WKWebViewConfiguration()
        configuration.websiteDataStore = engine.configuration.websiteDataStore
        return WKWebViewEngine(configuration: configuration)
    }

    /// Pushes `page` on the navigation stack, or presents it in a new navigation controller when there is none.
    func showPage(_ page: UIViewController) {
        if let navigationController {
            navigationController.pushViewController(page, animated: true)
        } else {
            present(UINavigationController(rootViewController: page), animated: true)
        }
    }

    /// Whether a dialog or sheet can be presented now: the view is on screen and presents nothing else (UIKit
    /// ignores a presentation otherwise, and the page would wait for an answer forever).
    var canPresent: Bool {
        viewIfLoaded?.window != nil && presentedViewController == nil
    }
}
#endif
