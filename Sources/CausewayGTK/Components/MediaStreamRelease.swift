import CWebKitGTK
import Causeway

/// Lets go of a GTK media stream so that its GStreamer player is really freed.
///
/// GTK 4.8's GStreamer `GtkMediaFile` drops its player while the player may still have position messages queued
/// on its bus (a playing one posts one every 100 ms); GStreamer 1.22 does not flush that bus, each queued message
/// holds the player, and so the player lives on with its pipeline, six threads, ten descriptors and the open file.
/// Pausing stops the messages, and letting the main loop run for a moment drains them before the last reference
/// goes: then everything is freed.
@MainActor
enum MediaStreamRelease {
    /// How long the main loop runs between the pause and the release.
    private static let drainMilliseconds: guint = 250

    /// Pauses `stream` and releases the caller's reference to it once its player's queued messages are drained;
    /// `lease` (the component's place in its page's budget) is kept until then.
    static func release(_ stream: UnsafeMutablePointer<GtkMediaStream>, keeping lease: ComponentLease) {
        gtk_media_stream_pause(stream)
        let draining = Unmanaged.passRetained(Draining(stream: stream, lease: lease))
        g_timeout_add(drainMilliseconds, { draining in
            let draining = Unmanaged<Draining>.fromOpaque(draining!).takeRetainedValue()
            g_object_unref(draining.stream)
            return 0 // G_SOURCE_REMOVE
        }, draining.toOpaque())
    }

    /// A stream on its way out, and the lease it keeps until it is gone.
    private final class Draining {
        let stream: UnsafeMutablePointer<GtkMediaStream>
        let lease: ComponentLease

        init(stream: UnsafeMutablePointer<GtkMediaStream>, lease: ComponentLease) {
            self.stream = stream
            self.lease = lease
        }
    }
}
