public import Causeway
public import CausewayGTK
public import CausewayShowcase
public import Foundation

/// What `causeway dev` runs: a page in a container window with the app's plugins (`ShowcaseApp`'s), reloaded when a
/// watched file changes, with the page's uncaught errors shown over it until its next load, and every bridge message
/// of its pages recorded (``traffic``), and written to ``Options/trace`` when given.
///
/// A page on disk is served from its folder, which is watched. A URL (a dev server's) is loaded as it is; the
/// folders in ``Options/watch`` are watched, and with ``Options/serverEvents`` the page also reloads when the dev
/// server says its files changed. A reload keeps the window, its header and the page stack: only the top page loads
/// again.
@MainActor
public final class DevSession {
    /// How a session watches and shows its page.
    public struct Options: Sendable {
        /// Folders to watch besides the page's own.
        public var watch: [URL]
        /// A dev server's event stream (esbuild's serve mode: `/esbuild`), whose `change` events reload the page.
        public var serverEvents: String?
        /// Whether pages may be inspected, with the Web Inspector opened on the first.
        public var inspect: Bool
        /// A file to write every bridge message to, as JSON lines (see `BridgeTrace`).
        public var trace: URL?
        public var width: Int32
        public var height: Int32

        public init(watch: [URL] = [], serverEvents: String? = nil, inspect: Bool = false, trace: URL? = nil,
                    width: Int32 = 1000, height: Int32 = 760)
        {
            self.watch = watch
            self.serverEvents = serverEvents
            self.inspect = inspect
            self.trace = trace
            self.width = width
            self.height = height
        }
    }

    /// The app and its window.
    public let showcase: ShowcaseApp
    /// Every bridge message of the session's pages, added up per method and event, and written to the trace file.
    public let traffic: BridgeTraceRecorder
    /// How many times a change reloaded the page.
    public private(set) var reloads = 0
    /// Called after each reload a change caused, with the changed paths.
    public var onReload: (@MainActor ([String]) -> Void)?

    private let location: PageLocation
    private let options: Options
    private let overlay: PageErrorOverlay
    private var watches: [FolderWatch] = []

    /// A session for `target` (a folder, an HTML file or a URL); ``start()`` opens it.
    public init(target: String, options: Options = Options()) throws(DevError) {
        location = try PageLocation(target)
        self.options = options
        do {
            traffic = BridgeTraceRecorder(writer: try options.trace.map(BridgeTraceWriter.init(creating:)))
        } catch {
            throw .trace(error)
        }
        let traffic = traffic
        showcase = ShowcaseApp(entry: location.url, site: location.site, width: options.width, height: options.height)
        let overlay = PageErrorOverlay(window: showcase.window)
        self.overlay = overlay
        showcase.app.installInEveryContainer { [options] container in
            if options.inspect { (container.engine as? GTKEngine)?.isInspectable = true }
            return DevPlugin(overlay: overlay, traffic: traffic, serverEvents: options.serverEvents)
        }
    }

    /// The window.
    public var window: GTKContainerWindow { showcase.window }

    /// The uncaught error shown over the page, if any.
    public var pageError: PageError? { overlay.shown }

    /// The folders watched.
    public var watchedFolders: [URL] { watches.map(\.root) }

    /// Opens the page, starts watching, and with ``Options/inspect`` opens the Web Inspector on it.
    @discardableResult
    public func start() async throws -> Container {
        let container = try await showcase.start()
        for folder in [location.site].compactMap({ $0 }) + options.watch {
            watches.append(try FolderWatch(folder) { [weak self] paths in self?.reload(after: paths) })
        }
        if options.inspect { (container.engine as? GTKEngine)?.showInspector() }
        return container
    }

    /// Writes the trace lines that wait to the trace file.
    public func flushTrace() throws(DevError) {
        do { try traffic.writer?.flush() } catch { throw .trace(error) }
    }

    /// Writes the rest of the trace and closes its file.
    public func finish() throws(DevError) {
        do { try traffic.writer?.close() } catch { throw .trace(error) }
    }

    private func reload(after paths: [String]) {
        reloads += 1
        window.reload()
        onReload?(paths)
    }
}
