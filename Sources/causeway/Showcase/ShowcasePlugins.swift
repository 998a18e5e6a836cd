import Causeway

/// The plugins `causeway run` installs, which the showcase page calls.
enum ShowcasePlugins {
    @MainActor
    static func all() -> [any Plugin] {
        [DevicePlugin(), MathPlugin(), TaskPlugin(), ClockPlugin(), FilesPlugin(), EventsPlugin()]
    }
}
