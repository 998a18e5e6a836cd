/// Polls `condition` until it holds, in the caller's isolation (on the main actor for a main-actor test); throws
/// ``HarnessError/timedOut(_:)`` after `timeout`.
///
/// Tests wait on a condition this way, never on a fixed sleep: they go on as soon as it holds, and a slow
/// machine only makes them wait longer.
///
/// Past the deadline it looks once more after one more pause: when the actor was held by other work for longer than
/// `timeout`, the work that came due meanwhile (a timer's task, an answer) runs only after this task's next turn, and
/// a wait that gave up first would blame the code for the machine.
public func waitUntil(_ what: String, timeout: Duration = .seconds(20), isolation: isolated (any Actor)? = #isolation,
                      _ condition: () async throws -> Bool) async throws
{
    let deadline = ContinuousClock.now + timeout
    var lastLook = false
    while try await !condition() {
        if lastLook { throw HarnessError.timedOut(what) }
        lastLook = ContinuousClock.now >= deadline
        try await Task.sleep(for: .milliseconds(5))
    }
}

/// Why a test harness could not do its work.
public enum HarnessError: Error, CustomStringConvertible {
    /// No X11 or Wayland display: run the tests under `xvfb-run -a`.
    case noDisplay
    /// A condition did not hold in time.
    case timedOut(String)

    public var description: String {
        switch self {
        case .noDisplay: "No display to open a window on: run under xvfb-run -a"
        case .timedOut(let what): "Timed out waiting until \(what)"
        }
    }
}
