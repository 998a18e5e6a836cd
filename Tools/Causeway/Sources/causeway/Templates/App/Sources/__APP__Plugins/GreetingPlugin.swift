public import Causeway

/// The app's native plugin: pages call `causeway.greeting.hello({ name })`.
public final class GreetingPlugin: Plugin {
    /// What the page sends.
    public struct Hello: Codable, Sendable {
        public var name: String
    }

    /// What native code answers.
    public struct Greeting: Codable, Sendable {
        public var text: String
        /// The system the app runs on: `Linux`, `iOS`.
        public var system: String
    }

    public let namespace = "greeting"
    private let info: AppInfo

    /// The plugin of the app `info` describes.
    public init(info: AppInfo) {
        self.info = info
    }

    public func register(_ methods: PluginMethods) {
        let system = info.device.system
        methods.handle("hello") { (hello: Hello) in
            guard !hello.name.isEmpty else {
                throw BridgeError(.invalidArguments, "A name is needed", path: [.key("name")])
            }
            return Greeting(text: "Hello, \(hello.name)!", system: system)
        }
    }
}
