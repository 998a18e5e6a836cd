public import Causeway
public import CausewayGTK
public import Foundation

/// Development tools for an app's container window: pages reloaded in place when a watched folder changes, their
/// uncaught errors shown over them until their next load, WebKit's Web Inspector, and every bridge message of their
/// containers added up in ``traffic`` (and written to ``Options/trace`` when given).
///
/// Make the tools before the window opens pages, since they install themselves in every container the app makes
/// from then on; then ``start(inspecting:)``:
///
/// ```swift
/// let window = GTKContainerWindow(app: app)
/// let tools = try DevTools(app: app, window: window, options: DevTools.Options(watch: [webFolder]))
/// let page = window.open(entry)
/// try tools.start(inspecting: page)
/// ```
///
/// A reload keeps the window, its header and the page stack: only the top page loads again. With
/// ``Options/serverEvents``, pages also reload when their dev server says its files changed (esbuild's serve mode:
/// `/esbuild`); Vite's own client reloads its page by itself.
@MainActor
public final class DevTools {
    /// What the tools watch and do.
    public struct Options: Sendable {
        /// Folders whose changes reload the top page.
        public var watch: [URL]
        /// A dev server's event stream, whose `change` events reload the page.
        public var serverEvents: String?
        /// Whether pages may be inspected, with the Web Inspector opened by ``DevTools/start(inspecting:)``.
        public var inspect: Bool
        /// A file to write every bridge message to, as JSON lines (see `BridgeTrace`).
        public var trace: URL?
        /// How long a watched folder stays quiet before its changes reload the page, once for the whole burst (an
        /// editor's save, a build's output).
        public var settle: Duration

        public init(watch: [URL] = [], serverEvents: String? = nil, inspect: Bool = false, trace: URL? = nil,
                    settle: Duration = .milliseconds(150))
        {
            self.watch = watch
            self.serverEvents = serverEvents
            self.inspect = inspect
            self.trace = trace
            self.settle = settle
        }
    }

    /// Every bridge message of the app's containers, added up per method and event, and written to the trace file.
    public let traffic: BridgeTraceRecorder
    /// How many times a change reloaded the page.
    public private(set) var reloads = 0
    /// Called after each reload a change caused, with the changed paths.
    public var onReload: (@MainActor ([String]) -> Void)?

    private let window: GTKContainerWindow
    private let options: Options
    private let overlay: PageErrorOverlay
    private var watches: [FolderWatch] = []

    /// Tools for `window`, installed in every container `app` makes from now on.
    public init(app: HybridApp, window: GTKContainerWindow, options: Options) throws(DevError) {
        self.window = window
        self.options = options
        do {
            traffic = BridgeTraceRecorder(writer: try options.trace.map(BridgeTraceWriter.init(creating:)))
        } catch {
            throw .trace(error)
        }
        let (traffic, overlay) = (traffic, PageErrorOverlay(window: window))
        self.overlay = overlay
        app.installInEveryContainer { [options] container in
            if options.inspect { (container.engine as? GTKEngine)?.isInspectable = true }
            return DevPlugin(overlay: overlay, traffic: traffic, serverEvents: options.serverEvents)
        }
    }

    /// The uncaught error shown over the page, if any.
    public var pageError: PageError? { overlay.shown }

    /// The folders watched.
    public var watchedFolders: [URL] { watches.map(\.root) }

    /// Starts watching the folders and, with ``Options/inspect``, opens the Web Inspector on `page`.
    public func start(inspecting page: Container? = nil) throws(DevError) {
        for folder in options.watch where !watchedFolders.contains(folder.standardizedFileURL) {
            watches.append(try FolderWatch(folder, settle: options.settle) { [weak self] paths in self?.reload(after: paths) })
        }
        if options.inspect { (page?.engine as? GTKEngine)?.showInspector() }
    }

    /// Until the returned task is cancelled, every `interval`: prints the table of ``traffic`` with `print` when more
    /// messages have passed (redrawn in place on a terminal), and writes the trace lines that wait to the trace file
    /// (a write that fails is thrown by ``finish()``).
    public func reportTraffic(every interval: Duration = .seconds(1),
                              printing print: @escaping @MainActor (String) -> Void) -> Task<Void, Never>
    {
        let table = TrafficTable(printing: print)
        return Task { [weak self] in
            while !Task.isCancelled {
                try? await Task.sleep(for: interval)
                guard let self else { return }
                table.show(self.traffic.summary)
                try? self.flushTrace()
            }
        }
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
