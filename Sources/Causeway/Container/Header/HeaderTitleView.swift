/// What the header shows in its title's place: the title text, a segmented control, a menu of items, or an app's
/// own native view.
///
/// On the wire it is `"plain"` or an object with one of the keys `segments`, `menu` and `native`:
///
/// ```js
/// await causeway.header.configure({titleView: {segments: ["Hot", "New"], selected: 0}});
/// causeway.on("header.segmentSelected", ({index, title}) => show(title));
/// await causeway.header.configure({titleView: {menu: ["Inbox", "Sent", "Drafts"], selected: 0}});
/// causeway.on("header.menuItemSelected", ({index, title}) => open(title));
/// await causeway.header.configure({titleView: {native: "search", parameters: {placeholder: "Find"}}});
/// await causeway.header.configure({titleView: "plain"});
/// ```
public enum HeaderTitleView: Sendable, Equatable {
    /// The title text (the default).
    case plain
    /// A segmented control; the user's picks reach the page as `header.segmentSelected`.
    case segments(HeaderSegments)
    /// A drop-down list whose selected item is the title; the user's picks reach the page as
    /// `header.menuItemSelected`.
    case menu(HeaderMenu)
    /// A view of the app's own, registered with the host by name (``NativeTitleViews``).
    case native(NativeTitleView)

    /// This title view with item `index` selected, when it is one with a selection.
    func selecting(_ index: Int) -> HeaderTitleView {
        switch self {
        case .segments(var segments):
            segments.selected = index
            return .segments(segments)
        case .menu(var menu):
            menu.selected = index
            return .menu(menu)
        case .plain, .native:
            return self
        }
    }

    /// Checks what can be checked without the host: a segmented control or a menu has items and one of them is
    /// selected. Throws `invalidArguments` naming the field under `titleView`.
    func validate() throws(BridgeError) {
        let items: [String], selected: Int, itemsKey: String
        switch self {
        case .plain, .native: return
        case .segments(let segments): (items, selected, itemsKey) = (segments.segments, segments.selected, "segments")
        case .menu(let menu): (items, selected, itemsKey) = (menu.items, menu.selected, "menu")
        }
        guard !items.isEmpty else {
            throw BridgeError(.invalidArguments, "A title view needs at least one item",
                              path: [.key("titleView"), .key(itemsKey)])
        }
        guard items.indices.contains(selected) else {
            throw BridgeError(.invalidArguments,
                              "The selected index \(selected) is not one of the \(items.count) items",
                              path: [.key("titleView"), .key("selected")])
        }
    }
}
