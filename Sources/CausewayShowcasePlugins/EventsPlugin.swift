import Causeway

/// `events.echo`: sends each value back to the page as an `echoed` event, in order.
final class EventsPlugin: Plugin {
    let namespace = "events"
    private weak var bridge: Bridge?

    func attached(to bridge: Bridge) {
        self.bridge = bridge
    }

    func register(_ methods: PluginMethods) {
        methods.handle("echo") { [weak self] (values: [JSONValue]) -> Int in
            try await self?.echo(values)
            return values.count
        }
    }

    private func echo(_ values: [JSONValue]) throws(BridgeError) {
        for value in values { try bridge?.emit("echoed", value) }
    }
}
