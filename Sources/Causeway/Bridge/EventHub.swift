/// The native listeners to the page's events: each stream ``Bridge/events()`` made, fed every event delivered.
@MainActor
final class EventHub {
    private var listeners: [Int: AsyncStream<PageEvent>.Continuation] = [:]
    private var counter = 0
    private var isClosed = false

    /// A stream of every event delivered from now on, in order; it finishes when the hub closes, and at once when
    /// it is closed already.
    func subscribe() -> AsyncStream<PageEvent> {
        let (stream, continuation) = AsyncStream<PageEvent>.makeStream(bufferingPolicy: .unbounded)
        guard !isClosed else {
            continuation.finish()
            return stream
        }
        counter += 1
        let key = counter
        listeners[key] = continuation
        continuation.onTermination = { [weak self] _ in
            Task { @MainActor in self?.listeners[key] = nil }
        }
        return stream
    }

    /// Gives `event` to every listener.
    func deliver(_ event: PageEvent) {
        for listener in listeners.values {
            listener.yield(event)
        }
    }

    /// Finishes every stream; later streams finish at once.
    func close() {
        isClosed = true
        let finished = listeners
        listeners.removeAll()
        for listener in finished.values { listener.finish() }
    }
}
