/// The props of the built-in `label`, the same on every platform that has it.
public struct LabelProps: Decodable, Sendable {
    /// The text.
    public var text: String
    /// A CSS colour for the text.
    public var color: String?
    /// A CSS colour filling the whole component.
    public var background: String?
    /// The font size in CSS pixels.
    public var fontSize: Double?
}

/// The props of the built-in `input`, the same on every platform that has it.
public struct InputProps: Decodable, Sendable {
    /// The text; set it to replace what the field holds (it does not report `input`).
    public var value: String?
    /// Grey text shown while the field is empty.
    public var placeholder: String?
}

/// The props of the built-in `video`, the same on every platform that has it.
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
}
