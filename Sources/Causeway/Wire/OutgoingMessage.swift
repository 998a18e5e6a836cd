import Foundation

/// A wire message on its way out, kept without its epoch until it leaves so a queued message takes the epoch of
/// the document that receives it.
struct OutgoingMessage: Sendable {
    let kind: WireKind
    /// The call or stream id the message is about, when it has one.
    let id: String?
    /// The JSON members after `v`, `kind`, `epoch` and `id`, already encoded, in order.
    private let members: [(String, String)]
    /// The method a call names or an event's name, for the bridge's observer.
    let name: String?
    /// The code of the error a reply, a stream's end or an error carries, or why a call is cancelled, for the
    /// bridge's observer.
    let failure: BridgeError.Code?

    private init(kind: WireKind, id: String? = nil, members: [(String, String)], name: String? = nil,
                 failure: BridgeError.Code? = nil)
    {
        self.kind = kind
        self.id = id
        self.members = members
        self.name = name
        self.failure = failure
    }

    /// The message as JSON text for the document of `epoch`, written into one buffer of about its size.
    func text(epoch: Int) -> String {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(members.reduce(64 + (id?.utf8.count ?? 0)) { $0 + $1.0.utf8.count + $1.1.utf8.count + 4 })
        bytes.append(contentsOf: #"{"v":"#.utf8)
        JSONTextWriter.writeInteger(UInt64(wireVersion), negative: false, into: &bytes)
        bytes.append(contentsOf: #","kind":""#.utf8)
        bytes.append(contentsOf: kind.rawValue.utf8)
        bytes.append(contentsOf: #"","epoch":"#.utf8)
        JSONTextWriter.writeInteger(UInt64(epoch.magnitude), negative: epoch < 0, into: &bytes)
        if let id {
            bytes.append(contentsOf: #","id":"#.utf8)
            JSONString.write(id, into: &bytes)
        }
        for (key, value) in members {
            bytes.append(contentsOf: #",""#.utf8)
            bytes.append(contentsOf: key.utf8)
            bytes.append(contentsOf: #"":"#.utf8)
            bytes.append(contentsOf: value.utf8)
        }
        bytes.append(UInt8(ascii: "}"))
        return String(decoding: bytes, as: UTF8.self)
    }
}

extension OutgoingMessage {
    /// The answer to `hello`: the limits, and the methods the frame may call, each `call` or `stream`.
    static func hello(limits: BridgeLimits, methods: [String: MethodKind]) -> OutgoingMessage {
        let map = JSONValue.object(methods.mapValues { .string($0.rawValue) }).jsonText
        return OutgoingMessage(kind: .hello, members: [("limits", limits.jsonText), ("methods", map)])
    }

    static func call(id: String, method: String, args: EncodedValue) -> OutgoingMessage {
        OutgoingMessage(kind: .call, id: id, members: args.withBlobs([("method", quoted(method)), ("args", args.json)]),
                        name: method)
    }

    static func reply(id: String, result: EncodedValue) -> OutgoingMessage {
        OutgoingMessage(kind: .reply, id: id, members: result.withBlobs([("ok", "true"), ("result", result.json)]))
    }

    static func reply(id: String, error: BridgeError) -> OutgoingMessage {
        OutgoingMessage(kind: .reply, id: id, members: [("ok", "false"), ("error", encoded(error))], failure: error.code)
    }

    static func event(name: String, data: EncodedValue) -> OutgoingMessage {
        OutgoingMessage(kind: .event, members: data.withBlobs([("name", quoted(name)), ("data", data.json)]),
                        name: name)
    }

    /// Tells the page to stop working on native call `id`, which ended natively with `reason`.
    static func cancel(id: String, reason: BridgeError.Code) -> OutgoingMessage {
        OutgoingMessage(kind: .cancel, id: id, members: [], failure: reason)
    }

    static func next(id: String, value: EncodedValue) -> OutgoingMessage {
        OutgoingMessage(kind: .next, id: id, members: value.withBlobs([("value", value.json)]))
    }

    static func end(id: String, error: BridgeError?) -> OutgoingMessage {
        OutgoingMessage(kind: .end, id: id, members: (error.map { [("error", encoded($0))] } ?? []), failure: error?.code)
    }

    static func error(_ error: BridgeError) -> OutgoingMessage {
        OutgoingMessage(kind: .error, members: [("error", encoded(error))], failure: error.code)
    }

    /// A batch of messages for one document, each already written for its `epoch` (``text(epoch:)``).
    static func batchText(_ texts: [String], epoch: Int) -> String {
        OutgoingMessage(kind: .batch, members: [("messages", "[\(texts.joined(separator: ","))]")]).text(epoch: epoch)
    }

    private static func quoted(_ string: String) -> String {
        JSONValue.string(string).jsonText
    }

    private static func encoded(_ error: BridgeError) -> String {
        // BridgeError holds only strings, numbers and a JSONValue: encoding fails only for data that JSON cannot hold.
        let encoded = try? JSONTextEncoder(dataWriting: .base64).encode(error).value
        return encoded.flatMap { try? JSONTextWriter.text(of: $0, maxDepth: JSONTape.maxDepth, maxBytes: .max) } ?? "null"
    }
}
