import Foundation

/// Reads a wire message in one pass over its UTF-8 bytes: the header members into their fields, and where each
/// payload member lies, so that a payload is later decoded from its own bytes only.
///
/// It checks the text as `JSONDecoder` does before decoding anything: one object, brackets that match, commas and
/// colons in place (a trailing comma passes), literals spelled right, strings closed, at most 512 levels of nesting,
/// nothing after the end. Like `JSONDecoder`, it does not look inside strings and numbers it skips; a payload's
/// are checked when it is decoded. The first of two members with the same name counts.
struct MessageReader {
    /// How deeply arrays and objects may nest, the message's own object included (`JSONDecoder`'s limit).
    static let maxDepth = JSONTape.maxDepth

    /// The message's bytes and the reader's place in them, which the scanning moves on
    /// (`MessageReader+Scanning`).
    let bytes: UnsafeRawBufferPointer
    var index = 0
    private var header = IncomingMessage.Header()
    private var payloads = IncomingMessage.Payloads()
    /// The members read so far, one bit each (``Member``).
    private var seen: UInt16 = 0

    /// The header and payload places of the message in `body`.
    static func read(_ body: [UInt8]) throws(BridgeError) -> (IncomingMessage.Header, IncomingMessage.Payloads) {
        let result = body.withUnsafeBytes { bytes in
            Result { () throws(Failure) in
                var reader = MessageReader(bytes: bytes)
                return try reader.readMessage(body)
            }
        }
        switch result {
        case .success(let read): return read
        case .failure(let failure): throw BridgeError(.protocolError, "Unreadable message: \(failure.reason)")
        }
    }

    private init(bytes: UnsafeRawBufferPointer) {
        self.bytes = bytes
    }

    /// Why a message could not be read.
    struct Failure: Error {
        let reason: String

        static let notJSON = Failure(reason: "The given data was not valid JSON.")
    }

    // MARK: The message

    private mutating func readMessage(_ body: [UInt8]) throws(Failure) -> (IncomingMessage.Header, IncomingMessage.Payloads) {
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { index = 3 }
        skipWhitespace()
        try expect(UInt8(ascii: "{"))
        skipWhitespace()
        while peek() != UInt8(ascii: "}") {
            let member = try readKey()
            skipWhitespace()
            try expect(UInt8(ascii: ":"))
            skipWhitespace()
            let start = index
            try skipValue()
            if let member, seen & member.bit == 0 {
                seen |= member.bit
                try take(member, start..<index, of: body)
            }
            skipWhitespace()
            guard peek() != UInt8(ascii: "}") else { break }
            try expect(UInt8(ascii: ","))
            skipWhitespace()
        }
        index += 1
        skipWhitespace()
        guard index == bytes.count else { throw .notJSON }
        for member in [Member.v, .kind, .epoch] where seen & member.bit == 0 {
            throw Failure(reason: "No value associated with key \(member.name)")
        }
        return (header, payloads)
    }

    /// The members the bridge reads; others are skipped.
    private enum Member: UInt8 {
        case v, kind, epoch, id, method, name, ok, stream, declared, blobs, error, args, result, data, value

        /// The member whose name is the UTF-8 `key`, if any: told apart by the first byte (and the length or the
        /// second byte where two share it), then compared.
        init?(key: UnsafeRawBufferPointer) {
            guard let first = key.first else { return nil }
            let candidate: Member
            switch first {
            case UInt8(ascii: "a"): candidate = .args
            case UInt8(ascii: "b"): candidate = .blobs
            case UInt8(ascii: "d"): candidate = key.count == 4 ? .data : .declared
            case UInt8(ascii: "e"): candidate = key.count > 1 && key[1] == UInt8(ascii: "p") ? .epoch : .error
            case UInt8(ascii: "i"): candidate = .id
            case UInt8(ascii: "k"): candidate = .kind
            case UInt8(ascii: "m"): candidate = .method
            case UInt8(ascii: "n"): candidate = .name
            case UInt8(ascii: "o"): candidate = .ok
            case UInt8(ascii: "r"): candidate = .result
            case UInt8(ascii: "s"): candidate = .stream
            case UInt8(ascii: "v"): candidate = key.count == 1 ? .v : .value
            default: return nil
            }
            let name = candidate.name
            guard key.count == name.utf8CodeUnitCount, memcmp(key.baseAddress!, name.utf8Start, key.count) == 0
            else { return nil }
            self = candidate
        }

        /// The member's name in the message.
        var name: StaticString {
            switch self {
            case .v: "v"
            case .kind: "kind"
            case .epoch: "epoch"
            case .id: "id"
            case .method: "method"
            case .name: "name"
            case .ok: "ok"
            case .stream: "stream"
            case .declared: "declared"
            case .blobs: "blobs"
            case .error: "error"
            case .args: "args"
            case .result: "result"
            case .data: "data"
            case .value: "value"
            }
        }

        var bit: UInt16 { 1 << rawValue }
    }

    /// Reads the key that starts at the current byte: the member it names, if the bridge reads it. A key the bridge
    /// does not read is still checked as a string (its escapes, its UTF-8).
    private mutating func readKey() throws(Failure) -> Member? {
        let start = index + 1
        try skipString()
        let raw = UnsafeRawBufferPointer(rebasing: bytes[start..<index - 1])
        if let member = Member(key: raw) { return member }
        do {
            let escaped = raw.contains(UInt8(ascii: "\\"))
            var key = try JSONString.read(raw, escaped: escaped)
            // Without escapes, the text is the bytes already compared.
            return escaped ? key.withUTF8 { Member(key: UnsafeRawBufferPointer($0)) } : nil
        } catch {
            throw Failure(reason: error.reason)
        }
    }

    /// Takes `member`, whose value lies at `range`, into the header or the payload places.
    private mutating func take(_ member: Member, _ range: Range<Int>, of body: [UInt8]) throws(Failure) {
        let key = member.name
        switch member {
        case .v: header.v = try integer("\(key)", range)
        case .kind:
            let name = try string("\(key)", range) ?? ""
            guard let kind = WireKind(rawValue: name) else {
                throw Failure(reason: "kind: Cannot initialize WireKind from invalid String value \(name)")
            }
            header.kind = kind
        case .epoch: header.epoch = try integer("\(key)", range)
        case .id: header.id = try string("\(key)", range)
        case .method: header.method = try string("\(key)", range)
        case .name: header.name = try string("\(key)", range)
        case .ok: header.ok = try bool("\(key)", range)
        case .stream: header.stream = try bool("\(key)", range)
        case .declared: header.declared = try bool("\(key)", range)
        case .blobs: header.blobs = try strings("\(key)", range)
        case .error:
            guard !isNull(range) else { return }
            do {
                header.error = try TapeDecoder(dataReading: .base64).decode(BridgeError.self,
                                                                            from: JSONTape(body, in: range))
            } catch let error as JSONTape.Failure {
                throw Failure(reason: "error: \(error.reason)")
            } catch {
                throw Failure(reason: "error: \((error as? DecodingError)?.summary ?? "\(error)")")
            }
        case .args: payloads.args = range
        case .result: payloads.result = range
        case .data: payloads.data = range
        case .value: payloads.value = range
        }
    }

    // MARK: Header values

    private func isNull(_ range: Range<Int>) -> Bool {
        bytes[range.lowerBound] == UInt8(ascii: "n")
    }

    private func mismatch(_ key: @autoclosure () -> String, _ type: String, _ range: Range<Int>) -> Failure {
        let found = switch bytes[range.lowerBound] {
        case UInt8(ascii: "\""): "a string"
        case UInt8(ascii: "["): "an array"
        case UInt8(ascii: "{"): "a dictionary"
        case UInt8(ascii: "t"), UInt8(ascii: "f"): "a bool"
        case UInt8(ascii: "n"): "a null value"
        default: "a number"
        }
        return Failure(reason: "\(key()): Expected to decode \(type) but found \(found) instead.")
    }

    private func integer(_ key: @autoclosure () -> String, _ range: Range<Int>) throws(Failure) -> Int {
        let first = bytes[range.lowerBound]
        guard first == UInt8(ascii: "-") || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(first) else {
            throw mismatch(key(), "Int", range)
        }
        let text = String(decoding: UnsafeRawBufferPointer(rebasing: bytes[range]), as: UTF8.self)
        guard let value = Int(text) ?? Double(text).flatMap(Int.init(exactly:)) else {
            throw Failure(reason: "\(key()): Parsed JSON number <\(text)> does not fit in Int.")
        }
        return value
    }

    private func bool(_ key: @autoclosure () -> String, _ range: Range<Int>) throws(Failure) -> Bool? {
        switch bytes[range.lowerBound] {
        case UInt8(ascii: "t"): true
        case UInt8(ascii: "f"): false
        case UInt8(ascii: "n"): nil
        default: throw mismatch(key(), "Bool", range)
        }
    }

    private func string(_ key: @autoclosure () -> String, _ range: Range<Int>) throws(Failure) -> String? {
        guard !isNull(range) else { return nil }
        guard bytes[range.lowerBound] == UInt8(ascii: "\"") else { throw mismatch(key(), "String", range) }
        var reader = MessageReader(bytes: bytes)
        reader.index = range.lowerBound
        return try reader.readString()
    }

    private func strings(_ key: @autoclosure () -> String, _ range: Range<Int>) throws(Failure) -> [String]? {
        guard !isNull(range) else { return nil }
        guard bytes[range.lowerBound] == UInt8(ascii: "[") else { throw mismatch(key(), "Array<String>", range) }
        var reader = MessageReader(bytes: bytes)
        reader.index = range.lowerBound + 1
        var items: [String] = []
        reader.skipWhitespace()
        while reader.peek() != UInt8(ascii: "]") {
            let start = reader.index
            try reader.skipValue()
            guard let item = try string("\(key()).\(items.count)", start..<reader.index) else {
                throw Failure(reason: "\(key()).\(items.count): Cannot get value of type String -- found null value instead")
            }
            items.append(item)
            reader.skipWhitespace()
            if reader.peek() == UInt8(ascii: ",") {
                reader.index += 1
                reader.skipWhitespace()
            }
        }
        return items
    }
}
