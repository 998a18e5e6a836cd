import Causeway
import CausewayTesting
import Foundation
import Testing

/// A container that goes away ends its bridge: everything in flight settles, plugins are detached, and nothing the
/// page left parked keeps the bridge alive.
@MainActor
@Suite(.timeLimit(.minutes(1))) struct ContainerTearDownTests {
    /// A plugin that records its lifecycle.
    final class Lifecycle: Plugin {
        let namespace = "life"
        var events: [String] = []
        func register(_ methods: PluginMethods) {
            methods.handle("forever") { @MainActor [weak self] (_: Empty) async throws -> Int in
                do {
                    try await Task.sleep(for: .seconds(3600))
                } catch {
                    self?.events.append("handler cancelled")
                    throw error
                }
                return 0
            }
        }
        func attached(to bridge: Bridge) { events.append("attached") }
        func detached(from bridge: Bridge) { events.append("detached") }
    }

    let app = HybridApp(info: AppInfo(name: "Tests", identifier: "test.app", version: "1", build: "1"),
                        policy: CapabilityPolicy(rules: [.allow(["https://app.example"])]))

    private func loadedContainer(_ engine: FakeEngine) async -> (Container, FakePage) {
        let container = Container(app: app, engine: engine)
        let page = engine.navigate(to: URL(string: "https://app.example/")!)
        await container.bridge.waitUntilPageReady()
        return (container, page)
    }

    @Test func everythingInFlightSettlesAndPluginsAreDetached() async throws {
        let engine = FakeEngine()
        let (container, page) = await loadedContainer(engine)
        let plugin = Lifecycle()
        container.install(plugin)
        let bridge = container.bridge
        page.handle("page.wait") { _ in try await Task.sleep(for: .seconds(3600)); return .null }
        let nativeCall = Task { try await bridge.call("page.wait", as: JSONValue.self) }
        Task { _ = try? await page.call("life.forever") }
        let events = Task { var heard = 0; for await _ in bridge.events() { heard += 1 }; return heard }
        try await waitUntil("both calls are in flight") { bridge.pendingCount == 2 }

        container.tearDown()

        await #expect(throws: BridgeError.self) { try await nativeCall.value }
        try await waitUntil("the page's call was cancelled natively") { plugin.events.contains("handler cancelled") }
        #expect(await events.value == 0, "the event stream finished")
        #expect(bridge.isClosed && bridge.pendingCount == 0)
        #expect(plugin.events.filter { $0 != "handler cancelled" } == ["attached", "detached"])
        #expect(bridge.plugins.isEmpty)
        #expect(engine.isClosed)
        do {
            _ = try await bridge.call("page.wait", as: JSONValue.self)
            Issue.record("a closed bridge sent a call")
        } catch {
            #expect(error.code == .cancelled)
        }
    }

    @Test func aCallWaitingForAReadyPageFailsWhenTheContainerGoes() async throws {
        let container = Container(app: app, engine: FakeEngine())
        let bridge = container.bridge
        let waiting = Task { try await bridge.call("page.hello", as: String.self) }
        try await waitUntil("the call waits for the page") { bridge.pendingCount == 1 }
        container.tearDown()
        do {
            _ = try await waiting.value
            Issue.record("the call was answered")
        } catch let error as BridgeError {
            #expect(error.code == .cancelled)
        }
        await bridge.waitUntilPageReady()
    }

    @Test func aTornDownContainerIsFreedThoughItsPageHadAPullParked() async throws {
        let engine = FakeEngine()
        weak var weakBridge: Bridge?
        weak var weakContainer: Container?
        do {
            let (container, page) = await loadedContainer(engine)
            weakBridge = container.bridge
            weakContainer = container
            #expect(page.isLoaded, "the page is pulling")
            container.tearDown()
        }
        try await waitUntil("the bridge is freed") { weakBridge == nil && weakContainer == nil }
    }
}
