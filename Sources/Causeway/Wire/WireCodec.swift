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

    /// Decodes the member `field` of `message` as `Value`, from that member's bytes alone; markers listed in the
    /// message's `blobs` become `Data`.
    ///
    /// A missing member decodes as `null`. A decoding failure, or a ``Bounded`` value past its limits, is an
    /// ``BridgeError/Code/invalidArguments`` error whose path starts inside the member.
    /// With `consumingBlobs` false the blobs stay claimable, for values that several listeners decode.
    func decode<Value: Decodable>(_: Value.Type, field: PayloadField, of message: IncomingMessage,
                                  consumingBlobs: Bool = true) throws(BridgeError) -> Value
    {
        let allowed = Set(message.header.blobs ?? [])
        let decoder = JSONDecoder()
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
        let value: Value
        do {
            value = try decoder.decode(Value.self, from: message.payload(field) ?? Self.null)
        } catch let error as DecodingError {
            throw BridgeError(.invalidArguments, error.summary, path: error.bridgePath)
        } catch {
            throw BridgeError(.invalidArguments, "\(error)")
        }
        try Bounds.check(value)
        return value
    }

    /// What a missing payload member reads as.
    private static let null = Data("null".utf8)
}

/// The member of a wire message that carries the payload.
enum PayloadField: String, Sendable {
    case args, result, data, value
}

/// The `{"$blob": token}` marker that stands for bytes in JSON.
struct BlobMarker: Codable {
    let token: String

    private enum CodingKeys: String, CodingKey { case token = "$blob" }
}
