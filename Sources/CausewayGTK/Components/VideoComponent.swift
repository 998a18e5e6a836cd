public import CWebKitGTK
public import Causeway
import Foundation

/// The built-in `video`: GTK's video player with its controls, playing a file from the app or an offline
/// package. `src` is resolved against the page's URL; a `file:` URL plays from disk, and anything else is loaded
/// as the page would load it (through the engine's scheme handlers for `causeway://` packages) into a temporary
/// file that goes with the component (GTK 4.8's GStreamer backend plays files only, not streams).
///
/// It reports `loadedmetadata` with `{duration}` (seconds), `play`, `pause`, `ended` and `error` with
/// `{message}`; the page can call `play`, `pause` and `seek` with `{time}` (seconds), and `state` for
/// `{playing, time, duration, ended}`.
///
/// ```html
/// <causeway-view type="video" src="media/intro.webm" autoplay muted loop></causeway-view>
/// ```
public final class VideoComponent: NativeComponent {
    public typealias Props = VideoProps

    public let view: UnsafeMutablePointer<GtkWidget>
    private let context: ComponentContext
    private var props: Props
    private var stream: UnsafeMutablePointer<GtkMediaStream>?
    private var loadedCopy: URL?
    private var loading: Task<Void, Never>?
    private var signals: [SignalConnection] = []
    private var reportedPlaying = false

    /// A player for `props`, reporting to `context`.
    public init(props: Props, context: ComponentContext) {
        view = gtk_video_new()
        g_object_ref_sink(view.gpointer)
        self.context = context
        self.props = props
        load(props.src)
    }

    isolated deinit {
        loading?.cancel()
        release()
        g_object_unref(view.gpointer)
    }

    public func update(_ props: Props) {
        let source = self.props.src
        self.props = props
        if props.src != source { load(props.src) } else { applySettings() }
    }

    public func invoke(_ name: String, _ args: JSONValue) async throws -> JSONValue {
        guard let stream else { throw BridgeError.handlerFailed("The video has not loaded yet") }
        switch name {
        case "play":
            gtk_media_stream_play(stream)
        case "pause":
            gtk_media_stream_pause(stream)
        case "seek":
            guard let time = args["time"]?.numberValue, time >= 0 else {
                throw BridgeError(.invalidArguments, "seek takes {time} in seconds", path: [.key("time")])
            }
            gtk_media_stream_seek(stream, gint64(time * 1_000_000))
        case "state":
            break
        default:
            throw BridgeError(.unknownMethod, "The video component has no method \(name)")
        }
        return state(of: stream)
    }

    public func willBeRemoved() {
        loading?.cancel()
        if let stream { gtk_media_stream_pause(stream) }
    }

    private func load(_ source: String) {
        loading?.cancel()
        release()
        guard let url = context.resolve(source) else {
            return context.send("error", ["message": .string("Not a URL: \(source)")])
        }
        if url.isFileURL { return attach(file: url) }
        loading = context.loadIntoTemporaryFile(url) { [weak self] copy in
            self?.loadedCopy = copy
            self?.attach(file: copy)
        }
    }

    private func attach(file: URL) {
        guard let media = gtk_media_file_new_for_filename(file.path) else {
            return context.send("error", ["message": .string("GTK cannot open \(file.lastPathComponent)")])
        }
        stream = media
        signals = ["prepared", "playing", "ended", "error"].map { property in
            SignalConnection(media.gpointer, "notify::\(property)") { [weak self] _ in self?.streamChanged(property) }
        }
        gtk_video_set_media_stream(OpaquePointer(view), media)
        applySettings()
    }

    private func applySettings() {
        guard let stream else { return }
        gtk_media_stream_set_loop(stream, props.loop == true ? 1 : 0)
        gtk_media_stream_set_muted(stream, props.muted == true ? 1 : 0)
    }

    private func streamChanged(_ property: String) {
        guard let stream else { return }
        switch property {
        case "prepared" where gtk_media_stream_is_prepared(stream) != 0:
            context.send("loadedmetadata", ["duration": .number(Double(gtk_media_stream_get_duration(stream)) / 1_000_000)])
            // Autoplay starts a newly loaded video once; a page that pauses it later keeps it paused.
            if props.autoplay == true { gtk_media_stream_play(stream) }
        case "playing":
            reportPlaying(gtk_media_stream_get_playing(stream) != 0)
        case "ended" where gtk_media_stream_get_ended(stream) != 0:
            // In a page's <video>, a clip that ends pauses first; GTK notes the end before it stops playing.
            reportPlaying(false)
            context.send("ended")
        case "error":
            if let error = gtk_media_stream_get_error(stream) {
                context.send("error", ["message": .string(String(cString: error.pointee.message))])
            }
        default:
            break
        }
    }

    private func reportPlaying(_ playing: Bool) {
        guard playing != reportedPlaying else { return }
        reportedPlaying = playing
        context.send(playing ? "play" : "pause")
    }

    private func state(of stream: UnsafeMutablePointer<GtkMediaStream>) -> JSONValue {
        [
            "playing": .bool(gtk_media_stream_get_playing(stream) != 0),
            "ended": .bool(gtk_media_stream_get_ended(stream) != 0),
            "time": .number(Double(gtk_media_stream_get_timestamp(stream)) / 1_000_000),
            "duration": .number(Double(gtk_media_stream_get_duration(stream)) / 1_000_000),
        ]
    }

    private func release() {
        if let loadedCopy { try? FileManager.default.removeItem(at: loadedCopy) }
        loadedCopy = nil
        reportedPlaying = false
        guard let stream else { return }
        signals.removeAll()
        gtk_video_set_media_stream(OpaquePointer(view), nil)
        MediaStreamRelease.release(stream)
        self.stream = nil
    }
}
