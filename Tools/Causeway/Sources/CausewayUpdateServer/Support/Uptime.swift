/// The time since this call on the continuous clock, read again on each call of the closure it returns: the default
/// of the types that count time windows, which tests give a manual clock's reading instead.
func continuousUptime() -> @Sendable () -> Duration {
    let start = ContinuousClock.now
    return { start.duration(to: .now) }
}
