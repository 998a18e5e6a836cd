import CWebKitGTK
import Synchronization

/// One handler of a GObject signal, owned: it holds the Swift handler, connects it, and disconnects it when its
/// owner lets it go or calls ``disconnect()``.
///
/// Whoever wants the handler keeps the connection, as a component or an engine keeps its connections in stored
/// properties; dropping them disconnects. Disconnecting never touches the instance: it invalidates the handler's
/// `GClosure`, which GLib detaches from the instance only while the instance lives, so a connection may outlive
/// its instance. The handler runs on the main actor, where GTK emits its signals, and is released once the
/// connection is disconnected.
///
/// ```swift
/// titleChanges = SignalConnection(webView.gpointer, "notify::title") { [weak self] _ in self?.showTitle() }
/// ```
@MainActor
public final class SignalConnection {
    /// What runs on every emission, given the emission's arguments and return value.
    public typealias Handler = @MainActor (SignalEmission) -> Void

    /// The closure GLib calls, referenced until ``disconnect()``.
    private var closure: UnsafeMutablePointer<GClosure>?

    /// Connects `handler` to `signal` (with its detail, as in `notify::title`) of the GObject `instance`.
    public init(_ instance: UnsafeMutableRawPointer, _ signal: String, _ handler: @escaping Handler) {
        let data = UserData.lend(handler)
        let closure: UnsafeMutablePointer<GClosure> = g_closure_new_simple(guint(MemoryLayout<GClosure>.size), data)
        g_closure_add_finalize_notifier(closure, data, UserData.releaseClosureData)
        g_closure_set_marshal(closure, emitSignal)
        // The connection's own reference, so that the closure outlives the instance's handlers.
        g_closure_ref(closure)
        g_closure_sink(closure)
        g_signal_connect_closure(instance, signal, closure, 0)
        self.closure = closure
        let type = g_type_name_from_instance(instance.assumingMemoryBound(to: GTypeInstance.self)).map { String(cString: $0) }
        connectedSignals.withLock { _ = $0.insert("\(type ?? "?") \(signal)") }
    }

    /// Every signal connected in this process so far, each as its instance's type and the signal with its detail
    /// (`WebKitWebView notify::title`): the doors GTK opens into native code, each of which `PageDoors` lists.
    public static var connected: Set<String> {
        connectedSignals.withLock { $0 }
    }

    isolated deinit {
        disconnect()
    }

    /// Stops calling the handler and releases it; later calls do nothing.
    public func disconnect() {
        guard let closure else { return }
        self.closure = nil
        g_closure_invalidate(closure)
        g_closure_unref(closure)
    }
}

/// The signals connected so far, by type and name; written on the main thread, read by tests anywhere.
private let connectedSignals = Mutex<Set<String>>([])

/// The C entry of every signal: runs the closure's handler with the emission.
private let emitSignal: GClosureMarshal = { closure, result, count, arguments, _, _ in
    guard let closure, let arguments,
          let handler = UserData.borrow(closure.pointee.data, as: SignalConnection.Handler.self)
    else { return }
    // Made and read on the main thread, inside the emission.
    nonisolated(unsafe) let emission = SignalEmission(arguments: arguments, count: Int(count), result: result)
    MainActor.assumeIsolated { handler(emission) }
}
