public import CWebKitGTK
public import Causeway

/// The Linux `ComponentSurface`. WebKitGTK has no native layer per element, so the layer is a `GtkOverlay`
/// over the web view: each component's view sits in a `ComponentFrame` placed on its placeholder's visible rect,
/// stacked by z-index, with holes where web content is stacked above the placeholder.
///
/// Input follows what is drawn: a pointer over a hole reaches the page, and anywhere else over a component
/// reaches the component's widget (see `PointerGate`).
@MainActor
public final class GTKComponentLayer: ComponentSurface {
    public typealias View = UnsafeMutablePointer<GtkWidget>

    /// The overlay: the web view with the components above it.
    public let overlay: UnsafeMutablePointer<GtkWidget>
    private let webView: UnsafeMutablePointer<WebKitWebView>
    private var frames: [String: ComponentFrame] = [:]
    private let framePlacement: SignalConnection

    public var needsChildScrollViews: Bool { false }

    /// Called with each geometry the layer applies, as it applies it (for measuring how closely components
    /// follow the page).
    public var placementObserver: (@MainActor (_ id: String, _ geometry: ComponentGeometry) -> Void)?

    /// A layer over `webView`.
    init(webView: UnsafeMutablePointer<WebKitWebView>) {
        self.webView = webView
        overlay = gtk_overlay_new()
        g_object_ref_sink(overlay.gpointer)
        gtk_overlay_set_child(overlay.opaque, webView.cast())
        framePlacement = SignalConnection(overlay.gpointer, "get-child-position") { emission in
            guard let frame = ComponentFrame.owning(emission.pointer(at: 1).map(OpaquePointer.init)),
                  let allocation = emission.pointer(at: 2)?.assumingMemoryBound(to: GdkRectangle.self)
            else { return }
            // A page's geometry is within `ComponentRect`'s ranges (2²⁴), checked where it is decoded.
            let clip = frame.geometry.clip
            allocation.pointee = GdkRectangle(x: Int32(clip.x.rounded()), y: Int32(clip.y.rounded()),
                                              width: Int32(clip.width.rounded()), height: Int32(clip.height.rounded()))
            emission.setResult(true)
        }
        PointerGate.shared.watch(self)
    }

    isolated deinit {
        for frame in frames.values { gtk_overlay_remove_overlay(overlay.opaque, frame.widget) }
        g_object_unref(overlay.gpointer)
    }

    /// The ids of the components on the layer.
    public var componentIDs: [String] { frames.keys.sorted() }

    /// The widget showing component `id`, when there is one.
    public func view(of id: String) -> UnsafeMutablePointer<GtkWidget>? {
        frames[id]?.view
    }

    /// Where component `id`'s visible part is on the layer, in pixels, when it is shown.
    public func visibleRect(of id: String) -> ComponentRect? {
        guard let frame = frames[id], gtk_widget_get_visible(frame.widget) != 0 else { return nil }
        var bounds = graphene_rect_t()
        guard gtk_widget_compute_bounds(frame.widget, overlay, &bounds) != 0 else { return nil }
        return ComponentRect(x: Double(bounds.origin.x), y: Double(bounds.origin.y),
                             width: Double(bounds.size.width), height: Double(bounds.size.height))
    }

    public func add(_ view: UnsafeMutablePointer<GtkWidget>, id: String, geometry: ComponentGeometry) {
        let frame = ComponentFrame(view: view, geometry: scaled(geometry))
        frames[id] = frame
        gtk_overlay_add_overlay(overlay.opaque, frame.widget)
        restack()
    }

    public func place(_ id: String, geometry: ComponentGeometry) {
        guard let frame = frames[id] else { return }
        let restacks = frame.geometry.zIndex != geometry.zIndex
        frame.show(scaled(geometry))
        // The overlay places its children when it is allocated itself.
        gtk_widget_queue_allocate(overlay)
        if restacks { restack() }
        placementObserver?(id, geometry)
    }

    public func remove(_ id: String) {
        guard let frame = frames.removeValue(forKey: id) else { return }
        gtk_overlay_remove_overlay(overlay.opaque, frame.widget)
    }

    /// Puts the frames in z-index order above the web view.
    private func restack() {
        let ordered = frames.sorted { ($0.value.geometry.zIndex, $0.key) < ($1.value.geometry.zIndex, $1.key) }
        for (_, frame) in ordered { gtk_widget_insert_before(frame.widget, overlay, nil) }
    }

    /// Lets a pointer at `x`, `y` of `surface` reach a component only where no web content covers it.
    func pointer(atSurfaceX x: Double, y: Double, of surface: OpaquePointer) {
        guard !frames.isEmpty, let native = gtk_widget_get_native(overlay),
              UnsafeRawPointer(gtk_native_get_surface(native)) == UnsafeRawPointer(surface)
        else { return }
        var surfaceX = 0.0
        var surfaceY = 0.0
        gtk_native_get_surface_transform(native, &surfaceX, &surfaceY)
        var point = graphene_point_t(x: Float(x - surfaceX), y: Float(y - surfaceY))
        var local = graphene_point_t()
        let nativeWidget = UnsafeMutableRawPointer(native).assumingMemoryBound(to: GtkWidget.self)
        guard gtk_widget_compute_point(nativeWidget, overlay, &point, &local) != 0 else { return }
        for frame in frames.values {
            gtk_widget_set_can_target(frame.widget, frame.isCovered(x: Double(local.x), y: Double(local.y)) ? 0 : 1)
        }
    }

    /// `geometry` in widget pixels: CSS pixels times the web view's zoom.
    private func scaled(_ geometry: ComponentGeometry) -> ComponentGeometry {
        let zoom = webkit_web_view_get_zoom_level(webView)
        guard zoom != 1 else { return geometry }
        func scale(_ rect: ComponentRect) -> ComponentRect {
            ComponentRect(x: rect.x * zoom, y: rect.y * zoom, width: rect.width * zoom, height: rect.height * zoom)
        }
        var scaled = geometry
        scaled.frame = scale(geometry.frame)
        scaled.clip = scale(geometry.clip)
        scaled.cornerRadius = geometry.cornerRadius * zoom
        scaled.occluders = geometry.occluders.map(scale)
        return scaled
    }
}
