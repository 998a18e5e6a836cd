import CausewayPackages
import CausewayUpdateServer
import Foundation
import Testing
import Version

/// The registry's contract, the same tests against SQLite and against a real PostgreSQL server.
@Suite struct ReleaseRegistryTests {
    /// A release of `packageID` at `version`, published at a whole second, which every engine stores exactly.
    private func release(_ version: Version, of packageID: String = "shop", rollout: Int = 100) -> Release {
        Release(packageID: packageID, version: version, channel: "stable", rolloutPercent: rollout,
                minimumNativeVersion: Version(1, 2, 0), publishedAt: Date(timeIntervalSince1970: 1_790_000_000),
                fileName: "\(packageID)-\(version).zip", sha256: String(repeating: "ab", count: 32), size: 123_456_789_012)
    }

    @Test(arguments: RegistryEngine.allCases)
    func releasesAreKeptAsAddedAndListedNewestFirst(_ engine: RegistryEngine) async throws {
        try await engine.withRegistry { registry, _ in
            #expect(try await registry.packageIDs() == [])
            let versions = [Version(1, 10, 0), Version(1, 9, 0), Version(major: 2, minor: 0, patch: 0, prereleaseIdentifiers: ["beta"])]
            for version in versions { try await registry.add(release(version)) }
            try await registry.add(release(Version(0, 1, 0), of: "cart"))
            #expect(try await registry.packageIDs() == ["cart", "shop"])
            let listed = try await registry.releases(of: "shop")
            #expect(listed == versions.sorted(by: >).map { release($0) }, "semantic order, not text order")
            #expect(try await registry.releases(of: "nothing") == [])
            #expect(try await registry.release(of: "shop", version: Version(1, 9, 0)) == release(Version(1, 9, 0)))
            #expect(try await registry.release(of: "shop", version: Version(1, 8, 0)) == nil)
            #expect(try await registry.release(of: "cart", version: Version(1, 9, 0)) == nil)
        }
    }

    @Test(arguments: RegistryEngine.allCases)
    func packageIDsAreListedAPageAtATime(_ engine: RegistryEngine) async throws {
        try await engine.withRegistry { registry, _ in
            let ids = (0..<7).map { "package-\($0)" }
            for id in ids.reversed() { try await registry.add(release(Version(1, 0, 0), of: id)) }
            try await registry.add(release(Version(2, 0, 0), of: "package-3"))
            #expect(try await registry.packageIDs(after: nil, limit: 3) == Array(ids[0..<3]))
            #expect(try await registry.packageIDs(after: "package-2", limit: 3) == Array(ids[3..<6]),
                    "a package with two releases is listed once")
            #expect(try await registry.packageIDs(after: "package-5", limit: 3) == ["package-6"])
            #expect(try await registry.packageIDs(after: "package-6", limit: 3) == [])
        }
    }

    @Test(arguments: RegistryEngine.allCases)
    func aVersionIsAddedOnceEvenWhenAddedAtOnce(_ engine: RegistryEngine) async throws {
        try await engine.withRegistry { registry, openAgain in
            try await registry.add(release(Version(1, 0, 0)))
            await #expect(throws: UpdateServerError.conflict("shop 1.0.0 is published already")) {
                try await registry.add(release(Version(1, 0, 0), rollout: 5))
            }
            let other = try await openAgain()
            let outcomes = try await withThrowingTaskGroup(of: Bool.self) { group in
                for index in 0..<8 {
                    group.addTask {
                        do {
                            try await (index.isMultiple(of: 2) ? registry : other).add(release(Version(2, 0, 0)))
                            return true
                        } catch UpdateServerError.conflict {
                            return false
                        }
                    }
                }
                return try await group.reduce(into: [Bool]()) { $0.append($1) }
            }
            #expect(outcomes.count { $0 } == 1, "one of eight adds at once wins, on two registries")
            #expect(try await registry.releases(of: "shop").map(\.rolloutPercent) == [100, 100])
        }
    }

    @Test(arguments: RegistryEngine.allCases)
    func aChangeIsStoredAndSeenByAnotherInstance(_ engine: RegistryEngine) async throws {
        try await engine.withRegistry { registry, openAgain in
            try await registry.add(release(Version(1, 0, 0), rollout: 10))
            let changed = try await registry.update("shop", version: Version(1, 0, 0)) {
                $0.rolloutPercent = 60
                try $0.apply(.healthPause, reason: "Paused by its health rule: 6 of 50",
                             at: Date(timeIntervalSince1970: 1_790_000_100))
                $0.healthRule = HealthRule(maximumBadPercent: 2.5, minimumReports: 50, minimumNetworks: 4)
            }
            #expect(changed.rolloutPercent == 60 && changed.state.phase == .pausedByHealthRule)
            let other = try await openAgain()
            #expect(try await other.releases(of: "shop") == [changed])
            let resumed = try await other.update("shop", version: Version(1, 0, 0)) {
                try $0.apply(.resume, at: Date(timeIntervalSince1970: 1_790_000_200))
            }
            #expect(resumed.state.phase == .live && resumed.healthRound == 1, "a resume starts a new health round")
            _ = try await other.update("shop", version: Version(1, 0, 0)) { try $0.apply(.rollBack) }
            #expect(try await registry.releases(of: "shop").first?.state.phase == .rolledBack)
            await #expect(throws: ReleaseState.IllegalTransition(phase: .rolledBack, event: .resume),
                          "a change its state refuses stores nothing") {
                try await registry.update("shop", version: Version(1, 0, 0)) {
                    $0.rolloutPercent = 5
                    try $0.apply(.resume)
                }
            }
            #expect(try await other.releases(of: "shop").first?.rolloutPercent == 60)
            await #expect(throws: UpdateServerError.notFound("shop 9.0.0 is not published")) {
                try await registry.update("shop", version: Version(9, 0, 0)) { try $0.apply(.pause) }
            }
        }
    }

    @Test(arguments: RegistryEngine.allCases)
    func aDeviceCountsOnceByItsLatestReport(_ engine: RegistryEngine) async throws {
        try await engine.withRegistry { registry, _ in
            try await registry.add(release(Version(1, 0, 0)))
            let version = Version(1, 0, 0)
            let reports = [
                InstallReport(packageID: "shop", version: version, device: "a", outcome: .failed, reason: "disk full"),
                InstallReport(packageID: "shop", version: version, device: "a", outcome: .installed),
                InstallReport(packageID: "shop", version: version, device: "b", outcome: .rolledBack),
                InstallReport(packageID: "shop", version: version, device: "c", outcome: .installed),
                InstallReport(packageID: "shop", version: Version(2, 0, 0), device: "a", outcome: .failed),
            ]
            for (index, report) in reports.enumerated() {
                try await registry.record(report, from: ClientNetwork(address: "198.51.\(index).7"), redeeming: "token-\(index)")
            }
            await #expect(throws: UpdateServerError.conflict("The offer token was used already")) {
                try await registry.record(InstallReport(packageID: "shop", version: version, device: "d", outcome: .failed),
                                          from: ClientNetwork(address: "192.0.2.1"), redeeming: "token-2")
            }
            #expect(try await registry.health(of: "shop", version: version, round: nil)
                == ReleaseHealth(installed: 2, rolledBack: 1, badNetworks: 1))
            #expect(try await registry.health(of: "shop", version: Version(2, 0, 0), round: nil)
                == ReleaseHealth(failed: 1, badNetworks: 1))
            #expect(try await registry.health(of: "cart", version: version, round: nil) == ReleaseHealth())

            // A resume starts a new round: the reports before it no longer count toward the rule.
            #expect(try await registry.health(of: "shop", version: version, round: 0)
                == ReleaseHealth(installed: 2, rolledBack: 1, badNetworks: 1))
            _ = try await registry.update("shop", version: version) { try $0.apply(.pause) }
            _ = try await registry.update("shop", version: version) { try $0.apply(.resume) }
            try await registry.record(InstallReport(packageID: "shop", version: version, device: "b", outcome: .installed),
                                      from: ClientNetwork(address: "192.0.2.1"), redeeming: "token-after")
            #expect(try await registry.health(of: "shop", version: version, round: 1) == ReleaseHealth(installed: 1))
            #expect(try await registry.health(of: "shop", version: version, round: 0) == ReleaseHealth(installed: 2),
                    "b's latest report moved to round 1")
        }
    }

    @Test(arguments: RegistryEngine.allCases)
    func theTokenSecretIsMadeOnceForEveryInstance(_ engine: RegistryEngine) async throws {
        try await engine.withRegistry { registry, openAgain in
            let other = try await openAgain()
            async let first = registry.tokenSecret()
            async let second = other.tokenSecret()
            let secrets = try await [first, second]
            #expect(secrets[0].count == 32)
            #expect(secrets[0] == secrets[1], "two instances asking at once get the same secret")
            #expect(try await other.tokenSecret() == secrets[0])
        }
    }

    @Test(arguments: RegistryEngine.allCases)
    func aDeltaIsMadeOnceByOneOfManyCallersOnTwoInstances(_ engine: RegistryEngine) async throws {
        try await engine.withRegistry { registry, openAgain in
            let (base, version) = (Version(1, 0, 0), Version(2, 0, 0))
            #expect(try await registry.delta(of: "shop", from: base, to: version) == nil)
            let other = try await openAgain()
            let made = Counter()
            let delta = Delta(fileName: "shop-1.0.0-to-2.0.0.delta.zip", sha256: String(repeating: "cd", count: 32),
                              size: 4_567)
            let deltas = try await withThrowingTaskGroup(of: Delta.self) { group in
                for index in 0..<8 {
                    group.addTask {
                        try await (index.isMultiple(of: 2) ? registry : other).delta(of: "shop", from: base, to: version) {
                            await made.increment()
                            // Work that takes a while, as building a delta does, so that the callers overlap.
                            for _ in 0..<20 { _ = try await registry.packageIDs() }
                            return delta
                        }
                    }
                }
                return try await group.reduce(into: [Delta]()) { $0.append($1) }
            }
            #expect(await made.count == 1, "made by one caller; the others waited and reused it")
            #expect(deltas == Array(repeating: delta, count: 8))
            #expect(try await other.delta(of: "shop", from: base, to: version) == delta, "kept with its digest")
            #expect(try await registry.delta(of: "shop", from: Version(1, 5, 0), to: version) == nil)
        }
    }

    @Test(arguments: RegistryEngine.allCases)
    func aDeltaThatFailsIsMadeByTheNextCaller(_ engine: RegistryEngine) async throws {
        struct Broken: Error {}
        try await engine.withRegistry { registry, _ async throws in
            let (base, version) = (Version(1, 0, 0), Version(2, 0, 0))
            await #expect(throws: Broken.self) {
                try await registry.delta(of: "shop", from: base, to: version) { throw Broken() }
            }
            #expect(try await registry.delta(of: "shop", from: base, to: version) == nil)
            let secondTry = Delta(fileName: "second-try.delta.zip", sha256: String(repeating: "ef", count: 32), size: 1)
            #expect(try await registry.delta(of: "shop", from: base, to: version) { secondTry } == secondTry)
            #expect(try await registry.delta(of: "shop", from: base, to: version) == secondTry)
        }
    }

    @Test(arguments: RegistryEngine.allCases)
    func instancesOpeningOneRegistryAtOnceShareItsRecords(_ engine: RegistryEngine) async throws {
        try await engine.withRegistry { registry, openAgain in
            try await registry.add(release(Version(1, 0, 0)))
            let opened = try await withThrowingTaskGroup(of: (any ReleaseRegistry).self) { group in
                for _ in 0..<4 { group.addTask { try await openAgain() } }
                return try await group.reduce(into: [any ReleaseRegistry]()) { $0.append($1) }
            }
            for other in opened {
                #expect(try await other.releases(of: "shop").map(\.version) == [Version(1, 0, 0)])
            }
        }
    }
}

/// How many times something happened, counted from many tasks.
private actor Counter {
    private(set) var count = 0

    func increment() {
        count += 1
    }
}
