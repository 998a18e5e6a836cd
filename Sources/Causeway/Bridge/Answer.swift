/// The answer to one message: its text for the post that carried it, and for a reply, the message itself and the
/// frame it can reach later through a pull.
struct Answer {
    let text: String
    let late: (message: OutgoingMessage, channel: FrameChannel)?

    init(_ text: String) {
        self.text = text
        late = nil
    }

    init(_ message: OutgoingMessage, to channel: FrameChannel) {
        text = message.text(epoch: channel.epoch)
        late = (message, channel)
    }
}

/// Gathers the answers to a post that carried several messages: those given before ``close()`` go into the
/// post's answer, later replies to their frame's channel.
@MainActor
final class AnswerCollector {
    private var texts: [String] = []
    private var isOpen = true

    func add(_ answer: Answer) {
        if isOpen {
            if !answer.text.isEmpty { texts.append(answer.text) }
        } else if let late = answer.late {
            late.channel.enqueue(late.message)
        }
    }

    func close() -> String {
        isOpen = false
        return texts.joined(separator: "\n")
    }
}
