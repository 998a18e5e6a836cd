@testable import Causeway
import Foundation

/// Reads the input as a payload's JSON text with the bridge's own coders and with Foundation's, side by side.
///
/// What Foundation's `JSONDecoder` takes, as a ``JSONValue`` or as a typed value, the tape takes as the same value
/// (unless `JSONSerialization` refuses the text too: Foundation leaves the later of two equal keys unread, the tape
/// reads everything; a text with a NUL byte, which Foundation may read as UTF-16 or UTF-32, the tape refuses). What the
/// tape takes is written back as text that both read as the same value, within the
/// writer's bounds: nothing deeper than its depth, nothing longer than its size, or a typed refusal. Bytes come only
/// from markers whose token the reading allows.
enum WireJSONCheck {
    static func check(_ input: Data) throws(FuzzFinding) {
        // A NUL byte is never in UTF-8 JSON (in a string it is escaped). Foundation reads NUL bytes as a sign of
        // UTF-16 or UTF-32 text; the wire is UTF-8 only, and the tape refuses them.
        let bytes = [UInt8](input)
        guard !bytes.contains(0) else {
            try require((try? JSONTape(bytes)) == nil, "the tape took a text with a NUL byte")
            return
        }
        let foundationRefusesToo = (try? JSONSerialization.jsonObject(with: input, options: .fragmentsAllowed)) == nil
        let ours = Result { try TapeDecoder(dataReading: .base64).decode(JSONValue.self, from: JSONTape(bytes)) }
        let theirs = Result { try JSONDecoder().decode(JSONValue.self, from: input) }
        switch (ours, theirs) {
        case (.success(let mine), .success(let foundations)):
            try require(mine == foundations, "the tape read \(mine), JSONDecoder \(foundations)")
        case (.failure(let error), .success):
            try require(foundationRefusesToo, "the tape refused (\(error)) what JSONDecoder and JSONSerialization take")
        default:
            break
        }
        if case .success(let value) = ours { try checkWriting(value) }
        try checkTyped(input, bytes, foundationRefusesToo: foundationRefusesToo)
    }

    /// A value read is written within bounds, and reads back the same with both decoders.
    private static func checkWriting(_ value: JSONValue) throws(FuzzFinding) {
        let text: String
        do {
            text = try JSONTextWriter.text(of: .json(value), maxDepth: JSONTape.maxDepth, maxBytes: .max)
        } catch {
            throw FuzzFinding("a value read could not be written: \(error)")
        }
        let again = try? JSONValue(json: text)
        try require(again == value, "\(text) reads back as \(String(describing: again)), not \(value)")
        let foundations = try? JSONDecoder().decode(JSONValue.self, from: Data(text.utf8))
        try require(foundations == value, "JSONDecoder reads \(text) as \(String(describing: foundations))")
        for (depth, size) in [(1, 8), (3, 64), (JSONTape.maxDepth, 256)] {
            do {
                let bounded = try JSONTextWriter.text(of: .json(value), maxDepth: depth, maxBytes: size)
                try require(bounded.utf8.count <= size && value.depth <= depth,
                            "\(bounded) passed the bounds of depth \(depth) and size \(size)")
            } catch JSONTextWriter.Failure.tooDeep {
                try require(value.depth > depth, "a value of depth \(value.depth) refused at depth \(depth)")
            } catch JSONTextWriter.Failure.tooLarge {
                try require(text.utf8.count > size, "\(text) refused as longer than \(size) bytes")
            } catch {
                throw FuzzFinding("writing within bounds failed with \(error)")
            }
        }
    }

    /// Typed decoding agrees with Foundation's, and hands out only the bytes of allowed tokens.
    private static func checkTyped(_ input: Data, _ bytes: [UInt8], foundationRefusesToo: Bool) throws(FuzzFinding) {
        let theirs = try? JSONDecoder().decode(Probe.self, from: input)
        var handedOut: [String] = []
        let reading = TapeDecoder.DataReading.blobs { token in
            handedOut.append(token)
            return token == "allowed" ? Data([1, 2, 3]) : nil
        }
        let ours = Result { try TapeDecoder(dataReading: reading).decode(Probe.self, from: JSONTape(bytes)) }
        try require(handedOut.count <= bytes.count, "more markers read than bytes")
        if case .success(let probe) = ours, let blob = probe.blob {
            try require(blob == Data([1, 2, 3]), "bytes read for a token that is not allowed")
        }
        // Foundation reads `blob` as base64, the tape as a marker: compare what has none.
        guard let theirs, theirs.blob == nil, !foundationRefusesToo else { return }
        switch ours {
        case .success(let probe):
            try require(probe == theirs, "the tape read \(probe) as a Probe, JSONDecoder \(theirs)")
        case .failure(DecodingError.dataCorrupted(let context)) where context.debugDescription.contains("does not fit"):
            // A number whose exact value is not whole: JSONDecoder truncates it when its nearest double is whole.
            break
        case .failure(let error):
            throw FuzzFinding("the tape refused as a Probe (\(error)) what JSONDecoder reads as \(theirs)")
        }
    }

    /// A type with a field of each kind the decoder reads in its own way.
    private struct Probe: Decodable, Equatable {
        var int: Int?
        var small: Int8?
        var big: UInt64?
        var double: Double?
        var float: Float?
        var text: String?
        var flag: Bool?
        var list: [Int]?
        var map: [String: Double]?
        var items: [Item]?
        var decimal: Decimal?
        var url: URL?
        var blob: Data?
    }

    private struct Item: Decodable, Equatable {
        var count: Int
        var tags: [String]?
    }
}
