import CausewayPackages
import CausewayTesting
import CausewayUpdateServer
import Foundation
import Testing
import Version

/// Two update-server instances on one PostgreSQL database, each with its own service and registry, sharing one file
/// folder, as two servers behind a load balancer would.
@Suite struct SharedRegistryTests {
    /// Makes a database and starts two servers on it whose checks use releases as read for `releasesFreshFor` (none, unless
    /// told) and whose delta files wait for `hold`, if given, runs `body` with them, then stops them all.
    private func withTwoInstances(releasesFreshFor: Duration = .zero, holdingDeltas hold: DeltaHold? = nil,
                                  _ body: (ServerFixture, ServerFixture, PostgresDatabase) async throws -> Void) async throws
    {
        try await PostgresCluster.withDatabase { database in
            let folder = FileManager.default.temporaryDirectory.appendingPathComponent("causeway-shared-\(UUID().uuidString)")
            defer { try? FileManager.default.removeItem(at: folder) }
            let (key, deltaKey) = (PackageSigningKey(), PackageSigningKey())
            let files = try RecordingFiles(folder: folder.appendingPathComponent("files"), holdingDeltas: hold)
            let first = try await ServerFixture(folder: folder, key: key, deltaKey: deltaKey,
                                                registry: try await PostgresReleaseRegistry.opened(in: database),
                                                files: files, releasesFreshFor: releasesFreshFor)
            let second = try await ServerFixture(folder: folder, key: key, deltaKey: deltaKey,
                                                 registry: try await PostgresReleaseRegistry.opened(in: database),
                                                 files: files, releasesFreshFor: releasesFreshFor)
            do {
                try await body(first, second, database)
            } catch {
                await first.close()
                await second.close()
                throw error
            }
            await first.close()
            await second.close()
        }
    }

    @Test func aVersionPublishedOnBothAtOnceIsPublishedOnce() async throws {
        try await withTwoInstances { first, second, _ async throws in
            let package = try first.package(Version(1, 0, 0), marker: "one")
            async let onFirst = first.publish(package)
            async let onSecond = second.publish(package)
            #expect(try await [onFirst, onSecond].sorted() == [201, 409])
            for server in [first, second] {
                #expect(try await server.service.registry.releases(of: "shop").map(\.version) == [Version(1, 0, 0)])
            }
        }
    }

    @Test func aReleaseBreakingItsHealthRulePausesItselfOnBoth() async throws {
        try await withTwoInstances { first, second, _ in
            try await ReportTrustTests.aReleaseBreakingItsHealthRulePausesItself(on: first, second)
        }
    }

    @Test func aDeltaAskedOfBothAtOnceIsMadeOnce() async throws {
        try await withTwoInstances { first, second, database in
            #expect(try await first.publish(try first.package(Version(1, 0, 0), marker: "one")) == 201)
            #expect(try await second.publish(try second.package(Version(2, 0, 0), marker: "two")) == 201)
            let offers = try await withThrowingTaskGroup(of: UpdateOffer?.self) { group in
                for index in 0..<8 {
                    group.addTask {
                        try await (index.isMultiple(of: 2) ? first : second).offer(device: "device-\(index)",
                                                                                   installed: Version(1, 0, 0))
                    }
                }
                return try await group.reduce(into: [UpdateOffer?]()) { $0.append($1) }
            }
            let offer = try #require(offers.first ?? nil)
            #expect(offer.kind == .delta && offer.version == Version(2, 0, 0))
            #expect(offers.allSatisfy { $0?.path == offer.path && $0?.sha256 == offer.sha256 },
                    "every check on either instance points at the one delta")
            let made = first.files.putNames.filter { $0.hasSuffix(".delta.zip") }
            #expect(made.count == 1, "built and stored once: \(made)")
            #expect(try await database.psql("SELECT count(*) FROM deltas") == "1")
            let stored = try FileManager.default.contentsOfDirectory(atPath: first.files.folder.path)
            #expect(stored.filter { $0.hasSuffix(".delta.zip") } == made)
        }
    }

    /// A change counts at once for the checks of the instance it was made on, and for the other's once that one's
    /// read of the releases is older than its freshness (a second).
    @Test func aReleaseChangedOnOneInstanceIsSeenByTheOther() async throws {
        try await withTwoInstances(releasesFreshFor: .seconds(1)) { first, second, _ async throws in
            #expect(try await first.publish(try first.package(Version(1, 0, 0), marker: "one")) == 201)
            #expect(try await first.publish(try first.package(Version(2, 0, 0), marker: "two")) == 201)
            try await Self.waitUntil(second, offers: Version(2, 0, 0))

            #expect(try await first.control(Version(2, 0, 0), "pause") == 200)
            #expect(try await first.offer(device: "fresh", installed: nil)?.version == Version(1, 0, 0))
            try await Self.waitUntil(second, offers: Version(1, 0, 0))
            #expect(try await second.control(Version(2, 0, 0), "resume") == 200)
            #expect(try await second.offer(device: "fresh", installed: nil)?.version == Version(2, 0, 0))
            try await Self.waitUntil(first, offers: Version(2, 0, 0))

            #expect(try await second.control(Version(2, 0, 0), "rollout?percent=0", method: "PUT") == 200)
            #expect(try await second.offer(device: "fresh", installed: nil)?.version == Version(1, 0, 0))
            try await Self.waitUntil(first, offers: Version(1, 0, 0))
            #expect(try await first.control(Version(2, 0, 0), "rollout?percent=100", method: "PUT") == 200)
            #expect(try await first.offer(device: "fresh", installed: nil)?.version == Version(2, 0, 0))
            try await Self.waitUntil(second, offers: Version(2, 0, 0))
        }
    }

    /// A check that read the releases before a rollback on the other instance, and then waited for its delta, reads
    /// them again before it answers: it answers with no release rolled back more than a check's freshness (a second)
    /// before, however long the delta took.
    @Test func aCheckInFlightAnswersWithNoReleaseRolledBackOnTheOtherInstance() async throws {
        let hold = DeltaHold()
        try await withTwoInstances(releasesFreshFor: .seconds(1), holdingDeltas: hold) { first, second, _ in
            #expect(try await first.publish(try first.package(Version(1, 0, 0), marker: "one")) == 201)
            #expect(try await first.publish(try first.package(Version(2, 0, 0), marker: "two")) == 201)
            async let inFlight = first.offer(device: "device-1", installed: Version(1, 0, 0))
            try await CausewayTesting.waitUntil("the check's delta is being made") { hold.arrived == 1 }
            #expect(try await second.control(Version(2, 0, 0), "rollback") == 200)
            let rolledBack = ContinuousClock.now
            try await CausewayTesting.waitUntil("a check's freshness has passed since the rollback returned") {
                ContinuousClock.now - rolledBack > .seconds(1)
            }
            hold.release()
            let answer = try await inFlight
            #expect(answer?.version != Version(2, 0, 0), "answered with the rolled-back release: \(String(describing: answer))")
            #expect(answer?.version == (try await first.offer(device: "device-1", installed: Version(1, 0, 0)))?.version,
                    "the same answer as a check that starts now")
        }
    }

    private static func waitUntil(_ instance: ServerFixture, offers version: Version) async throws {
        try await CausewayTesting.waitUntil("the other instance offers \(version)") {
            try await instance.offer(device: "fresh", installed: nil)?.version == version
        }
    }
}
