import Foundation
import FuzzChecks

/// A target's committed inputs: `Corpus/TARGET/` (the seeds libFuzzer starts from), `FailCases/TARGET/` (inputs
/// that once broke an invariant, kept as regressions) and `Dictionaries/TARGET.dict` (libFuzzer's tokens).
struct Corpus {
    var seeds: [(name: String, input: Data)]
    var failCases: [(name: String, input: Data)]
    var tokens: [Data]

    private static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()

    init(of target: FuzzTarget) throws {
        seeds = try Self.files(in: Self.root.appendingPathComponent("Corpus/\(target.rawValue)"))
        failCases = try Self.files(in: Self.root.appendingPathComponent("FailCases/\(target.rawValue)"))
        let dictionary = Self.root.appendingPathComponent("Dictionaries/\(target.rawValue).dict")
        tokens = (try? String(contentsOf: dictionary, encoding: .utf8)).map(Self.tokens) ?? []
    }

    private static func files(in folder: URL) throws -> [(name: String, input: Data)] {
        guard FileManager.default.fileExists(atPath: folder.path) else { return [] }
        return try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted().map { name in
            (name, try Data(contentsOf: folder.appendingPathComponent(name)))
        }
    }

    /// The quoted tokens of a libFuzzer dictionary (`name="token"` or `"token"` a line, with `\\`, `\"` and
    /// `\xNN` escapes).
    private static func tokens(in text: String) -> [Data] {
        text.split(separator: "\n").compactMap { line -> Data? in
            guard !line.hasPrefix("#"), let open = line.firstIndex(of: "\""), line.last == "\"" else { return nil }
            var bytes: [UInt8] = []
            var scalars = Array(line[line.index(after: open)..<line.index(before: line.endIndex)].utf8)[...]
            while let byte = scalars.popFirst() {
                guard byte == UInt8(ascii: "\\"), let escaped = scalars.popFirst() else {
                    bytes.append(byte)
                    continue
                }
                if escaped == UInt8(ascii: "x"), scalars.count >= 2,
                   let value = UInt8(String(decoding: scalars.prefix(2), as: UTF8.self), radix: 16)
                {
                    bytes.append(value)
                    scalars = scalars.dropFirst(2)
                } else {
                    bytes.append(escaped)
                }
            }
            return Data(bytes)
        }
    }
}
