import CWebKitGTK
import Causeway

/// The GTK widget that holds one component's view over the web view: allocated on the placeholder's visible
/// rect, it lays the view on the placeholder's whole frame and draws only the parts no web content covers,
/// rounded by the placeholder's border radius.
///
/// It is a GObject subclass of `GtkWidget` (`CausewayComponentFrame`), since drawing holes needs a snapshot
/// function of its own.
@MainActor
final class ComponentFrame {
    /// The frame widget.
    let widget: UnsafeMutablePointer<GtkWidget>
    /// The component's view, the frame's only child.
    let view: UnsafeMutablePointer<GtkWidget>
    /// The placeholder's geometry, in the layer's (the web view's) coordinates.
    private(set) var geometry: ComponentGeometry

    /// What the frame widget holds of its Swift frame: no more than a weak reference.
    private static let owner = ObjectData<WeakFrame>(key: "causeway-component-frame")

    init(view: UnsafeMutablePointer<GtkWidget>, geometry: ComponentGeometry) {
        widget = UnsafeMutableRawPointer(g_object_new_with_properties(componentFrameType, 0, nil, nil)!)
            .assumingMemoryBound(to: GtkWidget.self)
        g_object_ref_sink(widget.gpointer)
        self.view = view
        g_object_ref(view.gpointer)
        self.geometry = geometry
        Self.owner.set(WeakFrame(frame: self), on: widget.cast())
        gtk_widget_set_overflow(widget, GTK_OVERFLOW_HIDDEN)
        gtk_widget_set_parent(view, widget)
        show(geometry)
    }

    isolated deinit {
        if gtk_widget_get_parent(view) == widget { gtk_widget_unparent(view) }
        g_object_unref(view.gpointer)
        g_object_unref(widget.gpointer)
    }

    /// Takes a new geometry: shows or hides the frame, and has GTK lay out its view and draw it again (the layer
    /// has the overlay move the frame itself).
    func show(_ geometry: ComponentGeometry) {
        self.geometry = geometry
        gtk_widget_set_visible(widget, geometry.showsAnything ? 1 : 0)
        gtk_widget_set_opacity(widget, geometry.opacity)
        gtk_widget_queue_allocate(widget)
        gtk_widget_queue_draw(widget)
    }

    /// Whether a pointer at `x`, `y` (layer coordinates) is over web content stacked above the component.
    func isCovered(x: Double, y: Double) -> Bool {
        geometry.occluders.contains { $0.contains(x: x, y: y) }
    }

    /// The frame that owns `widget`.
    static func owning(_ widget: OpaquePointer?) -> ComponentFrame? {
        guard let widget else { return nil }
        return owner.value(on: UnsafeMutablePointer(widget))?.frame
    }

    // MARK: Layout and drawing, in the frame's coordinates (origin at the visible rect's corner)

    fileprivate func allocate() {
        var minimumWidth: Int32 = 0
        var minimumHeight: Int32 = 0
        gtk_widget_measure(view, GTK_ORIENTATION_HORIZONTAL, -1, &minimumWidth, nil, nil, nil)
        gtk_widget_measure(view, GTK_ORIENTATION_VERTICAL, -1, &minimumHeight, nil, nil, nil)
        // Within twice `ComponentRect`'s ranges (2²⁵), checked where the page's geometry is decoded.
        let frame = geometry.frame.offsetBy(dx: -geometry.clip.x, dy: -geometry.clip.y)
        var allocation = GtkAllocation(x: Int32(frame.x.rounded()), y: Int32(frame.y.rounded()),
                                       width: max(Int32(frame.width.rounded()), minimumWidth),
                                       height: max(Int32(frame.height.rounded()), minimumHeight))
        gtk_widget_size_allocate(view, &allocation, -1)
    }

    fileprivate func draw(_ snapshot: OpaquePointer) {
        let origin = (x: geometry.clip.x, y: geometry.clip.y)
        let rounded = geometry.cornerRadius > 0
        if rounded {
            let frame = geometry.frame.offsetBy(dx: -origin.x, dy: -origin.y)
            var bounds = graphene_rect_t(origin: graphene_point_t(x: Float(frame.x), y: Float(frame.y)),
                                         size: graphene_size_t(width: Float(frame.width), height: Float(frame.height)))
            var corner = GskRoundedRect()
            gsk_rounded_rect_init_from_rect(&corner, &bounds, Float(geometry.cornerRadius))
            gtk_snapshot_push_rounded_clip(snapshot, &corner)
        }
        for part in geometry.uncoveredParts {
            let local = part.offsetBy(dx: -origin.x, dy: -origin.y)
            var clip = graphene_rect_t(origin: graphene_point_t(x: Float(local.x), y: Float(local.y)),
                                       size: graphene_size_t(width: Float(local.width), height: Float(local.height)))
            gtk_snapshot_push_clip(snapshot, &clip)
            gtk_widget_snapshot_child(widget, view, snapshot)
            gtk_snapshot_pop(snapshot)
        }
        if rounded { gtk_snapshot_pop(snapshot) }
    }

    private struct WeakFrame {
        weak var frame: ComponentFrame?
    }
}

/// `CausewayComponentFrame`, registered on first use.
private let componentFrameType: GType = {
    var info = GTypeInfo()
    info.class_size = guint16(MemoryLayout<GtkWidgetClass>.size)
    info.instance_size = guint16(MemoryLayout<GtkWidget>.size)
    info.class_init = { classPointer, _ in
        let widgetClass = classPointer!.assumingMemoryBound(to: GtkWidgetClass.self)
        widgetClass.pointee.measure = { _, _, _, minimum, natural, minimumBaseline, naturalBaseline in
            minimum?.pointee = 0
            natural?.pointee = 0
            minimumBaseline?.pointee = -1
            naturalBaseline?.pointee = -1
        }
        widgetClass.pointee.size_allocate = { widget, _, _, _ in
            guard let widget else { return }
            let frame = MainThreadPointer(raw: OpaquePointer(widget))
            MainActor.assumeIsolated { ComponentFrame.owning(frame.raw)?.allocate() }
        }
        widgetClass.pointee.snapshot = { widget, snapshot in
            guard let widget, let snapshot else { return }
            let frame = MainThreadPointer(raw: OpaquePointer(widget))
            let drawing = MainThreadPointer(raw: snapshot)
            MainActor.assumeIsolated { ComponentFrame.owning(frame.raw)?.draw(drawing.raw) }
        }
    }
    return g_type_register_static(gtk_widget_get_type(), "CausewayComponentFrame", &info, GTypeFlags(rawValue: 0))
}()
