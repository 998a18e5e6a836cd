/// A registered native method, with its argument and result types erased.
struct HandlerEntry: Sendable {
    enum Body: Sendable {
        /// Decodes the arguments, runs the handler and encodes its result.
        case call(@Sendable (IncomingMessage, WireCodec, CallContext) async throws -> EncodedValue)
        /// Decodes the arguments, runs the handler and sends every element of its sequence to `StreamSink`.
        case stream(@Sendable (IncomingMessage, WireCodec, CallContext, StreamSink) async throws -> Void)
    }

    let body: Body
}
