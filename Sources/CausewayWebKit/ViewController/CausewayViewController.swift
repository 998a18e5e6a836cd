#if canImport(WebKit) && canImport(UIKit)
public import Causeway
public import Foundation
public import UIKit
import WebKit

/// A view controller that shows one page of a hybrid app: a `Container` on a ``WKWebViewEngine``, with the
/// container's header in the navigation bar, its progress under it, and its dialogs, share sheet and page changes
/// in UIKit. It is the container's `ContainerHost`.
///
/// ```swift
/// let routes = NativePageRoutes<UIViewController>()
/// routes.register("profile") { (parameters: ProfileParameters) in ProfileViewController(id: parameters.id) }
/// let titleViews = NativeTitleViews<UIView>()
/// titleViews.register("logo") { (_: Empty, _: Container) in UIImageView(image: logo) }
/// let page = CausewayViewController(app: app, url: URL(string: "causeway://app/")!, nativePages: routes,
///                                   titleViews: titleViews)
/// window.rootViewController = UINavigationController(rootViewController: page)
/// ```
///
/// Pages the page opens with `nav.openWeb` (and new windows) are pushed as new controllers of the same app, sharing
/// the website data store; native pages come from `nativePages` and the header's own title views from `titleViews`,
/// which every page of the stack shares. Without a navigation controller, pages are presented in a new one.
///
/// Pages named by `nav.prerender` load ahead of time in ``prerendered``, which every page of the stack shares too:
/// each waits out of any window, at the size of the page that named it, and `nav.openWeb` of its URL pushes it
/// loaded. A page hears `nav.visible` once its view has appeared. A memory warning tears the waiting pages down.
@MainActor
open class CausewayViewController: UIViewController {
    /// The container this controller hosts.
    public let container: Container
    /// The engine whose web view fills this controller's view.
    public let engine: WKWebViewEngine
    /// The page loaded when the view loads, if any.
    public let initialURL: URL?
    /// The native pages `nav.openNative` may open.
    public let nativePages: NativePageRoutes<UIViewController>
    /// The app's own title views, which the header shows by name (`{titleView: {native: NAME}}`).
    public let titleViews: NativeTitleViews<UIView>
    /// The pages loaded ahead of time (`nav.prerender`), shared by every page of the stack.
    public let prerendered: Prerenderer<WKWebViewEngine>
    /// The bar showing the load's progress, under the navigation bar.
    public let progressView = UIProgressView(progressViewStyle: .bar)

    /// The bridge to the page.
    public var bridge: Bridge { container.bridge }

    let titleViewPresenter = HeaderTitleViewPresenter()
    lazy var backItem = UIBarButtonItem(primaryAction: UIAction(
        title: "Back", image: UIImage(systemName: "chevron.backward")) { [weak self] _ in self?.container.back() })
    lazy var closeItem = UIBarButtonItem(primaryAction: UIAction(
        title: "Close", image: UIImage(systemName: "xmark")) { [weak self] _ in self?.container.close() })

    /// Hosts `page` (a container from a `ContainerPool<WKWebViewEngine>`, say) and loads `url` when the view loads.
    /// Without `prerendered`, the page gets a store of its own (at most two pages, each kept three minutes) whose
    /// engines share its website data store; the pages it opens share that store.
    public init(page: HostedContainer<WKWebViewEngine>, url: URL? = nil,
                nativePages: NativePageRoutes<UIViewController> = NativePageRoutes(),
                titleViews: NativeTitleViews<UIView> = NativeTitleViews(),
                prerendered: Prerenderer<WKWebViewEngine>? = nil)
    {
        container = page.container
        engine = page.engine
        initialURL = url
        self.nativePages = nativePages
        self.titleViews = titleViews
        self.prerendered = prerendered ?? Prerenderer(app: page.container.app) { [app = page.container.app, engine = page.engine] in
            HostedContainer(app: app, engine: Self.engine(sharingDataWith: engine))
        }
        super.init(nibName: nil, bundle: nil)
        container.host = self
    }

    /// Makes a container for `app` on `engine` and hosts it; register page handlers on ``bridge`` (or install
    /// plugins on ``container``) before the view loads `url`.
    public convenience init(app: HybridApp, url: URL,
                            nativePages: NativePageRoutes<UIViewController> = NativePageRoutes(),
                            titleViews: NativeTitleViews<UIView> = NativeTitleViews(),
                            engine: WKWebViewEngine = WKWebViewEngine())
    {
        self.init(page: HostedContainer(app: app, engine: engine), url: url, nativePages: nativePages,
                  titleViews: titleViews)
    }

    /// Shows `url` in a container of an app described by the main bundle.
    ///
    /// Without a `policy`, the main frame of `url`'s origin may call every handler, and nothing else may.
    public convenience init(url: URL, policy: CapabilityPolicy? = nil, engine: WKWebViewEngine = WKWebViewEngine()) {
        let app = HybridApp(info: AppInfo(bundle: .main), policy: policy ?? .allowing([OriginPattern(originOf: url)]))
        self.init(app: app, url: url, engine: engine)
    }

    @available(*, unavailable, message: "Make it with init(page:url:nativePages:titleViews:)")
    public required init?(coder: NSCoder) {
        return nil
    }

    /// The controller `nav.openWeb` pushes for `url`: by default another page of the same app, the one
    /// prerendered for `url` when there is one, else a new one with its own engine on the same website data store.
    open func makeWebPage(for url: URL) -> UIViewController {
        if let page = prerendered.take(url) {
            return CausewayViewController(page: page, nativePages: nativePages, titleViews: titleViews,
                                          prerendered: prerendered)
        }
        return CausewayViewController(page: HostedContainer(app: container.app, engine: Self.engine(sharingDataWith: engine)),
                                      url: url, nativePages: nativePages, titleViews: titleViews, prerendered: prerendered)
    }

    // MARK: View

    open override func loadView() {
        let root = UIView()
        let webView = engine.webView
        #if DEBUG
        // Safari's Web Inspector attaches to the page in debug builds, as it does to any page in Safari.
        webView.isInspectable = true
        #endif
        webView.frame = root.bounds
        webView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        root.addSubview(webView)
        progressView.autoresizingMask = [.flexibleWidth, .flexibleBottomMargin]
        root.addSubview(progressView)
        view = root
    }

    open override func viewDidLoad() {
        super.viewDidLoad()
        if let initialURL { container.load(initialURL) }
    }

    open override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        markRoot()
        navigationController?.setNavigationBarHidden(!container.header.isVisible, animated: animated)
    }

    /// The page is on screen: it hears `nav.visible` (once).
    open override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        container.becameVisible()
    }

    /// Tears down the prerendered pages.
    open override func didReceiveMemoryWarning() {
        super.didReceiveMemoryWarning()
        prerendered.evictAll()
    }

    open override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        // UIKit gives the bar its height from its style; it sits just below the navigation bar.
        progressView.frame = CGRect(x: 0, y: view.safeAreaInsets.top, width: view.bounds.width,
                                    height: progressView.frame.height)
    }

    /// Popped off its navigation controller, the page is gone for good: its container is torn down (see
    /// `Container.tearDown()`). Show the page again in a new controller.
    open override func didMove(toParent parent: UIViewController?) {
        super.didMove(toParent: parent)
        if parent == nil { container.tearDown() } else { markRoot() }
    }

    /// Tells the container whether it is the root page: the first of its navigation stack (or on none), in a stack
    /// nothing presented, so that back out of it would leave the app. A presented stack's first page goes back by
    /// being dismissed.
    private func markRoot() {
        container.isRoot = (navigationController?.viewControllers.first ?? self) === self && presentingViewController == nil
    }
}
#endif
