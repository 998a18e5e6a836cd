import Foundation

extension BridgeError {
    /// The bridge error that reports `error` to the other side.
    ///
    /// A ``BridgeError`` passes through, cancellation becomes ``Code/cancelled``, and anything else becomes
    /// ``Code/handlerFailed`` with the error's description. What a page is told of a handler's error goes through
    /// the bridge instead, which hides descriptions not written for people (see
    /// ``Bridge/revealsErrorDescriptions``).
    public init(converting error: any Error) {
        switch error {
        case let error as BridgeError:
            self = error
        case is CancellationError:
            self = BridgeError(.cancelled, "The handler was cancelled")
        case let error as any LocalizedError:
            self = .handlerFailed(error.errorDescription ?? String(describing: error))
        default:
            self = .handlerFailed(String(describing: error))
        }
    }
}
