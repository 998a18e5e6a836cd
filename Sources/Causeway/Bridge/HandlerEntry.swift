import CausewayContract

/// A registered native method, with its argument and result types erased.
///
/// The bodies are `nonisolated(nonsending)`: they run on the bridge's actor until they suspend, so a handler that
/// answers at once replies without any executor hop.
struct HandlerEntry: Sendable {
    /// Decodes the arguments, runs the handler and encodes its result.
    typealias CallBody = nonisolated(nonsending) @Sendable (IncomingMessage, WireCodec, CallContext) async throws
        -> EncodedValue
    /// Decodes the arguments from a JSON value, runs the handler and gives its result as a JSON value: for callers in
    /// this process, with no wire message and no blob store (`Data` is a base64 string).
    typealias ValueBody = nonisolated(nonsending) @Sendable (JSONValue, CallContext) async throws -> JSONValue
    /// Decodes the arguments, runs the handler and sends every element of its sequence to the sink.
    typealias StreamBody = nonisolated(nonsending) @Sendable (IncomingMessage, WireCodec, CallContext, StreamSink)
        async throws -> Void

    enum Body: Sendable {
        /// A method that answers once, from a wire message or from a JSON value.
        case call(CallBody, ValueBody)
        case stream(StreamBody)
    }

    let body: Body
    /// Describes the method's argument and result types, for typings.
    let describe: @Sendable (String) -> MethodSignature

    /// Whether the method answers once or streams.
    var kind: MethodKind {
        switch body {
        case .call: .call
        case .stream: .stream
        }
    }
}

extension HandlerEntry {
    /// Messages larger than this are decoded, and their results encoded, off the bridge's actor: a message near
    /// ``BridgeLimits/maxMessageBytes`` takes a tenth of a second or more to read, and the app must not stall.
    static let offActorBytes = 1 << 20

    /// A method that answers once: decodes `Args`, runs `body`, encodes its `Result`.
    static func call<Args: Decodable & Sendable, Result: Encodable & Sendable>(
        _ body: @escaping CallHandler<Args, Result>
    ) -> HandlerEntry {
        let bounds = BoundsCheck(Args.self)
        return HandlerEntry(body: .call({ message, codec, context in
            let args = try await codec.decodeOffActorWhenLarge(Args.self, field: .args, of: message, bounds: bounds)
            let result = try await body(args, context)
            guard message.body.count > offActorBytes else { return try codec.encode(result) }
            return try await Task.detached { try codec.encode(result) }.value
        }, { arguments, context in
            try JSONValue(encoding: try await body(try arguments.decode(as: Args.self), context))
        }), describe: { name in .describing(name, .call, Args.self, Result.self) })
    }

    /// A method that answers once and needs no call context.
    static func call<Args: Decodable & Sendable, Result: Encodable & Sendable>(
        _ body: @escaping PlainCallHandler<Args, Result>
    ) -> HandlerEntry {
        .call { (args: Args, _: CallContext) in try await body(args) }
    }

    /// A method that streams every element of the sequence `body` returns.
    static func stream<Args: Decodable & Sendable, Values: AsyncSequence & Sendable>(
        _ body: @escaping StreamHandler<Args, Values>
    ) -> HandlerEntry where Values.Element: Encodable & Sendable {
        let bounds = BoundsCheck(Args.self)
        return HandlerEntry(body: .stream { message, codec, context, sink in
            let args = try codec.decode(Args.self, field: .args, of: message, bounds: bounds)
            for try await element in try await body(args, context) {
                try await sink.send(try codec.encode(element))
            }
        }, describe: { name in .describing(name, .stream, Args.self, Values.Element.self) })
    }
}

extension WireCodec {
    /// ``decode(_:field:of:consumingBlobs:)``, off the caller's actor when `message` is larger than
    /// ``HandlerEntry/offActorBytes``; a smaller one is decoded where the caller runs, with no executor hop.
    nonisolated(nonsending) func decodeOffActorWhenLarge<Value: Decodable & Sendable>(
        _: Value.Type, field: PayloadField, of message: IncomingMessage,
        bounds: BoundsCheck<Value> = BoundsCheck(Value.self)
    ) async throws(BridgeError) -> Value {
        guard message.body.count > HandlerEntry.offActorBytes else {
            return try decode(Value.self, field: field, of: message, bounds: bounds)
        }
        let decoding = Task.detached { [self] in
            Result { () throws(BridgeError) in try decode(Value.self, field: field, of: message, bounds: bounds) }
        }
        return try await decoding.value.get()
    }
}

extension MethodSignature {
    /// The signature of method `name` taking `Args` and answering `Result` (or streaming them); a result that is
    /// not `Decodable` is described as `unknown`.
    static func describing<Args: Decodable, Result>(_ name: String, _ kind: MethodKind, _: Args.Type,
                                                    _ result: Result.Type) -> MethodSignature
    {
        let recorder = ShapeRecorder()
        let arguments = recorder.shape(of: Args.self)
        let resultShape = (result as? any Decodable.Type).map { recorder.shape(of: $0) } ?? .unknown
        return MethodSignature(name: name, kind: kind, arguments: arguments, result: resultShape,
                               objects: recorder.objects.values.sorted { $0.name < $1.name })
    }
}

/// How a native method answers: once, or with a stream of values.
public enum MethodKind: String, Sendable, Codable {
    case call
    case stream
}
