import Causeway
import CausewayContract
import CausewayShowcasePlugins
import CausewayTesting
import Foundation
import Testing

/// Every number a page sends the showcase's plugins is bounded where it is decoded, so that no page ends the app, or
/// holds a call for ever, with one number: the showcase is the code web and native developers copy first. The
/// methods come from the plugins' own descriptions, so a number added to a plugin later is tried too.
@MainActor
@Suite(.timeLimit(.minutes(1))) struct ShowcasePluginBoundsTests {
    /// Numbers the showcase only does arithmetic on, where any value a page can send is fine.
    static let arithmetic: Set<String> = ["math.add a", "math.add b", "math.divide a", "math.divide b"]

    @Test(arguments: [1e15, -1])
    func everyNumberPastItsBoundIsRefusedWithItsPath(_ number: Double) async throws {
        let engine = FakeEngine()
        let bridge = Bridge(engine: engine, policy: .allowing(["https://app.example"]))
        let plugins = ShowcasePlugins.described() + [ScreenQueryPlugin()]
        for plugin in plugins { bridge.install(plugin) }
        let page = engine.navigate(to: URL(string: "https://app.example/")!)
        await bridge.waitUntilPageReady()

        var tried = 0
        for method in TypeScriptDeclarations(plugins: plugins).methods {
            guard case .named(let name) = method.arguments,
                  let object = method.objects.first(where: { $0.name == name }) else { continue }
            for field in object.fields where Self.isNumber(field.shape) && !Self.arithmetic.contains("\(method.name) \(field.name)") {
                var args: [String: JSONValue] = [:]
                for other in object.fields { args[other.name] = Self.ordinary(other.shape) }
                args[field.name] = .number(number)
                let error = await Self.failure(of: method, with: .object(args), on: page)
                #expect(error?.code == .invalidArguments && error?.path == [.key(field.name)],
                        "\(method.name)'s \(field.name) of \(number): \(String(describing: error))")
                tried += 1
            }
        }
        #expect(tried >= 5, "clock.ticks's count and intervalMS, files.random's size, task.wait's ms, screen.shows's within")
    }

    @Test func numbersWithinTheirBoundsAreServed() async throws {
        let engine = FakeEngine()
        let bridge = Bridge(engine: engine, policy: .allowing(["https://app.example"]))
        for plugin in ShowcasePlugins.described() { bridge.install(plugin) }
        let page = engine.navigate(to: URL(string: "https://app.example/")!)
        await bridge.waitUntilPageReady()
        #expect(try await page.call("task.wait", ["ms": 0]) == "waited 0 ms")
        var ticks: [JSONValue] = []
        for try await tick in page.stream("clock.ticks", ["count": 3, "intervalMS": 0]) { ticks.append(tick) }
        #expect(ticks == [1, 2, 3])
    }

    /// How `method` with `args` fails, if it does: a call, or a stream's first value.
    private static func failure(of method: MethodSignature, with args: JSONValue, on page: FakePage) async -> BridgeError? {
        do {
            switch method.kind {
            case .stream:
                for try await _ in page.stream(method.name, args) { break }
            default:
                _ = try await page.call(method.name, args, timeout: .seconds(5))
            }
            return nil
        } catch {
            return BridgeError(converting: error)
        }
    }

    private static func isNumber(_ shape: TypeShape) -> Bool {
        if case .optional(let inner) = shape { return isNumber(inner) }
        return shape == .number
    }

    /// A value of `shape` that its field takes without a second thought.
    private static func ordinary(_ shape: TypeShape) -> JSONValue {
        switch shape {
        case .number: 1
        case .string: "a"
        case .boolean: false
        case .literals(let values): .string(values.first ?? "")
        case .array: []
        default: .null
        }
    }

    /// `screen.shows`'s arguments, which each platform's showcase app serves over its own window.
    private final class ScreenQueryPlugin: Plugin {
        let namespace = ScreenPlugin.namespace

        func register(_ methods: PluginMethods) {
            methods.handle("shows") { (query: ScreenPlugin.Query) in
                ScreenPlugin.Report(shown: false, page: "\(query.page)")
            }
        }
    }
}
