#if canImport(WebKit) && canImport(UIKit)
public import Causeway
import CoreGraphics
import Foundation
import UIKit
import WebKit

extension WKWebViewEngine {
    public var canGoBack: Bool { madeWebView?.canGoBack ?? false }

    public var canGoForward: Bool { madeWebView?.canGoForward ?? false }

    public func goBack() {
        madeWebView?.goBack()
    }

    public func goForward() {
        madeWebView?.goForward()
    }

    public var estimatedProgress: Double { madeWebView?.estimatedProgress ?? 0 }

    /// What the web view shows, through `takeSnapshot(with:completionHandler:)` (the visible bounds, after pending
    /// screen updates), drawn into an 8-bit RGBA bitmap.
    public func snapshot() async throws -> PageSnapshot {
        let webView = webView
        return try await withCheckedThrowingContinuation { continuation in
            webView.takeSnapshot(with: nil) { image, error in
                if let image, let bitmap = Self.bitmap(of: image), let snapshot = PageSnapshot(cgImage: bitmap) {
                    continuation.resume(returning: snapshot)
                } else {
                    let reason = error?.localizedDescription ?? "WebKit returned no bitmap image"
                    continuation.resume(throwing: WKWebViewEngineError.snapshot(reason))
                }
            }
        }
    }

    private static func bitmap(of image: UIImage) -> CGImage? {
        image.cgImage
    }

    // MARK: From the proxies

    /// Decides a navigation: a request for a new window (no target frame) goes to ``newWindowHandler`` and is
    /// cancelled here, so WebKit does not go on to ask for a web view; any other goes to ``navigationDecider``.
    func decidePolicy(for action: WKNavigationAction) -> WKNavigationActionPolicy {
        let navigation = NavigationAction(webKit: action)
        guard action.targetFrame != nil else {
            requestNewWindow(navigation)
            return .cancel
        }
        return navigationDecider?(navigation) == .cancel ? .cancel : .allow
    }

    /// Hands a new-window request to ``newWindowHandler`` after WebKit's callback returns, since the handler may
    /// load while WebKit is deciding.
    func requestNewWindow(_ action: NavigationAction) {
        guard let newWindowHandler else { return }
        Task { @MainActor in newWindowHandler(action) }
    }

    /// Shows `dialog` through ``dialogPresenter`` and calls `answer` exactly once, with `.dismissed` when there is
    /// no presenter.
    func present(_ dialog: ScriptDialog, answer: @escaping @MainActor (ScriptDialog.Answer) -> Void) {
        guard let dialogPresenter else {
            answer(.dismissed)
            return
        }
        Task.onMainActorNow { answer(await dialogPresenter(dialog)) }
    }
}

/// What the WKWebView engine could not do.
public enum WKWebViewEngineError: Error, Equatable, Sendable {
    /// The web view could not be captured.
    case snapshot(String)
}
#endif
