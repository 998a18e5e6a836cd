import Foundation
import Logging

extension Bridge {
    /// What a page is told when the handler of `method` throws `error` for `sender`.
    ///
    /// A ``BridgeError`` is meant for the page and passes as it is, unless it was converted from an app's error
    /// (``BridgeError/init(converting:)``) on its way here; cancellation becomes ``BridgeError/Code/cancelled``;
    /// a `LocalizedError` passes its `errorDescription`, an error written for people. Anything else may carry file
    /// paths, SQL or internal state, so the page gets ``BridgeError/Code/handlerFailed`` with a generic message and
    /// an error id in its data (`{errorID}`), and the full description goes to the native log at error level under
    /// the same id, with the method, origin and frame. With ``revealsErrorDescriptions`` (while developing) the
    /// page gets the description instead.
    func failure(reportedFor error: any Error, method: String, sender: Sender) -> BridgeError {
        let description: String
        switch error {
        case let error as BridgeError:
            guard let hidden = error.hiddenDescription else { return error }
            description = hidden
        case is CancellationError:
            return BridgeError(converting: error)
        case let error as any LocalizedError where error.errorDescription != nil:
            return BridgeError(converting: error)
        default:
            description = String(describing: error)
        }
        let id = String(UInt32.random(in: .min ... .max), radix: 16, uppercase: true)
        logger.error("A handler failed", metadata: [
            "errorID": "\(id)", "method": "\(PageText(method, .logLine))", "origin": "\(sender.origin)",
            "frame": "\(sender.isMainFrame ? "main" : "sub")", "error": "\(description)",
        ])
        guard !revealsErrorDescriptions else { return .handlerFailed(description) }
        return .handlerFailed("\(method) failed; the app logged the error as \(id)", data: ["errorID": .string(id)])
    }
}
