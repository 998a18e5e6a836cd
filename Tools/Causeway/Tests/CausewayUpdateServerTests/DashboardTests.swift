#if canImport(CausewayGTK)
import CWebKitGTK
import Causeway
import CausewayContract
import CausewayGTK
import CausewayPackages
import CausewayTesting
import CausewayToolTestSupport
import CausewayUpdateServer
import Foundation
import Version
import XCTest

/// The release dashboard in real WebKitGTK, used as an operator uses it: read from the window's pixels, with the
/// token typed on the keyboard and the controls clicked with the pointer.
final class DashboardTests: XCTestCase {
    func testAnOperatorReadsTheReleasesAndPausesAndWidensOne() throws {
        try GLibMainLoop.run {
            let server = try await ServerFixture()
            // 2.0.0 calls a native method; the app build registered as "shop app 4" serves it.
            let app = AppContract(entries: ["cart.add": ContractEntry(kind: .call, input: .string, output: .null)])
            let published = [
                try await server.publish(try server.package(Version(1, 0, 0), marker: "one")),
                try await server.publish(try server.package(Version(2, 0, 0), marker: "two",
                                                            needs: try app.needs(["cart.add"])),
                                         rollout: 30, healthRule: HealthRule(maximumBadPercent: 5, minimumReports: 50)),
                try await server.register(app, name: "shop app 4"),
            ]
            XCTAssertEqual(published, [201, 201, 200])
            // Four devices in the 30% install 2.0.0; one of them rolls it back.
            var reported = 0, index = 0
            while reported < 4 {
                let device = "device-\(index)"
                index += 1
                guard let offer = try await server.offer(device: device), offer.version == Version(2, 0, 0) else { continue }
                let status = try await server.postReport(InstallReport(
                    packageID: "shop", version: offer.version, device: device,
                    outcome: reported == 0 ? .rolledBack : .installed, offerToken: offer.reportToken))
                XCTAssertEqual(status, 202)
                reported += 1
            }

            let harness = try WebKitHarness(sites: [:], policy: .allowing([]))
            defer { harness.close() }
            let screen = Screen(harness: harness)
            harness.engine.load(server.url)
            try await screen.read("[data-version='2.0.0']", until: "the 2.0.0 row with its figures") {
                $0.holds("2.0.0") && $0.holds("30% of devices") && $0.holds("3 installed") && $0.holds("1 rolled back")
                    && $0.holds("shop app 4")
            }
            try await screen.read("[data-version='1.0.0']", until: "the 1.0.0 row") {
                $0.holds("1.0.0") && $0.holds("100% of devices") && $0.holds("superseded") && $0.holds("any app")
            }
            // The bars: 30% of the rollout track is filled; the health bar is three quarters green, a quarter orange.
            try await screen.expectBar("[data-version='2.0.0'] .rollout", filled: 0.30, colour: [0x34, 0x65, 0xa4])
            try await screen.expectBar("[data-version='2.0.0'] .installed", filled: 0.75, colour: [0x4e, 0x9a, 0x06])

            // Without the token, nothing changes and the page says why.
            try await screen.click("[data-version='2.0.0'] button[data-action=pause]")
            try await screen.read("#status", until: "the refusal") { $0.holds("publisher token") && $0.holds("401") }
            let pausedWithoutToken = try await server.service.registry.releases(of: "shop").first?.isPaused
            XCTAssertEqual(pausedWithoutToken, false)

            try await screen.focus("#token")
            try XInput.type(ServerFixture.token)
            try await harness.waitUntil("the token is typed") {
                try await harness.evaluate("return document.getElementById('token').value;") == .string(ServerFixture.token)
            }
            try await screen.click("[data-version='2.0.0'] button[data-action=pause]")
            try await harness.waitUntil("2.0.0 is paused") {
                try await server.service.registry.releases(of: "shop").first?.isPaused == true
            }
            try await screen.read("[data-version='2.0.0']", until: "the row shows the pause") {
                $0.holds("paused") && $0.holds("by a publisher") && $0.holds("Resume")
            }

            try await screen.focus("[data-version='2.0.0'] input[type=number]")
            try XInput.press("ctrl+a")
            try XInput.type("60")
            try await harness.waitUntil("60 is typed") {
                try await harness.evaluate("return document.activeElement.value;") == "60"
            }
            try await screen.click("[data-version='2.0.0'] button[data-action=set-rollout]")
            try await harness.waitUntil("2.0.0 goes to 60%") {
                try await server.service.registry.releases(of: "shop").first?.rolloutPercent == 60
            }
            try await screen.read("[data-version='2.0.0']", until: "the new share") { $0.holds("60% of devices") }
            try await screen.expectBar("[data-version='2.0.0'] .rollout", filled: 0.60, colour: [0x34, 0x65, 0xa4])
            try await DocumentationPictures.keep("dashboard") { try await harness.window.screenshot() }
        }
    }
}

/// What the dashboard's window shows, read from its pixels; the page is asked only where its elements are.
@MainActor
private struct Screen {
    let harness: WebKitHarness

    /// The box of `selector` in the page, once the dashboard has drawn it.
    func pageBox(of selector: String) async throws -> ComponentRect {
        var found: JSONValue = .null
        try await harness.waitUntil("\(selector) is on the page") {
            found = try await harness.evaluate("""
                const box = document.querySelector(\(JSONValue.string(selector).jsonText))?.getBoundingClientRect();
                return box ? { x: box.left, y: box.top, width: box.width, height: box.height } : null;
                """)
            return found != .null
        }
        return try ComponentRect(x: XCTUnwrap(found["x"]?.numberValue), y: XCTUnwrap(found["y"]?.numberValue),
                                 width: XCTUnwrap(found["width"]?.numberValue),
                                 height: XCTUnwrap(found["height"]?.numberValue))
    }

    /// The box of `selector` in the window's pixels.
    func box(of selector: String) async throws -> ComponentRect {
        var box = try await pageBox(of: selector)
        var bounds = graphene_rect_t()
        let window = UnsafeMutableRawPointer(harness.window.window).assumingMemoryBound(to: GtkWidget.self)
        guard gtk_widget_compute_bounds(harness.engine.widget, window, &bounds) != 0 else {
            throw HarnessError.timedOut("the web view in its window")
        }
        box.x += Double(bounds.origin.x)
        box.y += Double(bounds.origin.y)
        return box
    }

    /// Reads the text the window shows where `selector` is until `condition` holds.
    func read(_ selector: String, until what: String, _ condition: @escaping (String) -> Bool) async throws {
        var text = "", attempt = -1
        do {
            try await harness.waitUntil(what) {
                let shot = try await harness.window.screenshot().cropped(to: try await box(of: selector))
                attempt += 1
                text = try await TextRecognition.text(in: shot, scale: [3, 4, 2][attempt % 3])
                return condition(text)
            }
        } catch {
            XCTFail("\(what): the window reads \"\(text)\"")
            throw error
        }
    }

    /// Checks, by the window's pixels, that the bar part `selector` is drawn in `colour` from the start of its track
    /// to `filled` of the track's width, and not beyond.
    func expectBar(_ selector: String, filled: Double, colour: [UInt8]) async throws {
        let part = try await box(of: selector)
        try await harness.waitUntil("\(selector) fills \(Int(filled * 100))% of its track") {
            let shot = try await harness.window.screenshot()
            let track = 160.0, y = Int(part.y + part.height / 2)
            let inside = shot.pixel(x: Int(part.x + track * filled - 3), y: y).prefix(3)
            let beyond = shot.pixel(x: Int(part.x + track * filled + 3), y: y).prefix(3)
            return Array(inside) == colour && Array(beyond) != colour
        }
    }

    /// Clicks `selector` with the real pointer and waits until the page has given it the keyboard focus (keys
    /// typed sooner can reach the page before the click does).
    func focus(_ selector: String) async throws {
        try await click(selector)
        try await harness.waitUntil("\(selector) has the focus") {
            try await harness.evaluate("""
                return document.activeElement === document.querySelector(\(JSONValue.string(selector).jsonText));
                """) == true
        }
    }

    /// Clicks the middle of `selector` with the real pointer.
    func click(_ selector: String) async throws {
        let box = try await pageBox(of: selector)
        try XInput.click(harness.engine.widget, x: box.x + box.width / 2, y: box.y + box.height / 2)
    }
}
#endif
