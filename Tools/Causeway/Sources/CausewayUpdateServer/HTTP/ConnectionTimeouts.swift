/// How long the server waits on a client before it closes the connection, as nginx's `client_header_timeout`,
/// `client_body_timeout` and `keepalive_timeout` do: a client that sends half a request and stops, or sends it a
/// byte at a time, holds a connection for a bounded time only.
public struct ConnectionTimeouts: Sendable, Equatable {
    /// How long a request's head may take, from its first byte to its last: 30 seconds.
    public var head: Duration = .seconds(30)
    /// The longest wait between two reads of a request's body: 30 seconds.
    public var body: Duration = .seconds(30)
    /// How long a connection may wait for its next request before any byte of it arrives: 75 seconds, longer than
    /// the 60 seconds nginx keeps its idle connections to a server, so the load balancer in front lets go first.
    public var idle: Duration = .seconds(75)

    /// The defaults above.
    public init() {}

    /// A request's head within `head`, its body with no wait longer than `body`, the next request within `idle`.
    public init(head: Duration, body: Duration, idle: Duration) {
        self.head = head
        self.body = body
        self.idle = idle
    }
}
