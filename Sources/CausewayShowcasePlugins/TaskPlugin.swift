import Causeway

/// `task.wait`: a slow call, for cancellation and timeouts.
final class TaskPlugin: Plugin {
    /// How long to wait: at most ten minutes.
    struct Wait: Codable, Sendable, Bounded {
        var ms: Int

        func checkBounds(_ bounds: Bounds) throws(BridgeError) {
            try bounds.integer(ms, in: 0...600_000, at: "ms")
        }
    }

    let namespace = "task"

    func register(_ methods: PluginMethods) {
        methods.handle("wait") { (args: Wait) -> String in
            try await Task.sleep(for: .milliseconds(args.ms))
            return "waited \(args.ms) ms"
        }
    }
}
