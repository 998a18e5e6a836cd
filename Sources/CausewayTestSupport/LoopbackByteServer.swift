public import Foundation
import Synchronization
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A raw HTTP server on 127.0.0.1 that answers every request with bytes the test chose, for what no well-behaved
/// server sends: a body longer than the `Content-Length` it promised, or one that never ends. It serves one
/// connection at a time on a thread of its own.
public final class LoopbackByteServer: Sendable {
    /// What the server writes once it has read a request's head.
    public enum Answer: Sendable {
        /// These bytes, then it closes the connection.
        case bytes(Data)
        /// `head`, then `chunk` again and again until the client goes away.
        case endless(head: Data, chunk: Data)
        /// These bytes, then nothing, the connection open until the client goes away.
        case bytesThenSilence(Data)
    }

    /// The port it listens on.
    public let port: Int
    private let listener: Int32
    private let tally = Tally()

    /// How many connections it has finished with: answered whole, or, for a body without end, left by their client.
    public var connectionsEnded: Int { tally.counts.withLock { $0.connectionsEnded } }

    /// How many bytes it has written, over every connection: what a client read, and what the sockets' buffers took.
    public var bytesSent: Int { tally.counts.withLock { $0.bytesSent } }

    /// More than a loopback connection's sockets buffer (4 MiB sent, 32 MiB received at most on Linux): a server that
    /// wrote past a client's bound by more than this, on one connection, had a client still reading.
    public static let buffersBound = 128 << 20

    /// The requests it has read, in order: each one's head and body as they came.
    public var requests: [Data] { tally.counts.withLock { $0.requests } }

    /// Starts listening on a free loopback port, answering every request with `answer`.
    public init(answer: Answer) throws(LoopbackPortError) {
        (listener, port) = try LoopbackPort.bound()
        guard listen(listener, 8) == 0 else {
            close(listener)
            throw LoopbackPortError()
        }
        let listener = listener
        let tally = tally
        Thread.detachNewThread {
            while true {
                let connection = accept(listener, nil, nil)
                guard connection >= 0 else {
                    close(listener)
                    return
                }
                Self.serve(connection, answer, tally)
                close(connection)
                tally.counts.withLock { $0.connectionsEnded += 1 }
            }
        }
    }

    /// Stops listening; a connection being served ends when its client goes away.
    deinit {
        shutdown(listener, Int32(SHUT_RDWR))
    }

    /// The URL of `path` on this server.
    public func url(_ path: String = "/") -> URL {
        URL(string: "http://127.0.0.1:\(port)\(path)")!
    }

    private static func serve(_ connection: Int32, _ answer: Answer, _ tally: Tally) {
        guard let request = readRequest(connection) else { return }
        tally.counts.withLock { $0.requests.append(request) }
        switch answer {
        case .bytes(let bytes):
            _ = send(bytes, to: connection, tally)
        case .endless(let head, let chunk):
            guard send(head, to: connection, tally) else { return }
            while send(chunk, to: connection, tally) {}
        case .bytesThenSilence(let bytes):
            guard send(bytes, to: connection, tally) else { return }
            var byte: UInt8 = 0
            while recv(connection, &byte, 1, 0) > 0 {}
        }
    }

    /// Reads a request: its head, up to the blank line that ends it, and the body its `Content-Length` gives (a
    /// connection closed with a request's bytes unread is reset, which can cut the answer short); `nil` when the
    /// client went away first.
    private static func readRequest(_ connection: Int32) -> Data? {
        var received: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 4096)
        func receive() -> Bool {
            let count = recv(connection, &buffer, buffer.count, 0)
            guard count > 0 else { return false }
            received += buffer.prefix(count)
            return true
        }
        var headEnd: Int?
        while headEnd == nil {
            guard receive() else { return nil }
            headEnd = received.indices.dropFirst(3).first { received[$0 - 3...$0].elementsEqual([13, 10, 13, 10]) }
        }
        let head = String(decoding: received[...headEnd!], as: UTF8.self).lowercased()
        let length = head.split(separator: "\r\n").lazy
            .compactMap { $0.hasPrefix("content-length:") ? Int($0.dropFirst(15).trimmingCharacters(in: .whitespaces)) : nil }
            .first ?? 0
        while received.count < headEnd! + 1 + length {
            guard receive() else { return nil }
        }
        return Data(received)
    }

    /// Writes all of `bytes`; `false` once the client has gone away.
    private static func send(_ bytes: Data, to connection: Int32, _ tally: Tally) -> Bool {
        var offset = 0
        while offset < bytes.count {
            let count = bytes.withUnsafeBytes { buffer in
                sendBytes(connection, buffer.baseAddress! + offset, buffer.count - offset)
            }
            guard count > 0 else { return false }
            offset += count
            tally.counts.withLock { $0.bytesSent += count }
        }
        return true
    }

    /// `send(2)` without SIGPIPE when the client has gone away.
    private static func sendBytes(_ connection: Int32, _ bytes: UnsafeRawPointer, _ count: Int) -> Int {
        #if canImport(Glibc)
        Glibc.send(connection, bytes, count, Int32(MSG_NOSIGNAL))
        #else
        var one: Int32 = 1
        setsockopt(connection, SOL_SOCKET, SO_NOSIGPIPE, &one, socklen_t(MemoryLayout<Int32>.size))
        return Darwin.send(connection, bytes, count, 0)
        #endif
    }
}

/// What the server's thread counts and tests read.
private final class Tally: Sendable {
    struct Counts {
        var connectionsEnded = 0
        var bytesSent = 0
        var requests: [Data] = []
    }

    let counts = Mutex(Counts())
}
