public import Causeway
import CWebKitGTK

extension GTKContainerWindow {
    /// Renders the header as it is on screen now (empty when it is hidden).
    public func headerScreenshot() throws -> PageSnapshot {
        try renderWidget(header.widget)
    }

    /// Renders the whole window, header and top page, as it is on screen now.
    public func screenshot() throws -> PageSnapshot {
        try renderWidget(window.cast())
    }

    /// Renders the whole window right after its next paint, when its layout is done: native components that follow
    /// a playing or scrolling page are drawn where the screen shows them.
    public func screenshotAfterNextPaint() async throws -> PageSnapshot {
        try await renderWidgetAfterNextPaint(window.cast())
    }

    /// Renders the window's page area, below the header, right after the window's next paint: what a person
    /// sees of the top page.
    public func pageScreenshot() async throws -> PageSnapshot {
        var bounds = graphene_rect_t()
        guard gtk_widget_compute_bounds(stack, window.cast(), &bounds) != 0 else {
            throw EngineError.snapshot("The page area is not in the window")
        }
        return try await renderWidgetAfterNextPaint(window.cast(), region: ComponentRect(
            x: Double(bounds.origin.x), y: Double(bounds.origin.y),
            width: Double(bounds.size.width), height: Double(bounds.size.height)))
    }

    /// Whether the window shows its top page now, read from the window's own pixels.
    ///
    /// A web page is on screen when the page area agrees with WebKit's own picture of the page in at least
    /// `agreement` of its pixels (native components drawn above the page make up the rest) and is not one plain
    /// colour; a native page when its area is not one plain colour. A window whose stack shows nothing, or the
    /// wrong page, fails both.
    public func showsTopPage(agreement: Double = 0.5) async throws -> Bool {
        switch pages.last {
        case .web(let page):
            let rendered = try await page.engine.snapshot()
            let shown = try await pageScreenshot()
            return !shown.isUniform && shown.agreement(with: rendered) >= agreement
        case .native:
            return try await !pageScreenshot().isUniform
        case nil:
            return false
        }
    }

    /// Reads the window until `condition` holds and the window shows its top page, for at most `limit`; returns
    /// whether it did.
    public func waitUntilShowingTopPage(within limit: Duration,
                                        where condition: @MainActor () -> Bool = { true }) async -> Bool
    {
        let deadline = ContinuousClock.now + limit
        while true {
            if condition(), (try? await showsTopPage()) == true { return true }
            guard ContinuousClock.now < deadline, (try? await Task.sleep(for: .milliseconds(50))) != nil else {
                return false
            }
        }
    }
}
