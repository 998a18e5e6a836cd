import CWebKitGTK

/// Re-typing between the GObject class pointers that C's single inheritance allows.
extension UnsafeMutablePointer {
    /// This instance seen as another class in its hierarchy.
    func cast<Other>(to _: Other.Type = Other.self) -> UnsafeMutablePointer<Other> {
        UnsafeMutableRawPointer(self).assumingMemoryBound(to: Other.self)
    }

    /// This instance as a pointer to a class GTK keeps opaque (`GtkBox`, `GtkLabel`, `GtkHeaderBar`…).
    var opaque: OpaquePointer { OpaquePointer(self) }

    /// This instance as an untyped `gpointer`.
    var gpointer: UnsafeMutableRawPointer { UnsafeMutableRawPointer(self) }
}

/// Connects `callback` to `signal` on `instance`, passing `context` as the user data.
@discardableResult
func connectSignal<Callback>(_ instance: UnsafeMutableRawPointer, _ signal: String, _ callback: Callback,
                             _ context: UnsafeMutableRawPointer) -> gulong
{
    g_signal_connect_data(instance, signal, unsafeBitCast(callback, to: GCallback.self), context, nil, GConnectFlags(0))
}

/// A GLib pointer carried into a main-actor task. GLib objects here are only touched on the main thread, where
/// both the signal that produced the pointer and the task that uses it run.
struct MainThreadPointer: @unchecked Sendable {
    let raw: OpaquePointer
}
