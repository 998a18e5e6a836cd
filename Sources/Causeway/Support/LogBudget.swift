/// How many lines a page may make the app's log take: a burst, then a steady rate; past it lines are dropped and
/// counted, and the next line let through says how many were dropped. A page can call as fast as it likes, and
/// neither its refused calls nor its console may fill the log or drown the app's own lines.
struct LogBudget {
    /// Lines let through at once.
    static let burst = 100.0
    /// Lines let through a second once the burst is spent.
    static let perSecond = 20.0

    private var tokens = LogBudget.burst
    private var refilled = ContinuousClock.now
    private var dropped = 0

    /// Whether a line may go to the log now, and how many were dropped before it; a line that may not is counted.
    mutating func take() -> (allowed: Bool, droppedBefore: Int) {
        let now = ContinuousClock.now
        let elapsed = refilled.duration(to: now)
        refilled = now
        let seconds = Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18
        tokens = min(Self.burst, tokens + seconds * Self.perSecond)
        guard tokens >= 1 else {
            dropped += 1
            return (false, 0)
        }
        tokens -= 1
        defer { dropped = 0 }
        return (true, dropped)
    }
}
