import CWebKitGTK
import Causeway

/// Renders `widget` as it is drawn now, one pixel per pixel, with the renderer of the window it is in: all of it
/// (its content box: a window without its frame), or only `region` (in the widget's coordinates), which is much
/// cheaper for a small region.
@MainActor
func renderWidget(_ widget: UnsafeMutablePointer<GtkWidget>, region: ComponentRect? = nil) throws -> PageSnapshot {
    let width = gtk_widget_get_width(widget)
    let height = gtk_widget_get_height(widget)
    guard width > 0, height > 0, let native = gtk_widget_get_native(widget),
          let renderer = gtk_native_get_renderer(native)
    else {
        throw EngineError.snapshot("The widget is not on screen")
    }
    // The paintable draws the widget's border box (a window's includes its frame) with its top left at 0, 0,
    // scaled to the size it is given: given that box's own size, it draws at one pixel per pixel, and a point of
    // the widget is at its coordinates less the box's origin.
    var box = graphene_rect_t()
    guard gtk_widget_compute_bounds(widget, widget, &box) != 0 else {
        throw EngineError.snapshot("The widget has no bounds")
    }
    let paintable = gtk_widget_paintable_new(widget)
    defer { g_object_unref(UnsafeMutableRawPointer(paintable)) }
    let snapshot = gtk_snapshot_new()
    gdk_paintable_snapshot(paintable, snapshot, Double(box.size.width), Double(box.size.height))
    guard let node = gtk_snapshot_free_to_node(snapshot) else { throw EngineError.snapshot("Nothing was drawn") }
    defer { gsk_render_node_unref(node) }
    let area = region ?? ComponentRect(x: 0, y: 0, width: Double(width), height: Double(height))
    let rendered = withUnsafePointer(to: graphene_rect_t(
        origin: graphene_point_t(x: Float(area.x) - box.origin.x, y: Float(area.y) - box.origin.y),
        size: graphene_size_t(width: Float(area.width), height: Float(area.height))
    )) {
        gsk_renderer_render_texture(renderer, node, $0)
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
