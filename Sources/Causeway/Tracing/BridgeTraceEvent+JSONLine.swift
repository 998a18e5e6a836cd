import Foundation

extension BridgeTraceEvent {
    /// Why a line of a trace file is not a trace event.
    public struct LineError: Error, Equatable, CustomStringConvertible {
        /// What is wrong with the line.
        public let description: String
    }

    /// The event as one line of a trace file: a compact JSON object with sorted keys and no line break (the
    /// fields are in docs/protocol.md, "Trace files").
    public var jsonLine: String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        // Every field is a string, a Boolean or a finite number: encoding cannot fail.
        return (try? encoder.encode(self)).map { String(decoding: $0, as: UTF8.self) } ?? "{}"
    }

    /// Reads one line of a trace file; throws a ``LineError`` saying what is wrong with it.
    public init(jsonLine: some StringProtocol) throws(LineError) {
        do {
            self = try JSONDecoder().decode(BridgeTraceEvent.self, from: Data(jsonLine.utf8))
        } catch let error as DecodingError {
            throw LineError(description: error.summary)
        } catch {
            throw LineError(description: "\(error)")
        }
    }
}

extension BridgeTraceEvent: Codable {
    private enum CodingKeys: String, CodingKey {
        case time, direction, kind, name, id, origin, mainFrame, bytes, ms, outcome
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        let seconds = try container.decode(Double.self, forKey: .time)
        let bytes = try container.decode(Int.self, forKey: .bytes)
        let milliseconds = try container.decodeIfPresent(Double.self, forKey: .ms)
        guard seconds.isFinite else {
            throw DecodingError.dataCorruptedError(forKey: .time, in: container, debugDescription: "not a finite time")
        }
        guard bytes >= 0 else {
            throw DecodingError.dataCorruptedError(forKey: .bytes, in: container, debugDescription: "a negative size")
        }
        // Up to 10⁹ ms (about 11 days), where a time read and written again keeps every nanosecond.
        if let milliseconds, !(0...1e9).contains(milliseconds) {
            throw DecodingError.dataCorruptedError(forKey: .ms, in: container,
                                                   debugDescription: "not a duration from 0 to 10⁹ ms")
        }
        self.init(time: Date(timeIntervalSince1970: seconds),
                  direction: try container.decode(Direction.self, forKey: .direction),
                  kind: try container.decode(Kind.self, forKey: .kind),
                  name: try container.decodeIfPresent(String.self, forKey: .name),
                  id: try container.decodeIfPresent(String.self, forKey: .id),
                  origin: try container.decode(String.self, forKey: .origin),
                  isMainFrame: try container.decode(Bool.self, forKey: .mainFrame),
                  bytes: bytes,
                  duration: milliseconds.map { .nanoseconds(Int64(($0 * 1e6).rounded())) },
                  outcome: try container.decodeIfPresent(Outcome.self, forKey: .outcome))
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(time.timeIntervalSince1970, forKey: .time)
        try container.encode(direction, forKey: .direction)
        try container.encode(kind, forKey: .kind)
        try container.encodeIfPresent(name, forKey: .name)
        try container.encodeIfPresent(id, forKey: .id)
        try container.encode(origin, forKey: .origin)
        try container.encode(isMainFrame, forKey: .mainFrame)
        try container.encode(bytes, forKey: .bytes)
        try container.encodeIfPresent(duration?.milliseconds, forKey: .ms)
        try container.encodeIfPresent(outcome, forKey: .outcome)
    }
}

extension BridgeTraceEvent.Direction: Codable {}
extension BridgeTraceEvent.Kind: Codable {}

/// An outcome is written `"ok"` or as the error's code.
extension BridgeTraceEvent.Outcome: Codable {
    public init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        let text = try container.decode(String.self)
        if text == "ok" {
            self = .ok
        } else if let code = BridgeError.Code(rawValue: text) {
            self = .failed(code)
        } else {
            throw DecodingError.dataCorruptedError(in: container, debugDescription: "\(text) is neither ok nor an error code")
        }
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        switch self {
        case .ok: try container.encode("ok")
        case .failed(let code): try container.encode(code)
        }
    }
}

extension Duration {
    /// The duration in milliseconds.
    var milliseconds: Double {
        Double(components.seconds) * 1e3 + Double(components.attoseconds) / 1e15
    }
}
