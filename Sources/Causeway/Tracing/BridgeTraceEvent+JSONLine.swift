import Foundation

extension BridgeTraceEvent {
    /// Why a line of a trace file is not a trace event.
    public struct LineError: Error, Equatable, CustomStringConvertible {
        /// What is wrong with the line.
        public let description: String
    }

    /// The event as one line of a trace file: a compact JSON object with sorted keys and no line break (the
    /// fields are in docs/protocol.md, "Trace files").
    ///
    /// Written by hand rather than by `JSONEncoder`, which costs a recording observer several times as much per
    /// message; ``init(jsonLine:)`` reads it with `JSONDecoder`.
    public var jsonLine: String {
        var line = JSONLineWriter()
        line.add(.bytes, literal: String(bytes))
        line.add(.direction, string: direction.rawValue)
        line.add(.id, string: id)
        line.add(.kind, string: kind.rawValue)
        line.add(.mainFrame, literal: isMainFrame ? "true" : "false")
        line.add(.ms, number: duration?.milliseconds)
        line.add(.name, string: name)
        line.add(.origin, string: origin)
        line.add(.outcome, string: outcome.map(\.text))
        line.add(.time, number: time.timeIntervalSince1970)
        return line.text + "}"
    }

    /// Reads one line of a trace file; throws a ``LineError`` saying what is wrong with it.
    public init(jsonLine: some StringProtocol) throws(LineError) {
        do {
            self = try JSONDecoder().decode(BridgeTraceEvent.self, from: Data(jsonLine.utf8))
        } catch DecodingError.keyNotFound(let key, _) {
            throw LineError(description: "no \(key.stringValue)")
        } catch let error as DecodingError {
            throw LineError(description: error.summary)
        } catch {
            throw LineError(description: "\(error)")
        }
    }
}

extension BridgeTraceEvent: Decodable {
    /// The fields of a line, sorted, as ``jsonLine`` writes them.
    fileprivate enum CodingKeys: String, CodingKey {
        case bytes, direction, id, kind, mainFrame, ms, name, origin, outcome, time
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
}

extension BridgeTraceEvent.Direction: Decodable {}
extension BridgeTraceEvent.Kind: Decodable {}

/// An outcome is written `"ok"` or as the error's code.
extension BridgeTraceEvent.Outcome: Decodable {
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

    fileprivate var text: String {
        switch self {
        case .ok: "ok"
        case .failed(let code): code.rawValue
        }
    }
}

/// Writes the members of one JSON object, in the order they are added; absent values are left out.
private struct JSONLineWriter {
    private(set) var text = "{"

    mutating func add(_ key: BridgeTraceEvent.CodingKeys, literal: String) {
        if text.utf8.count > 1 { text += "," }
        text += "\"\(key.rawValue)\":" + literal
    }

    mutating func add(_ key: BridgeTraceEvent.CodingKeys, string: String?) {
        guard let string else { return }
        add(key, literal: Self.quoted(string))
    }

    /// A whole number is written without a fraction; a number that is not finite, which JSON cannot hold, as `null`.
    mutating func add(_ key: BridgeTraceEvent.CodingKeys, number: Double?) {
        guard let number else { return }
        let literal = if !number.isFinite {
            "null"
        } else if number == number.rounded(), abs(number) < 1e15 {
            String(Int64(number))
        } else {
            "\(number)"
        }
        add(key, literal: literal)
    }

    /// `string` as a JSON string: quotes, backslashes and control characters escaped.
    private static func quoted(_ string: String) -> String {
        // Origins, methods and ids almost never need escaping: then the text goes in as it is.
        if !string.utf8.contains(where: { $0 < 0x20 || $0 == UInt8(ascii: "\"") || $0 == UInt8(ascii: "\\") }) {
            return "\"" + string + "\""
        }
        var quoted = "\""
        for scalar in string.unicodeScalars {
            switch scalar {
            case "\"": quoted += "\\\""
            case "\\": quoted += "\\\\"
            case "\n": quoted += "\\n"
            case "\r": quoted += "\\r"
            case "\t": quoted += "\\t"
            case _ where scalar.value < 0x20:
                let hex = String(scalar.value, radix: 16)
                quoted += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            default: quoted.unicodeScalars.append(scalar)
            }
        }
        return quoted + "\""
    }
}

extension Duration {
    /// The duration in milliseconds.
    var milliseconds: Double {
        Double(components.seconds) * 1e3 + Double(components.attoseconds) / 1e15
    }
}
