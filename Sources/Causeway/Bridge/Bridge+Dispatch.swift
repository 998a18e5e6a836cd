extension Bridge {
    /// Runs the native method `method` for `sender` as though its page had called it through the runtime: the
    /// same capability check, argument decoding and error conversion.
    ///
    /// It serves page protocols that do not pass through the runtime, such as seed 002's URL protocol
    /// (``LegacyURLProtocol``). Streaming methods cannot be called this way.
    public func dispatch(_ method: String, arguments: JSONValue, from sender: Sender) async throws(BridgeError)
        -> JSONValue
    {
        guard permits(sender, method) else { throw BridgeError(.denied, "\(sender.origin) may not call \(method)") }
        guard let entry = handler(of: method, calledBy: sender) else {
            throw BridgeError(.unknownMethod, "No handler for \(method)")
        }
        guard case .call(let body) = entry.body else {
            throw BridgeError(.protocolError, "\(method) streams; it can only be called through the runtime")
        }
        let call: JSONValue = [
            "v": .number(Double(wireVersion)), "kind": .string(WireKind.call.rawValue), "epoch": .number(Double(epoch)),
            "id": "dispatch", "method": .string(method), "args": arguments,
        ]
        let message = try IncomingMessage(text: call.jsonText, limits: limits)
        do {
            let result = try await body(message, codec, CallContext(method: method, sender: sender, epoch: epoch))
            return try JSONValue(json: result.json)
        } catch {
            throw failure(reportedFor: error, method: method, sender: sender)
        }
    }
}
