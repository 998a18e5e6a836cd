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

/// The answer to a post that carried one message, given now or later.
///
/// An answer given before it is asked for is returned without suspending: a handler that answers at once costs the
/// post no trip through the main actor's queue, which on a GLib main loop is a whole loop iteration.
@MainActor
final class AnswerSlot {
    private var given: String?
    private var waiting: CheckedContinuation<String, Never>?

    /// Gives the answer; only the first one counts.
    func give(_ text: String) {
        if let waiting {
            self.waiting = nil
            waiting.resume(returning: text)
        } else if given == nil {
            given = text
        }
    }

    /// The answer, once given.
    func text() async -> String {
        if let given { return given }
        return await withCheckedContinuation { waiting = $0 }
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
