import Causeway
import Foundation
import Testing

/// Origin and method patterns, frame scopes, and how rules combine.
@Suite struct CapabilityPolicyTests {
    func sender(_ origin: String, main: Bool = true) -> Sender {
        Sender(origin: origin, isMainFrame: main, frameID: "f")
    }

    @Test func originPatterns() {
        #expect(OriginPattern("https://app.example").matches("https://app.example"))
        #expect(OriginPattern("https://app.example").matches("HTTPS://APP.EXAMPLE"))
        #expect(OriginPattern("https://äpp.example").matches("https://Äpp.example"), "letters past ASCII too")
        #expect(OriginPattern("https://*.Example.com").matches("https://A.example.COM"))
        #expect(!OriginPattern("https://app.example").matches("https://app.example:8443"))
        #expect(!OriginPattern("https://app.example").matches("http://app.example"))
        #expect(OriginPattern("https://*.example.com").matches("https://a.b.example.com"))
        #expect(OriginPattern("https://*.example.com").matches("https://a.example.com:8443"))
        #expect(!OriginPattern("https://*.example.com").matches("https://example.com"))
        #expect(!OriginPattern("https://*.example.com").matches("https://evilexample.com"))
        #expect(OriginPattern("causeway://*").matches("causeway://com.example.pkg"))
        #expect(!OriginPattern("causeway://*").matches("https://app.example"))
        #expect(OriginPattern("*").matches("https://anything.example"))
        #expect(!OriginPattern("*").matches("null"), "opaque origins are named explicitly")
        #expect(OriginPattern("null").matches("null"))
        #expect(OriginPattern(originOf: URL(string: "http://127.0.0.1:8080/a/b?c")!) == "http://127.0.0.1:8080")
        #expect(OriginPattern(originOf: URL(string: "about:blank")!) == "null")
    }

    @Test func methodPatterns() {
        #expect(MethodPattern("*").matches("anything.at.all"))
        #expect(MethodPattern("geo.*").matches("geo.watch"))
        #expect(MethodPattern("geo.*").matches("geo.fine.watch"))
        #expect(!MethodPattern("geo.*").matches("geometry.area"))
        #expect(!MethodPattern("geo.*").matches("geo"))
        #expect(MethodPattern("geo.watch").matches("geo.watch"))
        #expect(!MethodPattern("geo.watch").matches("geo.watcher"))
    }

    @Test func denyWinsAndNothingIsAllowedByDefault() {
        #expect(!CapabilityPolicy().permits(sender("https://app.example"), method: "any.thing"))
        let policy = CapabilityPolicy(rules: [
            .allow(["https://app.example"]),
            .allow(["https://maps.example"], frames: .sub, methods: ["geo.*"]),
            .deny(["*"], methods: ["files.delete"]),
        ])
        #expect(policy.permits(sender("https://app.example"), method: "files.read"))
        #expect(!policy.permits(sender("https://app.example"), method: "files.delete"))
        #expect(!policy.permits(sender("https://app.example", main: false), method: "files.read"), "frames opt in")
        #expect(policy.permits(sender("https://maps.example", main: false), method: "geo.watch"))
        #expect(!policy.permits(sender("https://maps.example", main: true), method: "geo.watch"))
        #expect(!policy.permits(sender("https://maps.example", main: false), method: "files.read"))
        #expect(!policy.permits(sender("https://other.example"), method: "files.read"))
    }

    @Test func theOrderOfRulesDoesNotMatter() {
        let rules: [CapabilityRule] = [.deny(["https://app.example"], methods: ["a.b"]), .allow(["*"])]
        for ordering in [rules, rules.reversed()] {
            let policy = CapabilityPolicy(rules: ordering)
            #expect(!policy.permits(sender("https://app.example"), method: "a.b"))
            #expect(policy.permits(sender("https://app.example"), method: "a.c"))
        }
    }
}
