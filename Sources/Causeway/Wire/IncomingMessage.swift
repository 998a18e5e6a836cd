import Foundation

/// An incoming wire message, read once: the header fields routing needs, and where each payload member lies in
/// ``body``, so that a payload is decoded from its own bytes when a caller asks for it in its type.
struct IncomingMessage: Sendable {
    /// The addressing fields.
    struct Header: Sendable {
        var v = 0
        var kind = WireKind.error
        var epoch = 0
        var id: String?
        var method: String?
        var name: String?
        var ok: Bool?
        var stream: Bool?
        var blobs: [String]?
        var error: BridgeError?
        /// On `ready`: page script called `causeway.ready()` itself.
        var declared: Bool?
    }

    /// Where each payload member's value lies in ``body``, when the message has it.
    struct Payloads: Sendable {
        var args: Range<Int>?
        var result: Range<Int>?
        var data: Range<Int>?
        var value: Range<Int>?

        subscript(field: PayloadField) -> Range<Int>? {
            switch field {
            case .args: args
            case .result: result
            case .data: data
            case .value: value
            }
        }
    }

    let header: Header
    /// The whole message as UTF-8 JSON.
    let body: [UInt8]
    private let payloads: Payloads

    /// Reads a message; throws a ``BridgeError/Code/protocolError`` that explains what is wrong.
    init(text: String, limits: BridgeLimits) throws(BridgeError) {
        let body = Array(text.utf8)
        guard body.count <= limits.maxMessageBytes else {
            throw BridgeError(.payloadTooLarge, "The message is \(body.count) bytes; the limit is \(limits.maxMessageBytes)")
        }
        (header, payloads) = try MessageReader.read(body)
        guard header.v == wireVersion else {
            throw BridgeError(.protocolError, "Unsupported protocol version \(header.v); this side speaks \(wireVersion)")
        }
        self.body = body
    }

    /// The member `field` read as a tape (its bytes stay in ``body``); a missing member reads as `null`.
    func payload(_ field: PayloadField) throws(JSONTape.Failure) -> JSONTape {
        guard let range = payloads[field] else { return .null }
        return try JSONTape(body, in: range)
    }

    /// The `id` field, or a protocol error naming the kind that lacks it.
    func requireID() throws(BridgeError) -> String {
        guard let id = header.id, !id.isEmpty else {
            throw BridgeError(.protocolError, "A \(header.kind.rawValue) message needs an id")
        }
        return id
    }
}

extension DecodingError {
    /// A one-line explanation with the coding path.
    var summary: String {
        switch self {
        case .typeMismatch(_, let context), .valueNotFound(_, let context), .keyNotFound(_, let context),
            .dataCorrupted(let context):
            let path = context.codingPath.map(\.stringValue).joined(separator: ".")
            return path.isEmpty ? context.debugDescription : "\(path): \(context.debugDescription)"
        @unknown default:
            return String(describing: self)
        }
    }

    /// The coding path of the failure, as bridge path components.
    var bridgePath: [BridgeError.PathComponent] {
        let context: Context
        switch self {
        case .typeMismatch(_, let c), .valueNotFound(_, let c), .keyNotFound(_, let c), .dataCorrupted(let c):
            context = c
        @unknown default:
            return []
        }
        var path = context.codingPath.map { key in
            key.intValue.map(BridgeError.PathComponent.index) ?? .key(key.stringValue)
        }
        if case .keyNotFound(let missing, _) = self {
            path.append(.key(missing.stringValue))
        }
        return path
    }
}
