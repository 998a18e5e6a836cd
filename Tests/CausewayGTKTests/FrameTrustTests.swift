import Causeway
import CausewayGTK
import CausewayTestSupport
import XCTest

/// Which frames speak with the main frame's rights, on the real engine. A frame of the main document's origin
/// does, sandboxed with `allow-same-origin` or not: the web's same-origin policy lets it script its parent, so
/// `frames: .main` cannot hold it back. A frame sandboxed without `allow-same-origin` has an opaque origin: it
/// reaches neither its parent's bridge nor its document, and its own calls arrive as a subframe of origin `null`.
final class FrameTrustTests: XCTestCase {
    /// The main frame may call everything; any frame may ask who it is.
    private let policy = CapabilityPolicy(rules: [
        .allow(["causeway-test://app"]),
        .allow(["*", "null"], frames: .sub, methods: ["frame.whoami"]),
    ])

    /// What the same hostile script could do through its parent: read the secret as the main frame.
    private static let readsThroughTheParent: Set = [
        "causeway-test://app main via plain, parent.causeway",
        "causeway-test://app main via sandboxed with allow-same-origin, parent.causeway",
    ]

    /// Loads `untrusted-html.html`, whose three frames run the same hostile script, waits for all of them to
    /// report, and hands `body` the reports by frame and every `secret.read` that ran, as
    /// "ORIGIN main|sub via FRAME, WAY".
    private func withReports(_ body: @escaping @MainActor (JSONValue, [String]) async throws -> Void) throws {
        try GLibMainLoop.run { [policy] in
            let folder = WebKitContractPage.pagesFolder.appendingPathComponent("app")
            let harness = try WebKitHarness(sites: ["app": folder], policy: policy)
            defer { harness.close() }
            let reads = Recorder()
            harness.bridge.handle("secret.read") { (args: [String: String], call: CallContext) in
                let sender = call.sender
                await reads.note("\(sender.origin) \(sender.isMainFrame ? "main" : "sub") via \(args["via"] ?? "")")
                return "the secret"
            }
            harness.bridge.handle("frame.whoami") { (_: Empty, call: CallContext) -> JSONValue in
                ["origin": .string(call.sender.origin), "main": .bool(call.sender.isMainFrame)]
            }
            try await harness.load("untrusted-html.html", host: "app")
            try await harness.waitUntil("every frame reports") {
                try await harness.evaluate("return Object.keys(window.reports).length;") == 3
            }
            try await body(try await harness.evaluate("return window.reports;"), reads.notes)
        }
    }

    func testSameOriginFramesCallWithTheMainFramesRights() throws {
        try withReports { reports, reads in
            for frame in ["plain", "sandboxed with allow-same-origin"] {
                let report = reports[frame]
                XCTAssertEqual(report?["parentRuntime"], ["ok": "the secret"], "\(frame): the parent's bridge is its own")
                XCTAssertEqual(report?["parentDocument"], ["ok": "function"], "\(frame): so is the parent's document")
                XCTAssertEqual(report?["ownRuntime"], ["error": "denied"], "\(frame): its own calls are a subframe's")
                XCTAssertEqual(report?["identity"], ["ok": ["origin": "causeway-test://app", "main": false]], frame)
            }
            XCTAssertEqual(Set(reads), Self.readsThroughTheParent, "through their parent, both called as the main frame")
        }
    }

    func testAFrameSandboxedWithoutSameOriginReachesNothingOfItsParent() throws {
        try withReports { reports, reads in
            let report = reports["sandboxed"]
            XCTAssertEqual(report?["parentRuntime"], ["error": "SecurityError"])
            XCTAssertEqual(report?["parentDocument"], ["error": "SecurityError"])
            XCTAssertEqual(report?["ownRuntime"], ["error": "denied"], "frames: .main refuses it")
            XCTAssertEqual(report?["identity"], ["ok": ["origin": "null", "main": false]])
            XCTAssertEqual(Set(reads), Self.readsThroughTheParent, "the sandboxed frame read no secret")
            XCTAssertEqual(reads.count, 2)
        }
    }
}
