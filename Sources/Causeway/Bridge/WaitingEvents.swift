/// The events waiting for a frame that has not taken them yet, counted against the page's budget
/// (``PageBudget/waitingEvents``): a page that stops pulling, or never says ready, cannot make native code hold
/// every event sent meanwhile. Past the budget the oldest waiting event is dropped for each new one; calls, answers
/// and stream values are never dropped (their own budgets bound them).
struct WaitingEvents {
    private let limit: Int
    private var waiting = 0
    /// Events dropped since the queue was last taken.
    private(set) var dropped = 0

    /// A count allowing `limit` events to wait.
    init(limit: Int) {
        self.limit = limit
    }

    /// Adds `element` to `queue`, dropping the oldest waiting event first when `limit` wait already.
    mutating func append<Element>(_ element: Element, to queue: inout [Element], isEvent: (Element) -> Bool) {
        if isEvent(element) {
            if waiting >= limit, let oldest = queue.firstIndex(where: isEvent) {
                queue.remove(at: oldest)
                dropped += 1
            } else {
                waiting += 1
            }
        }
        queue.append(element)
    }

    /// Notes that the queue was taken whole.
    mutating func taken() {
        waiting = 0
        dropped = 0
    }
}
