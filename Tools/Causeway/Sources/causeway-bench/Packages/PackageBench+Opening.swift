import Causeway
import CausewayBenchKit
import CausewayGTK
import CausewayPackagePages
import CausewayPackages
import Foundation

/// How a benchmarked page is opened: in a new container, in one warmed by a pool, or prerendered.
enum OpeningKind: CaseIterable {
    case cold, warm, prerendered
}

extension PackageBench {
    /// Milliseconds from the opener page calling `nav.openWeb` to the opened page's first animation frame on
    /// screen, for each kind of opening.
    ///
    /// Both ends are the pages' own clocks (`performance.timeOrigin + performance.now()`, wall-clock based, so two
    /// web processes agree): the opener reads it just before its call; the opened page reads it in the first
    /// `requestAnimationFrame` callback after it hears `nav.visible`, the start of the frame WebKit paints it in.
    /// The page asks for that frame only once it hears `nav.visible`, so a prerendered page cannot report early.
    func openingToFirstFrame(store: PackageStore, order: [OpeningKind]) async throws -> [OpeningKind: Double] {
        var figures: [OpeningKind: Double] = [:]
        for kind in order { figures[kind] = try await openingToFirstFrame(kind, store: store) }
        return figures
    }

    private func openingToFirstFrame(_ kind: OpeningKind, store: PackageStore) async throws -> Double {
        let app = HybridApp(info: AppInfo(name: "bench", identifier: "bench", version: "1.0.0", build: "1"),
                            policy: .allowing(["causeway://bench"]))
        app.schemes["causeway"] = PackageEndpoint(store: store).respond
        let pool = kind == .cold ? nil : ContainerPool(app: app, size: 1) { GTKEngine() }
        let window = GTKContainerWindow(app: app, pool: pool, width: 400, height: 300)
        defer { window.close() }
        let opener = window.open(URL(string: "causeway://bench/")!)
        await opener.bridge.waitUntilPageReady()
        let next = URL(string: "causeway://bench/next.html")!
        if kind == .prerendered {
            _ = try await opener.engine.evaluate("return await causeway.nav.prerender({urls: ['next.html']});", in: .page)
            let page = window.prerendered.page(for: next)
            try await until { page?.container.bridge.isPageReady == true }
        } else if let pool {
            try await until { pool.warmCount >= 1 }
        }
        let tappedAt = try await opener.engine.evaluate("""
            const tappedAt = performance.timeOrigin + performance.now();
            await causeway.nav.openWeb({url: "next.html"});
            return tappedAt;
            """, in: .page)
        guard let opened = window.topContainer, opened !== opener else { throw OpeningNotMeasured() }
        var paintedAt: JSONValue = .null
        try await until {
            paintedAt = (try? await opened.engine.evaluate("return window.paintedAt ?? null;", in: .page)) ?? .null
            return paintedAt != .null
        }
        guard case .number(let start) = tappedAt, case .number(let end) = paintedAt else { throw OpeningNotMeasured() }
        return end - start
    }

    /// Polls `condition` every 5 ms, for at most 15 s.
    private func until(_ condition: @MainActor () async throws -> Bool) async throws {
        try await poll(every: .milliseconds(5), for: .seconds(15), orThrow: OpeningNotMeasured(), until: condition)
    }
}

/// An opening that did not happen, or whose page never reported its frame, within the wait.
struct OpeningNotMeasured: Error {}
