public import Foundation

/// A navigation the engine is about to start, offered to the app for a decision.
public struct NavigationAction: Sendable, Equatable {
    /// What started the navigation.
    public enum Kind: Sendable, Equatable {
        case linkActivated
        case formSubmitted
        case backForward
        case reload
        case formResubmitted
        /// Script, a redirect, or an app call such as `load`.
        case other
    }

    /// The URL about to load.
    public var url: URL
    /// What started it.
    public var kind: Kind
    /// Whether it targets the main frame; `nil` when the engine does not say (WebKitGTK asks for every frame
    /// without naming which).
    public var isMainFrame: Bool?
    /// Whether the user started it (a click or a key press) rather than script on its own.
    public var isUserGesture: Bool

    /// Describes a navigation.
    public init(url: URL, kind: Kind, isMainFrame: Bool?, isUserGesture: Bool) {
        self.url = url
        self.kind = kind
        self.isMainFrame = isMainFrame
        self.isUserGesture = isUserGesture
    }
}

/// Whether the engine goes ahead with a navigation.
public enum NavigationDecision: Sendable, Equatable {
    case allow
    case cancel
}
