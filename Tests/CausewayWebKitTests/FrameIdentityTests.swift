import Causeway
import CausewayWebKit
import Foundation
import Testing
@testable import WebKit

/// `WKFrameInfo` becomes the origin a page would report as `self.origin`.
@MainActor
@Suite struct FrameIdentityTests {
    @Test func originsSerializeAsThePageWould() {
        func identity(_ url: String, main: Bool) -> FrameIdentity {
            FrameIdentity(frameInfo: WKFrameInfo(isMainFrame: main, request: URLRequest(url: URL(string: url)!)))
        }
        #expect(identity("https://app.example/index.html", main: true) == FrameIdentity(origin: "https://app.example", isMainFrame: true))
        #expect(identity("https://ads.example:8443/x", main: false) == FrameIdentity(origin: "https://ads.example:8443", isMainFrame: false))
        #expect(identity("causeway://app/", main: true).origin == "causeway://app")
        let opaque = WKFrameInfo(isMainFrame: false, request: URLRequest(url: URL(string: "about:srcdoc")!),
                                 securityOrigin: WKSecurityOrigin(protocol: "", host: "", port: 0))
        #expect(FrameIdentity(frameInfo: opaque).origin == "null")
    }
}
