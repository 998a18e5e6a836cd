/// The kinds of wire message (see docs/protocol.md).
enum WireKind: String, Codable, Sendable {
    case hello, ready, pull, call, reply, event, cancel, next, end, batch, error, gone
}

/// The protocol version this build speaks.
let wireVersion = 1
