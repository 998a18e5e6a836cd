public import CWebKitGTK
public import Causeway

/// A top-level GTK window showing one engine's web view, titled after the document.
@MainActor
public final class GTKWindowHost {
    /// The window.
    public let window: UnsafeMutablePointer<GtkWindow>
    private let fallbackTitle: String
    private let closing: WindowClosing

    /// Puts `engine`'s web view in a new window of the given size and shows it.
    public init(engine: GTKEngine, title: String = "Causeway", width: Int32 = 1024, height: Int32 = 768) {
        GLibMainLoop.prepare()
        fallbackTitle = title
        window = gtk_window_new().cast()
        gtk_window_set_title(window, title)
        gtk_window_set_default_size(window, width, height)
        gtk_window_set_child(window, engine.widget)
        closing = WindowClosing(watching: window)
        engine.observeNavigation { [weak self] event in
            guard let self else { return }
            guard case .titleChanged(let title) = event else { return }
            let shown = title.flatMap { $0.isEmpty ? nil : $0 } ?? self.fallbackTitle
            PageTextLabel.title(self.window, shown)
        }
        gtk_window_present(window)
    }

    /// The title the window shows.
    public var title: String {
        gtk_window_get_title(window).map { String(cString: $0) } ?? ""
    }

    /// Closes the window.
    public func close() {
        gtk_window_destroy(window)
        closing.close()
    }

    /// Renders the whole window right after its next paint: what a person sees of it.
    public func screenshot() async throws -> PageSnapshot {
        try await renderWidgetAfterNextPaint(window.cast())
    }

    /// Returns when the window has been closed, by the user or by ``close()``.
    public func waitUntilClosed() async {
        await closing.wait()
    }
}
