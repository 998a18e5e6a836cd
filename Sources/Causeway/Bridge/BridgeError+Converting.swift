import Foundation

extension BridgeError {
    /// The bridge error that reports `error` to the other side.
    ///
    /// A ``BridgeError`` passes through, cancellation becomes ``Code/cancelled``, and a `LocalizedError` becomes
    /// ``Code/handlerFailed`` with its `errorDescription`, an error written for people. Anything else may carry file
    /// paths, SQL or internal state: it becomes ``Code/handlerFailed`` with a generic message, and its description
    /// stays out of the error's encoding, so no page reads it wherever the error goes. When the error reaches a page
    /// as a call's answer, the bridge logs that description and tells it to the page only with
    /// ``Bridge/revealsErrorDescriptions``.
    public init(converting error: any Error) {
        switch error {
        case let error as BridgeError:
            self = error
        case is CancellationError:
            self = BridgeError(.cancelled, "The handler was cancelled")
        case let error as any LocalizedError where error.errorDescription != nil:
            self = .handlerFailed(error.errorDescription ?? "")
        default:
            self = .handlerFailed("The app failed; its error is not shown to pages")
            hiddenDescription = String(describing: error)
        }
    }
}
