import CWebKitGTK

/// The system's low-memory warnings, from GIO's `GMemoryMonitor` (the desktop's low-memory monitor, or the
/// kernel's pressure stall information where the portal is absent): runs a handler on each `low-memory-warning`,
/// whatever its level, for as long as it is kept.
@MainActor
final class MemoryWarnings {
    private let monitor: OpaquePointer
    private var warnings: SignalConnection?

    /// Watches the default memory monitor; `nil` when this system has none.
    init?(_ onWarning: @escaping @MainActor () -> Void) {
        guard let monitor = g_memory_monitor_dup_default() else { return nil }
        self.monitor = monitor
        warnings = SignalConnection(UnsafeMutableRawPointer(monitor), "low-memory-warning") { _ in onWarning() }
    }

    isolated deinit {
        warnings?.disconnect()
        g_object_unref(UnsafeMutableRawPointer(monitor))
    }

}
