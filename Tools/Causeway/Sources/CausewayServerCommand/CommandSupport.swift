import ArgumentParser
package import CausewayPackages
import Foundation

/// Reads a key file written by `causeway keygen`.
package func readKey<Key>(_ path: String, _ make: (String) throws(PackageError) -> Key) throws -> Key {
    do {
        return try make(String(contentsOfFile: path, encoding: .utf8))
    } catch let error as PackageError {
        throw ValidationError("\(path): \(error)")
    }
}

/// Runs `work` to its end from a synchronous command. The `causeway` tool's commands are synchronous because `run`
/// gives the main thread to GLib; the others wait for their async work here.
package func waitFor(_ work: @escaping @Sendable () async throws -> Void) throws {
    final class Outcome: @unchecked Sendable {
        var error: (any Error)?
    }
    let outcome = Outcome()
    let finished = DispatchSemaphore(value: 0)
    Task.detached {
        do { try await work() } catch { outcome.error = error }
        finished.signal()
    }
    finished.wait()
    if let error = outcome.error { throw error }
}
