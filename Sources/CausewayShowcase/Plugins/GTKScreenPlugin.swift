import CWebKitGTK
import Causeway
import CausewayGTK
import CausewayShowcasePlugins
import Foundation

/// `screen.shows` on Linux (its messages are `ScreenPlugin`'s): whether the app's window shows a page, read from the
/// window's own pixels, waiting up to `within` milliseconds for it to: the top page, or the asking page itself (which
/// must then be on top). The showcase's navigation demos ask it after every page they open and close, so a window left
/// blank fails the check as a person would see it fail. `screen.tapSegment` clicks a segment of the header's
/// segmented title, as a person would, for the check, which has no pointer.
final class GTKScreenPlugin: Plugin {
    let namespace = ScreenPlugin.namespace
    private weak var window: GTKContainerWindow?
    private weak var container: Container?

    /// The plugin reading `window` for `container`'s page; without a window it only describes its method.
    init(window: GTKContainerWindow?, container: Container? = nil) {
        self.window = window
        self.container = container
    }

    func register(_ methods: PluginMethods) {
        methods.handle("shows") { @MainActor [weak self] (query: ScreenPlugin.Query) -> ScreenPlugin.Report in
            guard let self, let window else { throw BridgeError.handlerFailed("The window is gone") }
            let shown = await window.waitUntilShowingTopPage(within: .milliseconds(query.within)) {
                query.page == .top || window.topContainer === self.container
            }
            return ScreenPlugin.Report(shown: shown, page: Self.describe(window.pages.last))
        }
        methods.handle("tapSegment") { @MainActor [weak self] (tap: ScreenPlugin.SegmentTap) -> Empty in
            guard let window = self?.window else { throw BridgeError.handlerFailed("The window is gone") }
            let buttons = window.header.segmentButtons
            guard buttons.indices.contains(tap.index) else {
                throw BridgeError(.invalidArguments, "The header shows no segment \(tap.index)", path: [.key("index")])
            }
            // Activating a button clicks it, as GTKDialog.click does.
            gtk_widget_activate(buttons[tap.index])
            return Empty()
        }
    }

    private static func describe(_ page: GTKContainerWindow.Page?) -> String {
        switch page {
        case .web(let page): page.engine.url?.absoluteString ?? "a web page"
        case .native(let native): native.title
        case nil: "nothing"
        }
    }
}
