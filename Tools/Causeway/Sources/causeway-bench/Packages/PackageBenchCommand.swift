import ArgumentParser
import Causeway
import CausewayBenchKit
import CausewayGTK
import CausewayPackagePages
import CausewayPackages
import Foundation
import Hummingbird
import Version

/// `causeway-bench packages`: offline packages against the network, warmed containers against cold ones, pages
/// opened cold, warmed and prerendered, and delta against full package size, in one run.
struct PackageBenchCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "packages",
        abstract: "Time to ready from an installed package vs a slow HTTP server, warm vs cold containers, delta size."
    )

    @Option(help: "Rounds; each measures both sides back to back, alternating which goes first. Medians are reported.")
    var rounds = 5

    @Option(help: "Milliseconds the HTTP server waits before each answer, standing in for a mobile network.")
    var delay = 50

    @Option(help: "Scripts and style sheets the page loads before it is ready.")
    var assets = 12

    @Flag(help: "Print one JSON object instead of a table.")
    var json = false

    mutating func run() throws {
        let settings = PackageBenchSettings(rounds: max(rounds, 1), delay: .milliseconds(delay), assets: assets)
        let report = try GLibMainLoop.run { try await PackageBench(settings).measure() }
        print(json ? report.jsonText : report.table)
    }
}

struct PackageBenchSettings: Sendable {
    var rounds: Int
    var delay: Duration
    var assets: Int
}

/// The package benchmark's measurements.
@MainActor
struct PackageBench {
    let settings: PackageBenchSettings
    private let folder = FileManager.default.temporaryDirectory.appendingPathComponent("causeway-bench-\(UUID().uuidString)")

    init(_ settings: PackageBenchSettings) {
        self.settings = settings
    }

    func measure() async throws -> PackageBenchReport {
        defer { try? FileManager.default.removeItem(at: folder) }
        let site = try BenchSite.write(in: folder.appendingPathComponent("site"), assets: settings.assets)
        let key = PackageSigningKey()
        let package = folder.appendingPathComponent("bench.zip")
        try PackageBuilder(key: key).pack(site, id: "bench", version: Version(1, 0, 0), to: package)
        let store = try PackageStore(root: folder.appendingPathComponent("store"), trustedKeys: [key.verifyingKey],
                                     nativeVersion: Version(1, 0, 0))
        try store.install(package)
        let server = try await DelayedFileServer.start(site, delay: settings.delay)
        defer { server.stop() }

        var report = PackageBenchReport(delayMS: settings.delay.milliseconds, assets: settings.assets)
        // Each pair's two sides back to back, the package (or the warmed container) first in even rounds.
        var ready = PairedSamples(), containers = PairedSamples()
        var openings: [OpeningKind: [Double]] = [:]
        for round in 0..<settings.rounds {
            let networkURL = server.url.appendingPathComponent("round-\(round)/index.html")
            try await ready.measure(rawFirst: round % 2 != 0, raw: { try await timeToReady(networkURL, store: store) },
                                    ours: { try await timeToReady(URL(string: "causeway://bench/")!, store: store) })
            let (warmMS, coldMS) = try await containerOpening(store: store, warmFirst: round % 2 == 0)
            containers.add(raw: coldMS, ours: warmMS)
            let order = rotated(OpeningKind.allCases, forRound: round)
            for (kind, ms) in try await openingToFirstFrame(store: store, order: order) { openings[kind, default: []].append(ms) }
        }
        report.coldOpeningToFrameMS = openings[.cold]?.median ?? .nan
        report.warmOpeningToFrameMS = openings[.warm]?.median ?? .nan
        report.prerenderedOpeningToFrameMS = openings[.prerendered]?.median ?? .nan
        report.prerenderedOpeningsToFrameMS = openings[.prerendered] ?? []
        report.packageReadyMS = ready.figure.ours
        report.networkReadyMS = ready.figure.raw
        report.warmContainerReadyMS = containers.figure.ours
        report.coldContainerReadyMS = containers.figure.raw
        report.rounds = settings.rounds
        (report.fullBytes, report.deltaBytes) = try deltaSizes(key: key)
        return report
    }

    /// Milliseconds from load to `ready` for `url` in a new engine.
    private func timeToReady(_ url: URL, store: PackageStore) async throws -> Double {
        let engine = GTKEngine()
        let bridge = Bridge(engine: engine, policy: .allowing([OriginPattern(originOf: url)]))
        engine.registerScheme("causeway", PackageEndpoint(store: store).respond)
        let window = GTKWindowHost(engine: engine, title: "bench", width: 400, height: 300)
        defer { window.close() }
        _ = try await engine.evaluate("return true;", in: .page)
        let started = ContinuousClock.now
        engine.load(url)
        await bridge.waitUntilPageReady()
        return (ContinuousClock.now - started).milliseconds
    }

    /// Milliseconds from opening a container to its page's `ready`, with a warmed container and with a new one.
    private func containerOpening(store: PackageStore, warmFirst: Bool) async throws -> (warm: Double, cold: Double) {
        let app = HybridApp(info: AppInfo(name: "bench", identifier: "bench", version: "1.0.0", build: "1"),
                            policy: .allowing(["causeway://bench"]))
        app.schemes["causeway"] = PackageEndpoint(store: store).respond
        var warm = 0.0, cold = 0.0
        for isWarm in warmFirst ? [true, false] : [false, true] {
            let pool = isWarm ? ContainerPool(app: app, size: 1) { GTKEngine() } : nil
            let window = GTKContainerWindow(app: app, pool: pool, width: 400, height: 300)
            defer { window.close() }
            if let pool { while pool.warmCount < 1 { try await Task.sleep(for: .milliseconds(10)) } }
            let started = ContinuousClock.now
            await window.open(URL(string: "causeway://bench/")!).bridge.waitUntilPageReady()
            let elapsed = (ContinuousClock.now - started).milliseconds
            if isWarm { warm = elapsed } else { cold = elapsed }
        }
        return (warm, cold)
    }

    /// The sizes of a full package of a 5 MB app and of the delta after one script and one image changed.
    private func deltaSizes(key: PackageSigningKey) throws -> (full: Int64, delta: Int64) {
        let app = folder.appendingPathComponent("app")
        try BenchSite.writeApp(in: app)
        let builder = PackageBuilder(key: key)
        let (v1, v2, delta) = (folder.appendingPathComponent("app-1.zip"), folder.appendingPathComponent("app-2.zip"),
                               folder.appendingPathComponent("app-1-2.zip"))
        try builder.pack(app, id: "app", version: Version(1, 0, 0), to: v1)
        try BenchSite.changeOneScriptAndOneImage(in: app)
        try builder.pack(app, id: "app", version: Version(2, 0, 0), to: v2)
        try builder.diff(from: v1, to: v2, output: delta)
        return (try Self.size(of: v2), try Self.size(of: delta))
    }

    private static func size(of url: URL) throws -> Int64 {
        (try FileManager.default.attributesOfItem(atPath: url.path)[.size] as? NSNumber)?.int64Value ?? 0
    }
}
