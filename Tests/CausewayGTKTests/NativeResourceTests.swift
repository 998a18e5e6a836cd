import CWebKitGTK
import Causeway
import CausewayGTK
import CausewayTesting
import Foundation
import XCTest

/// What native code opens and holds for a page, on the real engine: a URL a page names passes the app's
/// ``PageResource/Policy`` before native code opens it, and a component counts against the page's budget until what
/// it made is really released.
final class NativeResourceTests: XCTestCase {
    private static let clip = ShowcaseScreenTests.showcaseFolder.appendingPathComponent("media/clip.webm")

    /// A video whose `src` is a file of the user's is refused with a plain message, and the page learns nothing of
    /// the file (no duration); an app that allows files plays the same source.
    func testAVideoOpensAFileOnlyWhenTheAppAllowsFiles() throws {
        try GLibMainLoop.run {
            for allowsFiles in [false, true] {
                let fixture = try ContainerFixture { $0.pageResources.allowsFiles = allowsFiles }
                defer { fixture.close() }
                try await fixture.open("index.html")
                _ = try await fixture.evaluate(Self.addVideo(src: Self.clip.absoluteString))
                try await fixture.until("the video says what became of it") {
                    try await fixture.evaluate("return window.heard.length;") != 0
                }
                let heard = try await fixture.evaluate("return window.heard[0];")
                if allowsFiles {
                    XCTAssertEqual(heard.arrayValue?.first, "loadedmetadata")
                } else {
                    XCTAssertEqual(heard, ["error", "The app does not open file URLs of this host for pages"])
                }
            }
        }
    }

    /// Inserting and removing videos in one call, each opening a file: a removed video's player lingers while
    /// GTK drains it, and it counts against the budget until it is freed. Past the budget the inserts are refused
    /// with `limitExceeded`, the process's threads stay within what the budget's players take, and once the players
    /// are freed the page may insert again.
    func testRemovedVideosCountUntilTheirPlayersAreFreed() throws {
        try GLibMainLoop.run {
            let budget = 4
            let fixture = try ContainerFixture {
                $0.pageResources.allowsFiles = true
                $0.budget.components = budget
            }
            defer { fixture.close() }
            let container = try await fixture.open("index.html")
            let threadsBefore = ProcessCensus.now().threads
            let refused = try await fixture.evaluate("""
                const commands = [];
                for (let index = 0; index < 40; index++) {
                    commands.push(\(Self.insertVideo(id: "'v' + index")), {op: "remove", id: 'v' + index});
                }
                const result = await causeway.call("components.apply", {commands});
                return result.failures.map((failure) => failure.error.code);
                """)
            let threadsAfter = ProcessCensus.now().threads
            XCTAssertEqual(refused.arrayValue?.count, 40 - budget, "\(refused)")
            XCTAssertEqual(Set(refused.arrayValue ?? []), ["limitExceeded"])
            XCTAssertEqual(container.engine.componentHost?.componentIDs, [])
            // A GStreamer player runs about six threads; the budget's players, not forty, are what may linger.
            XCTAssertLessThanOrEqual(threadsAfter - threadsBefore, budget * 16, "threads: \(threadsBefore) → \(threadsAfter)")
            try await fixture.until("the players are freed and the page may insert again") {
                let answer = try await fixture.evaluate("""
                    const result = await causeway.call("components.apply", {commands: [\(Self.insertVideo(id: "'again'"))]});
                    if (result.failures.length === 0) await causeway.call("components.apply", {commands: [{op: "remove", id: "again"}]});
                    return result.failures.length;
                    """)
                return answer == 0
            }
        }
    }

    private static func insertVideo(id: String) -> String {
        """
        {op: "insert", id: \(id), type: "video", props: {attributes: {src: "\(clip.absoluteString)", muted: ""}, properties: {}},
         geometry: {frame: {x: 0, y: 0, width: 32, height: 24}, clip: {x: 0, y: 0, width: 32, height: 24}, visible: true,
                    opacity: 1, cornerRadius: 0, zIndex: 0, occluders: []}}
        """
    }

    /// A script adding a `<causeway-view type="video">` of `src`, whose `loadedmetadata` and `error` events go to
    /// `window.heard` as `[name, duration or message]`.
    private static func addVideo(src: String) -> String {
        """
        window.heard = [];
        const film = document.createElement("causeway-view");
        film.setAttribute("type", "video");
        film.setAttribute("src", \(JSONValue.string(src).jsonText));
        film.setAttribute("muted", "");
        film.style.cssText = "position: absolute; left: 0; top: 0; width: 320px; height: 240px;";
        for (const name of ["loadedmetadata", "error"]) {
            film.addEventListener(name, (event) => heard.push([name, event.detail?.message ?? event.detail?.duration ?? null]));
        }
        document.body.append(film);
        return null;
        """
    }
}
