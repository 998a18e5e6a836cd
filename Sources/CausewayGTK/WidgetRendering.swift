import CWebKitGTK
import Causeway

/// Renders `widget` as it is drawn now, with the renderer of the window it is in.
@MainActor
func renderWidget(_ widget: UnsafeMutablePointer<GtkWidget>) throws -> PageSnapshot {
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
    guard let texture = gsk_renderer_render_texture(renderer, node, nil) else {
        throw EngineError.snapshot("The renderer made no texture")
    }
    defer { g_object_unref(UnsafeMutableRawPointer(texture)) }
    return PageSnapshot(texture: texture)
}
