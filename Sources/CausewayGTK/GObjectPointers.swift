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

/// A GLib pointer carried into a main-actor task. GLib objects here are only touched on the main thread, where
/// both the signal that produced the pointer and the task that uses it run.
struct MainThreadPointer: @unchecked Sendable {
    let raw: OpaquePointer
}
