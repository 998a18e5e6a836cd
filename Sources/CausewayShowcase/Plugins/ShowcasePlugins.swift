public import Causeway

/// The plugins `causeway run` installs, which the showcase page calls.
public enum ShowcasePlugins {
    /// Makers of the plugins, one instance per container; ``ShowcaseApp`` adds the screen and article plugins over
    /// its window.
    @MainActor
    public static let factories: [@MainActor () -> any Plugin] = [
        DevicePlugin.init, MathPlugin.init, TaskPlugin.init, ClockPlugin.init, FilesPlugin.init, EventsPlugin.init,
    ]

    /// One instance of each plugin, and the screen and article plugins with no window: the plugins as they
    /// describe themselves, for typings.
    @MainActor
    public static func all() -> [any Plugin] {
        factories.map { $0() } + [ScreenPlugin(window: nil), ArticlePlugin()]
    }
}
