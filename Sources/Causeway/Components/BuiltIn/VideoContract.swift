public import Foundation

/// The props of the built-in `video`.
public struct VideoProps: Decodable, Sendable {
    /// The file, relative to the page or absolute.
    public var src: String
    /// Starts playing once loaded.
    public var autoplay: Bool?
    /// Starts again at the end.
    public var loop: Bool?
    /// Plays without sound.
    public var muted: Bool?
    /// Shows the system's playback controls; they are shown unless this is `false` (`controls="false"`). On iOS,
    /// `false` hides AVKit's controls. GTK 4.8's video widget has no way to hide its own, so on Linux they always
    /// show when the pointer moves over the video, whatever this says.
    public var controls: Bool?

    /// What the player shows the video with.
    var settings: VideoSettings {
        VideoSettings(loops: loop == true, isMuted: muted == true, showsControls: controls != false)
    }
}

/// How a ``NativeVideoPlayer`` plays: from the `video` props, for the current video and every later one.
public struct VideoSettings: Sendable, Equatable {
    /// Starts again at the end, without ending.
    public var loops: Bool
    /// Plays without sound.
    public var isMuted: Bool
    /// Shows the system's playback controls.
    public var showsControls: Bool

    /// Settings for the given choices: by default, a video that plays once, with sound and controls.
    public init(loops: Bool = false, isMuted: Bool = false, showsControls: Bool = true) {
        self.loops = loops
        self.isMuted = isMuted
        self.showsControls = showsControls
    }
}

/// The `detail` of the `video`'s `loadedmetadata` event.
public struct VideoMetadata: Codable, Sendable, Equatable {
    /// The length in seconds; 0 while it is not known.
    public var duration: Double
}

/// The arguments of the `video`'s `seek` method.
public struct VideoSeek: Codable, Sendable, Equatable {
    /// Where to go, in seconds from the start; not less than 0.
    public var time: Double
}

/// What every method of the `video` resolves to: where the video is.
public struct VideoState: Codable, Sendable, Equatable {
    /// Whether it is playing.
    public var playing: Bool
    /// Whether it ended and has not been played or moved since.
    public var ended: Bool
    /// The position in seconds.
    public var time: Double
    /// The length in seconds; 0 while it is not known.
    public var duration: Double
}

/// What happens to the video a ``NativeVideoPlayer`` opened.
public enum VideoPlayerReport: Sendable, Equatable {
    /// It can play, and is `duration` seconds long.
    case ready(duration: Double)
    /// It started or stopped playing, whoever made it (the page, the system's controls or the end).
    case playing(Bool)
    /// It played to its end (never while ``VideoSettings/loops``).
    case ended
    /// It cannot be played, for the reason given.
    case failed(String)
}

/// What a platform plays the built-in `video` with: its player, shown in a view with the system's controls.
/// ``VideoComponent`` drives it and keeps everything the page sees: the source, the methods and the events.
@MainActor
public protocol NativeVideoPlayer: AnyObject {
    /// The platform's view type.
    associatedtype View
    /// The view showing the video.
    var view: View { get }
    /// Called with what happens to the open video.
    var reported: (@MainActor (VideoPlayerReport) -> Void)? { get set }
    /// Whether the player opens `url` itself; any other URL is loaded as the page would load it into a temporary
    /// file, which is opened instead.
    func opens(_ url: URL) -> Bool
    /// Shows the video at `url`, paused, with the current settings; a failure is reported.
    func open(_ url: URL)
    /// Lets go of the open video, if any, without reporting anything.
    func close()
    /// Whether a video is open.
    var isOpen: Bool { get }
    /// Plays and shows the video from now on with `settings`.
    func apply(_ settings: VideoSettings)
    func play()
    func pause()
    /// Goes to `seconds` from the start.
    func seek(to seconds: Double)
    /// Whether the open video is playing.
    var isPlaying: Bool { get }
    /// The position of the open video in seconds.
    var time: Double { get }
    /// The length of the open video in seconds; 0 while it is not known.
    var duration: Double { get }
}
