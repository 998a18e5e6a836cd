public import CWebKitGTK
public import Causeway
public import Foundation

/// The built-in `video`'s player on Linux: GTK's video widget with its controls, playing a file. GTK 4.8's
/// GStreamer backend plays files only, not streams, so it opens `file:` URLs itself and the component copies
/// anything else into a temporary file first. It cannot hide its controls. `VideoComponent` drives it.
public final class GTKVideoPlayer: NativeVideoPlayer {
    public let view: UnsafeMutablePointer<GtkWidget>
    public var reported: (@MainActor (VideoPlayerReport) -> Void)?
    private var stream: UnsafeMutablePointer<GtkMediaStream>?
    private var settings = VideoSettings()
    private var signals: [SignalConnection] = []
    private let lease: ComponentLease

    /// A player with nothing open, keeping `lease` (its component's place in the page's budget) until every stream
    /// it opened is really freed.
    public init(keeping lease: ComponentLease = .unbudgeted()) {
        self.lease = lease
        view = gtk_video_new()
        g_object_ref_sink(view.gpointer)
    }

    isolated deinit {
        close()
        g_object_unref(view.gpointer)
    }

    public func opens(_ url: URL) -> Bool {
        url.isFileURL
    }

    public func open(_ url: URL) {
        close()
        guard let media = gtk_media_file_new_for_filename(url.path) else {
            reported?(.failed("GTK cannot open \(url.lastPathComponent)"))
            return
        }
        stream = media
        signals = ["prepared", "playing", "ended", "error"].map { property in
            SignalConnection(media.gpointer, "notify::\(property)") { [weak self] _ in self?.streamChanged(property) }
        }
        gtk_video_set_media_stream(OpaquePointer(view), media)
        apply(settings)
    }

    public func close() {
        guard let stream else { return }
        signals.removeAll()
        gtk_video_set_media_stream(OpaquePointer(view), nil)
        MediaStreamRelease.release(stream, keeping: lease)
        self.stream = nil
    }

    public var isOpen: Bool { stream != nil }

    public func apply(_ settings: VideoSettings) {
        self.settings = settings
        guard let stream else { return }
        gtk_media_stream_set_loop(stream, settings.loops ? 1 : 0)
        gtk_media_stream_set_muted(stream, settings.isMuted ? 1 : 0)
    }

    public func play() {
        if let stream { gtk_media_stream_play(stream) }
    }

    public func pause() {
        if let stream { gtk_media_stream_pause(stream) }
    }

    public func seek(to seconds: Double) {
        if let stream { gtk_media_stream_seek(stream, gint64(seconds * 1_000_000)) }
    }

    public var isPlaying: Bool { stream.map { gtk_media_stream_get_playing($0) != 0 } ?? false }

    public var time: Double { stream.map { Self.seconds(gtk_media_stream_get_timestamp($0)) } ?? 0 }

    public var duration: Double { stream.map { Self.seconds(gtk_media_stream_get_duration($0)) } ?? 0 }

    private func streamChanged(_ property: String) {
        guard let stream else { return }
        switch property {
        case "prepared" where gtk_media_stream_is_prepared(stream) != 0:
            reported?(.ready(duration: duration))
        case "playing":
            reported?(.playing(gtk_media_stream_get_playing(stream) != 0))
        case "ended" where gtk_media_stream_get_ended(stream) != 0:
            reported?(.ended)
        case "error":
            if let error = gtk_media_stream_get_error(stream) {
                reported?(.failed(String(cString: error.pointee.message)))
            }
        default:
            break
        }
    }

    /// `microseconds` in seconds.
    private static func seconds(_ microseconds: gint64) -> Double {
        Double(microseconds) / 1_000_000
    }
}
