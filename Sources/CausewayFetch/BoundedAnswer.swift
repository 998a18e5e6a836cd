package import Foundation

/// What one HTTP answer may hold and where its body goes: it takes no more than its caller allows for the answer's
/// status and throws `overrun` the moment a body passes that, writing the body to a file as it arrives (removed if it
/// is stopped) or keeping it in memory. The exchange that carries the answer tells it the answer's head, each piece
/// of its body and its end, and stops reading the moment it says no.
///
/// One exchange uses it at a time, from one thread or serial queue.
package final class BoundedAnswer: @unchecked Sendable {
    /// Where the body goes.
    package enum Destination {
        /// Written to this file as it arrives.
        case file(URL)
        /// Kept in memory, for ``BoundedAnswer/body``.
        case memory
    }

    private enum State {
        /// No head yet.
        case waiting
        /// Taking the body, at most `limit` bytes of it.
        case reading(limit: Int64)
        /// The answer's status allows no body: it is not read.
        case declined
        /// Stopped by this error; what was written is gone.
        case failed(any Error)
    }

    // @unchecked Sendable: the exchange hands it from the task that starts it to the one thread or serial queue that
    // reports the answer, and back once the answer ended.
    private let destination: Destination
    private let overrun: any Error
    private let allowance: @Sendable (Int) -> Int64?
    private var state = State.waiting
    private var status = 0
    private var written: Int64 = 0
    private var writer: FileHandle?
    /// The body of an answer kept in memory, once the answer ended.
    package private(set) var body = Data()
    /// The answer's header fields, by lowercased name, once its head was seen.
    package private(set) var headers: [String: String] = [:]

    /// An answer whose body goes to `destination`, with at most `allowance(status)` bytes of it read (none, and no
    /// file, when it gives `nil`), and `overrun` thrown past them.
    package init(to destination: Destination, overrun: any Error, allowance: @escaping @Sendable (Int) -> Int64?) {
        self.destination = destination
        self.overrun = overrun
        self.allowance = allowance
    }

    /// Whether the head has not been seen yet.
    package var isWaiting: Bool {
        if case .waiting = state { true } else { false }
    }

    /// Reads the answer's head: its status (0 when it is not HTTP), the body's length when it says one, and its
    /// header fields. `false` when the body is not wanted or cannot be taken: the exchange then reads no more.
    func open(status: Int, expectedLength: Int64?, headers: [String: String]) -> Bool {
        guard case .waiting = state else { return false }
        self.status = status
        self.headers = Dictionary(headers.map { ($0.key.lowercased(), $0.value) }) { first, _ in first }
        guard let limit = allowance(status) else {
            state = .declined
            return false
        }
        guard (expectedLength ?? -1) <= limit else { return fail(overrun) }
        do {
            if case .file(let file) = destination {
                try Data().write(to: file)
                writer = try FileHandle(forWritingTo: file)
            }
            state = .reading(limit: limit)
            return true
        } catch {
            return fail(error)
        }
    }

    /// Takes the next piece of the body; `false` when it passes the bound or cannot be written: the exchange then
    /// reads no more.
    func take(_ piece: UnsafeRawBufferPointer) -> Bool {
        guard case .reading(let limit) = state else { return false }
        guard written + Int64(piece.count) <= limit else { return fail(overrun) }
        do {
            if let writer {
                try writer.write(contentsOf: piece)
            } else {
                body.append(contentsOf: piece)
            }
            written += Int64(piece.count)
            return true
        } catch {
            return fail(error)
        }
    }

    /// Ends the answer, which the exchange ended with `error` (`nil` when it completed, or when it stopped because
    /// this answer said no): returns the status once the body, if allowed, is in its destination.
    func finish(_ error: (any Error)?) throws -> Int {
        try? writer?.close()
        writer = nil
        switch state {
        case .failed(let failure):
            throw failure
        case .declined:
            // An answer whose body was not wanted: the caller judges its status.
            return status
        case .waiting, .reading:
            if let error {
                discard()
                throw error
            }
            return status
        }
    }

    /// Stops the answer with `error`, removing what was written; always `false`, to stop the exchange.
    private func fail(_ error: any Error) -> Bool {
        if case .failed = state { return false }
        state = .failed(error)
        discard()
        return false
    }

    /// Forgets what was written: the file goes, and the memory.
    private func discard() {
        try? writer?.close()
        writer = nil
        body = Data()
        if case .file(let file) = destination { try? FileManager.default.removeItem(at: file) }
    }
}
