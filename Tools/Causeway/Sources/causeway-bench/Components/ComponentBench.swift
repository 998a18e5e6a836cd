import CWebKitGTK
import Causeway
import CausewayBenchKit
import CausewayGTK
import Foundation

struct ComponentBenchSettings: Sendable {
    var rounds: Int
    var frames: Int
    var speed: Int
    var components: Int
}

/// The component benchmark's measurements, on WebKitGTK in a container window.
@MainActor
struct ComponentBench {
    let settings: ComponentBenchSettings

    init(_ settings: ComponentBenchSettings) {
        self.settings = settings
    }

    func measure() async throws -> ComponentBenchReport {
        let app = HybridApp(info: AppInfo(name: "bench", identifier: "bench", version: "1.0.0", build: "1"),
                            policy: .allowing([ComponentBenchPages.origin]))
        app.schemes[ComponentBenchPages.scheme] = { ComponentBenchPages.respond(to: $0) }
        var report = ComponentBenchReport(settings: settings)
        var lags: [Double] = [], raw: [Double] = [], ours: [Double] = []
        // Plain elements are the raw side, native components ours; plain first in even rounds.
        var cpu = PairedSamples(), frames = PairedSamples()
        for round in 0..<settings.rounds {
            let lag = try await measureLag(app: app)
            lags += lag.pixels
            raw += lag.rawMS
            ours += lag.placedMS
            report.frameMS = lag.frameMS
            if let settled = lag.settled { report.settledPixels.append(settled) }
            var plain = (cpu: Double.nan, frame: Double.nan), withComponents = plain
            for components in round % 2 == 0 ? [false, true] : [true, false] {
                let figures = try await cpuPerFrame(app: app, components: components)
                if components { withComponents = figures } else { plain = figures }
            }
            cpu.add(raw: plain.cpu, ours: withComponents.cpu)
            frames.add(raw: plain.frame, ours: withComponents.frame)
        }
        report.lagPixels = lags
        report.rawMessageMS = raw.median
        report.placementMS = ours.median
        report.plainCPUPerFrameMS = cpu.figure.raw
        report.componentCPUPerFrameMS = cpu.figure.ours
        report.plainFrameMS = frames.figure.raw
        report.componentFrameMS = frames.figure.ours
        return report
    }

    /// Scrolls the lag page and, at every frame the window draws, measures the gap between the page's stripe and
    /// the native label under it; also times page→native delivery of the raw message and of the placement.
    private func measureLag(app: HybridApp) async throws
        -> (pixels: [Double], rawMS: [Double], placedMS: [Double], frameMS: Double, settled: Double?)
    {
        let window = GTKContainerWindow(app: app, width: 600, height: 560)
        defer { window.close() }
        let container = window.open(URL(string: "causeway-bench://components/lag.html")!)
        let engine = try Self.topEngine(of: window)
        let layer = engine.components.surface
        var sentAt: [Double: Double] = [:]
        var rawMS: [Double] = [], placedMS: [Double] = []
        engine.addMessageHandler(named: "benchRaw", in: .page) { message in
            let now = Date().timeIntervalSince1970 * 1000
            if let scrollY = message.body["scrollY"]?.numberValue, let sent = message.body["t"]?.numberValue {
                sentAt[scrollY] = sent
                rawMS.append(now - sent)
            }
            return "null"
        }
        container.reload()
        await container.bridge.waitUntilPageReady()
        try await Self.until { layer.visibleRect(of: "cw1") != nil && (try? engine.screenshot()) != nil }
        guard let startY = layer.visibleRect(of: "cw1")?.y else { throw BenchError.timedOut }
        layer.placementObserver = { _, geometry in
            let now = Date().timeIntervalSince1970 * 1000
            if let sent = sentAt[startY - geometry.frame.y] { placedMS.append(now - sent) }
        }
        let sampler = FrameSampler(widget: engine.widget) { [settings] in
            guard let shot = try? engine.screenshot(of: Self.column(of: engine)) else { return nil }
            return Self.gap(in: shot)
        }
        _ = try await engine.evaluate(ComponentBenchPages.scroll(frames: settings.frames, speed: settings.speed,
                                                                 reporting: true), in: .page)
        sampler.stop()
        layer.placementObserver = nil
        _ = try await engine.evaluate("scrollTo(0, 100)", in: .page)
        try await Task.sleep(for: .milliseconds(300))
        let settled = try Self.gap(in: engine.screenshot(of: Self.column(of: engine)))
        return (sampler.samples, rawMS, placedMS, sampler.frameMS, settled)
    }

    /// CPU milliseconds of every Causeway and WebKit process per frame while the rows page scrolls, and the
    /// page's milliseconds per frame.
    private func cpuPerFrame(app: HybridApp, components: Bool) async throws -> (cpu: Double, frame: Double) {
        let window = GTKContainerWindow(app: app, width: 600, height: 560)
        defer { window.close() }
        let page = "\(components ? "components" : "rows")-\(settings.components).html"
        let container = window.open(URL(string: "causeway-bench://components/\(page)")!)
        let engine = try Self.topEngine(of: window)
        await container.bridge.waitUntilPageReady()
        if components {
            try await Self.until { engine.components.componentIDs.count == settings.components }
        }
        try await Task.sleep(for: .milliseconds(300))
        let before = ProcessCPU.milliseconds()
        let result = try await engine.evaluate(ComponentBenchPages.scroll(frames: settings.frames, speed: settings.speed,
                                                                          reporting: false), in: .page)
        let used = ProcessCPU.milliseconds() - before
        let frames = result["frames"]?.numberValue ?? Double(settings.frames)
        return (used / frames, (result["ms"]?.numberValue ?? .nan) / frames)
    }

    /// How many pixels the blue label's top is below the red stripe's bottom in a one-pixel column of the lag
    /// page; negative when the label is ahead of the page and covers the stripe's lower part. `nil` when the
    /// stripe's top or the label is not on screen.
    private static func gap(in column: PageSnapshot) -> Double? {
        let rows = 0..<column.height
        let red: [UInt8] = [255, 0, 0, 255], blue: [UInt8] = [0, 0, 255, 255]
        guard let stripeTop = rows.first(where: { column.pixel(x: 0, y: $0) == red }), stripeTop > 0,
              let stripeBottom = rows.last(where: { column.pixel(x: 0, y: $0) == red }),
              let labelTop = rows.first(where: { $0 > stripeBottom && column.pixel(x: 0, y: $0) == blue })
        else { return nil }
        let shown = stripeBottom - stripeTop + 1
        return Double(labelTop - stripeBottom - 1 - (ComponentBenchPages.stripeHeight - shown))
    }

    /// The one-pixel column of the lag page that crosses the stripe and the label.
    private static func column(of engine: GTKEngine) -> ComponentRect {
        ComponentRect(x: Double(ComponentBenchPages.stripeX), y: 0, width: 1,
                      height: Double(gtk_widget_get_height(engine.widget)))
    }

    private static func topEngine(of window: GTKContainerWindow) throws -> GTKEngine {
        guard let page = window.topWebPage else { throw BenchError.noWebPage }
        return page.engine
    }

    private static func until(_ condition: @MainActor () -> Bool) async throws {
        try await poll(every: .milliseconds(10), for: .seconds(20), orThrow: BenchError.timedOut, until: condition)
    }

    enum BenchError: Error {
        case noWebPage, timedOut
    }
}
