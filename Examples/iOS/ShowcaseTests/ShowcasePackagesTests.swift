import Causeway
import CausewayPackagePages
import CausewayPackages
import CausewayTesting
import Foundation
@testable import ShowcaseIOS
import Testing
import Version

/// The showcase's package on the device: installed from the app bundle at first launch, served on the `causeway`
/// scheme, updated from the server on trial, and the trial reported.
@MainActor
@Suite struct ShowcasePackagesTests {
    @Test func theFirstLaunchInstallsTheBundledPackageOnceAndServesItsPages() async throws {
        let fixture = try ShowcaseFixture()
        let packages = try ShowcasePackages(bundled: ShowcaseFixture.committed, settings: fixture.settings(),
                                            storeFolder: fixture.url("store"), session: StubUpdateServer.session())
        #expect(try packages.installBundledIfNeeded())
        #expect(try packages.installBundledIfNeeded() == false, "the second launch finds it installed")
        #expect(try packages.store.installed(BundledPackage.id)?.isOnTrial == false, "the bundled version is confirmed")
        #expect(packages.entry.absoluteString == "causeway://showcase/")

        for (url, file) in [("causeway://showcase/", "index.html"), ("causeway://showcase/components.html", "components.html"),
                            ("causeway://elsewhere/frame.html", "frame.html")]
        {
            let response = await packages.pages.respond(to: SchemeRequest(url: URL(string: url)!))
            #expect(response.status == 200, "\(url)")
            let body = try await response.body.collected()
            #expect(body == (try Data(contentsOf: ShowcaseFixture.showcase.appendingPathComponent(file))), "\(url)")
        }
    }

    @Test func aPackageSignedByAKeyTheAppDoesNotShipIsRefused() throws {
        let fixture = try ShowcaseFixture()
        let stranger = try fixture.packed(PackageSigningKey(), version: Version(1, 0, 0))
        let forged = BundledPackage(archive: stranger.archive, publicKey: ShowcaseFixture.committed.publicKey)
        let packages = try ShowcasePackages(bundled: forged, settings: fixture.settings(),
                                            storeFolder: fixture.url("store"), session: StubUpdateServer.session())
        #expect(throws: PackageError.self) { try packages.installBundledIfNeeded() }
        #expect(try packages.store.installed(BundledPackage.id) == nil)
    }

    @Test func withoutAnUpdateServerNothingIsChecked() async throws {
        let fixture = try ShowcaseFixture()
        let packages = try ShowcasePackages(bundled: ShowcaseFixture.committed, settings: fixture.settings(),
                                            storeFolder: fixture.url("store"), session: StubUpdateServer.session())
        #expect(packages.client == nil)
        #expect(await packages.update() == .notConfigured)
    }

    @Test func theCheckNamesTheInstalledVersionAndAFailedCheckKeepsIt() async throws {
        let fixture = try ShowcaseFixture()
        let settings = fixture.settings(server: URL(string: "http://updates.test")!)
        let packages = try ShowcasePackages(bundled: ShowcaseFixture.committed, settings: settings,
                                            storeFolder: fixture.url("store"), session: StubUpdateServer.session())
        try packages.installBundledIfNeeded()
        let installed = try #require(try packages.store.installed(BundledPackage.id)).manifest.version

        StubUpdateServer.answer(settings.device, "/update", status: 204)
        #expect(await packages.update() == .upToDate)
        StubUpdateServer.answer(settings.device, "/update", status: 500, body: Data("down".utf8))
        guard case .failed(let reason) = await packages.update() else { Issue.record("a 500 is not a failure"); return }
        #expect(reason.contains("500"))
        #expect(try packages.store.installed(BundledPackage.id)?.manifest.version == installed)
        #expect(StubUpdateServer.requests(of: settings.device) == Array(repeating: "GET /v1/packages/showcase/update", count: 2))
    }

    /// The update is installed as `UpdateClient.install(_:)` installs a download (swift-corelibs-foundation cannot
    /// hand a stubbed download over: `Tools/Causeway`'s tests download from a real server).
    @Test func anUpdateOnTrialIsConfirmedWhenItsPageDeclaresItselfReadyAndTheServerHearsIt() async throws {
        let fixture = try ShowcaseFixture()
        let key = PackageSigningKey()
        let bundled = try fixture.packed(key, version: Version(1, 0, 0))
        let update = try fixture.packed(key, version: Version(1, 1, 0), changing: "1.1.0")
        let settings = fixture.settings(server: URL(string: "http://updates.test")!)
        let packages = try ShowcasePackages(bundled: bundled, settings: settings, storeFolder: fixture.url("store"),
                                            session: StubUpdateServer.session())
        try packages.installBundledIfNeeded()
        try packages.store.install(update.archive)
        #expect(try packages.store.installed(BundledPackage.id)?.isOnTrial == true)
        StubUpdateServer.answer(settings.device, "/reports", status: 202)

        let engine = FakeEngine()
        let app = HybridApp(info: AppInfo(name: "Showcase", identifier: "dev.causeway.showcase", version: "1.0.0", build: "1"),
                            policy: .allowing([OriginPattern(originOf: packages.entry)]))
        let container = Container(app: app, engine: engine)
        let trial = packages.watchTrial(in: container)
        let page = engine.navigate(to: packages.entry)
        await container.bridge.waitUntilPageReady()
        await page.declareReady()
        #expect(try packages.store.installed(BundledPackage.id)?.isOnTrial == false)
        guard case .confirmed(let manifest)? = trial.outcome else { Issue.record("not confirmed: \(String(describing: trial.outcome))"); return }
        #expect(manifest.version == Version(1, 1, 0))
        try await waitUntil("the confirmation reached the server") {
            StubUpdateServer.requests(of: settings.device).contains("POST /v1/packages/showcase/reports")
        }
    }
}
