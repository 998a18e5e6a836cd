/// One rule of a ``CapabilityPolicy``: which origins, in which frames, may (or may not) call which methods.
public struct CapabilityRule: Sendable, Hashable {
    /// What a matching rule decides.
    public enum Effect: Sendable, Hashable {
        case allow
        case deny
    }

    /// Which frames a rule covers.
    public enum Frames: Sendable, Hashable {
        /// The main frame only: the default, so iframes are an explicit opt-in.
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
