import Causeway

/// `math.add` and `math.divide`: typed arguments, and a handler that fails with data.
final class MathPlugin: Plugin {
    struct Operands: Codable, Sendable { var a: Double; var b: Double }

    let namespace = "math"

    func register(_ methods: PluginMethods) {
        methods.handle("add") { (args: Operands) in args.a + args.b }
        methods.handle("divide") { (args: Operands) -> Double in
            guard args.b != 0 else { throw BridgeError.handlerFailed("Division by zero", data: ["dividend": .number(args.a)]) }
            return args.a / args.b
        }
    }
}
