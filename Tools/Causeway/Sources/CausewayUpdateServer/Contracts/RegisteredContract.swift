public import CausewayPackages
public import Foundation

/// An app build's contract as a publisher registered it with the server, under a name people know it by
/// (`shop iOS 4.2`): what update checks that report its ``AppContract/digest`` are judged against.
public struct RegisteredContract: Sendable, Equatable {
    /// The contract.
    public let contract: AppContract
    /// What people call the app build that serves it.
    public let name: String
    /// When it was registered (or renamed).
    public let registeredAt: Date

    public init(contract: AppContract, name: String, registeredAt: Date = Date()) {
        self.contract = contract
        self.name = name
        self.registeredAt = registeredAt
    }

    /// The contract's digest, which checks report.
    public var digest: String { contract.digest }

    /// The most bytes a contract's name may have.
    public static let maxNameBytes = 64
}

/// A registered contract as the server lists it: without its entries.
public struct ContractSummary: Codable, Sendable, Equatable, Hashable {
    /// The contract's ``AppContract/digest``.
    public var digest: String
    /// What people call the app build that serves it.
    public var name: String
    /// When it was registered (or renamed).
    public var registeredAt: Date
    /// When a device last reported it in a check of the package the list was asked for; `nil` when none did, or
    /// the list was not asked for a package. Noted at most once an hour per package and contract by each instance.
    public var lastReported: Date?

    public init(digest: String, name: String, registeredAt: Date, lastReported: Date? = nil) {
        self.digest = digest
        self.name = name
        self.registeredAt = registeredAt
        self.lastReported = lastReported
    }
}
