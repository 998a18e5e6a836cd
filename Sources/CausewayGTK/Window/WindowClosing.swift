import CWebKitGTK

/// Whether a window has closed, and who is waiting for it to: the window's `close-request` (the user) or its
/// owner's `close()` ends it once.
@MainActor
final class WindowClosing {
    private(set) var isClosed = false
    /// Runs once, when the window closes, before the waiters wake.
    var onClose: (@MainActor () -> Void)?
    private var waiters: [CheckedContinuation<Void, Never>] = []
    private var closeRequests: SignalConnection?

    /// Watches `window` for the user closing it.
    init(watching window: UnsafeMutablePointer<GtkWindow>) {
        closeRequests = SignalConnection(window.gpointer, "close-request") { [weak self] _ in self?.close() }
    }

    /// Marks the window closed and wakes every waiter; later calls do nothing.
    func close() {
        guard !isClosed else { return }
        isClosed = true
        onClose?()
        onClose = nil
        waiters.forEach { $0.resume() }
        waiters.removeAll()
    }

    /// Returns once the window is closed.
    func wait() async {
        guard !isClosed else { return }
        await withCheckedContinuation { waiters.append($0) }
    }
}
