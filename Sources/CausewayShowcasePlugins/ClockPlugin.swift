import Causeway

/// `clock.ticks`: a stream that stops when the page leaves its loop.
final class ClockPlugin: Plugin {
    /// How many ticks, and how far apart: at most 10,000, at most a minute apart.
    struct Ticks: Codable, Sendable, Bounded {
        var count: Int
        var intervalMS: Int

        func checkBounds(_ bounds: Bounds) throws(BridgeError) {
            try bounds.integer(count, in: 1...10_000, at: "count")
            try bounds.integer(intervalMS, in: 0...60_000, at: "intervalMS")
        }
    }

    let namespace = "clock"

    func register(_ methods: PluginMethods) {
        methods.handleStream("ticks") { (args: Ticks, _: CallContext) in
            AsyncThrowingStream<Int, any Error> { continuation in
                let task = Task {
                    for tick in 1...args.count {
                        try await Task.sleep(for: .milliseconds(args.intervalMS))
                        continuation.yield(tick)
                    }
                    continuation.finish()
                }
                continuation.onTermination = { _ in task.cancel() }
            }
        }
    }
}
