import CausewayPackages
import CausewayUpdateServer
import Testing
import Version

/// What a registry migrated from before running counts must say of the reports both schema tests store before the
/// migration (devices a to d of `shop` 1.0.0, over rounds 0 and 1), and after device c reports again.
func expectTheStoredReportsCounted(by registry: some ReleaseRegistry) async throws {
    func health(_ round: Int?) async throws -> ReleaseHealth {
        try await registry.health(of: "shop", version: Version(1, 0, 0), round: round)
    }
    #expect(try await health(nil) == ReleaseHealth(installed: 1, rolledBack: 1, failed: 2, badNetworks: 1))
    #expect(try await health(0) == ReleaseHealth(installed: 1, failed: 1, badNetworks: 1))
    #expect(try await health(1) == ReleaseHealth(rolledBack: 1, failed: 1, badNetworks: 1))
    try await registry.record(InstallReport(packageID: "shop", version: Version(1, 0, 0), device: "c", outcome: .installed),
                              from: ClientNetwork(address: "192.0.2.1"), redeeming: "token-c")
    #expect(try await health(1) == ReleaseHealth(failed: 1), "c's earlier report left its round")
    #expect(try await health(nil) == ReleaseHealth(installed: 2, failed: 2, badNetworks: 1))
}
