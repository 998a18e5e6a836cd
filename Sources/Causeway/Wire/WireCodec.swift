import Foundation

/// Encodes and decodes payloads, moving `Data` through the blob store instead of into JSON.
struct WireCodec: Sendable {
    let blobs: BlobStore
    let limits: BridgeLimits
    /// Whether this codec writes answers to the main frame (`true`) or a subframe (`false`), whose bytes count
    /// against the page's budget of bytes waiting to be fetched; `nil` for native code's own messages.
    var answersMainFrame: Bool?

    /// This codec for the answers to `sender`'s frame.
    func answers(to sender: Sender) -> WireCodec {
        var codec = self
        codec.answersMainFrame = sender.isMainFrame
        return codec
    }

    /// Encodes a payload; every `Data` inside becomes a blob marker.
    ///
    /// A number JSON cannot hold, or a value whose arrays and objects nest deeper than ``BridgeLimits/maxDepth``, is
    /// ``BridgeError/Code/invalidArguments``; a text longer than ``BridgeLimits/maxMessageBytes`` is
    /// ``BridgeError/Code/payloadTooLarge``, found as it is written. An answer's bytes past the page's budget of
    /// bytes waiting to be fetched (``PageBudget/waitingDownloadBytes``) are ``BridgeError/Code/limitExceeded``. The
    /// blobs of a value that was not written are dropped (a value whose encoding throws leaves its blobs to expire).
    func encode<Value: Encodable>(_ value: Value) throws(BridgeError) -> EncodedValue {
        let encoded: (value: EncodedJSON, blobs: [String])
        let keep: (Data) throws -> String = if let isMainFrame = answersMainFrame {
            { [blobs] in try blobs.depositDownload($0, forMainFrame: isMainFrame) }
        } else {
            { [blobs] in blobs.deposit($0) }
        }
        do {
            encoded = try JSONTextEncoder(dataWriting: .blobs(keep)).encode(value)
        } catch let refusal as BlobStore.Refusal {
            guard case .downloadsFull(let limit) = refusal else { throw BridgeError(.limitExceeded, "\(refusal)") }
            throw BridgeError(.limitExceeded, "The page has \(limit) bytes of answers waiting to be fetched already")
        } catch {
            throw BridgeError(.invalidArguments, "The value cannot be encoded as JSON: \(error)")
        }
        do {
            let json = try JSONTextWriter.text(of: encoded.value, maxDepth: limits.maxDepth,
                                               maxBytes: limits.maxMessageBytes)
            return EncodedValue(json: json, blobs: encoded.blobs)
        } catch {
            for token in encoded.blobs { _ = blobs.claim(token) }
            switch error {
            case .tooDeep:
                throw BridgeError(.invalidArguments, "The value nests deeper than \(limits.maxDepth) levels")
            case .tooLarge:
                throw BridgeError(.payloadTooLarge, "The payload is more than \(limits.maxMessageBytes) bytes, the limit")
            case .notFinite:
                throw BridgeError(.invalidArguments, "The value holds a number JSON cannot: not finite")
            }
        }
    }

    /// Decodes the member `field` of `message` as `Value`, from that member's bytes alone; markers listed in the
    /// message's `blobs` become `Data`.
    ///
    /// A missing member decodes as `null`. A decoding failure, or a ``Bounded`` value past its limits, is an
    /// ``BridgeError/Code/invalidArguments`` error whose path starts inside the member.
    /// With `consumingBlobs` false the blobs stay claimable, for values that several listeners decode. A caller that
    /// decodes one type again and again hands in its `bounds`, worked out once.
    func decode<Value: Decodable>(_: Value.Type, field: PayloadField, of message: IncomingMessage,
                                  consumingBlobs: Bool = true,
                                  bounds: BoundsCheck<Value> = BoundsCheck(Value.self)) throws(BridgeError) -> Value
    {
        let allowed = Set(message.header.blobs ?? [])
        let reading = TapeDecoder.DataReading.blobs { [blobs] token in
            guard allowed.contains(token) else { return nil }
            return consumingBlobs ? blobs.claim(token) : blobs.peek(token)
        }
        let value: Value
        do {
            value = try TapeDecoder(dataReading: reading).decode(Value.self, from: try message.payload(field))
        } catch let error as DecodingError {
            throw BridgeError(.invalidArguments, error.summary, path: error.bridgePath)
        } catch let error as JSONTape.Failure {
            throw BridgeError(.invalidArguments, "The value is not valid JSON: \(error.reason)")
        } catch {
            throw BridgeError(.invalidArguments, "\(error)")
        }
        try bounds(value)
        return value
    }
}

/// The member of a wire message that carries the payload.
enum PayloadField: String, Sendable {
    case args, result, data, value
}
