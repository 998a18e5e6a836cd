import ArgumentParser
import Causeway
import CausewayGTK
import CausewayShowcase
import Foundation

/// `causeway run PATH_OR_URL`: opens a window hosting the page with the bridge.
struct RunCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "run",
        abstract: "Open a container window that hosts a page with the bridge.",
        discussion: """
            A folder is served as causeway://app/ (its index.html opens); a file opens from its folder; anything \
            else is loaded as a URL. The showcase's native plugins, its native "about" page and \
            WebViewJavascriptBridge's page API are in every container, so Examples/Showcase works.
            """
    )

    @Argument(help: "A folder, an HTML file, or a URL.")
    var target: String

    @Option(help: "Window width in pixels.")
    var width: Int32 = 1000

    @Option(help: "Window height in pixels.")
    var height: Int32 = 760

    @Flag(help: "Run the page's own check (its showcase.runAll handler), print the report and exit with its status.")
    var check = false

    mutating func run() throws {
        let location = try PageLocation(target)
        let (width, height, check) = (self.width, self.height, self.check)
        let passed = try GLibMainLoop.run { () async throws -> Bool in
            let showcase = ShowcaseApp(entry: location.url, site: location.site, width: width, height: height)
            let bridge = try await showcase.start().bridge
            // Sent before the page exists: the startup queue delivers it once the page is ready.
            let greeting = Task { try await bridge.call("showcase.greet", ["name": "the showcase"], as: String.self) }
            guard check else {
                await showcase.window.waitUntilClosed()
                return true
            }
            defer { showcase.window.close() }
            print("✔ native → page call: \(try await greeting.value)")
            let answering = Self.acceptDialogs(in: showcase.window)
            defer { answering.cancel() }
            return try await Self.runCheck(bridge)
        }
        if !passed { throw ExitCode.failure }
    }

    /// Asks the page to run every demo and prints what it reports.
    @MainActor
    private static func runCheck(_ bridge: Bridge) async throws -> Bool {
        struct Report: Decodable, Sendable {
            struct Result: Decodable, Sendable { var name: String; var ok: Bool; var detail: String }
            var results: [Result]
        }
        await bridge.waitUntilPageReady()
        let report = try await bridge.call("showcase.runAll", as: Report.self, timeout: .seconds(60))
        for result in report.results {
            print("\(result.ok ? "✔" : "✘") \(result.name): \(result.detail)")
        }
        let failed = report.results.filter { !$0.ok }.count
        print("\(report.results.count - failed) passed, \(failed) failed")
        return failed == 0
    }

    /// Answers every dialog the pages open by clicking its accepting button, as a user would; a prompt gets
    /// "Causeway" typed in first.
    @MainActor
    private static func acceptDialogs(in window: GTKContainerWindow) -> Task<Void, Never> {
        Task { @MainActor in
            var answered: GTKDialog?
            while !Task.isCancelled {
                if let dialog = window.presentedDialog, dialog !== answered,
                   let accept = dialog.choices.first(where: \.accepts)
                {
                    answered = dialog
                    if dialog.text != nil { dialog.text = "Causeway" }
                    dialog.click(accept.label)
                }
                try? await Task.sleep(for: .milliseconds(50))
            }
        }
    }
}

/// Where `causeway run` loads its page from.
struct PageLocation {
    let url: URL
    /// The folder served as `causeway://app/`, when the target is on disk.
    let site: URL?

    init(_ target: String) throws {
        var isDirectory: ObjCBool = false
        if FileManager.default.fileExists(atPath: target, isDirectory: &isDirectory) {
            let file = URL(fileURLWithPath: target).standardizedFileURL
            site = isDirectory.boolValue ? file : file.deletingLastPathComponent()
            let page = isDirectory.boolValue ? "" : file.lastPathComponent
            url = URL(string: "\(ShowcaseApp.scheme)://\(ShowcaseApp.host)/\(page)")!
        } else if let url = URL(string: target), url.scheme != nil {
            self.url = url
            site = nil
        } else {
            throw ValidationError("\(target) is neither a file, a folder nor a URL")
        }
    }
}
