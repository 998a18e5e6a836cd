/// The answer to one message: its text for the post that carried it, the message the text holds, and for a reply,
/// the frame it can reach later through a pull.
struct Answer {
    let text: String
    /// The message in ``text``; `nil` for no answer and for a pull's batch, which holds messages of its own.
    let message: OutgoingMessage?
    /// For a reply: the frame's channel, which takes the message when the post was answered before it.
    let channel: FrameChannel?

    /// No answer: the message needs none.
    static let none = Answer(text: "", message: nil, channel: nil)

    private init(text: String, message: OutgoingMessage?, channel: FrameChannel?) {
        self.text = text
        self.message = message
        self.channel = channel
    }

    /// Answers with `message` written for the document of `epoch`.
    init(_ message: OutgoingMessage, epoch: Int) {
        self.init(text: message.text(epoch: epoch), message: message, channel: nil)
    }

    /// Answers with `message`, which reaches `channel`'s frame through a pull if the post was answered first.
    init(_ message: OutgoingMessage, to channel: FrameChannel) {
        self.init(text: message.text(epoch: channel.epoch), message: message, channel: channel)
    }

    /// Answers a pull with the batch its channel wrote.
    init(batch text: String) {
        self.init(text: text, message: nil, channel: nil)
    }
}

/// Gathers the answers to a post that carried several messages: those given before ``close()`` go into the
/// post's answer, later replies to their frame's channel.
@MainActor
final class AnswerCollector {
    private var texts: [String] = []
    private var isOpen = true

    /// Takes an answer; returns whether it went into the post's answer (a later reply goes to its channel, which
    /// sends it, and an empty answer goes nowhere).
    func add(_ answer: Answer) -> Bool {
        if isOpen {
            guard !answer.text.isEmpty else { return false }
            texts.append(answer.text)
            return true
        }
        if let message = answer.message, let channel = answer.channel {
            channel.enqueue(message)
        }
        return false
    }

    func close() -> String {
        isOpen = false
        return texts.joined(separator: "\n")
    }
}
