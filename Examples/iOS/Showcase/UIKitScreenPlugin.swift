import Causeway
import CausewayShowcasePlugins
import CausewayWebKit
import Foundation
import UIKit

/// `screen.shows` and `screen.tapSegment` on iOS, for the showcase's check: whether the navigation controller's top
/// page (or the asking page, which must then be on top) is in a window, and a pick of a segment of the top page's
/// segmented title, sent as a tap sends it. It reads the navigation stack, not pixels: a page UIKit failed to draw
/// passes here, which is why the device checks in Examples/iOS/README.md look at the screen.
@MainActor
final class UIKitScreenPlugin: Plugin {
    let namespace = ScreenPlugin.namespace
    private weak var container: Container?

    /// The plugin answering for `container`'s page.
    init(container: Container) {
        self.container = container
    }

    func register(_ methods: PluginMethods) {
        methods.handle("shows") { @MainActor [weak self] (query: ScreenPlugin.Query) -> ScreenPlugin.Report in
            guard let self else { throw BridgeError.handlerFailed("The page is gone") }
            let deadline = ContinuousClock.now + .milliseconds(query.within)
            while !report(query.page).shown, ContinuousClock.now < deadline {
                try await Task.sleep(for: .milliseconds(20))
            }
            return report(query.page)
        }
        methods.handle("tapSegment") { @MainActor [weak self] (tap: ScreenPlugin.SegmentTap) -> Empty in
            guard let self else { throw BridgeError.handlerFailed("The page is gone") }
            try tapSegment(tap.index)
            return Empty()
        }
    }

    /// Whether the navigation controller shows `page` now, and which page is on top.
    func report(_ page: ScreenPlugin.Page) -> ScreenPlugin.Report {
        let top = navigation?.topViewController
        let isAsking = (top as? CausewayViewController)?.container === container
        let shown = top?.viewIfLoaded?.window != nil && (page == .top || isAsking)
        return ScreenPlugin.Report(shown: shown, page: Self.describe(top))
    }

    /// Picks segment `index` of the top page's segmented title, and sends the control's value change as a tap does.
    func tapSegment(_ index: Int) throws(BridgeError) {
        guard let control = navigation?.topViewController?.navigationItem.titleView as? UISegmentedControl else {
            throw BridgeError.handlerFailed("The header shows no segmented title")
        }
        guard (0..<control.numberOfSegments).contains(index) else {
            throw BridgeError(.invalidArguments, "The header shows no segment \(index)", path: [.key("index")])
        }
        control.selectedSegmentIndex = index
        control.sendActions(for: .valueChanged)
    }

    /// The navigation controller of the asking page's controller.
    private var navigation: UINavigationController? {
        (container?.host as? UIViewController)?.navigationController
    }

    private static func describe(_ page: UIViewController?) -> String {
        switch page {
        case let web as CausewayViewController: web.engine.url?.absoluteString ?? web.initialURL?.absoluteString ?? "a web page"
        case let native?: native.title ?? "a native page"
        case nil: "nothing"
        }
    }
}
