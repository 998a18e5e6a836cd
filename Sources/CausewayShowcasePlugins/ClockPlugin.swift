import Causeway

/// `clock.ticks`: a stream that stops when the page leaves its loop.
final class ClockPlugin: Plugin {
    struct Ticks: Codable, Sendable { var count: Int; var intervalMS: Int }

    let namespace = "clock"

    func register(_ methods: PluginMethods) {
        methods.handleStream("ticks") { (args: Ticks, _: CallContext) in
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
    }
}
