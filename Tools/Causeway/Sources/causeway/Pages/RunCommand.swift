import ArgumentParser
import Causeway
import CausewayDevSession
import CausewayGTK
import CausewayPackagePages
import CausewayPackages
import CausewayShowcase
import CausewayShowcasePlugins
import CausewayTerminal
import Foundation

/// `causeway run PATH_OR_URL`: opens a window hosting the page with the bridge.
struct RunCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "run",
        abstract: "Open a container window that hosts a page with the bridge.",
        discussion: """
            A folder is served as causeway://app/ (its index.html opens); a file opens from its folder; anything \
            else is loaded as a URL. With --package, the installed package opens from causeway://ID/, after an \
            update from --update-server, and stays only if its page calls causeway.ready(). The showcase's \
            native plugins, its native "about" page and WebViewJavascriptBridge's page API are in every \
            container, so Examples/Showcase works.
            """
    )

    @Argument(help: "A folder, an HTML file, or a URL.")
    var target: String?

    @Option(help: "Open this installed package instead of a target.")
    var package: String?

    @Option(help: "With --package: the update server to update the package from before it opens.")
    var updateServer: String?

    @Option(help: "With --package: a public key the package may be signed with, as for install (repeat for several).")
    var publicKey: [String] = []

    @OptionGroup var store: PackageStoreOptions

    @OptionGroup var device: DeviceOptions

    static let defaultTrialTimeout = 10

    @Option(help: ArgumentHelp(
        "With --package: how long the package's page has to call causeway.ready() before the package is rolled back.",
        valueName: "seconds"))
    var trialTimeout: Int = defaultTrialTimeout

    @Option(help: "Window width in pixels.")
    var width: Int32 = 1000

    @Option(help: "Window height in pixels.")
    var height: Int32 = 760

    @Flag(help: """
        Run the page's own check (its showcase.runAll handler; its navigation demos read the window after every page \
        they open and close), go back from the page it leaves on top and read the window again, print the report \
        and exit with its status.
        """)
    var check = false

    /// Refuses an option that would be ignored: the package options without `--package`, the device's without
    /// `--update-server`.
    func validate() throws {
        if package == nil, updateServer != nil || !publicKey.isEmpty || store.isChanged || device.isChanged
            || trialTimeout != Self.defaultTrialTimeout
        {
            throw ValidationError("""
                --update-server, --public-key, --store, --native-version, --device, --channel and --trial-timeout \
                go with --package
                """)
        }
        if updateServer == nil, device.isChanged {
            throw ValidationError("--device and --channel go with --update-server")
        }
    }

    mutating func run() throws {
        let (width, height, check) = (self.width, self.height, self.check)
        guard (1...3_600).contains(trialTimeout) else {
            throw ValidationError("--trial-timeout is 1 to 3600 seconds")
        }
        let trialTimeout = Duration.seconds(trialTimeout)
        let source = try PageSource(target: target, package: package, run: self)
        let passed = try GLibMainLoop.run { () async throws -> Bool in
            if let client = source.client { try await client.updatePrinting() }
            let showcase = ShowcaseApp(entry: try source.entry(), pages: source.pages, width: width, height: height)
            let container = try await showcase.start()
            let trial = source.store.map {
                PackageTrial(store: $0, id: source.packageID ?? "", container: container, timeout: trialTimeout)
            }
            trial?.onOutcome = { outcome in
                switch outcome {
                case .confirmed(let manifest): print("package trial: confirmed \(manifest.id) \(manifest.version)")
                case .rolledBack(let manifest, let reason, let restored):
                    print("package trial: rolled back \(manifest.id) \(manifest.version) (\(reason.terminalEscaped)); now \(restored.map { "\($0.version)" } ?? "none")")
                }
                guard let client = source.client else { return }
                Task {
                    do {
                        try await client.report(outcome)
                        print("package trial: reported to the update server")
                    } catch {
                        print("package trial: the update server did not take the report: \("\(error)".terminalEscaped)")
                    }
                }
            }
            let bridge = container.bridge
            // Sent before the page exists: the startup queue delivers it once the page is ready.
            let greeting = Task { try await bridge.call("showcase.greet", ["name": "the showcase"], as: String.self) }
            guard check else {
                await showcase.window.waitUntilClosed()
                return true
            }
            defer { showcase.window.close() }
            print("✔ native → page call: \(try await greeting.value.terminalEscaped)")
            let answering = Self.acceptDialogs(in: showcase.window)
            defer { answering.cancel() }
            var (passedCount, failedCount) = try await Self.runCheck(bridge)
            if await Self.goBack(in: showcase.window) { passedCount += 1 } else { failedCount += 1 }
            print("\(passedCount) passed, \(failedCount) failed")
            let passed = failedCount == 0
            guard let trial, trial.isDeciding else { return passed }
            // The page declared itself ready while starting; its outcome comes with that, or with the trial's time.
            while trial.outcome == nil { try await Task.sleep(for: .milliseconds(100)) }
            guard case .confirmed? = trial.outcome else { return false }
            return passed
        }
        if !passed { throw ExitCode.failure }
    }

    /// Asks the page to run every demo, prints what it reports and returns how many passed and failed.
    @MainActor
    private static func runCheck(_ bridge: Bridge) async throws -> (passed: Int, failed: Int) {
        struct Report: Decodable, Sendable {
            struct Result: Decodable, Sendable { var name: String; var ok: Bool; var detail: String }
            var results: [Result]
        }
        await bridge.waitUntilPageReady()
        // A guard against a hang, not a bound: each demo has its own, and a busy machine is slow at all of them.
        let report = try await bridge.call("showcase.runAll", as: Report.self, timeout: .seconds(600))
        for result in report.results {
            print("\(result.ok ? "✔" : "✘") \(result.name.terminalEscaped): \(result.detail.terminalEscaped)")
        }
        let failed = report.results.filter { !$0.ok }.count
        return (report.results.count - failed, failed)
    }

    /// Goes back from the page the check left on top, as the header's back button does, and reads the
    /// window until the page under it is on screen again (a minute's guard); prints and returns the outcome.
    @MainActor
    private static func goBack(in window: GTKContainerWindow) async -> Bool {
        let left = window.pages.count
        window.back()
        let shown = await window.waitUntilShowingTopPage(within: .seconds(60)) { window.pages.count == left - 1 }
        let page = window.topContainer?.engine.url?.absoluteString ?? "the page below"
        print(shown ? "✔ back: \(page) is on screen again" : "✘ back: the window does not show \(page)")
        return shown
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

/// What `causeway run` opens: a target on disk or on the web, or an installed package.
struct PageSource {
    /// The installed package's id, when a package is opened.
    let packageID: String?
    /// Its store.
    let store: PackageStore?
    /// The update server's client, when one is given.
    let client: UpdateClient?
    /// Serves the `causeway` scheme: the folder, or the package under its id and `elsewhere`.
    let pages: SchemeHandler?
    private let location: PageLocation?

    init(target: String?, package: String?, run options: RunCommand) throws {
        switch (target, package) {
        case (let target?, nil):
            location = try PageLocation(target)
            pages = location?.site.map(ShowcaseApp.pages(servingFolder:))
            (packageID, store, client) = (nil, nil, nil)
        case (nil, let package?):
            let store = try options.store.openStore(trusting: options.publicKey)
            location = nil
            packageID = package
            self.store = store
            client = try options.updateServer.map { try options.device.client(of: $0, for: package, store: store) }
            pages = PackageEndpoint(store: store, aliases: [ShowcaseSite.otherOriginHost: package]).respond
        default:
            throw ValidationError("Give a target or --package, not both")
        }
    }

    /// The first page.
    func entry() throws -> URL {
        if let location { return location.url }
        guard let packageID, try store?.installed(packageID) != nil else {
            throw ValidationError("\(packageID ?? "") is not installed; give --update-server to install it")
        }
        return URL(string: "\(ShowcaseSite.scheme)://\(packageID)/")!
    }
}
