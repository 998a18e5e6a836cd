import CausewayTesting
@testable import CausewayUpdateServer
import Synchronization
import Testing
import Version

/// The releases an update check uses without reading the registry: fresh for their time, dropped by a change, and
/// kept only for packages that have releases.
@Suite final class ReleaseCacheTests {
    private let clock = ManualClock()
    private let reads = Mutex(0)

    private func cache(maximumPackages: Int = 10) -> ReleaseCache {
        let clock = clock
        return ReleaseCache(freshness: .seconds(1), maximumPackages: maximumPackages, uptime: { clock.now.offset })
    }

    private func read(_ cache: ReleaseCache, _ packageID: String, giving versions: [Version] = [Version(1, 0, 0)])
        async throws -> [Version]
    {
        try await cache.releases(of: packageID) {
            reads.withLock { $0 += 1 }
            return versions.map { Self.release(packageID, $0) }
        }.index.releases.map(\.version)
    }

    private static func release(_ packageID: String, _ version: Version) -> Release {
        Release(packageID: packageID, version: version, channel: "stable", rolloutPercent: 100,
                minimumNativeVersion: Version(0, 0, 0), fileName: "\(packageID)-\(version).zip", sha256: "", size: 1)
    }

    @Test func aReadIsUsedUntilItIsOlderThanItsFreshness() async throws {
        let cache = cache()
        #expect(try await read(cache, "shop") == [Version(1, 0, 0)])
        clock.advance(by: .milliseconds(999))
        #expect(try await read(cache, "shop", giving: [Version(2, 0, 0)]) == [Version(1, 0, 0)])
        let kept = try await cache.releases(of: "shop") { [] }
        #expect(cache.isCurrent(kept, of: "shop"))
        clock.advance(by: .milliseconds(1))
        #expect(!cache.isCurrent(kept, of: "shop"), "a check answering from it now reads again")
        #expect(reads.withLock { $0 } == 1)
        #expect(try await read(cache, "shop", giving: [Version(2, 0, 0)]) == [Version(2, 0, 0)])
        #expect(reads.withLock { $0 } == 2)
    }

    @Test func aChangeInThisProcessCountsForTheNextCheck() async throws {
        let cache = cache()
        _ = try await read(cache, "shop")
        cache.forget("shop")
        #expect(try await read(cache, "shop", giving: [Version(2, 0, 0)]) == [Version(2, 0, 0)])
    }

    @Test func aReadThatBeganBeforeAChangeIsNotKeptAfterIt() async throws {
        let cache = cache()
        // The registry answers with the releases as they were, and the change lands before the answer arrives.
        let stale = try await cache.releases(of: "shop") {
            cache.forget("shop")
            return [Self.release("shop", Version(1, 0, 0))]
        }
        #expect(stale.index.releases.map(\.version) == [Version(1, 0, 0)])
        #expect(!cache.isCurrent(stale, of: "shop"), "a check that read it answers again from a new read")
        #expect(try await read(cache, "shop", giving: [Version(2, 0, 0)]) == [Version(2, 0, 0)])
    }

    @Test func madeUpPackagesAreNeverKept() async throws {
        let cache = cache()
        for index in 0..<100 { #expect(try await read(cache, "made-up-\(index)", giving: []) == []) }
        _ = try await read(cache, "made-up-0", giving: [])
        #expect(reads.withLock { $0 } == 101, "each check of a package without releases reads the registry")
        _ = try await read(cache, "shop")
        _ = try await read(cache, "shop")
        #expect(reads.withLock { $0 } == 102)
    }

    @Test func atMostItsCountOfPackagesIsKept() async throws {
        let cache = cache(maximumPackages: 2)
        _ = try await read(cache, "one")
        _ = try await read(cache, "two")
        _ = try await read(cache, "three")
        _ = try await read(cache, "three")
        #expect(reads.withLock { $0 } == 4, "a third package is not kept while two fresh ones are")
        clock.advance(by: .seconds(1))
        _ = try await read(cache, "three")
        _ = try await read(cache, "three")
        #expect(reads.withLock { $0 } == 5, "once the two are stale, they make room")
    }
}
