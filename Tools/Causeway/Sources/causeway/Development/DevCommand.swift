import ArgumentParser
import Causeway
import CausewayDev
import CausewayDevSession
import CausewayGTK
import CausewayPackages
import CausewayTerminal
import Foundation

/// `causeway dev PATH_OR_URL`: the page in a container window, reloaded on save, with its errors over it.
struct DevCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "dev",
        abstract: "Open a page for development: reload it on save, show its uncaught errors, inspect it.",
        discussion: """
            A folder is served as causeway://app/ and watched; a file opens from its folder, which is watched; a URL \
            (your dev server's) loads as it is. Saving a watched file reloads the page in place, keeping the window \
            and its header. Vite's own client reloads the page by itself; for esbuild's serve mode, give \
            --server-events /esbuild. An uncaught error or unhandled rejection shows over the page with its script, \
            line and column until the page loads again. Every second the bridge's traffic so far is printed, per method \
            and event (count, p50 and p99 ms, errors), when it changed; with --trace, every message is written to a \
            file that causeway trace sums up. The app's plugins are causeway run's. With --needs, the page may call \
            only the methods the file declares (what `causeway pack --needs` records): any other call fails with \
            denied, so a call the package would make without declaring it fails here first.
            """
    )

    @Argument(help: "A folder, an HTML file, or a URL.")
    var target: String

    @Option(name: .customLong("watch"), help: "Also watch this folder (repeatable); with a URL, the folder your dev server serves from.")
    var watch: [String] = []

    @Option(help: "A path on the page's server that streams change events (esbuild's serve mode: /esbuild).")
    var serverEvents: String?

    @Flag(help: "Let pages be inspected, and open WebKit's Web Inspector on the first.")
    var inspect = false

    @Option(help: "Write every bridge message to this file, as JSON lines (written out every second).")
    var trace: String?

    @OptionGroup var needs: NeedsOptions

    @Option(help: "Window width in pixels.")
    var width: Int32 = 1000

    @Option(help: "Window height in pixels.")
    var height: Int32 = 760

    mutating func run() throws {
        let options = DevTools.Options(watch: watch.map { URL(fileURLWithPath: $0) }, serverEvents: serverEvents,
                                       inspect: inspect, trace: trace.map { URL(fileURLWithPath: $0) })
        let (target, width, height) = (target, width, height)
        let methods = try needs.entries()?.filter { [.call, .stream].contains($0.value.kind) }.keys.sorted()
        try GLibMainLoop.run { () async throws in
            let session = try DevSession(target: target, options: options, methods: methods, width: width, height: height)
            let tools = session.tools
            tools.onReload = { paths in say("↻ reloaded after changes to \(paths.joined(separator: ", ").terminalEscaped)") }
            try await session.start()
            let folders = tools.watchedFolders.map(\.path)
            say(folders.isEmpty ? "dev: \(target), watching nothing" : "dev: \(target), watching \(folders.joined(separator: ", "))")
            let reporting = tools.reportTraffic(printing: say)
            await session.window.waitUntilClosed()
            reporting.cancel()
            try tools.finish()
        }
    }
}

/// Writes `line` to standard output at once, unbuffered: into a pipe too, what a reload says is news only then.
private func say(_ line: String) {
    FileHandle.standardOutput.write(Data((line + "\n").utf8))
}
