import Causeway
import CausewayGTK
import CausewayTesting
import CausewayTestSupport
import Foundation
import XCTest

/// A real container window for tests: an app serving `Tests/Fixtures/pages/container` as
/// `causeway-test://container/`, whose main frame may call everything but `test.secret`, and the same folder as
/// `causeway-test://widget/`, another origin, which may call nothing.
@MainActor
final class ContainerFixture {
    let app: HybridApp
    let window: GTKContainerWindow

    init(poolSize: Int = 0, _ configure: (HybridApp) -> Void = { _ in }) throws {
        guard ProcessInfo.processInfo.environment["DISPLAY"] != nil else { throw HarnessError.noDisplay }
        app = HybridApp(
            info: AppInfo(name: "Container tests", identifier: "test.container", version: "1.2", build: "42"),
            policy: CapabilityPolicy(rules: [.allow(["causeway-test://container"]), .deny(["*"], methods: ["test.secret"])])
        )
        let folder = WebKitContractPage.pagesFolder.appendingPathComponent("container")
        app.schemes[WebKitHarness.pageScheme] = StaticFilesEndpoint(sites: ["container": folder, "widget": folder]).respond
        configure(app)
        let pool = poolSize > 0 ? ContainerPool(app: app, size: poolSize) { GTKEngine() } : nil
        window = GTKContainerWindow(app: app, pool: pool, width: 800, height: 600)
    }

    func url(_ path: String) -> URL {
        URL(string: "\(WebKitHarness.pageScheme)://container/\(path)")!
    }

    /// Opens `path` in a new container page and returns once its runtime is ready.
    @discardableResult
    func open(_ path: String) async throws -> Container {
        let container = window.open(url(path))
        try await until("\(path) is ready") { container.bridge.isPageReady }
        return container
    }

    /// Runs `body` as an async function in the top page's own world.
    func evaluate(_ body: String, in container: Container? = nil) async throws -> JSONValue {
        guard let container = container ?? window.topContainer else { throw HarnessError.timedOut("no web page on top") }
        return try await container.engine.evaluate(body, in: .page)
    }

    /// Waits until `condition` holds; throws after `timeout`, a guard against a hang: what it waits for (a new
    /// container's web process, a page's load and paint) is what a busy machine makes slowest.
    func until(_ what: String, timeout: Duration = .seconds(60),
               _ condition: @MainActor () async throws -> Bool) async throws
    {
        try await waitUntil(what, timeout: timeout, condition)
    }

    func close() {
        window.close()
    }
}
