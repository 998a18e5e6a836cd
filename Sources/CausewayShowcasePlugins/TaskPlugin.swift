import Causeway

/// `task.wait`: a slow call, for cancellation and timeouts.
final class TaskPlugin: Plugin {
    struct Wait: Codable, Sendable { var ms: Int }

    let namespace = "task"

    func register(_ methods: PluginMethods) {
        methods.handle("wait") { (args: Wait) -> String in
            try await Task.sleep(for: .milliseconds(args.ms))
            return "waited \(args.ms) ms"
        }
    }
}
