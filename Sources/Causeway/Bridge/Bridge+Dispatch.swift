extension Bridge {
    /// Runs the native method `method` for `sender` as though its page had called it through the runtime: the
    /// same capability check, argument decoding and error conversion.
    ///
    /// It serves page protocols that do not pass through the runtime, such as the `hybrid://` URL protocol
    /// (``LegacyURLProtocol``). Streaming methods cannot be called this way. Nothing crosses the wire: the handler
    /// takes its arguments from `arguments` and its result comes back as a JSON value, with bytes as base64 strings.
    public func dispatch(_ method: String, arguments: JSONValue, from sender: Sender) async throws(BridgeError)
        -> JSONValue
    {
        guard permits(sender, method) else { throw BridgeError(.denied, "\(sender.origin) may not call \(method)") }
        guard let entry = handler(of: method, calledBy: sender) else {
            throw BridgeError(.unknownMethod, "No handler for \(method)")
        }
        guard case .call(_, let run) = entry.body else {
            throw BridgeError(.protocolError, "\(method) streams; it can only be called through the runtime")
        }
        do {
            return try await run(arguments, CallContext(method: method, sender: sender, epoch: epoch))
        } catch {
            throw failure(reportedFor: error, method: method, sender: sender)
        }
    }
}
