import Causeway
import CausewayTesting
import Foundation
import Testing

/// Plugins: namespaced methods, scripts, lifecycle, tested without a window.
@MainActor
@Suite struct PluginTests {
    final class NetworkPlugin: Plugin {
        struct Fetch: Codable, Sendable { var url: String }
        struct Watch: Codable, Sendable { var count: Int }

        let namespace = "network"
        var events: [String] = []

        var scripts: [UserScript] {
            [UserScript(source: "window.networkHelpers = true;", injectionTime: .documentEnd, frames: .mainOnly, world: .page)]
        }

        func register(_ methods: PluginMethods) {
            methods.handle("fetchData") { (request: Fetch) in "fetched \(request.url)" }
            methods.handleStream("watch") { (args: Watch, _: CallContext) in
                AsyncStream<Int> { continuation in
                    for value in 1...args.count { continuation.yield(value) }
                    continuation.finish()
                }
            }
        }

        func attached(to bridge: Bridge) { events.append("attached") }
        func documentChanged(epoch: Int, url: URL?) { events.append("document \(url?.host ?? "-")") }
        func detached(from bridge: Bridge) { events.append("detached") }
    }

    let engine = FakeEngine()
    let bridge: Bridge
    let plugin = NetworkPlugin()

    init() {
        bridge = Bridge(engine: engine, policy: CapabilityPolicy(rules: [
            .allow(["https://app.example"]),
            .allow(["https://maps.example"], frames: .sub, methods: ["network.watch"]),
        ]))
        bridge.install(plugin)
    }

    private func load() async -> FakePage {
        let page = engine.navigate(to: URL(string: "https://app.example/")!)
        await bridge.waitUntilPageReady()
        return page
    }

    @Test func methodsAnswerUnderTheNamespace() async throws {
        let page = await load()
        #expect(try await page.call("network.fetchData", ["url": "https://x.example"]) == "fetched https://x.example")
        var values: [JSONValue] = []
        for try await value in page.stream("network.watch", ["count": 3]) { values.append(value) }
        #expect(values == [1, 2, 3])
        #expect(bridge.plugins["network"] === plugin)
    }

    @Test func theHelloAnswerListsThePermittedMethods() async {
        let page = await load()
        #expect(page.methods == ["network.fetchData": .call, "network.watch": .stream])
        let frame = engine.addFrame(origin: "https://maps.example")
        await frame.waitUntilGreeted()
        #expect(frame.methods == ["network.watch": .stream], "a frame sees only what it may call")
        let stranger = engine.addFrame(origin: "https://ads.example")
        await stranger.waitUntilGreeted()
        #expect(stranger.methods.isEmpty)
    }

    @Test func scriptsAndLifecycle() async throws {
        #expect(engine.userScripts.contains { $0.source == "window.networkHelpers = true;" && $0.injectionTime == .documentEnd
            && $0.frames == .mainOnly })
        _ = await load()
        _ = engine.navigate(to: URL(string: "https://app.example/next")!)
        #expect(plugin.events == ["attached", "document app.example", "document app.example"])
        bridge.uninstall(namespace: "network")
        #expect(plugin.events.last == "detached")
        #expect(bridge.plugins.isEmpty)
        let page = await load()
        await #expect(throws: BridgeError(.unknownMethod, "No handler for network.fetchData")) {
            try await page.call("network.fetchData", ["url": "x"])
        }
    }

    @Test func argumentsAreCheckedAgainstTheMethodsType() async throws {
        let page = await load()
        do {
            _ = try await page.call("network.fetchData", ["url": 42])
            Issue.record("a number was accepted as a URL string")
        } catch {
            #expect(error.code == .invalidArguments)
            #expect(error.path == [.key("url")])
        }
    }
}
