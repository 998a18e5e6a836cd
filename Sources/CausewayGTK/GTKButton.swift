import CWebKitGTK
import Causeway

/// Makes a button labelled `label`, or showing the icon `icon` when one is given, its label and tooltip shown as
/// page text of a label's shape (``PageTextLabel``); its owner connects its `clicked` signal (see
/// ``SignalConnection``).
@MainActor
func makeButton(label: String?, icon: String? = nil) -> UnsafeMutablePointer<GtkWidget> {
    let text = label.map { PageText($0, .label) }
    let button: UnsafeMutablePointer<GtkWidget>
    if let icon {
        button = gtk_button_new_from_icon_name(icon)
    } else {
        button = gtk_button_new()
        gtk_button_set_child(button.cast(), PageTextLabel.make(text ?? PageText("", .label)))
    }
    if let text { gtk_widget_set_tooltip_text(button, text.text) }
    return button
}
