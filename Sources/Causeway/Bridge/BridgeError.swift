/// The one error type that crosses the bridge, in either direction.
///
/// Its ``code`` is a closed set mirrored in the page typings (`CausewayErrorCode` in `causeway.d.ts`).
public struct BridgeError: Error, Equatable, Sendable, CustomStringConvertible {
    /// What went wrong, from a closed set.
    public enum Code: String, Sendable, Codable, CaseIterable {
        /// No handler of that name is registered on the receiving side.
        case unknownMethod
        /// The arguments do not decode into the handler's type; ``BridgeError/path`` names the bad field.
        case invalidArguments
        /// The handler threw.
        case handlerFailed
        /// The caller's timeout passed.
        case timeout
        /// The caller cancelled, or the handler was cancelled.
        case cancelled
        /// The sender may not call this method.
        case denied
        /// The document changed while the call was in flight.
        case navigated
        /// The message or a blob is larger than the configured limit.
        case payloadTooLarge
        /// The page holds as much of a resource as its ``PageBudget`` allows (components, prerendered pages,
        /// waiting uploads, running calls…); what it holds already is unchanged.
        case limitExceeded
        /// The message is malformed.
        case protocolError
    }

    /// What went wrong.
    public var code: Code
    /// A human-readable explanation.
    public var message: String
    /// The coding path of the bad field, for ``Code/invalidArguments``.
    public var path: [PathComponent]?
    /// Extra data from a failing handler, for ``Code/handlerFailed``.
    public var data: JSONValue?
    /// The description of an app's error this one was converted from (``init(converting:)``), kept from the page:
    /// the bridge logs it, and tells it to the page only when the app reveals error descriptions. Never encoded.
    var hiddenDescription: String?

    /// Makes an error.
    public init(_ code: Code, _ message: String, path: [PathComponent]? = nil, data: JSONValue? = nil) {
        self.code = code
        self.message = message
        self.path = path
        self.data = data
    }

    /// A handler failure carrying a message and optional data for the page.
    public static func handlerFailed(_ message: String, data: JSONValue? = nil) -> BridgeError {
        BridgeError(.handlerFailed, message, data: data)
    }

    public var description: String {
        let location = path.map { " at " + $0.map(\.description).joined(separator: ".") } ?? ""
        return "\(code.rawValue)\(location): \(message)"
    }
}

extension BridgeError {
    /// One step of a coding path: an object key or an array index.
    public enum PathComponent: Hashable, Sendable, Codable, CustomStringConvertible {
        case key(String)
        case index(Int)

        public init(from decoder: any Decoder) throws {
            let container = try decoder.singleValueContainer()
            if let index = try? container.decode(Int.self) {
                self = .index(index)
            } else {
                self = .key(try container.decode(String.self))
            }
        }

        public func encode(to encoder: any Encoder) throws {
            var container = encoder.singleValueContainer()
            switch self {
            case .key(let key): try container.encode(key)
            case .index(let index): try container.encode(index)
            }
        }

        public var description: String {
            switch self {
            case .key(let key): key
            case .index(let index): String(index)
            }
        }
    }
}

extension BridgeError: Codable {
    private enum CodingKeys: String, CodingKey { case code, message, path, data }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        code = try container.decode(Code.self, forKey: .code)
        message = try container.decodeIfPresent(String.self, forKey: .message) ?? ""
        path = try container.decodeIfPresent([PathComponent].self, forKey: .path)
        data = try container.decodeIfPresent(JSONValue.self, forKey: .data)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(code, forKey: .code)
        try container.encode(message, forKey: .message)
        try container.encodeIfPresent(path, forKey: .path)
        try container.encodeIfPresent(data, forKey: .data)
    }
}
