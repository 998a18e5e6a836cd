import Causeway
import CausewayTesting
import Foundation
import Testing

/// ``Bridge/dispatch(_:arguments:from:)`` runs a handler in this process: typed arguments from a JSON value, the
/// result as one, and nothing left in the blob store.
@MainActor
@Suite struct DispatchTests {
    struct Thumbnail: Codable, Sendable { var name: String; var size: Int }
    struct Rendered: Codable, Sendable { var name: String; var bytes: Data }

    let bridge = Bridge(engine: FakeEngine(), policy: .allowing(["https://app.example"]))
    let sender = Sender(origin: "https://app.example", isMainFrame: true, frameID: "f1")

    @Test func argumentsAndResultsAreJSONValuesAndBytesAreBase64() async throws {
        bridge.handle("files.render") { (args: Thumbnail, call: CallContext) in
            Rendered(name: "\(args.name) for \(call.sender.origin)", bytes: Data(repeating: 7, count: args.size))
        }
        let result = try await bridge.dispatch("files.render", arguments: ["name": "cat", "size": 3], from: sender)
        #expect(result == ["name": "cat for https://app.example", "bytes": "BwcH"])
        #expect(bridge.blobs.count == 0, "bytes do not wait in the blob store for a page that cannot claim them")
        bridge.handle("files.size") { (bytes: Data) in bytes.count }
        #expect(try await bridge.dispatch("files.size", arguments: "BwcH", from: sender) == 3)
    }

    @Test func refusalsAndBadArgumentsFailAsThroughTheRuntime() async {
        bridge.handle("math.double") { (value: Int) in value * 2 }
        bridge.handleStream("clock.ticks") { (_: Empty, _: CallContext) in AsyncStream<Int> { $0.finish() } }
        let stranger = Sender(origin: "https://ads.example", isMainFrame: true, frameID: "f2")
        func code(_ method: String, _ arguments: JSONValue, from sender: Sender) async -> BridgeError.Code? {
            do {
                _ = try await bridge.dispatch(method, arguments: arguments, from: sender)
                return nil
            } catch {
                return error.code
            }
        }
        #expect(await code("math.double", 2, from: stranger) == .denied)
        #expect(await code("math.triple", 2, from: sender) == .unknownMethod)
        #expect(await code("clock.ticks", nil, from: sender) == .protocolError)
        #expect(await code("math.double", "two", from: sender) == .invalidArguments)
    }
}
