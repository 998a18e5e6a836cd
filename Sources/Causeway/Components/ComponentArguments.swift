/// The arguments of one `element.invoke(name, args)`, as the page sent them, until the component method that runs
/// decodes them into the type it declares: once, straight from the message's bytes.
public struct ComponentArguments: Sendable {
    private enum Source: Sendable {
        case message(IncomingMessage, WireCodec)
        case json(JSONValue)
    }

    private let source: Source

    /// Arguments given as a JSON value: for native code, and tests, that run a component's method themselves.
    public init(json: JSONValue) {
        source = .json(json)
    }

    /// The `args` member of the `{id, name, args}` argument of the page's `components.invoke` call `message`.
    init(message: IncomingMessage, codec: WireCodec) {
        source = .message(message, codec)
    }

    /// The arguments as `Args`; missing arguments decode as `null`. A mismatch is
    /// ``BridgeError/Code/invalidArguments`` naming the bad field from the arguments' root. A message larger than
    /// a call decodes on the bridge's actor is decoded off it; a smaller one where the method runs, with no hop.
    nonisolated(nonsending) func decode<Args: Decodable & Sendable>(_: Args.Type) async throws(BridgeError) -> Args {
        switch source {
        case .json(let json):
            return try json.decode(as: Args.self)
        case .message(let message, let codec):
            let member: Member<Args>
            do {
                member = try await codec.decodeOffActorWhenLarge(Member<Args>.self, field: .args, of: message)
            } catch {
                var error = error
                if error.path?.first == .key("args") { error.path?.removeFirst() }
                throw error
            }
            guard let args = member.args else { return try JSONValue.null.decode(as: Args.self) }
            try Bounds.check(args)
            return args
        }
    }

    /// The `args` member of the call's argument.
    private struct Member<Args: Decodable & Sendable>: Decodable, Sendable {
        let args: Args?

        private enum CodingKeys: String, CodingKey { case args }

        init(from decoder: any Decoder) throws {
            args = try decoder.container(keyedBy: CodingKeys.self).decodeIfPresent(Args.self, forKey: .args)
        }
    }
}
