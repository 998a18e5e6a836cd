import CausewayPackages
import CausewayUpdateServer
import Foundation
#if canImport(Glibc)
import CoreFoundation
import Glibc
#endif
import Testing
import Version

/// What anyone may ask of the releases costs the same however many devices reported: listing a package's releases
/// with their health reads running counts kept as reports arrive, not the reports.
@Suite struct ReportCostTests {
    /// Two registries with the same releases, one with ten times the other's reports; listing costs about the same
    /// CPU on both, measured alternately in this process (the old listing, which read every report, cost about ten
    /// times as much on the larger one).
    @Test func listingReleasesCostsTheSameWithTenTimesTheReports() async throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("causeway-cost-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let (small, large) = (try service(in: folder, named: "small"), try service(in: folder, named: "large"))
        try await report(300, on: small)
        try await report(3_000, on: large)
        let expected = ReleaseHealth(installed: 2_700, rolledBack: 150, failed: 150, badNetworks: 30)
        let listed = try await large.statuses(of: "shop").map(\.health)
        #expect(listed == [expected, ReleaseHealth()], "\(listed)")

        var ratios: [Double] = []
        for _ in 0..<3 {
            var (smallCPU, largeCPU) = (Duration.zero, Duration.zero)
            for _ in 0..<40 {
                smallCPU += try await Self.cpuTime { _ = try await small.statuses(of: "shop") }
                largeCPU += try await Self.cpuTime { _ = try await large.statuses(of: "shop") }
            }
            print("Listing 2 releases: \(smallCPU / 40) CPU a request with 300 reports, \(largeCPU / 40) with 3,000")
            ratios.append(largeCPU / smallCPU)
            // A busy machine lengthens one side or the other at random; a cost that grows is there in every trial.
            if ratios.last! < 3 { break }
        }
        #expect(ratios.min()! < 3, "CPU with ten times the reports, over CPU with a tenth: \(ratios)")
    }

    /// A service on a SQLite registry of its own in `folder`, with releases 1.0.0 and 2.0.0 of `shop`.
    private func service(in folder: URL, named name: String) throws -> UpdateService {
        let registry = try SQLiteReleaseRegistry(path: folder.appendingPathComponent("\(name).sqlite").path)
        return UpdateService(registry: registry, files: try LocalPackageFiles(folder: folder.appendingPathComponent(name)),
                             publishers: [], deltaKey: nil)
    }

    /// Adds the releases and `count` reports on 2.0.0 from as many devices: nine in ten installed, the rest rolled back
    /// or failed from 30 networks (/24s).
    private func report(_ count: Int, on service: UpdateService) async throws {
        for version in [Version(1, 0, 0), Version(2, 0, 0)] {
            try await service.registry.add(Release(packageID: "shop", version: version, channel: "stable",
                                                   rolloutPercent: 100, minimumNativeVersion: Version(1, 0, 0),
                                                   fileName: "shop-\(version).zip", sha256: "", size: 1))
        }
        for index in 0..<count {
            let outcome: InstallReport.Outcome = index % 10 < 9 ? .installed : index % 20 == 9 ? .rolledBack : .failed
            try await service.registry.record(
                InstallReport(packageID: "shop", version: Version(2, 0, 0), device: "device-\(index)", outcome: outcome),
                from: ClientNetwork(address: "198.51.\(index / 10 % 30).7"), redeeming: "token-\(index)")
        }
    }

    /// The CPU time this process spent while `body` ran.
    private static func cpuTime(_ body: () async throws -> Void) async rethrows -> Duration {
        func now() -> Duration {
            var time = timespec()
            clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &time)
            return .seconds(time.tv_sec) + .nanoseconds(time.tv_nsec)
        }
        let start = now()
        try await body()
        return now() - start
    }
}
