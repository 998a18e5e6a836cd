import CWebKitGTK

/// Decides, before GTK picks the widget under the pointer, whether each component may take it.
///
/// GTK picks the target of a press from the last motion, so the choice must be made as each pointer event
/// reaches its surface: an emission hook on `GdkSurface::event` runs before GTK's own handler. Where web content
/// covers a component (a hole), the component's frame stops being a target, and the press goes to the web view.
@MainActor
final class PointerGate {
    static let shared = PointerGate()
    private var layers: [ObjectIdentifier: Weak] = [:]

    private init() {
        let hook: GSignalEmissionHook = { _, count, values, _ in
            guard count >= 2, let values, let surface = g_value_get_object(values) else { return 1 }
            // A GdkEvent has no GValue accessor; a GValue holds its pointer in the first word after the type.
            guard let event = UnsafeRawPointer(values + 1)
                .load(fromByteOffset: MemoryLayout<GType>.size, as: OpaquePointer?.self)
            else { return 1 }
            let target = MainThreadPointer(raw: OpaquePointer(surface))
            let carried = MainThreadPointer(raw: event)
            MainActor.assumeIsolated { PointerGate.shared.pointerEvent(carried.raw, on: target.raw) }
            return 1
        }
        g_signal_add_emission_hook(g_signal_lookup("event", gdk_surface_get_type()), 0, hook, nil, nil)
    }

    /// Starts deciding for `layer`'s components.
    func watch(_ layer: GTKComponentLayer) {
        layers[ObjectIdentifier(layer)] = Weak(layer: layer)
    }

    private func pointerEvent(_ event: OpaquePointer, on surface: OpaquePointer) {
        switch gdk_event_get_event_type(event) {
        case GDK_MOTION_NOTIFY, GDK_BUTTON_PRESS, GDK_ENTER_NOTIFY, GDK_TOUCH_BEGIN, GDK_TOUCH_UPDATE: break
        default: return
        }
        var x = 0.0
        var y = 0.0
        guard gdk_event_get_position(event, &x, &y) != 0 else { return }
        layers = layers.filter { $0.value.layer != nil }
        for case let layer? in layers.values.map(\.layer) {
            layer.pointer(atSurfaceX: x, y: y, of: surface)
        }
    }

    private struct Weak {
        weak var layer: GTKComponentLayer?
    }
}
