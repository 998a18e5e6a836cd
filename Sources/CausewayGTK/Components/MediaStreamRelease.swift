import CWebKitGTK

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

    /// Pauses `stream` and releases the caller's reference to it once its player's queued messages are drained.
    static func release(_ stream: UnsafeMutablePointer<GtkMediaStream>) {
        gtk_media_stream_pause(stream)
        g_timeout_add(drainMilliseconds, { stream in
            g_object_unref(stream)
            return 0 // G_SOURCE_REMOVE
        }, stream.gpointer)
    }
}
