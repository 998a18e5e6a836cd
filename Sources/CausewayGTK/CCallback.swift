package import CWebKitGTK

/// The C callbacks other than signals (signals have ``SignalConnection``), each carrying a Swift closure as its user
/// data, with one C entry per callback signature.
///
/// A closure C calls once is released as it runs; one C may call many times is released by the destroy notify C
/// calls when it lets go: the action, the web context or the server that holds it.
package enum CCallback {
    /// What a GIO asynchronous call's ready callback runs, given the call's result.
    typealias AsyncReady = @MainActor (_ result: OpaquePointer?) -> Void
    /// What a main-loop source, a shortcut action or a URI scheme request runs.
    typealias Action = @MainActor () -> Void
    /// What serves a custom-scheme request.
    typealias URISchemeServe = @MainActor (_ request: OpaquePointer) -> Void
    /// What answers one request to a libsoup server, given the message and its path.
    package typealias SoupServe = @MainActor (_ message: OpaquePointer, _ path: String) -> Void

    /// The ready callback for a GIO asynchronous call, and its user data: it calls `ready` once, with the result.
    static func asyncReady(_ ready: @escaping AsyncReady) -> (callback: GAsyncReadyCallback, userData: gpointer) {
        (asyncReadyEntry, UserData.lend(ready))
    }

    /// Calls `body` once, at the main loop's next idle turn.
    static func atNextIdle(_ body: @escaping Action) {
        g_idle_add_full(G_PRIORITY_DEFAULT_IDLE, idleEntry, UserData.lend(body), nil)
    }

    /// A shortcut action that calls `run` each time it is activated, for as long as the action lives.
    static func shortcutAction(_ run: @escaping Action) -> OpaquePointer {
        gtk_callback_action_new(shortcutEntry, UserData.lend(run), UserData.release)
    }

    /// Has `context` serve every request for `scheme` with `serve`, for as long as the context lives.
    static func registerURIScheme(_ scheme: String, in context: OpaquePointer, _ serve: @escaping URISchemeServe) {
        webkit_web_context_register_uri_scheme(context, scheme, uriSchemeEntry, UserData.lend(serve), UserData.release)
    }

    /// Has `server` answer every request with `serve`, for as long as the server lives.
    package static func addHandler(to server: UnsafeMutablePointer<SoupServer>, _ serve: @escaping SoupServe) {
        soup_server_add_handler(server, nil, soupServerEntry, UserData.lend(serve), UserData.release)
    }
}

private let asyncReadyEntry: GAsyncReadyCallback = { _, result, data in
    guard let ready = UserData.take(data, as: CCallback.AsyncReady.self) else { return }
    let result = result.map(MainThreadPointer.init)
    MainActor.assumeIsolated { ready(result?.raw) }
}

private let idleEntry: GSourceFunc = { data in
    if let body = UserData.take(data, as: CCallback.Action.self) { MainActor.assumeIsolated(body) }
    return 0 // G_SOURCE_REMOVE
}

private let shortcutEntry: GtkShortcutFunc = { _, _, data in
    guard let run = UserData.borrow(data, as: CCallback.Action.self) else { return 0 }
    MainActor.assumeIsolated(run)
    return 1
}

private let uriSchemeEntry: WebKitURISchemeRequestCallback = { request, data in
    guard let request, let serve = UserData.borrow(data, as: CCallback.URISchemeServe.self) else { return }
    let carried = MainThreadPointer(raw: request)
    MainActor.assumeIsolated { serve(carried.raw) }
}

private let soupServerEntry: SoupServerCallback = { _, message, path, _, data in
    guard let message, let serve = UserData.borrow(data, as: CCallback.SoupServe.self) else { return }
    let path = path.map { String(cString: $0) } ?? "/"
    let carried = MainThreadPointer(raw: message)
    MainActor.assumeIsolated { serve(carried.raw, path) }
}
