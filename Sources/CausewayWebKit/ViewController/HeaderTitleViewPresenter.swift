#if canImport(WebKit) && canImport(UIKit)
import Causeway
import UIKit

/// What a ``CausewayViewController``'s navigation item shows in the title's place for a header's title view: no
/// view for the plain title (the item's title shows), a `UISegmentedControl`, a button whose menu lists the items,
/// or the app's own view. A view is made anew only when the kind, the items or the native view change; a new
/// selection among the same items is shown in the view there.
@MainActor
final class HeaderTitleViewPresenter {
    private var shown = HeaderTitleView.plain
    private(set) var view: UIView?

    /// The view for `titleView` in `container`'s header; the app's own views come from `titleViews`.
    func view(for titleView: HeaderTitleView, of container: Container,
              from titleViews: NativeTitleViews<UIView>) -> UIView?
    {
        defer { shown = titleView }
        switch (titleView, shown, view) {
        case (.segments(let segments), .segments(let before), let control as UISegmentedControl)
            where segments.segments == before.segments:
            control.selectedSegmentIndex = segments.selected
        case (.menu(let menu), .menu(let before), let button as UIButton) where menu.items == before.items:
            Self.show(menu, in: button, of: container)
        case _ where titleView == shown:
            break
        case (.plain, _, _):
            view = nil
        case (.segments(let segments), _, _):
            view = Self.segmentedControl(segments, of: container)
        case (.menu(let menu), _, _):
            let button = UIButton(type: .system)
            button.showsMenuAsPrimaryAction = true
            button.setImage(UIImage(systemName: "chevron.down"), for: .normal)
            Self.show(menu, in: button, of: container)
            view = button
        case (.native(let native), _, _):
            // A view that cannot be made (a route named one the app does not have) leaves the title text.
            view = try? titleViews.view(for: native, in: container)
        }
        return view
    }

    /// A segmented control whose user's picks reach `container`.
    private static func segmentedControl(_ segments: HeaderSegments, of container: Container) -> UISegmentedControl {
        let control = UISegmentedControl(items: segments.segments.map { PageText($0, .label).text })
        control.selectedSegmentIndex = segments.selected
        control.addAction(UIAction { [weak container, weak control] _ in
            guard let control else { return }
            container?.headerSegmentSelected(control.selectedSegmentIndex)
        }, for: .valueChanged)
        return control
    }

    /// Titles `button` with the selected item and gives it a menu of the items, the selected one checked, whose
    /// user's picks reach `container`.
    private static func show(_ menu: HeaderMenu, in button: UIButton, of container: Container) {
        button.setTitle(PageText(menu.items[menu.selected], .label).text, for: .normal)
        button.menu = UIMenu(options: .singleSelection, children: menu.items.enumerated().map { index, item in
            UIAction(title: PageText(item, .label).text, state: index == menu.selected ? .on : .off) { [weak container] _ in
                container?.headerMenuItemSelected(index)
            }
        })
    }
}
#endif
