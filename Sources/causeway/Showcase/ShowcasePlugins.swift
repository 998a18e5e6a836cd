import Causeway

/// The plugins `causeway run` installs, which the showcase page calls.
enum ShowcasePlugins {
    /// Makers of the plugins, one instance per container.
    @MainActor
    static let factories: [@MainActor () -> any Plugin] = [
        DevicePlugin.init, MathPlugin.init, TaskPlugin.init, ClockPlugin.init, FilesPlugin.init, EventsPlugin.init,
    ]

    @MainActor
    static func all() -> [any Plugin] {
        factories.map { $0() }
    }
}
