import CWebKitGTK

/// Runs `sample` after every frame `widget`'s frame clock paints, keeping the values it returns.
@MainActor
final class FrameSampler {
    private(set) var samples: [Double] = []
    private let clock: OpaquePointer?
    private let sample: @MainActor () -> Double?
    private var signalID: gulong = 0

    init(widget: UnsafeMutablePointer<GtkWidget>, sample: @escaping @MainActor () -> Double?) {
        clock = gtk_widget_get_frame_clock(widget)
        self.sample = sample
        guard let clock else { return }
        let painted: @convention(c) (OpaquePointer?, UnsafeMutableRawPointer?) -> Void = { _, data in
            let sampler = Unmanaged<FrameSampler>.fromOpaque(data!).takeUnretainedValue()
            MainActor.assumeIsolated { if let value = sampler.sample() { sampler.samples.append(value) } }
        }
        signalID = g_signal_connect_data(UnsafeMutableRawPointer(clock), "after-paint",
                                         unsafeBitCast(painted, to: GCallback.self),
                                         Unmanaged.passUnretained(self).toOpaque(), nil, GConnectFlags(0))
    }

    /// The frame clock's refresh interval in milliseconds (16.7 when it reports none).
    var frameMS: Double {
        var interval: gint64 = 0
        if let clock { gdk_frame_clock_get_refresh_info(clock, 0, &interval, nil) }
        return interval > 0 ? Double(interval) / 1000 : 1000.0 / 60
    }

    func stop() {
        if let clock, signalID != 0 { g_signal_handler_disconnect(UnsafeMutableRawPointer(clock), signalID) }
        signalID = 0
    }
}
