import Logging

/// What the courier posts: the sender's identity, read in the courier's world, ahead of the page's message text.
///
/// It is one string, `ORIGIN \n MAIN \n FRAME \n BODY` (MAIN is `1` or `0`): engines hand a string to native
/// code far more cheaply than an object. A serialized origin and the hex frame token hold no line breaks, so the
/// first three line breaks split it.
public struct CourierEnvelope: Sendable {
    /// Who sent the message.
    public private(set) var sender: Sender
    /// The wire message, as the page runtime wrote it.
    public let body: String

    /// Reads an envelope; `nil` when `text` is not one.
    public init?(text: String) {
        guard let (fields, body) = text.leadingLines(3), fields[1] == "1" || fields[1] == "0", !fields[2].isEmpty
        else { return nil }
        sender = Sender(origin: fields[0], isMainFrame: fields[1] == "1", frameID: fields[2])
        self.body = body
    }

    /// The envelope text a courier posts for `body`.
    public static func text(origin: String, isMainFrame: Bool, frameID: String, body: String) -> String {
        "\(origin)\n\(isMainFrame ? 1 : 0)\n\(frameID)\n\(body)"
    }

    /// Takes the engine's word for the frame's origin and place; a disagreement with the courier is logged.
    mutating func confirm(with frame: FrameIdentity, logger: Logger) {
        guard frame.origin != sender.origin || frame.isMainFrame != sender.isMainFrame else { return }
        logger.warning("The engine's frame differs from the courier's", metadata: [
            "engine": "\(frame.origin) main: \(frame.isMainFrame)",
            "courier": "\(sender.origin) main: \(sender.isMainFrame)",
        ])
        sender = Sender(origin: frame.origin, isMainFrame: frame.isMainFrame, frameID: sender.frameID)
    }
}
