import Causeway
import Foundation

/// The native methods the showcase page calls.
enum ShowcaseHandlers {
    struct Add: Codable, Sendable { var a: Double; var b: Double }
    struct Ticks: Codable, Sendable { var count: Int; var intervalMS: Int }
    struct Wait: Codable, Sendable { var ms: Int }
    struct Bytes: Codable, Sendable { var bytes: Data }
    struct Size: Codable, Sendable { var size: Int }
    struct DeviceInfo: Codable, Sendable { var system: String; var processors: Int; var memoryGiB: Int; var host: String }
    struct Digest: Codable, Sendable { var count: Int; var sum: Int; var first: [UInt8] }

    @MainActor
    static func install(on bridge: Bridge) {
        bridge.handle("device.info") { (_: Empty) in
            let info = ProcessInfo.processInfo
            return DeviceInfo(system: info.operatingSystemVersionString, processors: info.activeProcessorCount,
                              memoryGiB: Int(info.physicalMemory >> 30), host: info.hostName)
        }
        bridge.handle("math.add") { (args: Add) in args.a + args.b }
        bridge.handle("math.divide") { (args: Add) -> Double in
            guard args.b != 0 else { throw BridgeError.handlerFailed("Division by zero", data: ["dividend": .number(args.a)]) }
            return args.a / args.b
        }
        bridge.handle("task.wait") { (args: Wait) -> String in
            try await Task.sleep(for: .milliseconds(args.ms))
            return "waited \(args.ms) ms"
        }
        bridge.handleStream("clock.ticks") { (args: Ticks, _: CallContext) in
            AsyncThrowingStream<Int, any Error> { continuation in
                let task = Task {
                    for tick in 1...max(args.count, 1) {
                        try await Task.sleep(for: .milliseconds(args.intervalMS))
                        continuation.yield(tick)
                    }
                    continuation.finish()
                }
                continuation.onTermination = { _ in task.cancel() }
            }
        }
        bridge.handle("files.digest") { (args: Bytes) in
            Digest(count: args.bytes.count, sum: args.bytes.reduce(0) { $0 + Int($1) }, first: Array(args.bytes.prefix(8)))
        }
        bridge.handle("files.random") { (args: Size) in
            var generator = SystemRandomNumberGenerator()
            return Data((0..<max(args.size, 0)).map { _ in UInt8.random(in: 0...255, using: &generator) })
        }
        bridge.handle("events.echo") { [weak bridge] (args: JSONValue) -> Int in
            guard case .array(let items) = args else { return 0 }
            for item in items { try await bridge?.emit("echoed", item) }
            return items.count
        }
    }
}
