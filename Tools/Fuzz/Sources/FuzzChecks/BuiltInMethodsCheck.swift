import Causeway
import CausewayTesting
import Foundation
import Logging

/// Calls the built-in methods with the input's arguments, as a page granted every method would, in a container on
/// the in-memory engine with a small page budget, a host that records what it is asked, a prerenderer and a
/// component stage. Each line of the input is one call: a method name, a space, its arguments as JSON.
///
/// After every call: the call was answered; the host's stack, the prerendered pages, the components and the
/// header's items are within the budget; every number the component surface was handed is within the range a host
/// converts without trapping; and the app's HttpOnly session cookie is as the app set it.
@MainActor
enum BuiltInMethodsCheck {
    /// The most calls one input makes.
    static let maxCalls = 8
    /// The budget the pages run under: small, so that inputs reach every limit.
    static let budget = PageBudget(prerenderedPages: 2, stackedPages: 4, components: 4, headerItems: 4,
                                   waitingBlobs: 8, runningCalls: 8)
    private static let origin = "https://app.example"
    private static let quiet = Logger(label: "causeway.fuzz") { _ in SwiftLogNoOpLogHandler() }
    /// The app's own session cookie, which no page may read, change, shadow or delete.
    private static let session = Cookie(name: "session", value: "app", domain: "app.example", isHTTPOnly: true)

    static func check(_ input: Data) async throws(FuzzFinding) {
        let calls = String(decoding: input, as: UTF8.self).split(separator: "\n").prefix(maxCalls)
            .compactMap(Call.init)
        guard !calls.isEmpty else { return }
        let page = await Page.open()
        defer { page.close() }
        for call in calls {
            // A call may have moved the page to a new document (`nav.reload`, `nav.back`): the next comes from it.
            await page.container.bridge.waitUntilPageReady()
            guard let current = page.engine.page else { return }
            let answer: JSONValue?
            do {
                answer = try await current.call(call.method, call.args, timeout: .seconds(5))
            } catch {
                try require(error.code != .timeout, "\(call.method) was never answered")
                answer = nil
            }
            if call.method == "cookies.get", case .array(let listed)? = answer {
                try require(!listed.contains { $0["name"]?.stringValue?.lowercased() == "session" },
                            "cookies.get listed the session cookie")
            }
            try page.requireWithinBounds(after: call.method)
            let cookies = (try? await page.engine.cookieStore.allCookies()) ?? []
            try require(cookies.filter { $0.name.lowercased() == "session" } == [session],
                        "\(call.method) left the session cookies \(cookies.filter { $0.name.lowercased() == "session" })")
        }
    }

    /// One line of the input.
    private struct Call {
        let method: String
        let args: JSONValue

        init?(_ line: Substring) {
            let parts = line.split(separator: " ", maxSplits: 1)
            guard let method = parts.first, let args = try? JSONValue(json: String(parts.dropFirst().first ?? "null"))
            else { return nil }
            self.method = String(method)
            self.args = args
        }
    }

    /// The container under test and what it reaches.
    @MainActor
    private struct Page {
        let app: HybridApp
        let container: Container
        let engine: FakeEngine
        let host: RecordingHost
        let prerendered: Prerenderer<FakeEngine>
        let stage: ComponentStage<BoundsSurface>
        let surface: BoundsSurface

        static func open() async -> Page {
            let app = HybridApp(info: AppInfo(name: "Fuzz", identifier: "fuzz.app", version: "1", build: "1"),
                                policy: CapabilityPolicy(rules: [.allow([OriginPattern(origin)], frames: .any)]))
            app.budget = BuiltInMethodsCheck.budget
            app.cookieSites = [OriginPattern("https://api.example")]
            let engine = FakeEngine()
            try? await engine.cookieStore.set(session)
            let container = Container(app: app, engine: engine, logger: quiet)
            let host = RecordingHost()
            host.nativePageNames = ["profile"]
            let prerendered = Prerenderer(app: app) { HostedContainer(app: app, engine: FakeEngine()) }
            host.prerender = { prerendered.prerender($1, namedBy: $0) }
            container.host = host
            let surface = BoundsSurface()
            let registry = ComponentRegistry<String>()
            registry.register("label") { (props: LabelProps, _) in Shown(props) }
            registry.register("input") { (props: InputProps, _) in Shown(props) }
            let stage = ComponentStage(surface: surface, registry: registry) { _, _ in Data() }
            container.install(ComponentsPlugin(host: stage, logger: quiet))
            engine.navigate(to: URL(string: "\(origin)/")!)
            return Page(app: app, container: container, engine: engine, host: host,
                        prerendered: prerendered, stage: stage, surface: surface)
        }

        func requireWithinBounds(after method: String) throws(FuzzFinding) {
            let budget = BuiltInMethodsCheck.budget
            try require(host.pageCount <= budget.stackedPages, "\(method): the stack holds \(host.pageCount) pages")
            try require(prerendered.urls.count <= budget.prerenderedPages,
                        "\(method): \(prerendered.urls.count) pages are prerendered")
            try require(stage.componentIDs.count <= budget.components,
                        "\(method): the page holds \(stage.componentIDs.count) components")
            try require(surface.outOfRange.isEmpty, "\(method): the surface was handed \(surface.outOfRange)")
            let header = container.header
            try require(header.rightItems.count <= budget.headerItems, "\(method): \(header.rightItems.count) header items")
            let titleItems = switch header.titleView {
            case .segments(let segments): segments.segments
            case .menu(let menu): menu.items
            case .plain, .native: [String]()
            }
            try require(titleItems.count <= budget.headerItems, "\(method): a title view of \(titleItems.count) items")
            try require(titleItems.allSatisfy { $0.utf8.count <= HeaderConfiguration.maxLabelBytes },
                        "\(method): a title view label past its length")
            try require(container.bridge.pendingCount <= budget.runningCalls, "\(method): \(container.bridge.pendingCount) calls run")
        }

        func close() {
            prerendered.evictAll()
            container.tearDown()
        }
    }
}

/// A component surface whose views are strings, which notes every number it is handed outside the ranges a host
/// converts.
@MainActor
final class BoundsSurface: ComponentSurface {
    private(set) var outOfRange: [String] = []
    var needsChildScrollViews: Bool { false }

    func add(_ view: String, id: String, geometry: ComponentGeometry) { note(geometry, of: id) }
    func place(_ id: String, geometry: ComponentGeometry) { note(geometry, of: id) }
    func remove(_ id: String) {}

    private func note(_ geometry: ComponentGeometry, of id: String) {
        for rect in [geometry.frame, geometry.clip] + geometry.occluders {
            let numbers = [rect.x, rect.y, rect.width, rect.height]
            if !numbers.allSatisfy({ ComponentRect.coordinates.contains($0) && Double(Int32.max) > abs($0) }) {
                outOfRange.append("\(id): \(rect)")
            }
        }
        if !(0...1).contains(geometry.opacity) || !geometry.cornerRadius.isFinite {
            outOfRange.append("\(id): opacity \(geometry.opacity), radius \(geometry.cornerRadius)")
        }
    }
}

/// A component that shows nothing.
@MainActor
private final class Shown<Props: Decodable & Sendable>: NativeComponent {
    let view = "view"

    init(_ props: Props) {}

    func update(_ props: Props) {}
}
