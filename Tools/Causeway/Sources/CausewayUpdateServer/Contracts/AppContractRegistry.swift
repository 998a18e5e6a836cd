public import CausewayPackages
public import Foundation

/// Where the update server keeps the app contracts publishers registered, and when devices last reported each one:
/// the part of a ``ReleaseRegistry`` that update checks by contract read.
public protocol AppContractRegistry: Sendable {
    /// Registers `contract`, or renames it when its digest is registered already; fails with
    /// ``UpdateServerError/conflict(_:)`` when `limit` other contracts are registered.
    func register(_ contract: RegisteredContract, limit: Int) async throws

    /// Forgets the contract `digest`, and when devices reported it; `false` when it was not registered.
    func removeContract(_ digest: String) async throws -> Bool

    /// Every registered contract, without its entries, sorted by name then digest; with `lastReported` for
    /// `packageID` when it is given.
    func contracts(reportedFor packageID: String?) async throws -> [ContractSummary]

    /// The registered contract `digest`, or `nil` when there is none.
    func contract(_ digest: String) async throws -> RegisteredContract?

    /// Notes that a device checking for `packageID` reported the registered contract `digest` at `date`.
    func noteReported(_ digest: String, for packageID: String, at date: Date) async throws
}
