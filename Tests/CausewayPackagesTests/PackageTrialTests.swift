import Causeway
import CausewayPackagePages
import CausewayPackages
import CausewayTesting
import Foundation
import Testing
import Version

/// A version on trial stays when its page declares itself ready, and is rolled back and blocked otherwise.
@MainActor
@Suite struct PackageTrialTests {
    let app = HybridApp(info: AppInfo(name: "Shop", identifier: "test.shop", version: "1.0.0", build: "1"),
                        policy: .allowing(["causeway://shop"]))

    /// A store serving version 1 (confirmed) and then version 2 on trial, and a container showing it.
    func twoVersions(_ fixture: borrowing PackageFixture) throws -> (PackageStore, Container, FakeEngine) {
        let store = try fixture.store()
        try store.install(try fixture.pack("v1", version: Version(1, 0, 0), PackageInstallTests.v1Files))
        try store.confirm("shop")
        try store.install(try fixture.pack("v2", version: Version(1, 1, 0), PackageInstallTests.v2Files))
        let engine = FakeEngine()
        return (store, Container(app: app, engine: engine), engine)
    }

    @Test func aPageThatDeclaresItselfReadyKeepsItsVersion() async throws {
        let fixture = try PackageFixture()
        let (store, container, engine) = try twoVersions(fixture)
        let trial = PackageTrial(store: store, id: "shop", container: container, timeout: .seconds(30))
        let page = engine.navigate(to: URL(string: "causeway://shop/")!)
        await container.bridge.waitUntilPageReady()
        #expect(trial.outcome == nil, "the runtime's own ready does not count")
        await page.declareReady()
        let served = try #require(try store.installed("shop"))
        #expect(trial.outcome == .confirmed(served.manifest))
        #expect(try store.installed("shop")?.isOnTrial == false)
    }

    @Test func aPageThatNeverDeclaresItselfReadyIsRolledBack() async throws {
        let fixture = try PackageFixture()
        let (store, container, engine) = try twoVersions(fixture)
        let trial = PackageTrial(store: store, id: "shop", container: container, timeout: .milliseconds(200))
        var outcomes: [PackageTrial.Outcome] = []
        trial.onOutcome = { outcomes.append($0) }
        _ = engine.navigate(to: URL(string: "causeway://shop/")!)
        try await waitUntil("the trial ends") { trial.outcome != nil }
        guard case .rolledBack(let failed, _, let restored)? = trial.outcome else {
            Issue.record("not rolled back: \(String(describing: trial.outcome))")
            return
        }
        #expect(failed.version == Version(1, 1, 0) && restored?.version == Version(1, 0, 0))
        #expect(outcomes.count == 1)
        #expect(try store.blockedVersions("shop") == [Version(1, 1, 0)])
        #expect(try store.installed("shop")?.manifest.version == Version(1, 0, 0))
    }

    @Test func aCrashedWebProcessRollsBackAtOnce() async throws {
        let fixture = try PackageFixture()
        let (store, container, engine) = try twoVersions(fixture)
        let trial = PackageTrial(store: store, id: "shop", container: container, timeout: .seconds(30))
        _ = engine.navigate(to: URL(string: "causeway://shop/")!)
        engine.terminateWebProcess()
        guard case .rolledBack(_, let reason, _)? = trial.outcome else {
            Issue.record("not rolled back")
            return
        }
        #expect(reason.contains("web process"))
        #expect(try store.installed("shop")?.manifest.version == Version(1, 0, 0))
    }

    @Test func aConfirmedVersionIsNotTried() throws {
        let fixture = try PackageFixture()
        let (store, container, _) = try twoVersions(fixture)
        try store.confirm("shop")
        let trial = PackageTrial(store: store, id: "shop", container: container, timeout: .milliseconds(1))
        #expect(trial.outcome == nil)
    }
}
