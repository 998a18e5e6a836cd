import ArgumentParser
import Causeway
import CausewayBenchKit
import CausewayGTK
import Foundation

/// `causeway-bench bridge` (the default): the raw engine primitives and the Causeway path, side by side.
struct BridgeBenchCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "bridge",
        abstract: "Measure the bridge against the raw WebKitGTK primitives it is built on."
    )

    @Option(help: "Rounds; each times every measure's raw primitive and Causeway path back to back, alternating which goes first. Medians are reported, and a ratio is the median of the rounds' ratios.")
    var rounds = 5

    @Option(help: "Sequential round trips to time in each round.")
    var roundTrips = 1000

    @Option(help: "Calls in flight at once.")
    var concurrent = 5000

    @Option(help: "Native-to-page events to send.")
    var events = 10000

    @Option(help: "Bytes moved in each binary transfer.")
    var binaryBytes = 8 << 20

    @Option(help: "The folder of the page channel's web process extension (scripts/page-channel DIR builds it); by default web-process-extensions beside this program. Without it, the page channel is not measured.")
    var pageChannel: String?

    @Option(help: "Time only this sequential round trip (raw, hop, channel or call), once, and print its µs: what scripts/bench-cost counts the instructions of.")
    var only: BenchRoundTrip?

    @Flag(help: "Print one JSON object instead of a table.")
    var json = false

    mutating func run() throws {
        let extensions = pageChannel.map { URL(fileURLWithPath: $0) } ?? Bundle.main.executableURL?
            .deletingLastPathComponent().appendingPathComponent("web-process-extensions")
        if let pageChannel, !PageChannelReceiver.hasExtension(in: URL(fileURLWithPath: pageChannel)) {
            throw ValidationError("No \(PageChannelReceiver.libraryName) in \(pageChannel): scripts/page-channel \(pageChannel) builds it")
        }
        let settings = BenchSettings(rounds: rounds, roundTrips: roundTrips, concurrent: concurrent, events: events,
                                     binaryBytes: binaryBytes, pageChannel: extensions, only: only)
        let report = try GLibMainLoop.run { try await BenchRun(settings).measure() }
        if let only {
            print("\(only.rawValue): \(report.roundTrips.first?[only] ?? .nan) µs a round trip")
            return
        }
        print(json ? report.jsonText : report.table)
    }
}

struct BenchSettings: Sendable {
    var rounds: Int
    var roundTrips: Int
    var concurrent: Int
    var events: Int
    var binaryBytes: Int
    /// Where the page channel's extension is, if anywhere.
    var pageChannel: URL?
    /// The one round trip to time, once, instead of every measure.
    var only: BenchRoundTrip?
}

extension BenchRoundTrip: ExpressibleByArgument {}

/// One benchmark run on a fresh engine.
@MainActor
struct BenchRun {
    let settings: BenchSettings

    init(_ settings: BenchSettings) {
        self.settings = settings
    }

    func measure() async throws -> BenchReport {
        let started = ContinuousClock.now
        // Before the engine's web process starts, which is when WebKit reads the folder.
        let hasChannel = settings.pageChannel.map(PageChannelReceiver.loadExtension(from:)) ?? false
        let engine = GTKEngine()
        let channel = hasChannel ? PageChannelReceiver(webView: engine.webView) { _ in "" } : nil
        defer { withExtendedLifetime(channel) {} }
        // The events are emitted in one turn, before the page's pull takes any: the budget holds them all, or the
        // bridge drops all but the newest 1,024 and the page waits for the rest forever.
        let budget = PageBudget(runningCalls: max(settings.concurrent, 1_024), waitingEvents: max(settings.events, 1_024))
        let bridge = Bridge(engine: engine, policy: .allowing(["causeway-bench://app"]), budget: budget)
        engine.addMessageHandler(named: "raw", in: .page) { _ in "" }
        engine.addMessageHandler(named: "hop", in: .named(BenchPage.hopWorld)) { _ in "" }
        engine.addUserScript(UserScript(source: BenchPage.hopScript, injectionTime: .documentStart, frames: .mainOnly,
                                        world: .named(BenchPage.hopWorld)))
        engine.registerScheme("causeway-bench") { request in
            if request.url.path == "/blob" {
                guard let size = Int(URLComponents(url: request.url, resolvingAgainstBaseURL: false)?
                    .queryItems?.first { $0.name == "size" }?.value ?? ""), (0...64 << 20).contains(size)
                else {
                    return SchemeResponse(status: 400, headers: [:], body: Data("size is 0 to 64 MiB".utf8))
                }
                return SchemeResponse(status: 200, headers: ["Content-Type": "application/octet-stream"],
                                      body: Data(count: size))
            }
            return SchemeResponse(status: 200, headers: ["Content-Type": "text/html"], body: Data(BenchPage.html.utf8))
        }
        bridge.handle("bench.noop") { (value: Int) in value }
        bridge.handle("bench.upload") { (args: BenchUpload) in args.bytes.count }
        bridge.handle("bench.download") { (args: BenchDownload) in Data(count: args.size) }
        let window = GTKWindowHost(engine: engine, title: "bench", width: 400, height: 300)
        defer { window.close() }
        engine.load(URL(string: "causeway-bench://app/")!)
        await bridge.waitUntilPageReady()
        let readyMS = (ContinuousClock.now - started).milliseconds

        func page(_ body: String) async throws -> Double {
            try await engine.evaluate("return await window.bench.\(body);", in: .page).numberValue ?? .nan
        }
        // What `causeway dev` attaches: a summary, and a trace file.
        let traceFile = FileManager.default.temporaryDirectory.appendingPathComponent("causeway-bench-\(UUID()).jsonl")
        let recorder = BridgeTraceRecorder(writer: try BridgeTraceWriter(creating: traceFile))
        defer {
            try? recorder.writer?.close()
            try? FileManager.default.removeItem(at: traceFile)
        }
        let mebibytes = Double(settings.binaryBytes) / Double(1 << 20)
        var samples = BenchSamples(hasChannel: hasChannel)
        func calls(observed: Bool) async throws -> Double {
            bridge.observer = observed ? recorder.record : nil
            defer { bridge.observer = nil }
            return try await page("callRtt(\(settings.roundTrips))")
        }
        var sequential: [BenchRoundTrip: () async throws -> Double] = [
            .raw: { try await page("rawRtt(\(settings.roundTrips))") },
            .hop: { try await page("hopRtt(\(settings.roundTrips))") },
            .call: { try await calls(observed: false) },
        ]
        if hasChannel { sequential[.channel] = { try await page("channelRtt(\(settings.roundTrips))") } }
        if let only = settings.only {
            guard let roundTrip = sequential[only] else {
                throw ValidationError("The page channel's extension is not in \(settings.pageChannel?.path ?? "any folder")")
            }
            samples.roundTrips.add([only: try await roundTrip()])
            return samples.report(readyMS: readyMS)
        }
        for round in 0..<max(settings.rounds, 1) {
            // Each measure's two sides run back to back, so that both share the machine's load of that moment, and
            // which goes first alternates, so that drift in the load favours neither.
            let rawFirst = round % 2 == 0
            /// MiB/s of the page's transfer `name` of `settings.binaryBytes`.
            func transfer(_ name: String) async throws -> Double {
                mebibytes / (try await page("\(name)(\(settings.binaryBytes))") / 1000)
            }
            // The round trips one after another, each round starting one further along the list, so that each
            // goes first as often as the others.
            var times: [BenchRoundTrip: Double] = [:]
            for measure in rotated(BenchRoundTrip.allCases.filter { sequential[$0] != nil }, forRound: round) {
                times[measure] = try await sequential[measure]!()
            }
            samples.roundTrips.add(times)
            try await samples.observed.measure(rawFirst: rawFirst, raw: { try await calls(observed: false) },
                                               ours: { try await calls(observed: true) })
            try await samples.concurrent.measure(rawFirst: rawFirst,
                                                 raw: { try await page("rawConcurrent(\(settings.concurrent))") },
                                                 ours: { try await page("callConcurrent(\(settings.concurrent))") })
            try await samples.events.measure(rawFirst: rawFirst, raw: { try await rawEvaluations(engine) },
                                             ours: { try await batchedEvents(engine, bridge) })
            try await samples.binaryUp.measure(rawFirst: rawFirst, raw: { try await transfer("schemeDown") },
                                               ours: { try await transfer("binaryUp") })
            try await samples.binaryDown.measure(rawFirst: rawFirst, raw: { try await transfer("schemeDown") },
                                                 ours: { try await transfer("binaryDown") })
        }
        return samples.report(readyMS: readyMS)
    }

    /// One evaluation per event: the way a bridge without batching delivers native events.
    private func rawEvaluations(_ engine: GTKEngine) async throws -> Double {
        let count = settings.events
        let started = ContinuousClock.now
        let evaluations = (0..<count).map { _ in
            Task { _ = try await engine.evaluate("window.bench.rawEvents++;", in: .page) }
        }
        for evaluation in evaluations { try await evaluation.value }
        return Double(count) / (ContinuousClock.now - started).seconds
    }

    /// Causeway's events: emitted in one turn, batched into as few deliveries as the page's pulls allow.
    private func batchedEvents(_ engine: GTKEngine, _ bridge: Bridge) async throws -> Double {
        let count = settings.events
        _ = try await engine.evaluate("return window.bench.listen(\(count));", in: .page)
        let started = ContinuousClock.now
        for index in 0..<count { try bridge.emit("bench.tick", index) }
        _ = try await engine.evaluate("await window.bench.eventsDone; return true;", in: .page)
        return Double(count) / (ContinuousClock.now - started).seconds
    }
}

struct BenchUpload: Codable, Sendable { var bytes: Data }
/// How many bytes `bench.download` answers: at most 64 MiB, as the bench page asks for 8.
struct BenchDownload: Codable, Sendable, Bounded {
    var size: Int

    func checkBounds(_ bounds: Bounds) throws(BridgeError) {
        try bounds.integer(size, in: 0...64 << 20, at: "size")
    }
}
