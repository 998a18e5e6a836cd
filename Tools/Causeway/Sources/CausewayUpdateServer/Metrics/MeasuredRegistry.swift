import CausewayPackages
import Foundation
import Version

/// A registry whose every operation is counted in ``UpdateMetrics``: how many run at once (the database pool's use),
/// how long each takes, and which fail.
struct MeasuredRegistry: ReleaseRegistry {
    private let registry: any ReleaseRegistry
    private let metrics: UpdateMetrics

    init(_ registry: any ReleaseRegistry, metrics: UpdateMetrics) {
        self.registry = registry
        self.metrics = metrics
    }

    func add(_ release: Release) async throws {
        try await metrics.registryOperation("add") { try await registry.add(release) }
    }

    func packageIDs(after: String?, limit: Int?) async throws -> [String] {
        try await metrics.registryOperation("packageIDs") { try await registry.packageIDs(after: after, limit: limit) }
    }

    func releases(of packageID: String) async throws -> [Release] {
        try await metrics.registryOperation("releases") { try await registry.releases(of: packageID) }
    }

    func release(of packageID: String, version: Version) async throws -> Release? {
        try await metrics.registryOperation("release") { try await registry.release(of: packageID, version: version) }
    }

    func update(_ packageID: String, version: Version,
                _ change: @Sendable (inout Release) throws -> Void) async throws -> Release
    {
        try await metrics.registryOperation("update") { try await registry.update(packageID, version: version, change) }
    }

    func record(_ report: InstallReport, from network: ClientNetwork, redeeming tokenID: String) async throws {
        try await metrics.registryOperation("record") {
            try await registry.record(report, from: network, redeeming: tokenID)
        }
    }

    func tokenSecret() async throws -> Data {
        try await metrics.registryOperation("tokenSecret") { try await registry.tokenSecret() }
    }

    func health(of packageID: String, version: Version, round: Int?) async throws -> ReleaseHealth {
        try await metrics.registryOperation("health") {
            try await registry.health(of: packageID, version: version, round: round)
        }
    }

    func delta(of packageID: String, from base: Version, to version: Version) async throws -> Delta? {
        try await metrics.registryOperation("delta") { try await registry.delta(of: packageID, from: base, to: version) }
    }

    func delta(of packageID: String, from base: Version, to version: Version,
               makingItWith make: @Sendable () async throws -> Delta) async throws -> Delta
    {
        // The time includes making the delta, which the registry holds its lock for: the wait as a caller sees it.
        try await metrics.registryOperation("makeDelta") {
            try await registry.delta(of: packageID, from: base, to: version, makingItWith: make)
        }
    }

    func removeDeltas(of packageID: String, to version: Version) async throws -> [String] {
        try await metrics.registryOperation("removeDeltas") { try await registry.removeDeltas(of: packageID, to: version) }
    }

    func fileNames() async throws -> Set<String> {
        try await metrics.registryOperation("fileNames") { try await registry.fileNames() }
    }

    func register(_ contract: RegisteredContract, limit: Int) async throws {
        try await metrics.registryOperation("registerContract") { try await registry.register(contract, limit: limit) }
    }

    func removeContract(_ digest: String) async throws -> Bool {
        try await metrics.registryOperation("removeContract") { try await registry.removeContract(digest) }
    }

    func contracts(reportedFor packageID: String?) async throws -> [ContractSummary] {
        try await metrics.registryOperation("contracts") { try await registry.contracts(reportedFor: packageID) }
    }

    func contract(_ digest: String) async throws -> RegisteredContract? {
        try await metrics.registryOperation("contract") { try await registry.contract(digest) }
    }

    func noteReported(_ digest: String, for packageID: String, at date: Date) async throws {
        try await metrics.registryOperation("noteReported") {
            try await registry.noteReported(digest, for: packageID, at: date)
        }
    }

    func close() async {
        await registry.close()
    }
}
