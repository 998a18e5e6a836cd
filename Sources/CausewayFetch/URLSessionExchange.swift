import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// One HTTP exchange through a `URLSession` of its own, made from the caller's configuration, which tells a
/// ``BoundedAnswer`` the answer's head and body and cancels the task the moment the answer says no. Its serial
/// delegate queue is the only place the answer is used until the exchange ends.
///
/// ``BoundedFetch`` uses it on Apple platforms. On Linux it is tested with answers that end (a cancel there waits for
/// as long as a server sends; see ``BoundedFetch``).
final class URLSessionExchange: NSObject, URLSessionDataDelegate, @unchecked Sendable {
    private let answer: BoundedAnswer
    // @unchecked Sendable: the continuation is set on the serial delegate queue before the task starts and taken
    // there when it ends.
    private var continuation: CheckedContinuation<Int, any Error>?

    private init(_ answer: BoundedAnswer) {
        self.answer = answer
    }

    /// Sends `request` with `configuration`, its answer going to `answer`; returns the answer's status once its body,
    /// if allowed, is in its destination.
    static func perform(_ request: URLRequest, configuration: URLSessionConfiguration,
                        into answer: BoundedAnswer) async throws -> Int
    {
        let exchange = URLSessionExchange(answer)
        let queue = OperationQueue()
        queue.maxConcurrentOperationCount = 1
        let session = URLSession(configuration: configuration, delegate: exchange, delegateQueue: queue)
        defer { session.finishTasksAndInvalidate() }
        let task = session.dataTask(with: request)
        return try await withTaskCancellationHandler {
            try await withCheckedThrowingContinuation { continuation in
                queue.addOperation {
                    exchange.continuation = continuation
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
        let taken = (!answer.isWaiting || open(dataTask)) && data.withUnsafeBytes { answer.take($0) }
        if !taken { dataTask.cancel() }
    }

    func urlSession(_ session: URLSession, task: URLSessionTask, didCompleteWithError error: (any Error)?) {
        if error == nil, answer.isWaiting {
            _ = open(task) // an answer without a body
        }
        // A task cancelled because the answer said no ends with the cancel's error: the answer throws why it stopped.
        continuation?.resume(with: Result { try answer.finish(error) })
        continuation = nil
    }

    /// Tells the answer its head, from the task's response.
    private func open(_ task: URLSessionTask) -> Bool {
        let response = task.response as? HTTPURLResponse
        var headers: [String: String] = [:]
        for case (let name as String, let value as String) in response?.allHeaderFields ?? [:] { headers[name] = value }
        return answer.open(status: response?.statusCode ?? 0, expectedLength: task.response.map(\.expectedContentLength),
                           headers: headers)
    }
}
