// Source: https://developer.apple.com/documentation/webkit/wkwebview
//   Apple: `@MainActor class WKWebView : UIView` (iOS). Members, as Apple's pages give them (".../" is
//   https://developer.apple.com/documentation/webkit/wkwebview/):
//   .../init(frame:configuration:)  `init(frame: CGRect, configuration: WKWebViewConfiguration)` (designated; copies
//                                   the configuration). `init?(coder:)` is the other designated initializer (header);
//                                   `init(frame:)` and `init()` are inherited from UIView as convenience initializers.
//   .../configuration              `@NSCopying var configuration: WKWebViewConfiguration { get }` (a copy each time)
//   .../navigationdelegate         `weak var navigationDelegate: (any WKNavigationDelegate)? { get set }`
//   .../uidelegate                 `weak var uiDelegate: (any WKUIDelegate)? { get set }`
//   .../load(_:)-5siv6             `func load(_ request: URLRequest) -> WKNavigation?`
//   .../loadhtmlstring(_:baseurl:) `func loadHTMLString(_ string: String, baseURL: URL?) -> WKNavigation?`
//   .../goback()                   `func goBack() -> WKNavigation?` (and `goForward()`, the same shape)
//   .../cangoback                  `var canGoBack: Bool { get }` (and `canGoForward`)
//   `func reload() -> WKNavigation?`, `func stopLoading()` (header; Apple's pages not in the corpus)
//   .../url                        `var url: URL? { get }`
//   `var title: String? { get }`   (header: readonly, nullable, copy)
//   `var isLoading: Bool { get }`  (header: `loading`, getter `isLoading`)
//   .../estimatedprogress          `var estimatedProgress: Double { get }`
//   .../isinspectable              `var isInspectable: Bool { get set }` (iOS 16.4+)
//   .../scrollview                 `var scrollView: UIScrollView { get }` (iOS; WebKit makes it with the web view, a
//                                  private `WKScrollView` subview of the web view whose first subview is the private
//                                  `WKContentView` — WKWebViewIOS.mm, `_setupScrollAndContentViews`)
//   .../customuseragent            `var customUserAgent: String? { get set }`
//   .../evaluatejavascript(_:completionhandler:)
//       `func evaluateJavaScript(_ javaScriptString: String, completionHandler: (@MainActor @Sendable (Any?, (any Error)?) -> Void)? = nil)`
//     and the async form Swift imports from it: `func evaluateJavaScript(_ javaScriptString: String) async throws -> Any`
//     (`@discardableResult`, as the importer marks async forms that return a value; note `Any`, not `Any?`: on
//     Apple a script whose value is undefined makes this form trap — the model throws instead, see below).
//   From WebKit's Swift overlay (WebKitSwiftOverlay.swift), in an extension, hence not overridable:
//   .../evaluatejavascript(_:in:in:completionhandler:)
//       `@MainActor @preconcurrency func evaluateJavaScript(_ javaScript: String, in frame: WKFrameInfo? = nil,
//        in contentWorld: WKContentWorld, completionHandler: (@MainActor @Sendable (Result<Any, any Error>) -> Void)? = nil)`
//   .../evaluatejavascript(_:in:contentworld:)
//       `@MainActor @preconcurrency func evaluateJavaScript(_ javaScript: String, in frame: WKFrameInfo? = nil,
//        contentWorld: WKContentWorld) async throws -> Any?`
//   .../callasyncjavascript(_:arguments:in:in:completionhandler:)
//       `@MainActor @preconcurrency func callAsyncJavaScript(_ functionBody: String, arguments: [String : Any] = [:],
//        in frame: WKFrameInfo? = nil, in contentWorld: WKContentWorld,
//        completionHandler: (@MainActor @Sendable (Result<Any, any Error>) -> Void)? = nil)`
//   `func callAsyncJavaScript(_ functionBody: String, arguments: [String : Any] = [:], in frame: WKFrameInfo? = nil,
//    contentWorld: WKContentWorld) async throws -> Any?` (overlay source; Apple's page for it was not in the corpus)
//   Note on `@Sendable` in the overlay methods' completion handlers: Apple's current pages show
//   `@MainActor @Sendable`; the stored copy of WebKit's open-source overlay shows `@MainActor` only. The model
//   follows Apple's pages (the stricter type: adapter code that compiles here compiles there).
//   The Objective-C methods return values callers may ignore (the importer treats them as `@discardableResult`), so
//   the model's `load`, `loadHTMLString`, `reload`, `goBack` and `goForward` are marked `@discardableResult`.
//   .../takesnapshot(with:completionhandler:)
//       `func takeSnapshot(with snapshotConfiguration: WKSnapshotConfiguration?,
//        completionHandler: @escaping @MainActor @Sendable (UIImage?, (any Error)?) -> Void)` (Apple's page shows
//       the macOS spelling with `NSImage`; on iOS the image is a `UIImage`, as the header's `WK_SWIFT_UI_IMAGE` says)
//   Key-value observing (`observe(_:options:changeHandler:)`, see KeyValueObserving/KeyValueObserving.swift):
//   `estimatedProgress`, `title`, `url` and `isLoading` notify their observers when the model changes them, as
//   WebKit's KVO-compliant properties do.
//   Not modelled: everything else (scrolling itself, PDF, find, back-forward list objects, media, ...).
//
// Behaviour (model): loading records the request or HTML, sets `url` and `isLoading`, and keeps a simple history for
// back/forward; nothing is fetched and no delegate is called by itself — tests drive the delegates (see
// `modelDecidePolicy(for:)`). Script evaluation records each call in `modelJavaScriptCalls` and answers with
// `modelJavaScriptResponder`, which a test sets; without one every call fails with a descriptive `WKErrorDomain`
// error. Completion handlers are called on the next main-actor turn, as WebKit calls them later, unless a test sets
// `modelCompletionDelivery` to `.synchronous`. The web view holds its scroll view and content view as WebKit's does;
// the page's layers appear under the content view only when a test lays them out (WKWebView+ModelLayerTree.swift).
public import Foundation
public import UIKit

@MainActor
open class WKWebView: UIView, ModelKeyValueObservable {
    // Model only: one call to evaluate or call JavaScript, as the model saw it.
    struct ModelJavaScriptCall {
        enum Kind: Sendable, Equatable {
            /// `evaluateJavaScript` (any form).
            case evaluate
            /// `callAsyncJavaScript` (any form).
            case callAsyncFunction
        }

        let kind: Kind
        /// The script (`evaluate`) or function body (`callAsyncFunction`).
        let source: String
        /// The arguments of `callAsyncFunction`; empty for `evaluate`.
        let arguments: [String: Any]
        /// The frame asked for; `nil` means the main frame.
        let frame: WKFrameInfo?
        /// The world asked for; `evaluateJavaScript(_:completionHandler:)` runs in the page world.
        let contentWorld: WKContentWorld
    }

    private let storedConfiguration: WKWebViewConfiguration
    private let storedScrollView: WKScrollView
    // Model only: WebKit's content view, the scroll view's first subview; the page's layers are views under it.
    let modelContentView: WKContentView
    private var history: [URL] = []
    private var historyIndex = -1

    // Model only: state the public read-only properties report; tests may set it.
    var modelURL: URL? {
        didSet { modelKeyValueObservers.didChange(\WKWebView.url) }
    }
    var modelTitle: String? {
        didSet { modelKeyValueObservers.didChange(\WKWebView.title) }
    }
    var modelIsLoading = false {
        didSet { modelKeyValueObservers.didChange(\WKWebView.isLoading) }
    }
    var modelEstimatedProgress = 0.0 {
        didSet { modelKeyValueObservers.didChange(\WKWebView.estimatedProgress) }
    }

    // Model only: the key-value observations registered with `observe(_:options:changeHandler:)`.
    public let modelKeyValueObservers = ModelKeyValueObservers()

    // Model only: what `takeSnapshot` answers; without it, every snapshot fails with a descriptive error.
    var modelSnapshot: Result<UIImage, any Error>?
    // Model only: the configurations snapshots were asked with, in order.
    private(set) var modelSnapshotConfigurations: [WKSnapshotConfiguration?] = []

    // Model only: what was loaded.
    private(set) var modelLoadedRequests: [URLRequest] = []
    private(set) var modelLoadedHTML: [(string: String, baseURL: URL?)] = []
    private(set) var modelReloadCount = 0
    private(set) var modelStopLoadingCount = 0

    // Model only: the script calls seen, and how to answer them. The responder's result is what the page's script
    // yields: `.success(nil)` for undefined, `.success(NSNull())` for null, a value, or a failure.
    private(set) var modelJavaScriptCalls: [ModelJavaScriptCall] = []
    var modelJavaScriptResponder: ((ModelJavaScriptCall) -> Result<Any?, any Error>)?

    // Model only: when completion handlers are called.
    var modelCompletionDelivery: ModelCompletionDelivery = .nextMainActorTurn

    public init(frame: CGRect, configuration: WKWebViewConfiguration) {
        storedConfiguration = configuration.copy() as! WKWebViewConfiguration
        storedScrollView = WKScrollView(frame: CGRect(origin: .zero, size: frame.size))
        modelContentView = WKContentView(frame: CGRect(origin: .zero, size: frame.size))
        super.init(frame: frame)
        modelSetUpScrollAndContentViews()
    }

    public required init?(coder: NSCoder) {
        storedConfiguration = WKWebViewConfiguration()
        storedScrollView = WKScrollView(frame: .zero)
        modelContentView = WKContentView(frame: .zero)
        super.init(coder: coder)
        modelSetUpScrollAndContentViews()
    }

    public convenience override init(frame: CGRect) {
        self.init(frame: frame, configuration: WKWebViewConfiguration())
    }

    open var configuration: WKWebViewConfiguration {
        storedConfiguration.copy() as! WKWebViewConfiguration
    }

    open weak var navigationDelegate: (any WKNavigationDelegate)?

    open weak var uiDelegate: (any WKUIDelegate)?

    // MARK: Loading

    @discardableResult
    open func load(_ request: URLRequest) -> WKNavigation? {
        modelLoadedRequests.append(request)
        startNavigation(to: request.url)
        return WKNavigation(modelRequest: request)
    }

    @discardableResult
    open func loadHTMLString(_ string: String, baseURL: URL?) -> WKNavigation? {
        modelLoadedHTML.append((string: string, baseURL: baseURL))
        let url = baseURL ?? URL(string: "about:blank")!
        startNavigation(to: url)
        return WKNavigation(modelRequest: URLRequest(url: url))
    }

    @discardableResult
    open func reload() -> WKNavigation? {
        guard let url = modelURL else { return nil }
        modelReloadCount += 1
        modelIsLoading = true
        modelEstimatedProgress = 0
        return WKNavigation(modelRequest: URLRequest(url: url))
    }

    open func stopLoading() {
        modelStopLoadingCount += 1
        modelIsLoading = false
    }

    open var canGoBack: Bool { historyIndex > 0 }

    open var canGoForward: Bool { historyIndex >= 0 && historyIndex < history.count - 1 }

    @discardableResult
    open func goBack() -> WKNavigation? {
        guard canGoBack else { return nil }
        historyIndex -= 1
        return moveInHistory()
    }

    @discardableResult
    open func goForward() -> WKNavigation? {
        guard canGoForward else { return nil }
        historyIndex += 1
        return moveInHistory()
    }

    open var url: URL? { modelURL }

    open var title: String? { modelTitle }

    open var isLoading: Bool { modelIsLoading }

    open var estimatedProgress: Double { modelEstimatedProgress }

    open var isInspectable = false

    open var customUserAgent: String?

    open var scrollView: UIScrollView { storedScrollView }

    // Model only: puts the scroll view in the web view and the content view in the scroll view, as WebKit does.
    private func modelSetUpScrollAndContentViews() {
        addSubview(storedScrollView)
        storedScrollView.addSubview(modelContentView)
    }

    private func startNavigation(to url: URL?) {
        if let url {
            history.removeSubrange((historyIndex + 1)...)
            history.append(url)
            historyIndex = history.count - 1
        }
        modelURL = url
        modelIsLoading = true
        modelEstimatedProgress = 0
    }

    private func moveInHistory() -> WKNavigation {
        let url = history[historyIndex]
        modelURL = url
        modelIsLoading = true
        modelEstimatedProgress = 0
        return WKNavigation(modelRequest: URLRequest(url: url))
    }

    // MARK: Snapshots

    open func takeSnapshot(
        with snapshotConfiguration: WKSnapshotConfiguration?,
        completionHandler: @escaping @MainActor @Sendable (UIImage?, (any Error)?) -> Void
    ) {
        modelSnapshotConfigurations.append(snapshotConfiguration)
        let result = modelSnapshot ?? .failure(ModelError.make(
            code: ModelError.unknown,
            "The WKWebView model draws nothing; set modelSnapshot to answer takeSnapshot (model)"))
        modelDeliver(modelCompletionDelivery) {
            switch result {
            case .success(let image): completionHandler(image, nil)
            case .failure(let error): completionHandler(nil, error)
            }
        }
    }

    // MARK: JavaScript (Objective-C API)

    open func evaluateJavaScript(
        _ javaScriptString: String,
        completionHandler: (@MainActor @Sendable (Any?, (any Error)?) -> Void)? = nil
    ) {
        let result = modelRun(.evaluate, source: javaScriptString, arguments: [:], frame: nil, contentWorld: .page)
        guard let completionHandler else { return }
        modelDeliver(modelCompletionDelivery) {
            switch result {
            case .success(let value): completionHandler(value, nil)
            case .failure(let error): completionHandler(nil, error)
            }
        }
    }

    /// Model: where Apple's async form would trap on an undefined result, the model throws a `WKErrorDomain` error
    /// saying so (use `evaluateJavaScript(_:in:contentWorld:)`, which returns `Any?`). Like Apple's, this form goes
    /// through `evaluateJavaScript(_:completionHandler:)`, so a subclass that overrides that method changes both.
    @discardableResult
    open func evaluateJavaScript(_ javaScriptString: String) async throws -> Any {
        let box = ModelResultBox()
        await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
            evaluateJavaScript(javaScriptString) { value, error in
                if let error {
                    box.store(.failure(error), resuming: continuation)
                } else {
                    box.store(.success(value), resuming: continuation)
                }
            }
        }
        guard let value = try box.take() else {
            throw ModelError.make(
                code: ModelError.javaScriptExceptionOccurred,
                "evaluateJavaScript(_:) async: the script's value is undefined; on Apple platforms this form traps "
                    + "on such a result (model)"
            )
        }
        return value
    }

    // MARK: JavaScript (WebKit's Swift overlay)

    @preconcurrency
    public func evaluateJavaScript(
        _ javaScript: String,
        in frame: WKFrameInfo? = nil,
        in contentWorld: WKContentWorld,
        completionHandler: (@MainActor @Sendable (Result<Any, any Error>) -> Void)? = nil
    ) {
        let result = modelRun(.evaluate, source: javaScript, arguments: [:], frame: frame, contentWorld: contentWorld)
        guard let completionHandler else { return }
        modelDeliver(modelCompletionDelivery) { completionHandler(Self.overlayResult(result)) }
    }

    @preconcurrency
    public func evaluateJavaScript(
        _ javaScript: String,
        in frame: WKFrameInfo? = nil,
        contentWorld: WKContentWorld
    ) async throws -> Any? {
        let result = modelRun(.evaluate, source: javaScript, arguments: [:], frame: frame, contentWorld: contentWorld)
        await modelAwaitDelivery()
        return try result.get()
    }

    @preconcurrency
    public func callAsyncJavaScript(
        _ functionBody: String,
        arguments: [String: Any] = [:],
        in frame: WKFrameInfo? = nil,
        in contentWorld: WKContentWorld,
        completionHandler: (@MainActor @Sendable (Result<Any, any Error>) -> Void)? = nil
    ) {
        let result = modelRun(
            .callAsyncFunction,
            source: functionBody,
            arguments: arguments,
            frame: frame,
            contentWorld: contentWorld
        )
        guard let completionHandler else { return }
        modelDeliver(modelCompletionDelivery) { completionHandler(Self.overlayResult(result)) }
    }

    @preconcurrency
    public func callAsyncJavaScript(
        _ functionBody: String,
        arguments: [String: Any] = [:],
        in frame: WKFrameInfo? = nil,
        contentWorld: WKContentWorld
    ) async throws -> Any? {
        let result = modelRun(
            .callAsyncFunction,
            source: functionBody,
            arguments: arguments,
            frame: frame,
            contentWorld: contentWorld
        )
        await modelAwaitDelivery()
        return try result.get()
    }

    private func modelRun(
        _ kind: ModelJavaScriptCall.Kind,
        source: String,
        arguments: [String: Any],
        frame: WKFrameInfo?,
        contentWorld: WKContentWorld
    ) -> Result<Any?, any Error> {
        let call = ModelJavaScriptCall(
            kind: kind,
            source: source,
            arguments: arguments,
            frame: frame,
            contentWorld: contentWorld
        )
        modelJavaScriptCalls.append(call)
        if let responder = modelJavaScriptResponder {
            return responder(call)
        }
        return .failure(
            ModelError.make(
                code: ModelError.javaScriptExceptionOccurred,
                "The WKWebView model runs no JavaScript; set modelJavaScriptResponder to answer "
                    + "\(kind == .evaluate ? "evaluateJavaScript" : "callAsyncJavaScript") calls (model)"
            )
        )
    }

    // WebKit's overlay reports an undefined result as success with `Optional<Any>.none` boxed in `Any`
    // (ObjCBlockConversion.boxingNilAsAnyForCompatibility); the model does the same.
    private static func overlayResult(_ result: Result<Any?, any Error>) -> Result<Any, any Error> {
        result.map { value in value ?? (Optional<Any>.none as Any) }
    }

    // The overlay's async forms answer after a suspension, as WebKit's do; with synchronous delivery they do not
    // yield.
    private func modelAwaitDelivery() async {
        if modelCompletionDelivery == .nextMainActorTurn {
            await Task.yield()
        }
    }

    // MARK: Model-only helpers

    // Model only: asks the navigation delegate to decide on `action` as WebKit does (through the completion-handler
    // form) and returns its decision; `.allow` when there is no delegate.
    func modelDecidePolicy(for action: WKNavigationAction) async -> WKNavigationActionPolicy {
        guard let delegate = navigationDelegate else { return .allow }
        return await withCheckedContinuation { (continuation: CheckedContinuation<WKNavigationActionPolicy, Never>) in
            let once = ModelOnce()
            delegate.webView(self, decidePolicyFor: action) { policy in
                if once.first() { continuation.resume(returning: policy) }
            }
        }
    }

    // Model only: the scheme handler the web view's configuration has for `url`'s scheme, if any.
    func modelURLSchemeHandler(for url: URL) -> (any WKURLSchemeHandler)? {
        guard let scheme = url.scheme else { return nil }
        return storedConfiguration.urlSchemeHandler(forURLScheme: scheme)
    }

    // Model only: starts a scheme task for `request` as WebKit does when the page loads a resource with a custom
    // scheme, and returns the task for inspection; `nil` when no handler is registered for the scheme.
    @discardableResult
    func modelStartURLSchemeTask(for request: URLRequest) -> ModelURLSchemeTask? {
        guard let url = request.url, let handler = modelURLSchemeHandler(for: url) else { return nil }
        let task = ModelURLSchemeTask(request: request)
        handler.webView(self, start: task)
        return task
    }

    // Model only: stops a task started by `modelStartURLSchemeTask(for:)`, as WebKit does when the resource is no
    // longer needed.
    func modelStopURLSchemeTask(_ task: ModelURLSchemeTask) {
        guard let url = task.request.url, let handler = modelURLSchemeHandler(for: url) else { return }
        task.markStopped()
        handler.webView(self, stop: task)
    }
}

// Model only: carries a script result from a completion handler to the awaiting async form.
@MainActor
private final class ModelResultBox {
    private var result: Result<Any?, any Error>?

    func store(_ result: Result<Any?, any Error>, resuming continuation: CheckedContinuation<Void, Never>) {
        guard self.result == nil else { return }
        self.result = result
        continuation.resume()
    }

    func take() throws -> Any? {
        try result!.get()
    }
}

// Model only: lets a continuation be resumed once even if a decision handler is called twice (WebKit ignores the
// second call).
@MainActor
private final class ModelOnce {
    private var used = false

    func first() -> Bool {
        if used { return false }
        used = true
        return true
    }
}
