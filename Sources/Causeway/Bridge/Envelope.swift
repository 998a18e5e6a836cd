/// What the courier posts: the sender's identity, read in the courier's world, around the page's message text.
struct Envelope: Sendable {
    let sender: Sender
    let body: String

    init?(_ value: JSONValue) {
        guard let origin = value["origin"]?.stringValue,
              let isMainFrame = value["main"]?.boolValue,
              let frameID = value["frame"]?.stringValue, !frameID.isEmpty,
              let body = value["body"]?.stringValue
        else { return nil }
        sender = Sender(origin: origin, isMainFrame: isMainFrame, frameID: frameID)
        self.body = body
    }
}
