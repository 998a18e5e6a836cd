import Foundation
import Synchronization

/// Encodes and decodes payloads, moving `Data` through the blob store instead of into JSON.
struct WireCodec: Sendable {
    let blobs: BlobStore
    let limits: BridgeLimits

    /// Encodes a payload; every `Data` inside becomes a blob marker.
    func encode<Value: Encodable>(_ value: Value) throws(BridgeError) -> EncodedValue {
        if let json = value as? JSONValue, json.depth > limits.maxDepth {
            throw BridgeError(.invalidArguments, "The value nests deeper than \(limits.maxDepth) levels")
        }
        let tokens = Mutex<[String]>([])
        let encoder = JSONEncoder()
        encoder.outputFormatting = .withoutEscapingSlashes
        encoder.dataEncodingStrategy = .custom { [blobs] data, encoder in
            let token = blobs.deposit(data)
            tokens.withLock { $0.append(token) }
            try BlobMarker(token: token).encode(to: encoder)
        }
        do {
            let data = try encoder.encode(value)
            let json = String(decoding: data, as: UTF8.self)
            guard data.count <= limits.maxMessageBytes else {
                throw BridgeError(.payloadTooLarge, "The payload is \(data.count) bytes; the limit is \(limits.maxMessageBytes)")
            }
            return EncodedValue(json: json, blobs: tokens.withLock { $0 })
        } catch let error as BridgeError {
            throw error
        } catch {
            throw BridgeError(.invalidArguments, "The value cannot be encoded as JSON: \(error)")
        }
    }

    /// Decodes the member `field` of `message` as `Value`; markers listed in the message's `blobs` become `Data`.
    ///
    /// A missing member decodes as `null`. A decoding failure is an ``BridgeError/Code/invalidArguments`` error
    /// whose path starts inside the member.
    /// With `consumingBlobs` false the blobs stay claimable, for values that several listeners decode.
    func decode<Value: Decodable>(_: Value.Type, field: PayloadField, of message: IncomingMessage,
                                  consumingBlobs: Bool = true) throws(BridgeError) -> Value
    {
        let allowed = Set(message.header.blobs ?? [])
        let decoder = JSONDecoder()
        decoder.userInfo[PayloadField.userInfoKey] = field
        decoder.dataDecodingStrategy = .custom { [blobs] decoder in
            let marker = try BlobMarker(from: decoder)
            guard allowed.contains(marker.token),
                  let data = consumingBlobs ? blobs.claim(marker.token) : blobs.peek(marker.token)
            else {
                throw DecodingError.dataCorrupted(.init(
                    codingPath: decoder.codingPath, debugDescription: "No blob with token \(marker.token)"))
            }
            return data
        }
        do {
            return try decoder.decode(Payload<Value>.self, from: message.body).value
        } catch let error as DecodingError {
            var path = error.bridgePath
            if path.first == .key(field.rawValue) { path.removeFirst() }
            throw BridgeError(.invalidArguments, error.summaryWithoutField(field), path: path)
        } catch {
            throw BridgeError(.invalidArguments, "\(error)")
        }
    }
}

/// The member of a wire message that carries the payload.
enum PayloadField: String, Sendable, CodingKey {
    case args, result, data, value

    static let userInfoKey = CodingUserInfoKey(rawValue: "causeway.payloadField")!
}

/// Reads one member of a message, treating an absent member as `null`.
private struct Payload<Value: Decodable>: Decodable {
    let value: Value

    init(from decoder: any Decoder) throws {
        guard let field = decoder.userInfo[PayloadField.userInfoKey] as? PayloadField else {
            throw DecodingError.dataCorrupted(.init(codingPath: [], debugDescription: "No payload field chosen"))
        }
        let container = try decoder.container(keyedBy: PayloadField.self)
        if container.contains(field) {
            value = try container.decode(Value.self, forKey: field)
        } else {
            value = try JSONDecoder().decode(Value.self, from: Data("null".utf8))
        }
    }
}

/// The `{"$blob": token}` marker that stands for bytes in JSON.
struct BlobMarker: Codable {
    let token: String

    private enum CodingKeys: String, CodingKey { case token = "$blob" }
}

extension DecodingError {
    fileprivate func summaryWithoutField(_ field: PayloadField) -> String {
        let text = summary
        let prefix = field.rawValue + "."
        if text.hasPrefix(prefix) { return String(text.dropFirst(prefix.count)) }
        if text.hasPrefix(field.rawValue + ": ") { return String(text.dropFirst(field.rawValue.count + 2)) }
        return text
    }
}
