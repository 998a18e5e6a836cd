import Causeway
import Testing

/// The URL protocol accepts only scheme names a URL can have.
@Suite struct LegacyURLProtocolTests {
    @Test(arguments: ["hybrid", "a+b-c.d", "HyBrid", "x1"])
    func aValidSchemeIsAccepted(_ name: String) throws {
        #expect(try LegacyURLProtocol(scheme: name).scheme == name)
    }

    @Test(arguments: ["hybrid_scheme", "", "1hybrid", "+hybrid", "hy brid", "hybrid:", "hÿbrid"])
    func anInvalidSchemeIsRefused(_ name: String) {
        let error = #expect(throws: LegacyURLProtocol.InvalidScheme.self) { try LegacyURLProtocol(scheme: name) }
        #expect(error?.scheme == name)
    }

    @Test func theRefusalNamesTheSchemeAndTheRule() {
        let error = #expect(throws: LegacyURLProtocol.InvalidScheme.self) {
            try LegacyURLProtocol(scheme: "hybrid_scheme", methods: ["getUser": "user.get"])
        }
        let description = error.map { "\($0)" } ?? ""
        #expect(description.contains("\"hybrid_scheme\""), "\(description)")
        #expect(description.contains("a letter followed by letters, digits"), "\(description)")
    }
}
