import Causeway
import Foundation

/// `causeway dev`'s part in every page: reports the page's uncaught errors to the window's overlay
/// (`dev.pageError`, called by `Scripts/page-errors.js`), records the bridge's traffic, and with a dev server's event
/// stream reloads the page when the server says its files changed.
final class DevPlugin: Plugin {
    let namespace = "dev"
    let scripts: [UserScript]
    private weak var overlay: PageErrorOverlay?
    private weak var traffic: BridgeTraceRecorder?

    /// The plugin of one page, showing its errors in `overlay` and its bridge's messages to `traffic`; with
    /// `serverEvents`, the page listens there for the dev server's `change` events.
    init(overlay: PageErrorOverlay, traffic: BridgeTraceRecorder, serverEvents: String?) {
        self.overlay = overlay
        self.traffic = traffic
        var scripts = [UserScript(source: Self.pageErrors, injectionTime: .documentStart, frames: .mainOnly, world: .page)]
        if let serverEvents {
            scripts.append(UserScript(source: Self.reloadOnChange(at: serverEvents), injectionTime: .documentStart,
                                      frames: .mainOnly, world: .page))
        }
        self.scripts = scripts
    }

    func register(_ methods: PluginMethods) {
        methods.handle("pageError") { @MainActor [weak self] (error: PageError) -> Empty in
            if let self { self.overlay?.show(error, reportedBy: self) }
            return Empty()
        }
    }

    func attached(to bridge: Bridge) {
        bridge.observer = { [weak traffic] event in traffic?.record(event) }
    }

    func detached(from bridge: Bridge) {
        bridge.observer = nil
    }

    func documentChanged(epoch: Int, url: URL?) {
        overlay?.clear(reportedBy: self)
    }

    private static let pageErrors: String = {
        guard let url = Bundle.module.url(forResource: "page-errors", withExtension: "js"),
              let text = try? String(contentsOf: url, encoding: .utf8)
        else { preconditionFailure("page-errors.js is missing from CausewayDev's bundle") }
        return text
    }()

    /// A dev server's live reload, as esbuild's serve mode documents it: an `EventSource` on `path` whose `change`
    /// events mean the served files changed.
    private static func reloadOnChange(at path: String) -> String {
        let quoted = JSONValue.string(path).jsonText
        return "new EventSource(\(quoted)).addEventListener(\"change\", () => location.reload());"
    }
}
