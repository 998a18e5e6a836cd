import CWebKitGTK

/// Makes a button labelled `label`, or showing the icon `icon` when one is given; its owner connects its
/// `clicked` signal (see ``SignalConnection``).
@MainActor
func makeButton(label: String?, icon: String? = nil) -> UnsafeMutablePointer<GtkWidget> {
    let button: UnsafeMutablePointer<GtkWidget> = if let icon {
        gtk_button_new_from_icon_name(icon)
    } else {
        gtk_button_new_with_label(label ?? "")
    }
    if let label { gtk_widget_set_tooltip_text(button, label) }
    return button
}
