public import Causeway
public import CausewayShowcasePlugins

extension ShowcasePlugins {
    /// One instance of every plugin `causeway run` installs: the shared ones, and the screen and article plugins
    /// with no window; the plugins as they describe themselves, for typings.
    @MainActor
    public static func all() -> [any Plugin] {
        described() + [GTKScreenPlugin(window: nil), ArticlePlugin()]
    }
}
