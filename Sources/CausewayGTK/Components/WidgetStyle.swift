public import CWebKitGTK

/// Styles one widget with its own CSS, replacing what an earlier call set.
@MainActor
public final class WidgetStyle {
    private let provider = gtk_css_provider_new()!

    /// A style for `widget`, empty until ``apply(_:)``.
    public init(for widget: UnsafeMutablePointer<GtkWidget>) {
        gtk_style_context_add_provider(gtk_widget_get_style_context(widget), OpaquePointer(provider),
                                       guint(GTK_STYLE_PROVIDER_PRIORITY_APPLICATION))
    }

    isolated deinit {
        g_object_unref(UnsafeMutableRawPointer(provider))
    }

    /// Sets the CSS, for example `label { color: red; }`.
    public func apply(_ css: String) {
        gtk_css_provider_load_from_data(provider, css, -1)
    }
}
