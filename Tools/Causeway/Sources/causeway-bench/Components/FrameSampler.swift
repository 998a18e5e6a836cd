import CWebKitGTK
import CausewayGTK

/// Runs `sample` after every frame `widget`'s frame clock paints, keeping the values it returns.
@MainActor
final class FrameSampler {
    private(set) var samples: [Double] = []
    private let clock: OpaquePointer?
    private let sample: @MainActor () -> Double?
    private var paints: SignalConnection?

    init(widget: UnsafeMutablePointer<GtkWidget>, sample: @escaping @MainActor () -> Double?) {
        clock = gtk_widget_get_frame_clock(widget)
        self.sample = sample
        guard let clock else { return }
        paints = SignalConnection(UnsafeMutableRawPointer(clock), "after-paint") { [weak self] _ in
            guard let self, let value = self.sample() else { return }
            samples.append(value)
        }
    }

    /// The frame clock's refresh interval in milliseconds (16.7 when it reports none).
    var frameMS: Double {
        var interval: gint64 = 0
        if let clock { gdk_frame_clock_get_refresh_info(clock, 0, &interval, nil) }
        return interval > 0 ? Double(interval) / 1000 : 1000.0 / 60
    }

    func stop() {
        paints?.disconnect()
    }
}
