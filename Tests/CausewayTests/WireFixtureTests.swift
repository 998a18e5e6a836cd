@testable import Causeway
import Foundation
import Testing

/// The Swift side reads and writes exactly the messages in `Tests/Fixtures/wire`, which the JS runtime's tests
/// read too.
@Suite struct WireFixtureTests {
    struct Fixture: Decodable {
        var description: String
        var from: String
        var message: JSONValue
    }

    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Fixtures/wire")

    static func fixture(_ name: String) throws -> Fixture {
        try JSONDecoder().decode(Fixture.self, from: Data(contentsOf: folder.appendingPathComponent("\(name).json")))
    }

    static var allNames: [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? [])
            .filter { $0.hasSuffix(".json") }.map { String($0.dropLast(5)) }.sorted()
    }

    @Test func everyFixtureHasAHeaderTheBridgeReads() throws {
        #expect(Self.allNames.count >= 25)
        for name in Self.allNames {
            let fixture = try Self.fixture(name)
            let message = try IncomingMessage(text: fixture.message.jsonText, limits: BridgeLimits())
            #expect(message.header.kind.rawValue == fixture.message["kind"]?.stringValue, "\(name)")
            #expect(Double(message.header.epoch) == fixture.message["epoch"]?.numberValue, "\(name)")
        }
    }

    /// A message's text byte for byte: `v`, `kind`, `epoch`, then the id as a JSON string, then the members in order.
    @Test func aMessagesTextIsItsHeaderThenItsMembers() throws {
        let codec = WireCodec(blobs: BlobStore(), limits: BridgeLimits())
        #expect(OutgoingMessage.reply(id: "p\"1\\\n", result: try codec.encode(["a": 1])).text(epoch: -3)
            == #"{"v":1,"kind":"reply","epoch":-3,"id":"p\"1\\\n","ok":true,"result":{"a":1}}"#)
        #expect(OutgoingMessage.cancel(id: "n1", reason: .timeout).text(epoch: 12)
            == #"{"v":1,"kind":"cancel","epoch":12,"id":"n1"}"#)
        #expect(OutgoingMessage.event(name: "é", data: .null).text(epoch: 0)
            == #"{"v":1,"kind":"event","epoch":0,"name":"é","data":null}"#)
    }

    @Test func nativeMessagesAreWrittenExactlyAsTheFixtures() throws {
        let blobs = BlobStore()
        let codec = WireCodec(blobs: blobs, limits: BridgeLimits())
        let written: [String: OutgoingMessage] = [
            "hello-answer": .hello(limits: BridgeLimits(), methods: [
                "device.info": .call, "network.fetchData": .call, "geo.watch": .stream,
            ]),
            "call-native": .call(id: "n1", method: "page.confirm", args: try codec.encode(["text": "Leave?"])),
            "reply-ok": .reply(id: "p1", result: try codec.encode(["model": "Linux", "memory": 24] as JSONValue)),
            "reply-invalid-arguments": .reply(id: "p4", error: BridgeError(
                .invalidArguments, "Expected to decode Int but found a string instead.",
                path: [.key("items"), .index(2), .key("count")])),
            "reply-handler-failed": .reply(id: "p5", error: .handlerFailed("disk full", data: ["free": 0])),
            "reply-unknown-method": .reply(id: "p6", error: BridgeError(.unknownMethod, "No handler for nope.nothing")),
            "event-native": .event(name: "battery", data: try codec.encode(["level": 0.5])),
            "cancel-native": .cancel(id: "n1", reason: .timeout),
            "next": .next(id: "p3", value: try codec.encode(["lat": 1.5, "lon": -2] as JSONValue)),
            "end": .end(id: "p3", error: nil),
            "end-error": .end(id: "p3", error: .handlerFailed("no fix")),
            "error": .error(BridgeError(.protocolError, "The message is not JSON")),
        ]
        for (name, message) in written {
            let fixture = try Self.fixture(name)
            let epoch = Int(fixture.message["epoch"]?.numberValue ?? 0)
            #expect(try JSONValue(json: message.text(epoch: epoch)) == fixture.message, "\(name)")
        }
        let batch = try Self.fixture("batch")
        let batched: [OutgoingMessage] = [
            .event(name: "tick", data: try codec.encode(1)),
            .call(id: "n2", method: "page.echo", args: try codec.encode("x")),
            .next(id: "p3", value: try codec.encode(7)),
            .end(id: "p3", error: nil),
        ]
        let batchText = OutgoingMessage.batchText(batched.map { $0.text(epoch: 3) }, epoch: 3)
        #expect(try JSONValue(json: batchText) == batch.message)
        #expect(try JSONValue(json: OutgoingMessage.batchText([], epoch: 3)) == Self.fixture("batch-empty").message)
    }

    @Test func payloadsDecodeIntoTypedArguments() throws {
        struct Info: Decodable { var detail: Bool }
        let codec = WireCodec(blobs: BlobStore(), limits: BridgeLimits())
        let call = try IncomingMessage(text: Self.fixture("call").message.jsonText, limits: BridgeLimits())
        #expect(try codec.decode(Info.self, field: .args, of: call).detail == true)
        let strings = try Self.fixture("strings")
        let message = try IncomingMessage(text: strings.message.jsonText, limits: BridgeLimits())
        #expect(try codec.decode(String.self, field: .args, of: message) == strings.message["args"]?.stringValue)
    }

    @Test func binaryMarkersDecodeOnlyWhenListed() throws {
        struct Save: Decodable { var name: String; var bytes: Data }
        let blobs = BlobStore()
        let codec = WireCodec(blobs: blobs, limits: BridgeLimits())
        let token = blobs.deposit(Data([1, 2, 3]))
        let listed = JSONValue.object(["v": 1, "kind": "call", "epoch": 3, "id": "p8", "method": "files.save",
                                       "args": ["name": "a.bin", "bytes": ["$blob": .string(token)]],
                                       "blobs": [.string(token)]])
        let saved = try codec.decode(Save.self, field: .args, of: IncomingMessage(text: listed.jsonText, limits: BridgeLimits()))
        #expect(saved.bytes == Data([1, 2, 3]))
        #expect(blobs.count == 0)

        let other = blobs.deposit(Data([4]))
        let unlisted = JSONValue.object(["v": 1, "kind": "call", "epoch": 3, "id": "p9", "method": "files.save",
                                         "args": ["name": "b", "bytes": ["$blob": .string(other)]]])
        #expect(throws: BridgeError.self) {
            try codec.decode(Save.self, field: .args, of: IncomingMessage(text: unlisted.jsonText, limits: BridgeLimits()))
        }
        #expect(blobs.count == 1, "an unlisted marker claims nothing")
    }
}
