import Causeway
import CausewayTesting
import Foundation
import Logging
import Testing

/// The component protocol without a window: commands from a page on the fake engine, a registry with typed props,
/// and a surface that records what it was asked to show.
@MainActor
@Suite struct ComponentsPluginTests {
    /// A surface whose views are strings, recording where each is.
    final class RecordingSurface: ComponentSurface {
        var shown: [String: (view: String, geometry: ComponentGeometry)] = [:]
        var removed: [String] = []
        var needsChildScrollViews: Bool { false }

        func add(_ view: String, id: String, geometry: ComponentGeometry) { shown[id] = (view, geometry) }
        func place(_ id: String, geometry: ComponentGeometry) { shown[id]?.geometry = geometry }
        func remove(_ id: String) {
            shown[id] = nil
            removed.append(id)
        }
    }

    final class Badge: NativeComponent {
        struct Props: Decodable, Sendable {
            var text: String
            var count: Int?
            var urgent: Bool?
            var autoPlay: Bool?
        }

        let view: String
        let context: ComponentContext
        private(set) var props: Props
        private(set) var removed = false

        init(props: Props, context: ComponentContext) {
            view = "badge \(context.id)"
            self.props = props
            self.context = context
        }

        func update(_ props: Props) { self.props = props }
        func willBeRemoved() { removed = true }

        struct Ping: Codable, Sendable { var n: Int }
        static let pinged = ComponentEvent<Ping>("pinged")
        static var events: [any ComponentEventDescribing] { [pinged] }

        /// Arguments that count how often they are decoded, and bound their label.
        struct Label: Decodable, Sendable, Bounded {
            nonisolated(unsafe) static var decodings = 0
            var label: String
            var photo: Data?

            init(from decoder: any Decoder) throws {
                Self.decodings += 1
                let container = try decoder.container(keyedBy: CodingKeys.self)
                label = try container.decode(String.self, forKey: .label)
                photo = try container.decodeIfPresent(Data.self, forKey: .photo)
            }

            private enum CodingKeys: String, CodingKey { case label, photo }

            func checkBounds(_ bounds: Bounds) throws(BridgeError) {
                try bounds.length(label, atMost: 8, at: "label")
            }
        }

        static func register(_ methods: ComponentMethods<Badge>) {
            methods.handle("ping") { (badge: Badge, ping: Ping) in
                badge.context.send(pinged, ping)
                return "pong"
            }
            methods.handle("relabel") { (_: Badge, label: Label) -> JSONValue in
                ["label": .string(label.label), "bytes": .number(Double(label.photo?.count ?? 0))]
            }
        }
    }

    let engine = FakeEngine()
    let bridge: Bridge
    let surface = RecordingSurface()
    let log = RecordingLogHandler.Log()
    let made = Made()
    /// The host; the plugin holds it weakly, as the engine owns it in an app.
    let stage: ComponentStage<RecordingSurface>

    /// The badges the registry made, by id, and the limits the stage was asked to load URLs within.
    final class Made {
        var badges: [String: Badge] = [:]
        var loadLimits: [Int] = []
    }

    init() {
        // Subframes are granted too, so that the plugin itself is what keeps components in the main frame.
        bridge = Bridge(engine: engine, policy: CapabilityPolicy(rules: [.allow(["https://app.example"], frames: .any)]),
                        budget: PageBudget(componentResourceBytes: 4_096))
        let registry = ComponentRegistry<String>()
        stage = ComponentStage(surface: surface, registry: registry) { [made] url, limit in
            made.loadLimits.append(limit)
            return Data("bytes of \(url.path)".utf8)
        }
        registry.register("badge") { [made] props, context in
            let badge = Badge(props: props, context: context)
            made.badges[context.id] = badge
            return badge
        }
        bridge.install(ComponentsPlugin(host: stage, logger: Logger(label: "test.components") { [log] _ in
            RecordingLogHandler(log: log)
        }))
    }

    private func load() async -> FakePage {
        let page = engine.navigate(to: URL(string: "https://app.example/shop/")!)
        await bridge.waitUntilPageReady()
        return page
    }

    private static let geometry = ComponentGeometry(frame: ComponentRect(x: 10, y: 20, width: 100, height: 50))

    private static func insert(_ id: String, type: String = "badge", attributes: [String: String],
                               properties: [String: JSONValue] = [:]) -> JSONValue
    {
        let props: JSONValue = ["attributes": .object(attributes.mapValues(JSONValue.string)), "properties": .object(properties)]
        return ["op": "insert", "id": .string(id), "type": .string(type), "props": props,
                "geometry": ["frame": ["x": 10, "y": 20, "width": 100, "height": 50], "clip": ["x": 10, "y": 20, "width": 100, "height": 50],
                             "visible": true, "opacity": 1, "cornerRadius": 4, "zIndex": 0, "occluders": []]]
    }

    @Test func attributesAreReadByTheKindOfEachPropAndPropertiesWin() async throws {
        let page = await load()
        let result = try await page.call("components.apply", ["commands": [
            Self.insert("cw1", attributes: ["text": "Sale", "count": "3", "urgent": "", "auto-play": "false", "class": "x"],
                        properties: ["text": "Big sale"]),
        ]])
        #expect(result == ["failures": []])
        #expect(surface.shown["cw1"]?.view == "badge cw1")
        #expect(surface.shown["cw1"]?.geometry.cornerRadius == 4)
        let props = try #require(made.badges["cw1"]?.props)
        #expect(props.text == "Big sale")
        #expect(props.count == 3)
        #expect(props.urgent == true)
        #expect(props.autoPlay == false)
        #expect(made.badges["cw1"]?.context.resolve("media/a.webm")?.absoluteString == "https://app.example/shop/media/a.webm")
    }

    @Test func aBadCommandFailsAloneWithATypedError() async throws {
        let page = await load()
        let result = try await page.call("components.apply", ["commands": [
            Self.insert("cw1", attributes: ["text": "ok"]),
            Self.insert("cw2", attributes: ["text": "x", "count": "three"]),
            Self.insert("cw3", type: "map", attributes: [:]),
            ["op": "update", "id": "cw9", "geometry": nil],
        ]])
        guard case .array(let failures)? = result["failures"] else { return #expect(Bool(false), "no failures: \(result)") }
        #expect(failures.map { $0["id"] } == ["cw2", "cw3", "cw9"])
        #expect(failures.map { $0["index"] } == [1, 2, 3])
        #expect(failures[0]["error"]?["code"] == "invalidArguments")
        #expect(failures[0]["error"]?["path"] == ["commands", 1, "props", "count"])
        #expect(failures[1]["error"]?["path"] == ["commands", 2, "type"])
        #expect(failures[2]["error"]?["message"] == "No component cw9")
        #expect(surface.shown.keys.sorted() == ["cw1"])
    }

    @Test func updatesMoveAndRemoveComponents() async throws {
        let page = await load()
        _ = try await page.call("components.apply", ["commands": [Self.insert("cw1", attributes: ["text": "a"])]])
        _ = try await page.call("components.apply", ["commands": [
            ["op": "update", "id": "cw1", "geometry": ["frame": ["x": 10, "y": -80, "width": 100, "height": 50],
                                                        "clip": ["x": 0, "y": 0, "width": 0, "height": 0],
                                                        "visible": false, "opacity": 1, "cornerRadius": 0, "zIndex": 0,
                                                        "occluders": []]],
        ]])
        #expect(surface.shown["cw1"]?.geometry.frame.y == -80)
        #expect(surface.shown["cw1"]?.geometry.showsAnything == false)
        _ = try await page.call("components.apply", ["commands": [["op": "remove", "id": "cw1"]]])
        #expect(surface.shown.isEmpty)
        #expect(surface.removed == ["cw1"])
        #expect(made.badges["cw1"]?.removed == true)
    }

    @Test func componentsSendEventsAndAnswerTheirOwnMethods() async throws {
        let page = await load()
        var events: [JSONValue] = []
        page.on("components.event") { events.append($0) }
        _ = try await page.call("components.apply", ["commands": [Self.insert("cw1", attributes: ["text": "a"])]])
        #expect(try await page.call("components.invoke", ["id": "cw1", "name": "ping", "args": ["n": 1]]) == "pong")
        await #expect(throws: BridgeError(.invalidArguments, "No component cw2", path: [.key("id")])) {
            try await page.call("components.invoke", ["id": "cw2", "name": "ping"])
        }
        await #expect(throws: BridgeError(.unknownMethod, "The badge component has no method pong; it has: ping, relabel")) {
            try await page.call("components.invoke", ["id": "cw1", "name": "pong"])
        }
        let wrongArguments = await #expect(throws: BridgeError.self) {
            try await page.call("components.invoke", ["id": "cw1", "name": "ping", "args": ["n": "one"]])
        }
        #expect(wrongArguments?.code == .invalidArguments)
        #expect(wrongArguments?.path == [.key("n")])
        try await waitUntil("the component event reached the page") { events.count == 1 }
        #expect(events == [["id": "cw1", "name": "pinged", "detail": ["n": 1]]])
    }

    /// A component method's arguments are decoded once, into its own type, straight from the message (bytes
    /// included), and checked against that type's bounds.
    @Test func aComponentMethodDecodesItsArgumentsOnce() async throws {
        let page = await load()
        _ = try await page.call("components.apply", ["commands": [Self.insert("cw1", attributes: ["text": "a"])]])
        Badge.Label.decodings = 0
        let photo = try await page.upload(Data([1, 2, 3]))
        let answer = try await page.call("components.invoke", ["id": "cw1", "name": "relabel",
                                                               "args": ["label": "new", "photo": photo]])
        #expect(answer == ["label": "new", "bytes": 3])
        #expect(Badge.Label.decodings == 1)
        let tooLong = await page.failure(calling: "components.invoke", ["id": "cw1", "name": "relabel",
                                                                        "args": ["label": "far too long"]])
        #expect(tooLong?.code == .invalidArguments)
        #expect(tooLong?.path == [.key("label")])
        let missing = await page.failure(calling: "components.invoke", ["id": "cw1", "name": "relabel"])
        #expect(missing?.code == .invalidArguments)
    }

    @Test func aComponentLoadsAURLWithinThePagesBudget() async throws {
        let page = await load()
        _ = try await page.call("components.apply", ["commands": [Self.insert("cw1", attributes: ["text": "a"])]])
        let context = try #require(made.badges["cw1"]?.context)
        #expect(try await context.load(URL(string: "https://app.example/a.webm")!) == Data("bytes of /a.webm".utf8))
        #expect(made.loadLimits == [4_096])
    }

    @Test func aNewDocumentRemovesEveryComponent() async throws {
        let page = await load()
        _ = try await page.call("components.apply", ["commands": [
            Self.insert("cw1", attributes: ["text": "a"]), Self.insert("cw2", attributes: ["text": "b"]),
        ]])
        _ = engine.navigate(to: URL(string: "https://app.example/other")!)
        await bridge.waitUntilPageReady()
        #expect(surface.shown.isEmpty)
        #expect(surface.removed.sorted() == ["cw1", "cw2"])
        _ = page
    }

    @Test func subframesMayNotPlaceComponents() async throws {
        _ = await load()
        let frame = engine.addFrame(origin: "https://app.example")
        await #expect(throws: BridgeError(.denied, "Components live in the main frame only")) {
            try await frame.call("components.apply", ["commands": [Self.insert("cw1", attributes: ["text": "a"])]])
        }
        #expect(surface.shown.isEmpty)
    }

    @Test func unsupportedCSSIsLoggedOncePerComponent() async throws {
        let page = await load()
        var insert = Self.insert("cw1", attributes: ["text": "a"])
        if case .object(var fields) = insert {
            fields["unsupported"] = ["transform (rotation, skew or 3D)"]
            insert = .object(fields)
        }
        _ = try await page.call("components.apply", ["commands": [insert]])
        _ = try await page.call("components.apply", ["commands": [
            ["op": "update", "id": "cw1", "unsupported": ["transform (rotation, skew or 3D)"]],
        ]])
        let warnings = log.records.filter { $0.level == .warning }.map(\.message)
        #expect(warnings == ["Component cw1 has CSS a native view cannot follow: transform (rotation, skew or 3D)"])
    }

    @Test func uncoveredPartsLeaveOutEveryOccluder() {
        let geometry = ComponentGeometry(
            frame: ComponentRect(x: 0, y: 0, width: 100, height: 100),
            clip: ComponentRect(x: 0, y: 0, width: 100, height: 80),
            occluders: [ComponentRect(x: 40, y: 30, width: 20, height: 20)])
        let parts = geometry.uncoveredParts
        let area = parts.map { $0.width * $0.height }.reduce(0, +)
        #expect(area == 7600)
        #expect(!parts.contains { $0.contains(x: 50, y: 40) })
        #expect(parts.contains { $0.contains(x: 10, y: 79) })
        #expect(!parts.contains { $0.contains(x: 10, y: 85) })
        for (index, part) in parts.enumerated() {
            for other in parts[(index + 1)...] { #expect(part.intersection(other) == nil) }
        }
    }
}
