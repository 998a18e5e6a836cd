import CWebKitGTK
public import Causeway
import Foundation

extension GTKEngine {
    public var canGoBack: Bool { webkit_web_view_can_go_back(webView) != 0 }
    public var canGoForward: Bool { webkit_web_view_can_go_forward(webView) != 0 }
    public var estimatedProgress: Double { webkit_web_view_get_estimated_load_progress(webView) }

    public func goBack() {
        webkit_web_view_go_back(webView)
    }

    public func goForward() {
        webkit_web_view_go_forward(webView)
    }

    /// Renders ``widget`` as it is on screen now: the page with its components and the holes web content makes
    /// in them, all of it or only `region`. (``snapshot()`` shows the page alone, as WebKit draws it.)
    public func screenshot(of region: ComponentRect? = nil) throws -> PageSnapshot {
        try renderWidget(widget, region: region)
    }

    public func snapshot() async throws -> PageSnapshot {
        let webView = webView
        let snapshot = try await gioCall { callback, userData in
            webkit_web_view_get_snapshot(webView, WEBKIT_SNAPSHOT_REGION_VISIBLE, WEBKIT_SNAPSHOT_OPTIONS_NONE, nil,
                                         callback, userData)
        } finish: { result, error in
            webkit_web_view_get_snapshot_finish(webView, result, error).map { texture in
                defer { g_object_unref(UnsafeMutableRawPointer(texture)) }
                return PageSnapshot(texture: texture)
            }
        } failure: { EngineError.snapshot($0) }
        guard let snapshot else { throw EngineError.snapshot("no snapshot") }
        return snapshot
    }

    // MARK: Signals

    /// The web view's signals for policy decisions, new windows, script dialogs and progress.
    func containerSignals() -> [SignalConnection] {
        let view = webView.gpointer
        return [
            SignalConnection(view, "decide-policy") { [weak self] emission in
                guard let self, let decision = emission.pointer(at: 1) else { return }
                let type = WebKitPolicyDecisionType(emission.enumeration(at: 2))
                emission.setResult(decide(OpaquePointer(decision), type: type))
            },
            SignalConnection(view, "create") { [weak self] emission in
                guard let self, let action = emission.pointer(at: 1) else { return }
                requestNewWindow(NavigationAction(gtk: OpaquePointer(action)))
            },
            SignalConnection(view, "script-dialog") { [weak self] emission in
                guard let self, let dialog = emission.pointer(at: 1) else { return }
                emission.setResult(present(OpaquePointer(dialog)))
            },
            SignalConnection(view, "notify::estimated-load-progress") { [weak self] _ in
                guard let self else { return }
                report(.progressChanged(estimatedProgress))
            },
        ]
    }

    /// Answers a policy decision; returns whether it was decided here.
    private func decide(_ decision: OpaquePointer, type: WebKitPolicyDecisionType) -> Bool {
        switch type {
        case WEBKIT_POLICY_DECISION_TYPE_NAVIGATION_ACTION:
            guard let navigationDecider else { return false }
            let action = webkit_navigation_policy_decision_get_navigation_action(decision)!
            guard navigationDecider(NavigationAction(gtk: action)) == .cancel else { return false }
            webkit_policy_decision_ignore(UnsafeMutableRawPointer(decision).assumingMemoryBound(to: WebKitPolicyDecision.self))
            return true
        case WEBKIT_POLICY_DECISION_TYPE_NEW_WINDOW_ACTION:
            // Refused here, so WebKit does not go on to `create`; the handler decides where the URL goes.
            let action = webkit_navigation_policy_decision_get_navigation_action(decision)!
            requestNewWindow(NavigationAction(gtk: action))
            webkit_policy_decision_ignore(UnsafeMutableRawPointer(decision).assumingMemoryBound(to: WebKitPolicyDecision.self))
            return true
        default:
            return false
        }
    }

    private func requestNewWindow(_ action: NavigationAction) {
        guard let newWindowHandler else { return }
        // Out of the signal: the handler may load, and WebKit is in the middle of a navigation decision.
        Task { @MainActor in newWindowHandler(action) }
    }

    /// Shows `dialog` through ``dialogPresenter``; returns whether it did.
    private func present(_ dialog: OpaquePointer) -> Bool {
        guard let dialogPresenter else { return false }
        let message = String(cString: webkit_script_dialog_get_message(dialog))
        let kind: ScriptDialog.Kind = switch webkit_script_dialog_get_dialog_type(dialog) {
        case WEBKIT_SCRIPT_DIALOG_ALERT: .alert
        case WEBKIT_SCRIPT_DIALOG_PROMPT:
            .prompt(defaultText: webkit_script_dialog_prompt_get_default_text(dialog).map { String(cString: $0) } ?? "")
        default: .confirm
        }
        let origin = url?.webOrigin
        let retained = MainThreadPointer(raw: webkit_script_dialog_ref(dialog))
        let signal = SignalInProgress()
        Task.onMainActorNow {
            let answer = await dialogPresenter(ScriptDialog(kind: kind, message: message, origin: origin))
            switch answer {
            case .confirmed: webkit_script_dialog_confirm_set_confirmed(retained.raw, 1)
            case .text(let text): webkit_script_dialog_prompt_set_text(retained.raw, text)
            case .dismissed:
                if case .confirm = kind { webkit_script_dialog_confirm_set_confirmed(retained.raw, 0) }
            }
            // Answered inside the signal, the dialog completes when the handler returns; closing it as well would
            // complete it twice.
            if !signal.isRunning { webkit_script_dialog_close(retained.raw) }
            webkit_script_dialog_unref(retained.raw)
        }
        signal.isRunning = false
        return true
    }
}

extension NavigationAction {
    /// Reads a WebKitGTK navigation action: its request's URL, its type and whether a user gesture started it.
    ///
    /// WebKitGTK 2.50 says nothing about frames here. `webkit_navigation_action_get_frame_name` is a link's `target`
    /// attribute (`_blank`), not a frame; the decision names neither the frame it loads in nor the frame that asked,
    /// and has no security origin. So ``isMainFrame`` and ``sourceFrame`` stay `nil`, for navigations and new
    /// windows alike.
    init(gtk action: OpaquePointer) {
        let request = webkit_navigation_action_get_request(action)
        let uri = webkit_uri_request_get_uri(request).map { String(cString: $0) } ?? "about:blank"
        let kind: Kind = switch webkit_navigation_action_get_navigation_type(action) {
        case WEBKIT_NAVIGATION_TYPE_LINK_CLICKED: .linkActivated
        case WEBKIT_NAVIGATION_TYPE_FORM_SUBMITTED: .formSubmitted
        case WEBKIT_NAVIGATION_TYPE_BACK_FORWARD: .backForward
        case WEBKIT_NAVIGATION_TYPE_RELOAD: .reload
        case WEBKIT_NAVIGATION_TYPE_FORM_RESUBMITTED: .formResubmitted
        default: .other
        }
        self.init(url: URL(webKitURI: uri) ?? URL(string: "about:blank")!, kind: kind, isMainFrame: nil,
                  isUserGesture: webkit_navigation_action_is_user_gesture(action) != 0, sourceFrame: nil)
    }
}

extension PageSnapshot {
    /// Copies a GDK texture's pixels (GDK hands them over as premultiplied BGRA) into RGBA.
    init(texture: OpaquePointer) {
        let width = Int(gdk_texture_get_width(texture))
        let height = Int(gdk_texture_get_height(texture))
        var pixels = [UInt8](repeating: 0, count: width * height * 4)
        pixels.withUnsafeMutableBufferPointer { pixels in
            gdk_texture_download(texture, pixels.baseAddress, gsize(width * 4))
            // GDK writes blue, green, red, alpha: blue and red trade places.
            for index in stride(from: 0, to: pixels.count, by: 4) { pixels.swapAt(index, index + 2) }
        }
        self.init(width: width, height: height, rgba: pixels)
    }
}

/// Whether a signal handler is still running, for work that may finish before it returns or after.
@MainActor
private final class SignalInProgress {
    var isRunning = true
}
