#if canImport(WebKit) && canImport(UIKit)
public import Causeway
public import Foundation
public import UIKit

/// A view controller that shows one page with the bridge.
///
/// ```swift
/// let controller = CausewayViewController(url: URL(string: "https://app.example/")!)
/// controller.bridge.handle("device.info") { (_: Empty) in ["model": "iPhone"] }
/// window.rootViewController = controller
/// ```
@MainActor
open class CausewayViewController: UIViewController {
    /// The engine whose web view is this controller's view.
    public let engine: WKWebViewEngine
    /// The bridge to the page.
    public let bridge: Bridge
    /// The page loaded when the view loads.
    public let initialURL: URL

    /// Makes a controller that loads `url` when its view loads; register handlers on ``bridge`` before that.
    ///
    /// Without a `policy`, the main frame of `url`'s origin may call every handler, and nothing else may.
    public init(url: URL, policy: CapabilityPolicy? = nil, engine: WKWebViewEngine = WKWebViewEngine()) {
        self.engine = engine
        bridge = Bridge(engine: engine, policy: policy ?? .allowing([OriginPattern(originOf: url)]))
        initialURL = url
        super.init(nibName: nil, bundle: nil)
    }

    @available(*, unavailable, message: "Make it with init(url:policy:engine:)")
    public required init?(coder: NSCoder) {
        return nil
    }

    open override func loadView() {
        view = engine.webView
    }

    open override func viewDidLoad() {
        super.viewDidLoad()
        engine.load(initialURL)
        engine.observeNavigation { [weak self] event in
            if case .titleChanged(let title) = event { self?.title = title }
        }
    }
}
#endif
