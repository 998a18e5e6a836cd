import CWebKitGTK
import Causeway
import CausewayGTK
import CausewayTestSupport
import Foundation
import XCTest

/// A long session in one container window: web pages, pages with a native video and native pages pushed and
/// popped, as an app does all day. Afterwards the app holds what it held before: no web process, thread or file
/// descriptor of a closed page is left, and memory grows by less than ``SoakTests/growthBoundKiB`` a cycle.
///
/// CI runs 50 web, 20 video and 50 native cycles; `scripts/soak` sets `CAUSEWAY_SOAK=WEB,VIDEO,NATIVE` for a
/// longer run.
final class SoakTests: XCTestCase {
    /// The most resident memory a push and pop may add, on average.
    static let growthBoundKiB = 256

    struct Plan {
        var web = 50
        var video = 20
        var native = 50
        var total: Int { web + video + native }

        static var current: Plan {
            let counts = ProcessInfo.processInfo.environment["CAUSEWAY_SOAK"]?.split(separator: ",").compactMap { Int($0) }
            guard let counts, counts.count == 3 else { return Plan() }
            return Plan(web: counts[0], video: counts[1], native: counts[2])
        }
    }

    func testALongSessionLeavesNothingBehind() throws {
        try GLibMainLoop.run {
            let plan = Plan.current
            let fixture = try ContainerFixture { app in
                app.schemes[WebKitHarness.pageScheme] = StaticFilesEndpoint(sites: [
                    "container": WebKitContractPage.pagesFolder.appendingPathComponent("container"),
                    "media": ShowcaseScreenTests.showcaseFolder.appendingPathComponent("media"),
                ]).respond
            }
            defer { fixture.close() }
            let session = Session(fixture: fixture)
            try await fixture.open("index.html")
            // One cycle of each kind first: the first of each starts what every later one shares (the network
            // process, GStreamer's registry and threads, GTK's caches).
            try await session.webPage()
            try await session.videoPage()
            try await session.nativePage()
            let baseline = try await session.settled(like: nil)
            let started = ContinuousClock.now
            for _ in 0..<plan.web { try await session.webPage() }
            for _ in 0..<plan.video { try await session.videoPage() }
            for _ in 0..<plan.native { try await session.nativePage() }
            let after = try await session.settled(like: baseline, cycles: plan.total)
            let growth = Double(after.residentKiB - baseline.residentKiB) / Double(plan.total)
            print("""
                soak: \(plan.web) web, \(plan.video) video and \(plan.native) native pages in \
                \(started.duration(to: .now)); before: \(baseline); after: \(after); \
                \(String(format: "%.1f", growth)) KiB resident a cycle
                """)
            // Fewer is fine: a web process of an earlier test in the same run may end during the soak.
            XCTAssertLessThanOrEqual(after.webProcesses, baseline.webProcesses, "every closed page's web process ended")
            do {
                try await fixture.until("every closed page's bridge and web view are freed") { session.alive == (0, 0) }
            } catch {
                XCTFail("still alive after their pages closed: \(session.alive)")
            }
            let slack = Session.slack(after: plan.total)
            XCTAssertLessThanOrEqual(after.threads, baseline.threads + slack, "threads: \(after) after \(baseline)")
            XCTAssertLessThanOrEqual(after.descriptors, baseline.descriptors + slack,
                                     "descriptors: \(after) after \(baseline)")
            XCTAssertLessThan(growth, Double(Self.growthBoundKiB), "memory a cycle: \(after) after \(baseline)")
            XCTAssertEqual(fixture.window.pages.count, 1)
        }
    }

    /// Pushes and pops pages in the fixture's window.
    @MainActor
    private final class Session {
        /// Threads and descriptors that may differ without anything being left behind: two that come and go on
        /// their own (GLib's and GStreamer's worker pools), and one in a hundred cycles (a page that leaves even one
        /// behind shows as at least one a cycle).
        static func slack(after cycles: Int) -> Int { 2 + cycles / 100 }
        let fixture: ContainerFixture
        /// The bridges of the pages pushed so far, which must all be freed once popped.
        private var bridges: [() -> Bridge?] = []
        /// The web views of those pages.
        private var webViews: [Finalization] = []

        init(fixture: ContainerFixture) {
            self.fixture = fixture
        }

        /// How many popped pages' bridges and web views are still alive.
        var alive: (bridges: Int, webViews: Int) {
            (bridges.count { $0() != nil }, webViews.count { !$0.happened })
        }

        private func track(_ container: Container) {
            weak let bridge = container.bridge
            bridges.append { bridge }
            if let engine = container.engine as? GTKEngine {
                webViews.append(Finalization(of: UnsafeMutableRawPointer(engine.webView).assumingMemoryBound(to: GtkWidget.self)))
            }
        }

        func webPage() async throws {
            let container = try await fixture.open("second.html")
            track(container)
            fixture.window.closeTop()
        }

        func videoPage() async throws {
            let container = try await fixture.open("components-video.html")
            track(container)
            try await fixture.until("the video plays") {
                try await fixture.evaluate("return received.events.includes('play')", in: container) == true
            }
            fixture.window.closeTop()
        }

        func nativePage() async throws {
            let label = gtk_label_new("A native page")!
            fixture.window.push(GTKNativePage(title: "Native", widget: label))
            try await fixture.until("the native page is shown") { gtk_widget_get_mapped(label) != 0 }
            fixture.window.back()
        }

        /// The census once the counts have come back to `baseline`, or, without one, once they have held still
        /// for a second (pages of earlier tests in the same process may still be going away).
        func settled(like baseline: ProcessCensus?, cycles: Int = 0) async throws -> ProcessCensus {
            var census = ProcessCensus.now()
            var stillSince = ContinuousClock.now
            do {
                try await fixture.until("the closed pages are gone", timeout: .seconds(30)) {
                    let now = ProcessCensus.now()
                    defer { census = now }
                    guard let baseline else {
                        if (now.threads, now.descriptors, now.webProcesses)
                            != (census.threads, census.descriptors, census.webProcesses)
                        {
                            stillSince = .now
                        }
                        return stillSince.duration(to: .now) >= .seconds(1)
                    }
                    return now.webProcesses <= baseline.webProcesses
                        && now.threads <= baseline.threads + Self.slack(after: cycles)
                        && now.descriptors <= baseline.descriptors + Self.slack(after: cycles)
                }
            } catch {
                XCTFail("left behind: \(census), before: \(baseline.map(String.init(describing:)) ?? "none")")
            }
            return census
        }
    }
}
