public import Causeway

/// The plugins `causeway run` installs, which the showcase page calls.
public enum ShowcasePlugins {
    /// Makers of the plugins, one instance per container; ``ShowcaseApp`` adds the screen and article plugins over
    /// its window and the login plugin over its account.
    @MainActor
    public static let factories: [@MainActor () -> any Plugin] = [
        DevicePlugin.init, MathPlugin.init, TaskPlugin.init, ClockPlugin.init, FilesPlugin.init, EventsPlugin.init,
    ]

    /// One instance of each plugin, and the screen, article and login plugins with no window or cookie store: the
    /// plugins as they describe themselves, for typings.
    @MainActor
    public static func all() -> [any Plugin] {
        factories.map { $0() } + [ScreenPlugin(window: nil), ArticlePlugin(),
                                  LoginPlugin(account: AccountState(), cookies: nil)]
    }
}
