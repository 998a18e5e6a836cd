import Foundation

extension FuzzTarget {
    /// Checks one input synchronously on the main thread, as libFuzzer calls a target, and traps on a finding.
    ///
    /// The check runs on the main actor: the main run loop is turned until it is done, and a check that is not
    /// done after `limit` is a finding of its own (a post that is never answered).
    public func fuzz(_ bytes: UnsafeRawBufferPointer, limit: Duration = .seconds(20)) -> Int32 {
        let input = Data(bytes)
        MainActor.assumeIsolated {
            let outcome = Outcome()
            Task { @MainActor in
                do throws(FuzzFinding) {
                    try await check(input)
                    outcome.result = .success(())
                } catch {
                    outcome.result = .failure(error)
                }
            }
            let deadline = ContinuousClock.now + limit
            while outcome.result == nil {
                guard ContinuousClock.now < deadline else { fatalError("\(rawValue): the check did not finish") }
                _ = RunLoop.main.run(mode: .default, before: Date(timeIntervalSinceNow: 0.1))
            }
            if case .failure(let finding) = outcome.result { fatalError("\(rawValue): \(finding)") }
        }
        return 0
    }

    /// Checks each file named in `paths` as ``fuzz(_:limit:)`` does, for replaying inputs without libFuzzer.
    public func replay(_ paths: some Sequence<String>) {
        for path in paths {
            guard let input = FileManager.default.contents(atPath: path) else { fatalError("cannot read \(path)") }
            print("\(rawValue): \(path) (\(input.count) bytes)")
            _ = input.withUnsafeBytes { fuzz($0) }
        }
    }
}

/// Where the task running a check leaves its outcome for the thread that waits for it.
@MainActor
private final class Outcome {
    var result: Result<Void, FuzzFinding>?
}
