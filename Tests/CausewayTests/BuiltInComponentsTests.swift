import Causeway
import CausewayTesting
import Foundation
import Testing

/// The built-in components' contract, defined once in the core, on fake platform views: what each reports, what
/// its methods do and answer, and where a video's source comes from.
@MainActor
@Suite(.timeLimit(.minutes(1))) struct BuiltInComponentsTests {
    /// A surface that keeps nothing: the views here are names.
    final class Surface: ComponentSurface {
        var needsChildScrollViews: Bool { false }
        func add(_ view: String, id: String, geometry: ComponentGeometry) {}
        func place(_ id: String, geometry: ComponentGeometry) {}
        func remove(_ id: String) {}
    }

    let label = FakeLabelView()
    let field = FakeTextField()
    let player = FakeVideoPlayer()
    /// What the components sent: name and detail.
    private let sent = Sent()
    private let stage: ComponentStage<Surface>

    final class Sent {
        var events: [(name: String, detail: JSONValue)] = []
        var names: [String] { events.map(\.name) }
    }

    init() {
        let registry = ComponentRegistry<String>()
        registry.register("label") { [label] props, context in LabelComponent(label, props: props, context: context) }
        registry.register("input") { [field] props, context in InputComponent(field, props: props, context: context) }
        registry.register("video") { [player] props, context in VideoComponent(player, props: props, context: context) }
        let served = [URL(string: "app://bundle/media/intro.webm")!: Data("frames".utf8)]
        stage = ComponentStage(surface: Surface(), registry: registry) { url, _ in
            guard let data = served[url] else { throw URLError(.fileDoesNotExist) }
            return data
        }
    }

    private func insert(_ type: String, _ attributes: [String: String]) throws {
        try stage.apply(.insert(id: "cw1", type: type, props: ComponentProps(attributes: attributes),
                                geometry: ComponentGeometry(frame: .zero)), context: context)
    }

    private func update(_ attributes: [String: String]) throws {
        try stage.apply(.update(id: "cw1", props: ComponentProps(attributes: attributes), geometry: nil), context: context)
    }

    private func invoke(_ name: String, _ args: JSONValue = .null) async throws -> JSONValue {
        let result = try await stage.invoke(name, on: "cw1", ComponentArguments(json: args))
        return try JSONValue(json: String(decoding: try JSONEncoder().encode(result), as: UTF8.self))
    }

    private var context: ComponentContext {
        // The app lets its components open files, which these fake players play.
        ComponentContext(id: "cw1", pageURL: URL(string: "app://bundle/pages/index.html"),
                         policy: PageResource.Policy(allowsFiles: true), deliver: { [sent] name, detail in
            sent.events.append((name, detail))
        }, load: { [stage] url in try await stage.load(url, limit: PageBudget().componentResourceBytes) })
    }

    @Test func aLabelShowsItsPropsAndReportsTaps() throws {
        try insert("label", ["text": "Hi", "font-size": "24"])
        try update(["text": "Bye"])
        #expect(label.shown.map(\.text) == ["Hi", "Bye"])
        label.tap(at: ComponentPoint(x: 3, y: 4.5))
        #expect(sent.events.map(\.name) == ["tap"])
        #expect(sent.events.first?.detail == ["x": 3, "y": 4.5])
    }

    @Test func aFieldReportsWhatAPersonDoesButNotWhatThePageSets() async throws {
        try insert("input", ["placeholder": "Name"])
        #expect(field.placeholder == "Name")
        try update(["value": "Ada"])
        #expect(field.text == "Ada")
        field.type("!")
        field.submit()
        #expect(try await invoke("focus") == .null)
        #expect(try await invoke("blur") == .null)
        #expect(sent.names == ["input", "submit", "focus", "blur"])
        #expect(sent.events[0].detail == ["value": "Ada!"] && sent.events[1].detail == ["value": "Ada!"])
        await #expect(throws: BridgeError(.unknownMethod, "The input component has no method select; it has: blur, focus")) {
            try await invoke("select")
        }
    }

    @Test func aVideoReportsAsAPagesVideoDoesAndAnswersItsState() async throws {
        try insert("video", ["src": "file:///media/intro.webm", "autoplay": "", "muted": ""])
        #expect(player.openURL == URL(string: "file:///media/intro.webm"))
        #expect(player.settings == VideoSettings(loops: false, isMuted: true, showsControls: true))
        player.finishLoading(duration: 8)
        #expect(sent.names == ["loadedmetadata", "play"], "autoplay starts it once loaded")
        #expect(sent.events[0].detail == ["duration": 8])
        player.playToTheEnd()
        #expect(sent.names == ["loadedmetadata", "play", "pause", "ended"], "it pauses, then ends")
        #expect(try await invoke("state") == ["playing": false, "ended": true, "time": 8, "duration": 8])
        #expect(try await invoke("play") == ["playing": true, "ended": false, "time": 0, "duration": 8],
                "play after the end starts from the beginning")
        #expect(try await invoke("seek", ["time": 2.5]) == ["playing": true, "ended": false, "time": 2.5, "duration": 8])
        let negative = await #expect(throws: BridgeError.self) { try await invoke("seek", ["time": -1]) }
        #expect(negative?.code == .invalidArguments && negative?.path == [.key("time")])
        let missing = await #expect(throws: BridgeError.self) { try await invoke("seek") }
        #expect(missing?.code == .invalidArguments)
        #expect(try await invoke("pause") == ["playing": false, "ended": false, "time": 2.5, "duration": 8])
        #expect(sent.names.suffix(2) == ["play", "pause"])
    }

    @Test func aVideoBeforeItsSourceIsOpenSaysSo() async throws {
        try insert("video", ["src": "media/missing.webm"])
        await #expect(throws: BridgeError.handlerFailed("The video has not loaded yet")) { try await invoke("play") }
        try await waitUntil("the failed load is reported") { sent.names == ["error"] }
        #expect(sent.events[0].detail["message"]?.stringValue?.isEmpty == false)
    }

    @Test func aSourceThePlayerCannotOpenIsCopiedIntoATemporaryFileThatGoesWithTheComponent() async throws {
        try insert("video", ["src": "../media/intro.webm", "loop": ""])
        try await waitUntil("the copy is open") { player.openURL != nil }
        let copy = try #require(player.openURL)
        #expect(copy.isFileURL && copy.pathExtension == "webm")
        #expect(try Data(contentsOf: copy) == Data("frames".utf8))
        player.finishLoading(duration: 3)
        player.playToTheEnd()
        #expect(sent.names == ["loadedmetadata"], "a looping video never ends")
        try stage.apply(.remove(id: "cw1"), context: context)
        #expect(!player.isOpen)
        #expect(!FileManager.default.fileExists(atPath: copy.path))
    }
}
