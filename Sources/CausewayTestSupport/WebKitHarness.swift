#if canImport(CausewayGTK)
public import Causeway
public import CausewayGTK
public import CausewayTesting
public import Foundation
public import Logging

/// A real WebKitGTK engine with a bridge, in a window, serving test pages from folders on disk.
///
/// Run it inside ``GLibMainLoop/run(_:)`` on the main thread, under a display (`xvfb-run` in CI). Pages are
/// served as `causeway-test://HOST/path`, one folder per host, so two hosts are two origins.
@MainActor
public final class WebKitHarness {
    /// The scheme test pages are served from.
    public static let pageScheme = "causeway-test"

    /// The engine.
    public let engine: GTKEngine
    /// The bridge attached to it.
    public let bridge: Bridge
    /// The window showing it.
    public let window: GTKWindowHost

    /// Makes an engine and a bridge with `policy` that logs to `logger`, and serves each folder in `sites` under its
    /// host name.
    public init(sites: [String: URL], policy: CapabilityPolicy, limits: BridgeLimits = BridgeLimits(),
                logger: Logger = Logger(label: "causeway.bridge")) throws(HarnessError)
    {
        guard ProcessInfo.processInfo.environment["DISPLAY"] != nil
            || ProcessInfo.processInfo.environment["WAYLAND_DISPLAY"] != nil
        else {
            throw HarnessError.noDisplay
        }
        engine = GTKEngine()
        bridge = Bridge(engine: engine, policy: policy, limits: limits, logger: logger)
        engine.registerScheme(Self.pageScheme, StaticFilesEndpoint(sites: sites).respond)
        window = GTKWindowHost(engine: engine, title: "Causeway tests", width: 800, height: 600)
    }

    /// The URL of `path` on `host`.
    public func url(_ path: String, host: String) -> URL {
        URL(string: "\(Self.pageScheme)://\(host)/\(path)")!
    }

    /// Loads `path` from `host` and returns once the new document's runtime is ready.
    public func load(_ path: String, host: String, timeout: Duration = .seconds(20)) async throws {
        try await load(url(path, host: host), timeout: timeout)
    }

    /// Loads `url` and returns once the new document's runtime is ready.
    public func load(_ url: URL, timeout: Duration = .seconds(20)) async throws {
        let epoch = bridge.epoch
        engine.load(url)
        try await waitUntil("\(url) is ready", timeout: timeout) { self.bridge.epoch > epoch && self.bridge.isPageReady }
    }

    /// Runs `functionBody` as an async function in the page's own world and returns its result.
    public func evaluate(_ functionBody: String) async throws -> JSONValue {
        try await engine.evaluate(functionBody, in: .page)
    }

    /// Polls `condition` on the main actor until it holds.
    public func waitUntil(_ what: String, timeout: Duration = .seconds(20),
                          _ condition: @MainActor () async throws -> Bool) async throws
    {
        try await CausewayTesting.waitUntil(what, timeout: timeout, condition)
    }

    /// Closes the window and the engine.
    public func close() {
        window.close()
        engine.close()
    }
}

#endif
