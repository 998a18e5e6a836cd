/// Who may call what: rules of origin × frame × method, where a denying rule wins and nothing is allowed unless a
/// rule allows it.
///
/// A frame of the main document's origin shares the main frame's rights, as on the web: it can call through its
/// parent's runtime (see ``CapabilityRule/Frames``). Keep untrusted HTML in an iframe sandboxed without
/// `allow-same-origin`.
///
/// ```swift
/// var policy = CapabilityPolicy()
/// policy.rules.append(.allow(["causeway://*", "https://app.example"]))             // main frames only
/// policy.rules.append(.allow(["https://maps.example"], frames: .sub, methods: ["geo.*"]))
/// policy.rules.append(.deny(["*"], methods: ["files.delete"]))
/// ```
public struct CapabilityPolicy: Sendable, Hashable {
    /// The rules, in no particular order: the outcome does not depend on it.
    public var rules: [CapabilityRule]

    /// A policy with `rules`; with none, every call is denied.
    public init(rules: [CapabilityRule] = []) {
        self.rules = rules
    }

    /// A policy that lets the main frames of `origins` call every method.
    public static func allowing(_ origins: [OriginPattern]) -> CapabilityPolicy {
        CapabilityPolicy(rules: [.allow(origins)])
    }

    /// Whether `sender` may call (or send the event) `method`.
    public func permits(_ sender: Sender, method: String) -> Bool {
        var allowed = false
        for rule in rules where rule.matches(sender, method: method) {
            guard rule.effect == .allow else { return false }
            allowed = true
        }
        return allowed
    }
}
