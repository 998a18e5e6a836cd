public import Foundation

/// Pages loaded ahead of time, off screen, because the user is likely to open them next: a host that opens one of
/// their URLs shows the loaded document instead of starting a load.
///
/// A page names them with `causeway.nav.prerender({urls: […]})`, native code with ``prerender(_:for:)``. Only URLs
/// the app would navigate to are kept (``HybridApp/decideNavigation`` allows them, as for `nav.openWeb`), and a
/// page may name only its own origin's pages. At most ``limit`` pages are kept, the oldest leaving first; a page
/// older than ``maximumAge`` is stale and leaves as well, when it is looked for or once its time is up;
/// ``evictAll()`` empties the store (hosts call it when the system is short of memory). A page that leaves is torn down. WebKit gives no memory figure per page, so the cap
/// is a count.
///
/// A prerendered container has no host while it waits: its page cannot open pages or show dialogs, and it is
/// not visible (``Container/isVisible``) until a host shows it, when it hears `nav.visible`.
///
/// ```swift
/// let prerendered = Prerenderer(app: app) { pool.take() }
/// prerendered.prerender(URL(string: "causeway://app/detail.html")!)
/// let page = prerendered.take(URL(string: "causeway://app/detail.html")!)   // loaded already
/// ```
@MainActor
public final class Prerenderer<Engine: ContainerEngine> {
    /// Why a URL was not prerendered.
    public enum Refusal: Error, Sendable, Equatable {
        /// The asking page's origin is not the URL's.
        case otherOrigin
        /// ``HybridApp/decideNavigation`` does not allow it.
        case notAllowed
    }

    /// The app the pages belong to.
    public let app: HybridApp
    /// How many prerendered pages are kept at most; prerendering one more tears down the oldest.
    public var limit: Int {
        didSet { trim() }
    }
    /// How long a prerendered page is kept before it is stale and torn down.
    public var maximumAge: Duration
    /// Called with each page as it starts to load, before it loads: a host places it where it waits, laid out at
    /// the size it will be shown at but out of sight, so that showing it needs no new layout.
    public var onWait: @MainActor (HostedContainer<Engine>) -> Void = { _ in }
    /// Called with each page as it leaves the store, taken (before ``take(_:)`` returns it) or torn down (before
    /// its teardown): a host takes it out of where it waited.
    public var onLeave: @MainActor (HostedContainer<Engine>) -> Void = { _ in }
    private let makePage: @MainActor () -> HostedContainer<Engine>
    private let uptime: @MainActor () -> Duration
    private var entries: [Entry] = []

    /// A store of at most `limit` pages of `app`, each kept for `maximumAge`, in containers from `makePage` (a
    /// ``ContainerPool``'s `take`, or a new container). `uptime` is the time since a fixed start; tests pass a
    /// manual clock's.
    public init(app: HybridApp, limit: Int = 2, maximumAge: Duration = .seconds(180),
                uptime: (@MainActor () -> Duration)? = nil,
                makePage: @escaping @MainActor () -> HostedContainer<Engine>)
    {
        self.app = app
        self.limit = max(limit, 0)
        self.maximumAge = maximumAge
        self.makePage = makePage
        if let uptime {
            self.uptime = uptime
        } else {
            let start = ContinuousClock.now
            self.uptime = { start.duration(to: .now) }
        }
    }

    /// The URLs prerendered now, oldest first.
    public var urls: [URL] { entries.map(\.url) }

    /// Starts loading `url` off screen, when `origin` (the asking page's, `nil` for the app itself) is the URL's
    /// and the app would navigate to it; a URL kept already stays as it is.
    public func prerender(_ url: URL, for origin: String? = nil) throws(Refusal) {
        evictStale()
        if let origin, origin != url.webOrigin { throw .otherOrigin }
        let action = NavigationAction(url: url, kind: .other, isMainFrame: true, isUserGesture: false)
        guard app.decideNavigation(action) == .allow else { throw .notAllowed }
        guard !entries.contains(where: { $0.url == url }), limit > 0 else { return }
        let page = makePage()
        entries.append(Entry(url: url, page: page, madeAt: uptime()))
        onWait(page)
        trim()
        page.container.load(url)
        Task { [weak self, maximumAge] in
            try? await Task.sleep(for: maximumAge)
            self?.evictStale()
        }
    }

    /// Prerenders those of `urls` that `container`'s page may name (its own origin's pages that the app would
    /// navigate to) and returns them: how a host answers the page's `nav.prerender`.
    ///
    /// Only the last ``limit`` of them can stay, so only those are loaded: one call never builds more pages than the
    /// store keeps.
    public func prerender(_ urls: [URL], namedBy container: Container) -> [URL] {
        guard let origin = container.engine.url?.webOrigin else { return [] }
        return urls.suffix(limit).filter { (try? prerender($0, for: origin)) != nil }
    }

    /// The page prerendered for `url`, which leaves the store, or `nil` when none is kept or it is stale.
    public func take(_ url: URL) -> HostedContainer<Engine>? {
        evictStale()
        guard let index = entries.firstIndex(where: { $0.url == url }) else { return nil }
        let page = entries.remove(at: index).page
        onLeave(page)
        return page
    }

    /// The page prerendered for `url`, left in the store: to wait for it to load, or to look at it.
    public func page(for url: URL) -> HostedContainer<Engine>? {
        entries.first { $0.url == url }?.page
    }

    /// Tears down the pages older than ``maximumAge``.
    public func evictStale() {
        let now = uptime()
        evict { now - $0.madeAt >= maximumAge }
    }

    /// Tears down every prerendered page.
    public func evictAll() {
        evict { _ in true }
    }

    private func trim() {
        while entries.count > limit { leave(entries.removeFirst().page) }
    }

    private func evict(where leaves: (Entry) -> Bool) {
        let leaving = entries.filter(leaves)
        entries.removeAll(where: leaves)
        for entry in leaving { leave(entry.page) }
    }

    private func leave(_ page: HostedContainer<Engine>) {
        onLeave(page)
        page.container.tearDown()
    }

    /// One prerendered page and when it started.
    private struct Entry {
        let url: URL
        let page: HostedContainer<Engine>
        let madeAt: Duration
    }
}
