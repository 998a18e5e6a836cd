public import CausewayPackages
public import Foundation

extension UpdateService {
    /// How many app contracts may be registered at once: an app build's contract is registered when it ships and
    /// removed when no device runs it any more, so this is far more than the builds an app keeps in the field, and
    /// it bounds what a release list and a check may judge.
    public static let maxContracts = 256

    /// The most bytes a contract's JSON document may have when it is registered.
    public static let maxContractBytes = 1 << 20

    /// Registers `contract` as the contract of the app build people call `name` (1 to
    /// ``RegisteredContract/maxNameBytes`` bytes, no control characters), or renames it; fails with
    /// ``UpdateServerError/conflict(_:)`` when ``maxContracts`` others are registered.
    public func register(_ contract: AppContract, name: String) async throws -> ContractSummary {
        guard (1...RegisteredContract.maxNameBytes).contains(name.utf8.count),
              !name.unicodeScalars.contains(where: { $0.properties.generalCategory == .control })
        else {
            throw UpdateServerError.badRequest("""
                A contract's name has 1 to \(RegisteredContract.maxNameBytes) bytes and no control characters
                """)
        }
        let registered = RegisteredContract(contract: contract, name: name, registeredAt: clock())
        defer { contractBook.forget() }
        try await registry.register(registered, limit: Self.maxContracts)
        return ContractSummary(digest: registered.digest, name: name, registeredAt: registered.registeredAt)
    }

    /// Forgets the registered contract `digest`; ``UpdateServerError/notFound(_:)`` when there is none. Checks that
    /// report it are then offered only releases without needs.
    public func removeContract(_ digest: String) async throws {
        defer { contractBook.forget() }
        guard try await registry.removeContract(digest) else {
            throw UpdateServerError.notFound("No app contract \(digest) is registered")
        }
    }

    /// Every registered contract, sorted by name, with when a device checking for `packageID` last reported it
    /// when that is given.
    public func contracts(reportedFor packageID: String?) async throws -> [ContractSummary] {
        try await registry.contracts(reportedFor: packageID)
    }

    /// Which releases of `releases` the app of a device that reported the contract `digest` in a check of
    /// `packageID` can run: every one when it reported none (it is judged by its native version alone), those
    /// without needs when no publisher registered that contract, and otherwise those whose needs it meets. Noted in
    /// the registry, once an hour per package and contract, when the package has releases and the contract is
    /// registered, so ``contracts(reportedFor:)`` can tell publishers which contracts devices run.
    nonisolated func appRuns(reporting digest: String?, for packageID: String,
                             among releases: ReleaseIndex) async throws -> @Sendable (Release) -> Bool
    {
        guard let digest else { return { _ in true } }
        guard let contract = try await contractBook.contracts(from: registry)[digest] else { return { $0.needs == nil } }
        if !releases.releases.isEmpty, contractBook.shouldNote(digest, for: packageID) {
            // A note that fails is a late one, not a failed check: the next hour's check notes it.
            try? await registry.noteReported(digest, for: packageID, at: clock())
        }
        let book = contractBook
        return { book.serves($0, with: contract) }
    }

    /// The registered contracts that can run `release`, sorted by name; `nil` when it has no needs.
    nonisolated func contracts(serving release: Release) async throws -> [ContractSummary]? {
        guard release.needs != nil else { return nil }
        return try await contractBook.contracts(from: registry).values
            .filter { contractBook.serves(release, with: $0) }
            .map { ContractSummary(digest: $0.digest, name: $0.name, registeredAt: $0.registeredAt) }
            .sorted { ($0.name, $0.digest) < ($1.name, $1.digest) }
    }
}
