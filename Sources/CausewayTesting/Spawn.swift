#if canImport(CWebKitGTK)
import CWebKitGTK
import Foundation

/// Runs a program to its end and returns what it printed. GLib spawns it: the tests' main thread runs a GLib main
/// loop, not a Foundation run loop.
public func spawn(_ arguments: [String]) throws -> String {
    var argv = arguments.map { strdup($0) } + [nil]
    defer { for argument in argv { free(argument) } }
    var output: UnsafeMutablePointer<CChar>?
    var status: Int32 = 0
    var error: UnsafeMutablePointer<GError>?
    let spawned = g_spawn_sync(nil, &argv, nil, G_SPAWN_STDERR_TO_DEV_NULL, nil, nil, &output, nil, &status, &error)
    defer { g_free(output) }
    guard spawned != 0, g_spawn_check_wait_status(status, nil) != 0, let output else {
        if let error { g_error_free(error) }
        throw SpawnError.failed(arguments[0], status)
    }
    return String(cString: output)
}

/// Why a spawned program failed.
public enum SpawnError: Error {
    /// The program could not start, or ended with a failure status.
    case failed(String, Int32)
}
#endif
