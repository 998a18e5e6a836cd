/// A registered native method, with its argument and result types erased.
///
/// The bodies are `nonisolated(nonsending)`: they run on the bridge's actor until they suspend, so a handler that
/// answers at once replies without any executor hop.
struct HandlerEntry: Sendable {
    /// Decodes the arguments, runs the handler and encodes its result.
    typealias CallBody = nonisolated(nonsending) @Sendable (IncomingMessage, WireCodec, CallContext) async throws
        -> EncodedValue
    /// Decodes the arguments, runs the handler and sends every element of its sequence to the sink.
    typealias StreamBody = nonisolated(nonsending) @Sendable (IncomingMessage, WireCodec, CallContext, StreamSink)
        async throws -> Void

    enum Body: Sendable {
        case call(CallBody)
        case stream(StreamBody)
    }

    let body: Body

    /// Whether the method answers once or streams.
    var kind: MethodKind {
        switch body {
        case .call: .call
        case .stream: .stream
        }
    }
}

/// How a native method answers: once, or with a stream of values.
public enum MethodKind: String, Sendable, Codable {
    case call
    case stream
}
