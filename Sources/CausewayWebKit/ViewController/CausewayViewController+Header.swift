#if canImport(WebKit) && canImport(UIKit)
import Causeway
import Foundation
import UIKit

extension CausewayViewController {
    /// Draws `header` in the navigation item: the title, and in its place the header's title view (a segmented
    /// control, a menu button or the app's own view from ``titleViews``); on the left the back and close items (the
    /// system back button is hidden, since back goes through the page's history first); on the right the header's
    /// items, the first outermost, as UIKit lays them out. Hides or shows the navigation bar.
    func applyHeader(_ header: Header) {
        // Page text, cut to a title's shape; UIKit truncates what the bar cannot fit.
        navigationItem.title = PageText(header.title, .title).text
        navigationItem.titleView = titleViewPresenter.view(for: header.titleView, of: container, from: titleViews)
        navigationItem.hidesBackButton = true
        navigationItem.leftBarButtonItems = [header.showsBackButton ? backItem : nil,
                                             header.showsCloseButton ? closeItem : nil].compactMap { $0 }
        navigationItem.rightBarButtonItems = header.rightItems.map(barButtonItem(for:))
        navigationController?.setNavigationBarHidden(!header.isVisible, animated: viewIfLoaded?.window != nil)
        progressView.isHidden = !(header.showsProgress && container.isLoading)
    }

    /// An item showing `item`'s SF Symbol (or, without one, its title) whose tap reaches the page as
    /// `header.itemTapped`.
    private func barButtonItem(for item: HeaderItem) -> UIBarButtonItem {
        let image = item.icon.flatMap { UIImage(systemName: $0) }
        let id = item.id
        return UIBarButtonItem(primaryAction: UIAction(title: PageText(item.title ?? id, .label).text, image: image) {
            [weak self] _ in
            self?.container.headerItemTapped(id)
        })
    }
}
#endif
