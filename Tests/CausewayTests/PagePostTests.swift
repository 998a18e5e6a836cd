import Causeway
import Testing

/// The page runtime's own post, where the engine names the frame: a frame token, then the body. The frame's origin
/// and place are the engine's.
@Suite struct PagePostTests {
    let token = String(repeating: "0a", count: 16)
    let frame = FrameIdentity(origin: "https://ads.example", isMainFrame: false)

    @Test func aPostReadsBackWithTheEnginesFrame() throws {
        let body = "{\"v\":1}\n{\"v\":1,\"kind\":\"ready\"}\n"
        let post = try #require(PagePost(text: PagePost.text(frameID: token, body: body), from: frame))
        #expect(post.sender == Sender(origin: "https://ads.example", isMainFrame: false, frameID: token))
        #expect(post.body == body, "the body keeps its own line feeds")
        #expect(PagePost(text: "\(token)\n", from: frame)?.body == "", "an empty body is a body")
    }

    @Test func identityLinesInThePostNameNothing() throws {
        let envelope = CourierEnvelope.text(origin: "https://app.example", isMainFrame: true, frameID: token, body: "{}")
        #expect(PagePost(text: envelope, from: frame) == nil, "a courier's envelope is no page post")
        let post = try #require(PagePost(text: "\(token)\nhttps://app.example\n1\n{}", from: frame))
        #expect(post.sender.origin == "https://ads.example")
        #expect(post.sender.isMainFrame == false)
    }

    @Test(arguments: ["", "{}", "\n{}", "0a0a\n{}", String(repeating: "0A", count: 16) + "\n{}",
                      String(repeating: "0a", count: 17) + "\n{}", String(repeating: "0g", count: 16) + "\n{}"])
    func whatIsNotAPostIsRefused(_ text: String) {
        #expect(PagePost(text: text, from: frame) == nil)
    }
}
