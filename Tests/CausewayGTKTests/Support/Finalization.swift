import CWebKitGTK

/// Whether a GObject has been finalized, learned from a weak reference.
@MainActor
final class Finalization {
    private(set) var happened = false

    init(of object: UnsafeMutablePointer<GtkWidget>) {
        g_object_weak_ref(UnsafeMutableRawPointer(object).assumingMemoryBound(to: GObject.self), { data, _ in
            Unmanaged<Finalization>.fromOpaque(data!).takeRetainedValue().happened = true
        }, Unmanaged.passRetained(self).toOpaque())
    }
}
