// Model only: a concrete `WKURLSchemeTask` a test can create, hand to a scheme handler, and inspect afterwards.
// Not Apple API (Apple's task class is private), hence internal.
//
// It records everything the handler does. Where WebKit would raise an Objective-C exception (data before a response,
// anything after the task finished, failed or was stopped, finishing before a response), it records a violation in
// `violations` instead of crashing, so a test can assert that the list is empty.
import Foundation

final class ModelURLSchemeTask: NSObject, WKURLSchemeTask {
    let request: URLRequest

    /// Every response passed to `didReceive(_:)`, in order.
    private(set) var responses: [URLResponse] = []
    /// Every chunk passed to `didReceive(_:)`, in order.
    private(set) var dataChunks: [Data] = []
    /// Whether `didFinish()` was called.
    private(set) var isFinished = false
    /// The error passed to `didFailWithError(_:)`, if it was called.
    private(set) var failure: (any Error)?
    /// Whether WebKit stopped the task (see `markStopped()`).
    private(set) var isStopped = false
    /// Calls WebKit would have refused with an exception, described.
    private(set) var violations: [String] = []

    init(request: URLRequest) {
        self.request = request
        super.init()
    }

    convenience init(url: URL) {
        self.init(request: URLRequest(url: url))
    }

    /// The first response received, if any.
    var response: URLResponse? { responses.first }

    /// All data received, concatenated.
    var receivedData: Data { dataChunks.reduce(into: Data()) { $0.append($1) } }

    /// Whether the task ended, by finishing or failing.
    var isComplete: Bool { isFinished || failure != nil }

    /// Marks the task as stopped, as WebKit does before calling the handler's `webView(_:stop:)`; later calls by the
    /// handler are then violations.
    func markStopped() {
        isStopped = true
    }

    func didReceive(_ response: URLResponse) {
        checkStillOpen("didReceive(response)")
        responses.append(response)
    }

    func didReceive(_ data: Data) {
        checkStillOpen("didReceive(data)")
        if responses.isEmpty {
            violations.append("didReceive(data) before didReceive(response)")
        }
        dataChunks.append(data)
    }

    func didFinish() {
        checkStillOpen("didFinish()")
        if responses.isEmpty {
            violations.append("didFinish() before didReceive(response)")
        }
        isFinished = true
    }

    func didFailWithError(_ error: any Error) {
        checkStillOpen("didFailWithError(_:)")
        failure = error
    }

    private func checkStillOpen(_ call: String) {
        if isStopped { violations.append("\(call) after the task was stopped") }
        if isFinished { violations.append("\(call) after didFinish()") }
        if failure != nil { violations.append("\(call) after didFailWithError(_:)") }
    }
}
