@testable import Causeway
import Testing

/// The courier's envelope: origin, main-frame flag and frame token, then the body, split at the first three line
/// feeds.
@Suite struct CourierEnvelopeTests {
    @Test func anEnvelopeReadsBackAsItWasWritten() throws {
        let body = "{\"v\":1}\n{\"v\":1,\"kind\":\"ready\"}\n"
        let text = CourierEnvelope.text(origin: "https://app.example", isMainFrame: false, frameID: "ab12",
                                        body: body)
        let envelope = try #require(CourierEnvelope(text: text))
        #expect(envelope.sender == Sender(origin: "https://app.example", isMainFrame: false, frameID: "ab12"))
        #expect(envelope.body == body, "the body keeps its own line feeds")
        #expect(CourierEnvelope(text: "null\n1\nab12\n")?.body == "", "an empty body is a body")
    }

    @Test(arguments: ["", "a\n1\nf", "a\n1", "a\n2\nf\nbody", "a\n\nf\nbody", "a\n1\n\nbody", "a\ntrue\nf\nbody"])
    func whatIsNotAnEnvelopeIsRefused(_ text: String) {
        #expect(CourierEnvelope(text: text) == nil)
    }
}
