/// An event the page emitted with `causeway.emit(name, data)`.
public struct PageEvent: Sendable {
    /// The event's name.
    public let name: String
    /// The frame that emitted it.
    public let sender: Sender
    let message: IncomingMessage
    let codec: WireCodec

    /// The event's data decoded as `Value`; binary values inside decode as `Data`.
    public func decode<Value: Decodable>(as _: Value.Type = Value.self) throws(BridgeError) -> Value {
        try codec.decode(Value.self, field: .data, of: message, consumingBlobs: false)
    }

    /// The event's data as untyped JSON.
    public var data: JSONValue {
        (try? decode(as: JSONValue.self)) ?? .null
    }
}
