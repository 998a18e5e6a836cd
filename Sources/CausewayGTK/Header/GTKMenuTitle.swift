import CWebKitGTK
import Causeway

/// A drop-down list in a header's title: it shows the selected item, and lists the items when clicked.
///
/// Every change of the selected item is reported, by the user's pick or by ``select(_:)``; the container takes only
/// a pick that changes its header's selection, so a selection drawn from the header reports nothing new.
@MainActor
final class GTKMenuTitle {
    /// The drop-down, in a scroller that takes the room it wants where there is room, so that no item makes the
    /// window wider.
    let widget: UnsafeMutablePointer<GtkWidget>
    /// The drop-down itself.
    private let dropDown: UnsafeMutablePointer<GtkWidget>
    /// The items, in order.
    let items: [String]
    private var selections: SignalConnection?

    /// Makes a drop-down of `items` with `selected` selected; `onPick` gets the index of each item selected
    /// afterwards.
    init(items: [String], selected: Int, onPick: @escaping @MainActor (Int) -> Void) {
        self.items = items
        let list = gtk_string_list_new(nil)
        for item in items { gtk_string_list_append(list, PageText(item, .label).text) }
        // The drop-down takes the list's reference.
        let dropDown = gtk_drop_down_new(list, nil)!
        self.dropDown = dropDown
        widget = PageTextLabel.shrinkable(dropDown)
        select(selected)
        selections = SignalConnection(dropDown.gpointer, "notify::selected") { _ in
            let picked = gtk_drop_down_get_selected(dropDown.opaque)
            // GTK_INVALID_LIST_POSITION: nothing is selected.
            if picked != guint.max { onPick(Int(picked)) }
        }
    }

    /// Selects item `index`.
    func select(_ index: Int) {
        guard items.indices.contains(index) else { return }
        gtk_drop_down_set_selected(dropDown.opaque, guint(index))
    }
}
