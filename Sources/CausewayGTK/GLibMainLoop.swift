import CWebKitGTK
import Foundation

@_silgen_name("_dispatch_get_main_queue_handle_4CF")
private func dispatchMainQueueHandle() -> Int32

@_silgen_name("_dispatch_main_queue_callback_4CF")
private func drainDispatchMainQueue(_ message: UnsafeMutableRawPointer?)

/// Runs the GLib main loop on the main thread with Swift's main actor inside it.
///
/// While `g_main_loop_run` owns the main thread, libdispatch's main queue (and so every `@MainActor` job) would
/// never run. The loop therefore watches the main queue's wake-up descriptor and drains the queue whenever it is
/// signalled, so GTK signals, WebKit callbacks and `@MainActor` tasks all run on the one main thread.
public enum GLibMainLoop {
    /// Starts GTK and hooks the main queue into the default GLib context; runs once per process.
    private static let integration: Void = {
        gtk_init()
        let handle = dispatchMainQueueHandle()
        let channel = g_io_channel_unix_new(handle)
        g_io_add_watch(channel, G_IO_IN, { channel, _, _ in
            // The handle is an eventfd: read it so it stops polling as readable, then run what was queued.
            var counter: UInt64 = 0
            _ = read(g_io_channel_unix_get_fd(channel), &counter, MemoryLayout<UInt64>.size)
            drainDispatchMainQueue(nil)
            return 1
        }, nil)
    }()

    /// Prepares GTK and the main-queue hook. Call it on the main thread before touching GTK.
    public static func prepare() {
        precondition(Thread.isMainThread, "GTK and WebKit must run on the main thread")
        integration
    }

    /// Runs the loop on the main thread until `body` finishes, and returns what it returned.
    ///
    /// Call it from synchronous code on the main thread (a command's `run()`, an XCTest method), never from
    /// inside a `@MainActor` task.
    public static func run<Value: Sendable>(_ body: @escaping @MainActor () async throws -> Value) throws -> Value {
        prepare()
        let loop = g_main_loop_new(nil, 0)
        defer { g_main_loop_unref(loop) }
        let outcome = OutcomeBox<Value>()
        let loopHandle = LoopHandle(loop: loop)
        Task { @MainActor in
            do {
                outcome.result = .success(try await body())
            } catch {
                outcome.result = .failure(error)
            }
            g_main_loop_quit(loopHandle.loop)
        }
        g_main_loop_run(loop)
        guard let result = outcome.result else {
            preconditionFailure("The GLib loop stopped before its task finished")
        }
        return try result.get()
    }
}

/// A result written by the loop's task and read after the loop returns, both on the main thread.
private final class OutcomeBox<Value>: @unchecked Sendable {
    var result: Result<Value, any Error>?
}

/// The loop pointer, handed to the task that stops it; GLib loops may be quit from any thread.
private struct LoopHandle: @unchecked Sendable {
    let loop: OpaquePointer?
}
