/// A native method: it receives the decoded arguments and the call's context, and returns the result.
///
/// It runs on the main actor, where the bridge lives, until it suspends; a handler that answers at once replies
/// without any executor hop. Move heavy synchronous work off the main actor (a `@concurrent` function, or a task).
public typealias CallHandler<Args, Result> = nonisolated(nonsending) @Sendable (Args, CallContext) async throws -> Result

/// A native method that needs no call context.
public typealias PlainCallHandler<Args, Result> = nonisolated(nonsending) @Sendable (Args) async throws -> Result

/// A native streaming method: it returns the sequence whose elements go to the page.
public typealias StreamHandler<Args, Values> = nonisolated(nonsending) @Sendable (Args, CallContext) async throws
    -> Values

import Logging

extension Bridge {
    /// Registers the native method `method`; the page calls it with `causeway.call(method, args)`.
    ///
    /// Arguments that do not decode as `Args` are rejected with ``BridgeError/Code/invalidArguments`` naming the
    /// bad field. Whatever the handler throws reaches the page as a ``BridgeError`` (see
    /// ``BridgeError/init(converting:)``). A page that cancels the call cancels the handler's task.
    public func handle<Args: Decodable & Sendable, Result: Encodable & Sendable>(
        _ method: String, _ body: @escaping CallHandler<Args, Result>
    ) {
        handlers.register(.call(body), for: method)
    }

    /// Registers the native method `method` with a handler that needs no call context.
    public func handle<Args: Decodable & Sendable, Result: Encodable & Sendable>(
        _ method: String, _ body: @escaping PlainCallHandler<Args, Result>
    ) {
        handlers.register(.call(body), for: method)
    }

    /// Registers the native streaming method `method`; the page reads it with
    /// `for await (const value of causeway.stream(method, args))`.
    ///
    /// Every element of the returned sequence goes to the page in order, then the end (or the error the sequence
    /// threw). When the page leaves its loop, the task iterating the sequence is cancelled. A page that falls
    /// behind makes the iteration wait, so a fast producer does not fill memory.
    public func handleStream<Args: Decodable & Sendable, Values: AsyncSequence & Sendable>(
        _ method: String, _ body: @escaping StreamHandler<Args, Values>
    ) where Values.Element: Encodable & Sendable {
        handlers.register(.stream(body), for: method)
    }

    /// Removes the handler of `method`; later calls get ``BridgeError/Code/unknownMethod``.
    public func removeHandler(_ method: String) {
        handlers.remove(method)
    }

    /// The argument and result shapes of every registered method, for typings.
    public var methodSignatures: [MethodSignature] {
        handlers.signatures
    }

    /// The registered methods `sender` may call, and how each answers: what the page learns in the `hello` answer,
    /// so that `causeway.<namespace>.<method>(args)` works for them.
    func methods(permittedTo sender: Sender) -> [String: MethodKind] {
        handlers.kinds { policy.permits(sender, method: $0) }
    }

    /// Whether `sender` may call or emit `method`; a refusal is logged with the origin, the frame and the method.
    func permits(_ sender: Sender, _ method: String) -> Bool {
        guard policy.permits(sender, method: method) else {
            logRefusal("Denied", sender, method)
            return false
        }
        return true
    }

    /// The handler of `method`, which `sender` called; a call of a method with no handler is logged with the origin,
    /// the frame and the method.
    func handler(of method: String, calledBy sender: Sender) -> HandlerEntry? {
        guard let entry = handlers.entry(for: method) else {
            logRefusal("Unknown method", sender, method)
            return nil
        }
        return entry
    }

    /// Logs, at notice level, that a message of `sender` naming `method` was refused: the method as a log line of
    /// page text, within the page's log budget.
    private func logRefusal(_ reason: Logger.Message, _ sender: Sender, _ method: String) {
        let (allowed, dropped) = refusalLogBudget.take()
        guard allowed else { return }
        var metadata: Logger.Metadata = [
            "origin": "\(sender.origin)", "frame": "\(sender.isMainFrame ? "main" : "sub")",
            "method": "\(PageText(method, .logLine))",
        ]
        if dropped > 0 { metadata["droppedBefore"] = "\(dropped)" }
        logger.notice(reason, metadata: metadata)
    }
}
