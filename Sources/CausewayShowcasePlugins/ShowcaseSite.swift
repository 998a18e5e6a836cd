public import Foundation

/// What the showcase's pages (`Examples/Showcase`) take for granted of the app hosting them, on every platform: the
/// scheme and the second origin their frames load from, and the API site whose cookies they read.
public enum ShowcaseSite {
    /// The scheme the pages are served from.
    public static let scheme = "causeway"
    /// The host of another origin serving the same pages: `index.html` frames `causeway://elsewhere/frame.html`,
    /// which the policy does not trust.
    public static let otherOriginHost = "elsewhere"
    /// The app's API server, whose cookies its pages reach with `cookies.*`'s `url`: pages from a custom scheme
    /// have no cookies of their own.
    public static let apiSite = URL(string: "https://api.showcase.example/")!
    /// The cookie the app sets natively for ``apiSite`` before the first page loads; its value is the launch time.
    public static let launchCookie = "showcase-launch"
    /// The session cookie for ``apiSite`` of the account signed in with `login.signIn`.
    public static let sessionCookie = "showcase-session"
}
