import CWebKitGTK
import Causeway

/// A segmented control in a header's title: linked toggle buttons in one group, so that one is active at a time.
///
/// Every segment that becomes active is reported, by the user's click or by ``select(_:)``; the container takes
/// only a pick that changes its header's selection, so a selection drawn from the header reports nothing new.
@MainActor
final class GTKSegmentedTitle {
    /// The box of buttons, in a scroller that takes the room the buttons want where there is room, so that no
    /// number of segments makes the window wider.
    let widget: UnsafeMutablePointer<GtkWidget>
    /// The segments' labels, in order.
    let labels: [String]
    /// The segments' buttons, in order.
    let buttons: [UnsafeMutablePointer<GtkWidget>]
    private var toggles: [SignalConnection] = []

    /// Makes a button for each of `labels`, with `selected` active; `onPick` gets the index of each segment that
    /// becomes active afterwards.
    init(labels: [String], selected: Int, onPick: @escaping @MainActor (Int) -> Void) {
        self.labels = labels
        let box = gtk_box_new(GTK_ORIENTATION_HORIZONTAL, 0)!
        gtk_widget_add_css_class(box, "linked")
        widget = PageTextLabel.shrinkable(box)
        buttons = labels.map { label in
            let button = gtk_toggle_button_new()!
            gtk_button_set_child(button.cast(), PageTextLabel.make(PageText(label, .label)))
            return button
        }
        for button in buttons {
            if button != buttons[0] { gtk_toggle_button_set_group(button.cast(), buttons[0].cast()) }
            gtk_box_append(box.cast(), button)
        }
        select(selected)
        toggles = buttons.enumerated().map { index, button in
            SignalConnection(button.gpointer, "toggled") { _ in
                // The group deactivates the segment that was active: only the one becoming active is a pick.
                if gtk_toggle_button_get_active(button.cast()) != 0 { onPick(index) }
            }
        }
    }

    /// Makes segment `index` the active one.
    func select(_ index: Int) {
        guard buttons.indices.contains(index) else { return }
        gtk_toggle_button_set_active(buttons[index].cast(), 1)
    }
}
