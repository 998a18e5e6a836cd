import CausewayPackages
@testable import CausewayUpdateServer
import Foundation
import Synchronization
import Testing
import Version

/// `/readyz` can be asked by anyone as often as they like: the registry behind it is read at most once a second, and
/// a registry that hangs makes a probe answer "not ready" by its limit.
@Suite struct RegistryProbeTests {
    /// A registry whose package list never comes, counting how often it is asked; it takes no other call.
    private final class HangingRegistry: ReleaseRegistry {
        let asked = Mutex(0)

        func packageIDs(after: String?, limit: Int?) async throws -> [String] {
            asked.withLock { $0 += 1 }
            try await Task.sleep(for: .seconds(3600))
            return []
        }

        func add(_ release: Release) async throws { Issue.record("not a probe's call") }
        func releases(of packageID: String) async throws -> [Release] { [] }
        func release(of packageID: String, version: Version) async throws -> Release? { nil }
        func update(_ packageID: String, version: Version,
                    _ change: @Sendable (inout Release) throws -> Void) async throws -> Release
        {
            throw UpdateServerError.notFound("not a probe's call")
        }
        func record(_ report: InstallReport, from network: ClientNetwork, redeeming tokenID: String) async throws {}
        func tokenSecret() async throws -> Data { Data() }
        func health(of packageID: String, version: Version, round: Int?) async throws -> ReleaseHealth { ReleaseHealth() }
        func delta(of packageID: String, from base: Version, to version: Version) async throws -> Delta? { nil }
        func delta(of packageID: String, from base: Version, to version: Version,
                   makingItWith make: @Sendable () async throws -> Delta) async throws -> Delta
        {
            try await make()
        }
        func removeDeltas(of packageID: String, to version: Version) async throws -> [String] { [] }
        func fileNames() async throws -> Set<String> { [] }
        func register(_ contract: RegisteredContract, limit: Int) async throws {}
        func removeContract(_ digest: String) async throws -> Bool { false }
        func contracts(reportedFor packageID: String?) async throws -> [ContractSummary] { [] }
        func contract(_ digest: String) async throws -> RegisteredContract? { nil }
        func noteReported(_ digest: String, for packageID: String, at date: Date) async throws {}
        func close() async {}
    }

    @Test func manyProbesAtOnceReadAHangingRegistryOnceAndAllSayNotReady() async throws {
        let registry = HangingRegistry()
        let probe = RegistryProbe(registry, limit: .milliseconds(200))
        let started = ContinuousClock.now
        let answers = await withTaskGroup(of: Bool.self) { group in
            for _ in 0..<500 { group.addTask { await probe.answers() } }
            return await group.reduce(into: [Bool]()) { $0.append($1) }
        }
        let seconds = Int((ContinuousClock.now - started).components.seconds)
        #expect(answers.count == 500 && answers.allSatisfy { !$0 })
        // One read a second at most: one on a machine that runs the 500 probes within a second, as it should.
        #expect(registry.asked.withLock { $0 } <= 1 + seconds)
    }
}
