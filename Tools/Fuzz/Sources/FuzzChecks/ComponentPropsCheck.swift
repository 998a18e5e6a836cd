import Causeway
import CausewayTesting
import Foundation
import Logging

/// Sends the input, read as JSON, as a batch of same-layer component commands from the page, to a stage whose
/// components read the built-in props (label, input, video) and style a label as the engines do. The call must be
/// answered; the surface is asked to show each component once and to remove only what it shows, and shows exactly
/// what the stage holds; a label's style is CSS declarations of colours (finite channels from 0 to 1 that CSS reads
/// back) and a size, and nothing else; and once the document goes, no view is left.
@MainActor
enum ComponentPropsCheck {
    private static let quiet = Logger(label: "causeway.fuzz") { _ in SwiftLogNoOpLogHandler() }
    /// The only CSS a label may be styled with.
    private static let declarations =
        /color: rgba\(\d{1,3}, \d{1,3}, \d{1,3}, [0-9.e-]+\); background: rgba\(\d{1,3}, \d{1,3}, \d{1,3}, [0-9.e-]+\);( font-size: [0-9.]+px;)?/

    static func check(_ input: Data) async throws(FuzzFinding) {
        guard let batch = try? JSONValue(json: String(decoding: input, as: UTF8.self)) else { return }
        let engine = FakeEngine()
        let bridge = Bridge(engine: engine, policy: CapabilityPolicy(rules: [.allow(["https://app.example"])]),
                            logger: quiet)
        defer { bridge.close() }
        let surface = CountingSurface()
        let registry = ComponentRegistry<String>()
        let colours = ColourLog()
        registry.register("label") { (props: LabelProps, _) in Drawn(props, colours: colours) }
        registry.register("input") { (props: InputProps, _) in Drawn(props, colours: colours) }
        registry.register("video") { (props: VideoProps, _) in Drawn(props, colours: colours) }
        let stage = ComponentStage(surface: surface, registry: registry) { _, _ in Data() }
        bridge.install(ComponentsPlugin(host: stage, logger: quiet))
        let page = engine.navigate(to: URL(string: "https://app.example/")!)
        await bridge.waitUntilPageReady()

        do {
            _ = try await page.call("components.apply", batch, timeout: .seconds(5))
        } catch {
            try require(error.code != .timeout, "the batch was never answered")
        }
        try require(surface.misuse.isEmpty, "the surface was asked to \(surface.misuse)")
        try require(Set(surface.views.keys) == Set(stage.componentIDs),
                    "the surface shows \(surface.views.keys.sorted()), the stage holds \(stage.componentIDs)")
        for style in colours.styles {
            try require(style.wholeMatch(of: Self.declarations) != nil, "a label was styled with \(style)")
        }
        for colour in colours.read {
            let channels = [colour.red, colour.green, colour.blue, colour.alpha]
            try require(channels.allSatisfy { $0.isFinite && (0...1).contains($0) }, "the colour \(colour) was read")
            guard let again = CSSColor(colour.cssText) else {
                throw FuzzFinding("\(colour.cssText) is no colour")
            }
            let drift = zip(channels, [again.red, again.green, again.blue, again.alpha]).map { abs($0 - $1) }.max() ?? 0
            try require(drift <= 0.5 / 255 + 1e-9, "\(colour) reads back from CSS as \(again)")
        }
        engine.navigate(to: URL(string: "https://app.example/next")!)
        await bridge.waitUntilPageReady()
        try require(surface.views.isEmpty && stage.componentIDs.isEmpty,
                    "\(surface.views.count) views stayed after the document went")
    }
}

/// A surface whose views are strings: what it shows, and what it was asked to do that it could not.
@MainActor
private final class CountingSurface: ComponentSurface {
    private(set) var views: [String: String] = [:]
    private(set) var misuse: [String] = []
    var needsChildScrollViews: Bool { false }

    func add(_ view: String, id: String, geometry: ComponentGeometry) {
        if views.updateValue(view, forKey: id) != nil { misuse.append("show \(id) twice") }
    }

    func place(_ id: String, geometry: ComponentGeometry) {
        if views[id] == nil { misuse.append("place \(id), which it does not show") }
    }

    func remove(_ id: String) {
        if views.removeValue(forKey: id) == nil { misuse.append("remove \(id), which it does not show") }
    }
}

/// The styles and colours labels were drawn with.
@MainActor
private final class ColourLog {
    var styles: [String] = []
    var read: [CSSColor] = []
}

/// A built-in component whose props are read as the engines read them: a label's style and colours.
@MainActor
private final class Drawn<Props: Decodable & Sendable>: NativeComponent {
    let view = "view"
    private let colours: ColourLog

    init(_ props: Props, colours: ColourLog) {
        self.colours = colours
        update(props)
    }

    func update(_ props: Props) {
        guard let label = props as? LabelProps else { return }
        colours.styles.append(label.cssDeclarations)
        colours.read += [label.textColor, label.backgroundColor]
    }
}
