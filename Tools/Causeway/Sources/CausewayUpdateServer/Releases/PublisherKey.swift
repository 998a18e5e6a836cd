public import CausewayPackages
public import Foundation

/// A publisher's key whose packages a server accepts: for good, or until a moment, while a key is rotated out. Give
/// the new key and the old one with ``acceptedUntil`` set, and both publish until then; past it, the old key's
/// uploads are refused with ``UpdateServerError/forbidden(_:)``, saying when it retired.
public struct PublisherKey: Sendable, Equatable {
    /// The key.
    public var key: PackageVerifyingKey
    /// The moment the key stops being accepted; `nil` for a key accepted for good.
    public var acceptedUntil: Date?

    /// `key`, accepted until `acceptedUntil` (for good without one).
    public init(_ key: PackageVerifyingKey, acceptedUntil: Date? = nil) {
        self.key = key
        self.acceptedUntil = acceptedUntil
    }

    /// Whether the key is accepted at `moment`.
    public func isAccepted(at moment: Date) -> Bool {
        acceptedUntil.map { moment < $0 } ?? true
    }
}
