/// One rule of a ``CapabilityPolicy``: which origins, in which frames, may (or may not) call which methods.
public struct CapabilityRule: Sendable, Hashable {
    /// What a matching rule decides.
    public enum Effect: Sendable, Hashable {
        case allow
        case deny
    }

    /// Which frames a rule covers, as each frame's own courier reports it.
    ///
    /// The frame kind tells a frame of another origin from the main frame; it cannot tell a frame of the main
    /// document's own origin from it. Such a frame (a plain or `srcdoc` iframe, or one sandboxed with
    /// `allow-same-origin`) may script its parent as the web allows: it calls the parent's `window.causeway`, or
    /// dispatches `causeway:send` on `parent.document`, and the call is the main frame's. Show HTML you do not trust
    /// in an iframe sandboxed without `allow-same-origin` (`<iframe sandbox="allow-scripts" srcdoc="…">`): it gets an
    /// opaque origin, reaches nothing of its parent, and calls as a subframe of origin `null`.
    public enum Frames: Sendable, Hashable {
        /// The main frame only: the default, so iframes are an explicit opt-in. It holds against frames of other
        /// origins (and sandboxed ones without `allow-same-origin`) only: a frame of the main document's origin can
        /// call through its parent with the main frame's rights.
        case main
        /// Subframes (iframes) only.
        case sub
        /// The main frame and subframes.
        case any

        func covers(isMainFrame: Bool) -> Bool {
            switch self {
            case .main: isMainFrame
            case .sub: !isMainFrame
            case .any: true
            }
        }
    }

    public var effect: Effect
    public var origins: [OriginPattern]
    public var frames: Frames
    public var methods: [MethodPattern]

    /// A rule that lets `origins` call `methods` from `frames`.
    public static func allow(_ origins: [OriginPattern], frames: Frames = .main, methods: [MethodPattern] = ["*"]) -> CapabilityRule {
        CapabilityRule(effect: .allow, origins: origins, frames: frames, methods: methods)
    }

    /// A rule that forbids `origins` to call `methods` from `frames`; it wins over every allowing rule.
    public static func deny(_ origins: [OriginPattern], frames: Frames = .any, methods: [MethodPattern] = ["*"]) -> CapabilityRule {
        CapabilityRule(effect: .deny, origins: origins, frames: frames, methods: methods)
    }

    /// Whether this rule speaks about `method` called by `sender`.
    public func matches(_ sender: Sender, method: String) -> Bool {
        frames.covers(isMainFrame: sender.isMainFrame)
            && origins.contains { $0.matches(sender.origin) }
            && methods.contains { $0.matches(method) }
    }
}
