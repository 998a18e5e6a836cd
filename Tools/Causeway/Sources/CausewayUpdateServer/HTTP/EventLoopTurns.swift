import NIOCore

/// Keeps a streamed download from reading ahead of its connection.
///
/// While a connection is writable, Hummingbird's body writer hands each chunk to the connection's event loop as a
/// task and returns at once; a download that reads the disk faster than the loop writes the socket would queue
/// chunk after chunk there (at the start of 40 parallel downloads, before the sockets fill, well over 100 MiB).
/// After each chunk the download waits for one turn of every loop in the server's group: a loop runs its tasks in
/// the order they came, so by then the chunk has been handed to its connection, whose own back pressure (NIO's
/// writability) then holds the next one. At most one chunk per download waits in a task queue.
struct EventLoopTurns: Sendable {
    /// The server's event loops.
    let group: any EventLoopGroup

    /// Returns once every loop has run what was queued on it before the call.
    func wait() async throws {
        for loop in group.makeIterator() {
            try await loop.submit {}.get()
        }
    }
}
