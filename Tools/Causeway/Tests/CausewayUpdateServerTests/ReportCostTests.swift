import CausewayPackages
import CausewayUpdateServer
import Foundation
import Testing
import Version

/// What anyone may ask of the releases costs the same however many devices reported and however many releases the
/// package keeps: listing a package's releases with their health reads running counts kept as reports arrive, not the
/// reports, a page of releases at a time; a check walks its channel's releases from the newest down.
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

        let ratio = try await CPUCost.ratio(rounds: 40, enough: 3, label: "Listing 2 releases, 300 reports and 3,000") {
            _ = try await small.statuses(of: "shop")
        } large: {
            _ = try await large.statuses(of: "shop")
        }
        #expect(ratio < 3, "CPU with ten times the reports, over CPU with a tenth: \(ratio)")
    }

    /// Two registries, one with ten times the other's releases of `shop`: a listing's page (of ten, beyond which both
    /// have more) and a check cost about the same CPU on both (they once read, and walked, every release).
    @Test func listingAndCheckingCostTheSameWithTenTimesTheReleases() async throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("causeway-cost-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let (small, large) = (try service(in: folder, named: "small"), try service(in: folder, named: "large"))
        for (service, count) in [(small, 30), (large, 300)] {
            for index in 0..<count {
                try await service.registry.add(Release(
                    packageID: "shop", version: Version(1, index / 100, index % 100), channel: "stable",
                    rolloutPercent: 100, minimumNativeVersion: Version(1, 0, 0), fileName: "shop-\(index).zip",
                    sha256: "", size: 1))
            }
        }
        #expect(try await large.statuses(of: "shop").count == UpdateServer.pageLimit)
        let older = try await large.statuses(of: "shop", before: Version(1, 2, 50), limit: 3)
        #expect(older.map(\.release.version) == [Version(1, 2, 49), Version(1, 2, 48), Version(1, 2, 47)])

        let listing = try await CPUCost.ratio(rounds: 40, enough: 3, label: "Listing a page of ten of 30 releases and 300") {
            _ = try await small.statuses(of: "shop", limit: 10)
        } large: {
            _ = try await large.statuses(of: "shop", limit: 10)
        }
        #expect(listing < 3, "CPU of a page with ten times the releases, over CPU with a tenth: \(listing)")
        let check = { (service: UpdateService) in
            _ = try await service.check("shop", channel: "stable", device: "phone", nativeVersion: Version(1, 0, 0),
                                        installed: nil)
        }
        let checking = try await CPUCost.ratio(rounds: 200, enough: 3, label: "A check among 30 releases and 300") {
            try await check(small)
        } large: {
            try await check(large)
        }
        #expect(checking < 3, "CPU of a check with ten times the releases, over CPU with a tenth: \(checking)")
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
}
