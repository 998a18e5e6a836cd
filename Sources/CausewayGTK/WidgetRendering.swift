import CWebKitGTK
import Causeway

/// Renders `widget` as it is drawn now, with the renderer of the window it is in: all of it, or only `region`
/// (in the widget's coordinates), which is much cheaper for a small region.
@MainActor
func renderWidget(_ widget: UnsafeMutablePointer<GtkWidget>, region: ComponentRect? = nil) throws -> PageSnapshot {
    let width = gtk_widget_get_width(widget)
    let height = gtk_widget_get_height(widget)
    guard width > 0, height > 0, let native = gtk_widget_get_native(widget),
          let renderer = gtk_native_get_renderer(native)
    else {
        throw EngineError.snapshot("The widget is not on screen")
    }
    let paintable = gtk_widget_paintable_new(widget)
    defer { g_object_unref(UnsafeMutableRawPointer(paintable)) }
    let snapshot = gtk_snapshot_new()
    gdk_paintable_snapshot(paintable, snapshot, Double(width), Double(height))
    guard let node = gtk_snapshot_free_to_node(snapshot) else { throw EngineError.snapshot("Nothing was drawn") }
    defer { gsk_render_node_unref(node) }
    let rendered = if let region {
        withUnsafePointer(to: graphene_rect_t(origin: graphene_point_t(x: Float(region.x), y: Float(region.y)),
                                              size: graphene_size_t(width: Float(region.width),
                                                                    height: Float(region.height)))) {
            gsk_renderer_render_texture(renderer, node, $0)
        }
    } else {
        gsk_renderer_render_texture(renderer, node, nil)
    }
    guard let texture = rendered else {
        throw EngineError.snapshot("The renderer made no texture")
    }
    defer { g_object_unref(UnsafeMutableRawPointer(texture)) }
    return PageSnapshot(texture: texture)
}

/// Renders `widget` (all of it, or `region`) right after its window's next paint: then its layout is done, as it
/// is for what the screen shows. A widget whose children move every frame (components following a playing or
/// scrolling page) may be between layouts at any other moment, when GTK draws nothing for it.
@MainActor
func renderWidgetAfterNextPaint(_ widget: UnsafeMutablePointer<GtkWidget>,
                                region: ComponentRect? = nil) async throws -> PageSnapshot
{
    guard let clock = gtk_widget_get_frame_clock(widget) else { throw EngineError.snapshot("The widget is not on screen") }
    return try await withCheckedThrowingContinuation { continuation in
        AfterPaint.once(clock: UnsafeMutableRawPointer(clock)) {
            continuation.resume(with: Result { try renderWidget(widget, region: region) })
        }
        gtk_widget_queue_draw(widget)
    }
}

/// A one-shot handler of a frame clock's `after-paint`: it runs once, then disconnects and is released.
@MainActor
private final class AfterPaint {
    private var paints: SignalConnection?

    /// Runs `run` after the next paint of `clock`.
    static func once(clock: UnsafeMutableRawPointer, _ run: @escaping @MainActor () -> Void) {
        let paint = AfterPaint()
        // The handler holds `paint` until the first paint, when dropping the connection releases both.
        paint.paints = SignalConnection(clock, "after-paint") { _ in
            paint.paints = nil
            run()
        }
    }
}
