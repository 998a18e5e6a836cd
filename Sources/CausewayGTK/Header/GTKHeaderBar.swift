public import CWebKitGTK
import Causeway

/// A container's header drawn with GTK widgets: back and close buttons on the left, the title (a label, a segmented
/// control, a drop-down list or an app's own view), the right items, and a progress bar under it.
@MainActor
public final class GTKHeaderBar {
    /// The header bar, set as the window's title bar.
    public let widget: UnsafeMutablePointer<GtkWidget>
    /// The progress bar, shown while a page loads.
    public let progressBar: UnsafeMutablePointer<GtkWidget>
    /// The back button.
    public let backButton: UnsafeMutablePointer<GtkWidget>
    /// The close button.
    public let closeButton: UnsafeMutablePointer<GtkWidget>
    private let titleSlot: GTKHeaderTitle
    private let titleViews: NativeTitleViews<GTKTitleView>
    private let rightBox: UnsafeMutablePointer<GtkWidget>
    /// The right items' buttons, by item id, in the order shown.
    public private(set) var rightButtons: [(id: String, button: UnsafeMutablePointer<GtkWidget>)] = []
    private var shownItems: [HeaderItem] = []
    private var buttonClicks: [SignalConnection] = []
    private var rightButtonClicks: [SignalConnection] = []

    /// What the back button does.
    var onBack: @MainActor () -> Void = {}
    /// What the close button does.
    var onClose: @MainActor () -> Void = {}
    /// What a right item's button does, given the item's id.
    var onItemTapped: @MainActor (String) -> Void = { _ in }
    /// What the user's pick of a segment in the title does, given its index.
    var onSegmentPicked: @MainActor (Int) -> Void {
        get { titleSlot.onSegmentPicked }
        set { titleSlot.onSegmentPicked = newValue }
    }
    /// What the user's pick of an item in the title's menu does, given its index.
    var onMenuItemPicked: @MainActor (Int) -> Void {
        get { titleSlot.onMenuItemPicked }
        set { titleSlot.onMenuItemPicked = newValue }
    }

    /// Makes the widgets; their buttons call ``onBack``, ``onClose`` and ``onItemTapped``, and the title's picks
    /// ``onSegmentPicked`` and ``onMenuItemPicked``. Native title views come from `titleViews`.
    init(titleViews: NativeTitleViews<GTKTitleView>) {
        self.titleViews = titleViews
        widget = gtk_header_bar_new()
        gtk_header_bar_set_show_title_buttons(widget.opaque, 0)
        backButton = makeButton(label: "Back", icon: "go-previous-symbolic")
        closeButton = makeButton(label: "Close", icon: "window-close-symbolic")
        gtk_header_bar_pack_start(widget.opaque, backButton)
        gtk_header_bar_pack_start(widget.opaque, closeButton)
        titleSlot = GTKHeaderTitle(in: widget.opaque)
        rightBox = gtk_box_new(GTK_ORIENTATION_HORIZONTAL, 6)
        // However many buttons a page puts there, they scroll rather than make the window wider.
        gtk_header_bar_pack_end(widget.opaque, PageTextLabel.shrinkable(rightBox))
        progressBar = gtk_progress_bar_new()
        gtk_widget_set_visible(progressBar, 0)
        buttonClicks = [
            SignalConnection(backButton.gpointer, "clicked") { [weak self] _ in self?.onBack() },
            SignalConnection(closeButton.gpointer, "clicked") { [weak self] _ in self?.onClose() },
        ]
    }

    /// The title text as shown (`PageText.Shape.title`): what the title shows when it is plain, and the window's
    /// title.
    public var title: String {
        String(cString: gtk_label_get_text(titleSlot.label.opaque))
    }

    /// The label showing the title text, in the title's place when the title is plain.
    public var titleLabel: UnsafeMutablePointer<GtkWidget> { titleSlot.label }

    /// The widget in the title's place: the title's label, a segmented control, a drop-down or an app's own view.
    public var titleWidget: UnsafeMutablePointer<GtkWidget>? {
        gtk_header_bar_get_title_widget(widget.opaque)
    }

    /// The buttons of the segmented control in the title, in order; empty when the title is not one.
    public var segmentButtons: [UnsafeMutablePointer<GtkWidget>] {
        if case .segments(let control) = titleSlot.shown { control.buttons } else { [] }
    }

    /// The drop-down list in the title, if the title is one.
    public var menuDropDown: UnsafeMutablePointer<GtkWidget>? {
        if case .menu(let dropDown) = titleSlot.shown { dropDown.widget } else { nil }
    }

    /// Whether the header is shown.
    public var isVisible: Bool { gtk_widget_get_visible(widget) != 0 }

    /// Draws `header`, the header of `container` (`nil` for a native page).
    func show(_ header: Header, of container: Container?) {
        titleSlot.show(header.titleView, title: header.title, owner: container.map(ObjectIdentifier.init)) { native in
            // A view that cannot be made (a route named one the window does not have) leaves the title text.
            container.flatMap { try? titleViews.view(for: native, in: $0) }
        }
        gtk_widget_set_visible(widget, header.isVisible ? 1 : 0)
        gtk_widget_set_visible(backButton, header.showsBackButton ? 1 : 0)
        gtk_widget_set_visible(closeButton, header.showsCloseButton ? 1 : 0)
        guard header.rightItems != shownItems else { return }
        shownItems = header.rightItems
        for (_, button) in rightButtons { gtk_box_remove(rightBox.cast(), button) }
        rightButtons = header.rightItems.map { item in
            let button = makeButton(label: item.title, icon: item.icon)
            gtk_box_append(rightBox.cast(), button)
            return (item.id, button)
        }
        rightButtonClicks = rightButtons.map { id, button in
            SignalConnection(button.gpointer, "clicked") { [weak self] _ in self?.onItemTapped(id) }
        }
    }

    /// Shows `progress` while `isLoading` and the header wants it.
    func showProgress(_ progress: Double, isLoading: Bool, enabled: Bool) {
        gtk_progress_bar_set_fraction(progressBar.opaque, progress)
        gtk_widget_set_visible(progressBar, isLoading && enabled ? 1 : 0)
    }
}
