import CausewayContract
import CausewayPackages
import CausewayUpdateServer
import Foundation
import Testing
import Version

/// The registry's app contracts and package needs, the same tests against SQLite and against a real PostgreSQL server.
@Suite struct ContractRegistryTests {
    private static let add = ContractEntry(kind: .call, input: .array(.number), output: .number)
    private static let divide = ContractEntry(kind: .call, input: .array(.number), output: .optional(.number))
    private static let when = Date(timeIntervalSince1970: 1_790_000_000)

    private func contract(_ names: [String: ContractEntry], _ name: String) -> RegisteredContract {
        RegisteredContract(contract: AppContract(entries: names), name: name, registeredAt: Self.when)
    }

    @Test(arguments: RegistryEngine.allCases)
    func contractsAreKeptByDigestListedByNameAndBounded(_ engine: RegistryEngine) async throws {
        try await engine.withRegistry { registry, openAgain in
            let old = contract(["math.add": Self.add], "shop 1.0")
            let new = contract(["math.add": Self.add, "math.divide": Self.divide], "shop 1.1")
            try await registry.register(new, limit: 2)
            try await registry.register(old, limit: 2)
            let again = try await openAgain()
            #expect(try await again.contracts(reportedFor: nil).map(\.name) == ["shop 1.0", "shop 1.1"])
            #expect(try await again.contract(new.digest) == new, "the entries come back as registered")
            #expect(try await again.contract(String(repeating: "0", count: 64)) == nil)

            let third = contract(["math.round": Self.add], "shop 1.2")
            await #expect(throws: UpdateServerError.self) { try await registry.register(third, limit: 2) }
            #expect(try await registry.contract(third.digest) == nil, "refused past the limit, nothing written")
            let renamed = RegisteredContract(contract: old.contract, name: "shop 1.0 (123)", registeredAt: Self.when)
            try await registry.register(renamed, limit: 2)
            #expect(try await registry.contracts(reportedFor: nil).map(\.name) == ["shop 1.0 (123)", "shop 1.1"],
                    "registering a digest again renames it, within the limit")

            #expect(try await registry.removeContract(old.digest))
            #expect(try await registry.removeContract(old.digest) == false)
            #expect(try await registry.contracts(reportedFor: nil).map(\.digest) == [new.digest])
        }
    }

    @Test(arguments: RegistryEngine.allCases)
    func reportsOfRegisteredContractsAreNotedPerPackageAndGoWithTheContract(_ engine: RegistryEngine) async throws {
        try await engine.withRegistry { registry, _ in
            let new = contract(["math.add": Self.add], "shop 1.1")
            try await registry.register(new, limit: 10)
            let later = Self.when.addingTimeInterval(3600)
            try await registry.noteReported(new.digest, for: "shop", at: later)
            try await registry.noteReported(new.digest, for: "shop", at: Self.when)
            try await registry.noteReported(String(repeating: "1", count: 64), for: "shop", at: later)
            #expect(try await registry.contracts(reportedFor: "shop").map(\.lastReported) == [later],
                    "the latest report is kept; a digest no publisher registered is not noted")
            #expect(try await registry.contracts(reportedFor: "cart").map(\.lastReported) == [nil])
            #expect(try await registry.contracts(reportedFor: nil).map(\.lastReported) == [nil])

            _ = try await registry.removeContract(new.digest)
            try await registry.register(new, limit: 10)
            #expect(try await registry.contracts(reportedFor: "shop").map(\.lastReported) == [nil],
                    "a removed contract's reports went with it")
        }
    }

    @Test(arguments: RegistryEngine.allCases)
    func aReleaseKeepsItsNeeds(_ engine: RegistryEngine) async throws {
        try await engine.withRegistry { registry, openAgain in
            let needs = ["math.add": Self.add, "math.divide": Self.divide]
            let release = Release(packageID: "shop", version: Version(1, 1, 0), channel: "stable", rolloutPercent: 100,
                                  minimumNativeVersion: Version(1, 0, 0), publishedAt: Self.when, fileName: "shop.zip",
                                  sha256: String(repeating: "ab", count: 32), size: 1, needs: needs)
            try await registry.add(release)
            try await registry.add(Release(packageID: "shop", version: Version(1, 0, 0), channel: "stable",
                                           rolloutPercent: 100, minimumNativeVersion: Version(1, 0, 0),
                                           publishedAt: Self.when, fileName: "old.zip", sha256: "", size: 1))
            let again = try await openAgain()
            #expect(try await again.releases(of: "shop").map(\.needs) == [needs, nil])
            let changed = try await again.update("shop", version: Version(1, 1, 0)) { $0.rolloutPercent = 5 }
            #expect(changed.needs == needs)
            #expect(try await registry.release(of: "shop", version: Version(1, 1, 0))?.needs == needs)
        }
    }
}
