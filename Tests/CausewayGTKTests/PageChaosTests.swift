import CWebKitGTK
import Causeway
import CausewayGTK
import CausewayTesting
import CausewayTestSupport
import Foundation
import XCTest

/// A hostile page knocking on every door of `PageDoors` in a seeded random order, on WebKitGTK, with the invariants
/// checked after each step: the app answers, the window keeps its size, the main loop's longest gap stays within a
/// baseline taken in the same test, and the process's threads and memory stay within what the budgets allow (its
/// videos open real files, so players come and go).
///
/// `CAUSEWAY_CHAOS_SEEDS` (a comma-separated list) and `CAUSEWAY_CHAOS_STEPS` choose the runs; CI runs three seeds
/// of 30 steps. A failure names its seed and step, and the same seed repeats the same sequence.
final class PageChaosTests: XCTestCase {
    private static let environment = ProcessInfo.processInfo.environment
    private static let seeds = (environment["CAUSEWAY_CHAOS_SEEDS"] ?? "1,2,3").split(separator: ",").compactMap { UInt64($0) }
    private static let steps = environment["CAUSEWAY_CHAOS_STEPS"].flatMap { Int($0) } ?? 30

    func testAHostilePageOnEveryDoorLeavesTheAppWhole() throws {
        for seed in Self.seeds {
            try GLibMainLoop.run { try await Self.run(seed: seed, steps: Self.steps) }
        }
    }

    @MainActor
    private static func run(seed: UInt64, steps: Int) async throws {
        let budget = PageBudget(prerenderedPages: 1, stackedPages: 4, components: 8)
        let fixture = try ContainerFixture { app in
            app.budget = budget
            // Videos open files, so that players come and go; private addresses stay refused.
            app.pageResources.allowsFiles = true
            app.installInEveryContainer { _ in ConsolePlugin() }
        }
        defer { fixture.close() }
        let answering = Task { @MainActor in
            // A person answering every dialog and sheet as it shows.
            while !Task.isCancelled {
                if let dialog = fixture.window.presentedDialog { dialog.click(dialog.choices.last?.label ?? "OK") }
                try? await Task.sleep(for: .milliseconds(10))
            }
        }
        defer { answering.cancel() }
        let gaps = MainLoopGaps()
        defer { gaps.stop() }

        // The baseline: the ordinary use of the same doors (opening a page, a header, a dialog, calls).
        try await fixture.open("index.html")
        _ = try await fixture.evaluate("""
            await causeway.header.configure({title: "Home", titleView: {segments: ["Hot", "New"]}});
            alert("Saved");
            for (let i = 0; i < 20; i++) await causeway.nav.state();
            await causeway.nav.openWeb({url: "second.html"});
            return null;
            """)
        try await fixture.until("the second page is on top") { fixture.window.pageCount == 2 }
        try await fixture.until("the second page is ready") { fixture.window.topContainer?.bridge.isPageReady == true }
        let size = try await fixture.window.screenshotAfterNextPaint()
        let baseline = gaps.takeLongest()
        let before = ProcessCensus.now()
        var random = SplitMix64(seed: seed)
        var worst = (gap: Duration.zero, threads: before.threads, residentKiB: before.residentKiB)
        for step in 1...steps {
            let door = ChaosStep.allCases.randomElement(using: &random)!
            let script = door.script(&random)
            let place = "seed \(seed), step \(step): \(door)"
            // A stall of the app is there each time the step runs; a busy machine's is not: a step whose gap passes
            // the bound runs again, up to three times in all, and its shortest gap counts.
            var gap = Duration.zero
            for trial in 1...3 {
                _ = gaps.takeLongest()
                _ = try? await fixture.evaluate(script)
                try await fixture.until("a page is on top, ready (\(place))") {
                    fixture.window.topContainer?.bridge.isPageReady == true
                }
                let state = try await fixture.evaluate("return (await causeway.nav.state()).url.length > 0;")
                XCTAssertEqual(state, true, "the app answers after \(place)")
                let shot = try await fixture.window.screenshotAfterNextPaint()
                XCTAssertEqual([shot.width, shot.height], [size.width, size.height], "the window's size after \(place)")
                let measured = gaps.takeLongest()
                gap = trial == 1 ? measured : min(gap, measured)
                if gap <= baseline * 10 { break }
            }
            let census = ProcessCensus.now()
            worst = (max(worst.gap, gap), max(worst.threads, census.threads), max(worst.residentKiB, census.residentKiB))
            XCTAssertLessThanOrEqual(gap, baseline * 10, "the longest main-loop gap after \(place) against \(baseline)")
            // What the budgets let a page hold: its pages' web views and its components' players.
            let threads = (budget.stackedPages + budget.prerenderedPages) * 24 + budget.components * 16
            XCTAssertLessThanOrEqual(census.threads - before.threads, threads, "threads after \(place)")
            XCTAssertLessThanOrEqual(census.residentKiB - before.residentKiB, 1 << 20, "memory after \(place)")
        }
        print("chaos seed \(seed): \(steps) steps; longest gap \(worst.gap) against a baseline of \(baseline); "
            + "threads \(before.threads) → at most \(worst.threads); resident \(before.residentKiB / 1024) MiB → at most "
            + "\(worst.residentKiB / 1024) MiB")
    }
}

/// What a hostile page does in one step: one door of the table, with random text, counts and sizes.
private enum ChaosStep: CaseIterable {
    case title, header, components, dialog, share, console, cookies, navigation, newWindow, manyCalls, bigCall

    /// A real video, so that a player opens it.
    static let clip = ShowcaseScreenTests.showcaseFolder.appendingPathComponent("media/clip.webm").absoluteString

    /// The page's script for this step, drawn from `random`.
    func script(_ random: inout SplitMix64) -> String {
        let unit = ["'W'", "'x' + String.fromCharCode(10)", "String.fromCharCode(0x202E)", "'🙂'",
                                        "String.fromCharCode(7)"].randomElement(using: &random)!
        let text = "(\(unit)).repeat(\([0, 1, 300, 100_000, 1_000_000].randomElement(using: &random)!))"
        switch self {
        case .title:
            return "document.title = \(text); return null;"
        case .header:
            let count = [0, 3, 16, 17, 300].randomElement(using: &random)!
            let label = "'L'.repeat(\([1, 256, 257].randomElement(using: &random)!))"
            let view = ["{segments: items}", "{menu: items}", "'plain'"].randomElement(using: &random)!
            return """
                const items = Array.from({length: \(count)}, () => \(label));
                await causeway.header.configure({title: \(text).slice(0, \([10, 1024, 2000].randomElement(using: &random)!)),
                    titleView: \(view), rightItems: items.map((title, i) => ({id: 'i' + i, title}))});
                return null;
                """
        case .components:
            let commands = (0..<Int.random(in: 1...20, using: &random)).map { _ in
                let id = "'c\(Int.random(in: 0...12, using: &random))'"
                guard Int.random(in: 0...2, using: &random) > 0 else { return "{op: 'remove', id: \(id)}" }
                let type = ["label", "input", "video"].randomElement(using: &random)!
                let size = [10, 300, 16_777_216].randomElement(using: &random)!
                let source = [ChaosStep.clip, "file:///etc/hostname", "http://127.0.0.1:9/clip.webm"].randomElement(using: &random)!
                let attributes = type == "video" ? "{src: '\(source)', muted: ''}" : "{text: \(text).slice(0, 16384)}"
                return """
                    {op: 'insert', id: \(id), type: '\(type)', props: {attributes: \(attributes), properties: {}},
                     geometry: {frame: {x: 0, y: 0, width: \(size), height: \(size)}, clip: {x: 0, y: 0, width: 800, height: 600},
                                visible: true, opacity: 1, cornerRadius: 0, zIndex: 0, occluders: []}}
                    """
            }
            return "await causeway.call('components.apply', {commands: [\(commands.joined(separator: ","))]}); return null;"
        case .dialog:
            return "\(["alert", "confirm"].randomElement(using: &random)!)(\(text)); prompt('?', \(text)); return null;"
        case .share:
            return "await Promise.allSettled([1, 2, 3].map(() => causeway.share.share({text: \(text).slice(0, 65536)}))); return null;"
        case .console:
            return "for (let i = 0; i < 5; i++) console.log(\(text).slice(0, 65536)); return null;"
        case .cookies:
            return "try { await causeway.cookies.set({name: 'n', value: 'v'}); } catch {} return null;"
        case .navigation:
            let query = Int.random(in: 0...999, using: &random)
            return [
                "await causeway.nav.openWeb({url: 'second.html?\(query)'}); return null;",
                "await causeway.nav.prerender({urls: ['third.html', 'second.html?p\(query)']}); return null;",
                "await causeway.nav.back(); return null;",
            ].randomElement(using: &random)!
        case .newWindow:
            return "for (let i = 0; i < 10; i++) window.open('third.html?' + i, '_blank'); return null;"
        case .manyCalls:
            return "await Promise.allSettled(Array.from({length: 2000}, () => causeway.nav.state())); return null;"
        case .bigCall:
            return "try { await causeway.call('no.such', {x: 'a'.repeat(\([1_000, 1 << 20, 40 << 20].randomElement(using: &random)!))}); } catch {} return null;"
        }
    }
}
