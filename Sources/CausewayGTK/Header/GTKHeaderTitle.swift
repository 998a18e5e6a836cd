import CWebKitGTK
import Causeway

/// The title of a ``GTKHeaderBar``, whichever the header's title view is: a label, a segmented control, a drop-down
/// list, or an app's own view. It makes a new widget only when the kind, the items or the native view change; a new
/// selection in the same items is shown in the widget there.
@MainActor
final class GTKHeaderTitle {
    /// What the title shows now.
    enum Shown {
        case plain
        case segments(GTKSegmentedTitle)
        case menu(GTKMenuTitle)
        /// The app's view for `titleView` in the header of the container `owner`, or the label when it could not be
        /// made.
        case native(NativeTitleView, owner: ObjectIdentifier?, view: GTKTitleView?)
    }

    /// The label showing the title text; kept, so that it can come back.
    let label: UnsafeMutablePointer<GtkWidget>
    private let bar: OpaquePointer
    private(set) var shown = Shown.plain
    /// Gets the index of each segment the user picks.
    var onSegmentPicked: @MainActor (Int) -> Void = { _ in }
    /// Gets the index of each menu item the user picks.
    var onMenuItemPicked: @MainActor (Int) -> Void = { _ in }

    /// The title of the header bar `bar`, showing the label first.
    init(in bar: OpaquePointer) {
        self.bar = bar
        label = PageTextLabel.make(PageText("", .title))
        // Our own reference: the label leaves the bar whenever another title view takes its place.
        g_object_ref_sink(label.gpointer)
        gtk_header_bar_set_title_widget(bar, label)
    }

    isolated deinit {
        g_object_unref(label.gpointer)
    }

    /// Shows `titleView` with the title text `title`, in the header of the container `owner`; `makeNative` makes
    /// an app's own view, or gives `nil` when it cannot (the label shows then).
    func show(_ titleView: HeaderTitleView, title: String, owner: ObjectIdentifier?,
              makeNative: (NativeTitleView) -> GTKTitleView?)
    {
        PageTextLabel.show(PageText(title, .title), in: label)
        switch (titleView, shown) {
        case (.plain, .plain):
            return
        case (.segments(let segments), .segments(let control)) where control.labels == segments.segments:
            return control.select(segments.selected)
        case (.menu(let menu), .menu(let dropDown)) where dropDown.items == menu.items:
            return dropDown.select(menu.selected)
        case (.native(let native), .native(let shownView, let shownOwner, _))
            where native == shownView && owner == shownOwner:
            return
        default:
            break
        }
        let next: Shown = switch titleView {
        case .plain:
            .plain
        case .segments(let segments):
            .segments(GTKSegmentedTitle(labels: segments.segments, selected: segments.selected) { [weak self] in
                self?.onSegmentPicked($0)
            })
        case .menu(let menu):
            .menu(GTKMenuTitle(items: menu.items, selected: menu.selected) { [weak self] in
                self?.onMenuItemPicked($0)
            })
        case .native(let native):
            .native(native, owner: owner, view: makeNative(native))
        }
        // The widget shown before leaves the bar, and is released with its connections.
        gtk_header_bar_set_title_widget(bar, Self.widget(of: next) ?? label)
        shown = next
    }

    /// The widget of a title view other than the label.
    private static func widget(of shown: Shown) -> UnsafeMutablePointer<GtkWidget>? {
        switch shown {
        case .plain: nil
        case .segments(let control): control.widget
        case .menu(let dropDown): dropDown.widget
        case .native(_, _, let view): view?.widget
        }
    }
}
