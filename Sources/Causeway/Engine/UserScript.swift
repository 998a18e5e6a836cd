/// A script an engine injects into documents it loads.
public struct UserScript: Sendable, Equatable {
    /// When the script runs.
    public enum InjectionTime: Sendable, Equatable {
        /// Before any of the document's own scripts.
        case documentStart
        /// After the document has been parsed.
        case documentEnd
    }

    /// Which frames the script is injected into.
    public enum Frames: Sendable, Equatable {
        /// Every frame, including iframes.
        case all
        /// The main frame only.
        case mainOnly
    }

    /// The JavaScript source.
    public var source: String
    /// When it runs.
    public var injectionTime: InjectionTime
    /// Which frames receive it.
    public var frames: Frames
    /// The script world it runs in.
    public var world: ScriptWorld

    /// Describes a user script.
    public init(source: String, injectionTime: InjectionTime, frames: Frames, world: ScriptWorld) {
        self.source = source
        self.injectionTime = injectionTime
        self.frames = frames
        self.world = world
    }
}

/// A JavaScript world: the page's own, or an isolated one whose globals page script cannot see.
public enum ScriptWorld: Sendable, Hashable {
    /// The world the page's own scripts run in.
    case page
    /// An isolated world with this name (a `WKContentWorld` on Apple, a `WebKitScriptWorld` on WebKitGTK).
    case named(String)
}
