import Foundation

/// The fields of an incoming wire message that routing needs; payloads stay in ``body`` until a typed decode.
struct IncomingMessage: Sendable {
    /// The addressing fields.
    struct Header: Decodable, Sendable {
        var v: Int
        var kind: WireKind
        var epoch: Int
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

    let header: Header
    /// The whole message as UTF-8 JSON, for decoding `args`, `result` or `data` into a caller's type.
    let body: Data

    /// Reads the header of a message; throws a ``BridgeError/Code/protocolError`` that explains what is wrong.
    init(text: String, limits: BridgeLimits) throws(BridgeError) {
        let body = Data(text.utf8)
        guard body.count <= limits.maxMessageBytes else {
            throw BridgeError(.payloadTooLarge, "The message is \(body.count) bytes; the limit is \(limits.maxMessageBytes)")
        }
        do {
            header = try JSONDecoder().decode(Header.self, from: body)
        } catch let error as DecodingError {
            throw BridgeError(.protocolError, "Unreadable message: \(error.summary)")
        } catch {
            throw BridgeError(.protocolError, "Unreadable message: \(error)")
        }
        guard header.v == wireVersion else {
            throw BridgeError(.protocolError, "Unsupported protocol version \(header.v); this side speaks \(wireVersion)")
        }
        self.body = body
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
