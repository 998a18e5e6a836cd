public import Causeway
public import Foundation

/// A label for the built-in ``LabelComponent`` without a window: its view is a name, it keeps what it was asked to
/// show, and ``tap(at:)`` does what a person's tap does.
@MainActor
public final class FakeLabelView: NativeLabelView {
    public let view: String
    public var tapped: (@MainActor (ComponentPoint) -> Void)?
    /// The props it shows, the latest last.
    public private(set) var shown: [LabelProps] = []

    /// A label whose view is `name`.
    public init(_ name: String = "label") {
        view = name
    }

    public func show(_ props: LabelProps) {
        shown.append(props)
    }

    /// A tap at `point`.
    public func tap(at point: ComponentPoint) {
        tapped?(point)
    }
}

/// A text field for the built-in ``InputComponent`` without a window; ``type(_:)`` and friends do what a person
/// does.
@MainActor
public final class FakeTextField: NativeTextField {
    public let view: String
    public var text = ""
    public var placeholder: String?
    public var reported: (@MainActor (TextFieldReport) -> Void)?
    /// Whether it has the keyboard focus.
    public private(set) var isFocused = false

    /// A field whose view is `name`.
    public init(_ name: String = "input") {
        view = name
    }

    public func focus() {
        guard !isFocused else { return }
        isFocused = true
        reported?(.focused)
    }

    public func blur() {
        guard isFocused else { return }
        isFocused = false
        reported?(.blurred)
    }

    /// A person types `text` at the end.
    public func type(_ typed: String) {
        text += typed
        reported?(.edited)
    }

    /// A person presses Enter.
    public func submit() {
        reported?(.submitted)
    }
}

/// A video player for the built-in ``VideoComponent`` without a window or media: it keeps what it was asked to
/// open and do, and ``finishLoading(duration:)``, ``playToTheEnd()`` and ``fail(_:)`` do what a real one reports.
@MainActor
public final class FakeVideoPlayer: NativeVideoPlayer {
    public let view: String
    public var reported: (@MainActor (VideoPlayerReport) -> Void)?
    /// The URL of the open video.
    public private(set) var openURL: URL?
    public private(set) var settings = VideoSettings()
    public private(set) var isPlaying = false
    public private(set) var time = 0.0
    public private(set) var duration = 0.0
    /// Every URL it was asked to open, in order.
    public private(set) var opened: [URL] = []

    /// A player whose view is `name`.
    public init(_ name: String = "video") {
        view = name
    }

    /// It opens `file:` URLs itself, as GTK's player does.
    public func opens(_ url: URL) -> Bool {
        url.isFileURL
    }

    public func open(_ url: URL) {
        openURL = url
        opened.append(url)
        time = 0
        duration = 0
    }

    public func close() {
        openURL = nil
        isPlaying = false
    }

    public var isOpen: Bool { openURL != nil }

    public func apply(_ settings: VideoSettings) {
        self.settings = settings
    }

    public func play() {
        guard isOpen, !isPlaying else { return }
        isPlaying = true
        reported?(.playing(true))
    }

    public func pause() {
        guard isPlaying else { return }
        isPlaying = false
        reported?(.playing(false))
    }

    public func seek(to seconds: Double) {
        time = seconds
    }

    /// The open video can play, and is `duration` seconds long.
    public func finishLoading(duration: Double) {
        self.duration = duration
        reported?(.ready(duration: duration))
    }

    /// The open video plays to its end, or starts again where it loops.
    public func playToTheEnd() {
        time = settings.loops ? 0 : duration
        guard !settings.loops else { return }
        reported?(.ended)
        pause()
    }

    /// The open video cannot be played.
    public func fail(_ message: String) {
        reported?(.failed(message))
    }
}
