/// What the page runtime posts from the page's own world on an engine that names every message's frame
/// (``MessageChannel/pageWorld``): its frame token, then the message text.
///
/// It is one string, `FRAME \n BODY`, where FRAME is the 32 lower-case hex digits the runtime makes once per
/// document. The frame's origin and place are the engine's alone: the post says nothing about them.
public struct PagePost: Sendable {
    /// Who sent the message: the frame the engine names, with the token the post gives.
    public let sender: Sender
    /// The wire message, as the page runtime wrote it.
    public let body: String

    /// The number of hex digits in a frame token.
    static let tokenLength = 32

    /// Reads a post that the engine says came from `frame`; `nil` when `text` is not one.
    public init?(text: String, from frame: FrameIdentity) {
        guard let (lines, body) = text.leadingLines(1), Self.isToken(lines[0]) else { return nil }
        sender = Sender(origin: frame.origin, isMainFrame: frame.isMainFrame, frameID: lines[0])
        self.body = body
    }

    /// The post text the page runtime sends for `body`.
    public static func text(frameID: String, body: String) -> String {
        "\(frameID)\n\(body)"
    }

    /// Whether `token` is a frame token as the runtime makes it: page script can post any line, and the token is
    /// kept as long as its frame's channel.
    private static func isToken(_ token: String) -> Bool {
        token.utf8.count == tokenLength && token.utf8.allSatisfy { (0x30...0x39).contains($0) || (0x61...0x66).contains($0) }
    }
}
