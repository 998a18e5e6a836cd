import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// One HTTP request whose body is stopped the moment it passes the bytes its caller allows for the answer's status,
/// with ``overrun`` thrown: written to a file as it arrives, never whole into memory (the file is removed if it is
/// stopped), or, for an answer its caller reads whole, kept in memory.
///
/// It runs on a session of its own, made from the caller's configuration, whose serial delegate queue is the only
/// place its state changes.
final class BoundedDownload: NSObject, URLSessionDataDelegate, @unchecked Sendable {
    /// Where the body goes.
    enum Destination {
        /// Written to this file as it arrives.
        case file(URL)
        /// Kept in memory, for ``BoundedDownload/body``.
        case memory
    }


    // @unchecked Sendable: after `fetch` resumes the task, every var below is read and written only by the delegate
    // methods, which the session calls one at a time on its serial queue, until `fetch` returns (`body` is read then).
    private let destination: Destination
    private let overrun: any Error
    private let allowance: @Sendable (Int) -> Int64?
    private var status = 0
    private var declined = false
    private var limit: Int64 = 0
    private var written: Int64 = 0
    private var writer: FileHandle?
    private var isOpen = false
    /// The body of an answer kept in memory, once ``fetch(_:configuration:)`` returned.
    private(set) var body = Data()
    private var failure: (any Error)?
    private var continuation: CheckedContinuation<Int, any Error>?

    /// A download into `destination` that reads at most `allowance(status)` bytes of an answer with that status
    /// (none, and no file, when it gives `nil`), and throws `overrun` past them.
    init(to destination: Destination, overrun: any Error, allowance: @escaping @Sendable (Int) -> Int64?) {
        self.destination = destination
        self.overrun = overrun
        self.allowance = allowance
    }

    /// Sends `request` with `configuration`; returns the answer's status once its body, if allowed, is in its
    /// destination.
    func fetch(_ request: URLRequest, configuration: URLSessionConfiguration) async throws -> Int {
        let queue = OperationQueue()
        queue.maxConcurrentOperationCount = 1
        let session = URLSession(configuration: configuration, delegate: self, delegateQueue: queue)
        defer { session.finishTasksAndInvalidate() }
        let task = session.dataTask(with: request)
        return try await withTaskCancellationHandler {
            try await withCheckedThrowingContinuation { continuation in
                queue.addOperation {
                    self.continuation = continuation
                    task.resume()
                }
            }
        } onCancel: {
            task.cancel()
        }
    }

    // The answer's status and length are read from the task when its first bytes, or its end, arrive: so no delegate
    // method with a completion handler is needed, whose type Apple's Foundation and swift-corelibs-foundation spell
    // differently.

    func urlSession(_ session: URLSession, dataTask: URLSessionDataTask, didReceive data: Data) {
        guard failure == nil, !declined, isOpen || open(for: dataTask) else { return }
        guard written + Int64(data.count) <= limit else { return fail(overrun, dataTask) }
        do {
            if let writer { try writer.write(contentsOf: data) } else { body.append(data) }
            written += Int64(data.count)
        } catch {
            fail(error, dataTask)
        }
    }

    func urlSession(_ session: URLSession, task: URLSessionTask, didCompleteWithError error: (any Error)?) {
        if error == nil, failure == nil, !declined, !isOpen {
            _ = open(for: task) // an answer without a body
        }
        try? writer?.close()
        writer = nil
        if let failure {
            continuation?.resume(throwing: failure)
        } else if declined {
            // An answer whose body was not wanted: the caller judges its status.
            continuation?.resume(returning: status)
        } else if let error {
            discard()
            continuation?.resume(throwing: error)
        } else {
            continuation?.resume(returning: status)
        }
        continuation = nil
    }

    /// Reads the answer's status and length and creates the file for its body, if it goes to one; `false` when the
    /// body is not wanted (the task is then cancelled) or cannot be taken.
    private func open(for task: URLSessionTask) -> Bool {
        status = (task.response as? HTTPURLResponse)?.statusCode ?? 0
        guard let limit = allowance(status) else {
            declined = true
            task.cancel()
            return false
        }
        self.limit = limit
        guard (task.response?.expectedContentLength ?? -1) <= limit else {
            fail(overrun, task)
            return false
        }
        do {
            if case .file(let file) = destination {
                try Data().write(to: file)
                writer = try FileHandle(forWritingTo: file)
            }
            isOpen = true
            return true
        } catch {
            fail(error, task)
            return false
        }
    }

    /// Stops the download with `error`, removing what was written.
    private func fail(_ error: any Error, _ task: URLSessionTask) {
        guard failure == nil else { return }
        failure = error
        discard()
        task.cancel()
    }

    /// Forgets what was written: the file goes, and the memory.
    private func discard() {
        try? writer?.close()
        writer = nil
        body = Data()
        if case .file(let file) = destination { try? FileManager.default.removeItem(at: file) }
    }
}
