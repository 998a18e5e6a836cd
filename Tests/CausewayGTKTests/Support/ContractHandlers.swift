import Causeway
import Foundation

/// What native handlers noticed, for assertions: cancellations, mostly.
@MainActor
final class Recorder {
    private(set) var notes: [String] = []

    func note(_ text: String) {
        notes.append(text)
    }
}

struct Order: Codable, Sendable {
    struct Item: Codable, Sendable { var name: String; var count: Int }
    var items: [Item]
}

struct Add: Codable, Sendable { var a: Int; var b: Int }
struct Sleep: Codable, Sendable { var ms: Int; var tag: String }
struct Upload: Codable, Sendable { var bytes: Data }
struct Size: Codable, Sendable { var size: Int }
struct Count: Codable, Sendable { var upTo: Int }
struct Tag: Codable, Sendable { var tag: String }

struct DiskFull: LocalizedError {
    var errorDescription: String? { "disk full" }
}

/// Who may call what in the contract tests: the app's frames everything, frames of the other origin only
/// `test.whoami`, and nobody `test.forbidden`.
let contractPolicy = CapabilityPolicy(rules: [
    .allow(["causeway-test://app"], frames: .any),
    .allow(["causeway-test://other"], frames: .sub, methods: ["test.whoami"]),
    .deny(["*"], methods: ["test.forbidden"]),
])

/// Registers the native methods the contract pages call.
@MainActor
func installContractHandlers(on bridge: Bridge, recorder: Recorder) {
    bridge.handle("test.echo") { (args: JSONValue) in args }
    bridge.handle("test.forbidden") { (_: Empty) in "reached" }
    bridge.handle("test.add") { (args: Add) in args.a + args.b }
    bridge.handle("test.order") { (order: Order) in order.items.map(\.count).reduce(0, +) }
    bridge.handle("test.fail") { (_: Empty) -> Int in
        throw BridgeError.handlerFailed("quota exceeded", data: ["free": 0])
    }
    bridge.handle("test.throw") { (_: Empty) -> Int in throw DiskFull() }
    bridge.handle("test.deny") { (_: Empty) -> Int in throw BridgeError(.denied, "not for you") }
    bridge.handle("test.cancelItself") { (_: Empty) -> Int in throw CancellationError() }
    bridge.handle("test.sleep") { [weak recorder] (args: Sleep) -> String in
        do {
            try await Task.sleep(for: .milliseconds(args.ms))
            return args.tag
        } catch {
            await recorder?.note("cancelled:\(args.tag)")
            throw error
        }
    }
    bridge.handle("test.whoami") { (_: JSONValue, context: CallContext) -> JSONValue in
        ["origin": .string(context.sender.origin), "main": .bool(context.sender.isMainFrame),
         "frameKnown": .bool(!context.sender.frameID.isEmpty && context.sender.frameID != "forged")]
    }
    bridge.handle("test.upload") { (args: Upload) -> JSONValue in
        let expected = Data((0..<args.bytes.count).map { UInt8($0 % 251) })
        return ["count": .number(Double(args.bytes.count)), "matches": .bool(args.bytes == expected)]
    }
    bridge.handle("test.download") { (args: Size) in Data((0..<args.size).map { UInt8($0 % 251) }) }
    bridge.handleStream("test.count") { (args: Count, _: CallContext) in
        AsyncStream<Int> { continuation in
            for value in 1...args.upTo { continuation.yield(value) }
            continuation.finish()
        }
    }
    bridge.handleStream("test.forever") { [weak recorder] (args: Tag, _: CallContext) in
        AsyncThrowingStream<Int, any Error> { continuation in
            let task = Task {
                var value = 0
                while !Task.isCancelled {
                    value += 1
                    continuation.yield(value)
                    try? await Task.sleep(for: .milliseconds(2))
                }
            }
            continuation.onTermination = { _ in
                task.cancel()
                Task { @MainActor in recorder?.note("stream-ended:\(args.tag)") }
            }
        }
    }
    bridge.handleStream("test.brokenStream") { (_: Empty, _: CallContext) in
        AsyncThrowingStream<Int, any Error> { continuation in
            continuation.yield(1)
            continuation.finish(throwing: DiskFull())
        }
    }
}
