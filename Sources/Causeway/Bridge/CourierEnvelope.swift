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
        let fields = text.utf8.split(separator: UInt8(ascii: "\n"), maxSplits: 3, omittingEmptySubsequences: false)
        guard fields.count == 4, let origin = String(fields[0]), let main = String(fields[1]),
              let frameID = String(fields[2]), let body = String(fields[3]),
              main == "1" || main == "0", !frameID.isEmpty
        else { return nil }
        sender = Sender(origin: origin, isMainFrame: main == "1", frameID: frameID)
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
