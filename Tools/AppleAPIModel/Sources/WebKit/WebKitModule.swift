// Module-level pieces of the WebKit model: what `import WebKit` brings along, and small internal helpers shared by
// the model's types. Not shipped; on Apple platforms the real WebKit is used.
//
// On Apple platforms `URLRequest`, `URLResponse` and `HTTPURLResponse` are Foundation types; on Linux they live in
// FoundationNetworking. Re-exporting it keeps adapter code that says only `import WebKit` and `import Foundation`
// compiling here as it does there. WebKit deliberately does not re-export UIKit (the adapter imports UIKit itself).
// WebKit's headers import Foundation, so `import WebKit` brings Foundation along, as here.
@_exported public import Foundation
#if canImport(FoundationNetworking)
@_exported public import FoundationNetworking
#endif
// Foundation's key-value observing, which swift-corelibs-foundation lacks, comes from the model's own module.
@_exported public import KeyValueObserving

// Model only: when completion handlers handed to the model are called. WebKit never calls them before the method
// that took them returns, so the default is the next turn of the main actor; tests may ask for synchronous calls.
enum ModelCompletionDelivery: Sendable, Equatable {
    /// Call the completion handler before the method returns (convenient, but not what WebKit does).
    case synchronous
    /// Call it in a new main-actor task, i.e. after the calling method returned (what WebKit does).
    case nextMainActorTurn
}

// Model only: runs `body` according to `delivery`.
@MainActor
func modelDeliver(_ delivery: ModelCompletionDelivery, _ body: @escaping @MainActor () -> Void) {
    switch delivery {
    case .synchronous:
        body()
    case .nextMainActorTurn:
        Task { @MainActor in body() }
    }
}

// Model only: the errors the model reports. They are `NSError`s in `WKErrorDomain` (the domain real WebKit errors
// carry), with a description that says what the model could not do.
enum ModelError {
    /// `WKErrorDomain`, as on Apple platforms.
    static let domain = "WKErrorDomain"

    /// `WKError.Code.unknown` is 1 on Apple platforms.
    static let unknown = 1

    /// `WKError.Code.javaScriptExceptionOccurred` is 4 on Apple platforms.
    static let javaScriptExceptionOccurred = 4

    static func make(code: Int, _ description: String) -> NSError {
        NSError(domain: domain, code: code, userInfo: [NSLocalizedDescriptionKey: description])
    }
}
