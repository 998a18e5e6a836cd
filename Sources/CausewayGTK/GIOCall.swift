import CWebKitGTK

/// Runs one GIO asynchronous call to its end and returns what `finish` reads from its result.
///
/// `start` begins the call, passing on the ready callback and user data it is given. `finish` reads the result
/// with the call's `_finish` function and the error slot it is given; an error left there is thrown as
/// `failure(message)`.
@MainActor
func gioCall<Value: Sendable>(
    _ start: (_ callback: GAsyncReadyCallback, _ userData: gpointer) -> Void,
    finish: @escaping @MainActor (_ result: OpaquePointer?,
                                  _ error: UnsafeMutablePointer<UnsafeMutablePointer<GError>?>) -> Value,
    failure: @escaping @MainActor (_ message: String) -> EngineError
) async throws -> Value {
    try await withCheckedThrowingContinuation { continuation in
        let ready = CCallback.asyncReady { result in
            var error: UnsafeMutablePointer<GError>?
            let value = finish(result, &error)
            guard let error else { return continuation.resume(returning: value) }
            let message = String(cString: error.pointee.message)
            g_error_free(error)
            continuation.resume(throwing: failure(message))
        }
        start(ready.callback, ready.userData)
    }
}
