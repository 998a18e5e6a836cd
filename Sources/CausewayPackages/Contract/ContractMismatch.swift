/// A need of a package that an app's contract does not meet.
public struct ContractMismatch: Sendable, Hashable, CustomStringConvertible {
    /// Why the need is not met.
    public enum Reason: Sendable, Hashable {
        /// The app serves nothing by the entry's name.
        case missing
        /// The app serves the entry with another kind or a shape the pages' shape does not fit; each problem says
        /// where (`input.items[].sku`) and what.
        case incompatible([String])
    }

    /// The entry's name: `cart.add`, `view:video`, `view:video.seek`, `view:video@ended`.
    public var entry: String
    /// Why the app cannot serve it.
    public var reason: Reason

    /// A mismatch of `entry` for `reason`.
    public init(entry: String, reason: Reason) {
        self.entry = entry
        self.reason = reason
    }

    public var description: String {
        switch reason {
        case .missing: "\(entry): the app does not have it"
        case .incompatible(let problems): "\(entry): \(problems.joined(separator: "; "))"
        }
    }
}
