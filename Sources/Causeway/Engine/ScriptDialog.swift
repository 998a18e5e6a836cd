/// A JavaScript dialog a page opened: `alert`, `confirm` or `prompt`. The page's script waits until it is
/// answered.
public struct ScriptDialog: Sendable, Equatable {
    /// Which dialog.
    public enum Kind: Sendable, Equatable {
        case alert
        case confirm
        /// A prompt with its default text.
        case prompt(defaultText: String)
    }

    /// How the user answered.
    public enum Answer: Sendable, Equatable {
        /// The alert was dismissed, or the confirm or prompt cancelled.
        case dismissed
        /// The confirm was accepted.
        case confirmed
        /// The prompt was accepted with this text.
        case text(String)
    }

    /// Which dialog.
    public var kind: Kind
    /// The message the page passed.
    public var message: String
    /// The origin of the page that opened it, as `scheme://host[:port]`, when known.
    public var origin: String?

    /// Describes a dialog.
    public init(kind: Kind, message: String, origin: String?) {
        self.kind = kind
        self.message = message
        self.origin = origin
    }
}
