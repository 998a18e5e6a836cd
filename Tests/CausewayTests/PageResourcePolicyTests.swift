import Causeway
import Foundation
import Testing

/// Which URLs native code opens for a page: what the page could have loaded itself, and files or private addresses
/// only where the app allows them.
struct PageResourcePolicyTests {
    private static let refusedByDefault = [
        "file:///etc/passwd", "FILE:///home/user/.ssh/id_ed25519",
        "http://localhost/admin", "http://LOCALHOST./", "https://api.localhost/", "http://127.0.0.1:8080/",
        "http://127.1.2.3/", "http://10.0.0.1/", "http://172.16.5.4/", "http://172.31.255.255/", "http://192.168.1.1/",
        "http://169.254.169.254/latest/meta-data/", "http://100.64.0.1/", "http://0.0.0.0/", "http://[::1]/",
        "http://[::]/", "http://[fd00::1]/", "http://[fc12::1]/", "http://[fe80::1]/", "http://[::ffff:127.0.0.1]/",
        "http://[::ffff:192.168.0.1]/",
    ]
    private static let allowed = [
        "https://example.com/video.webm", "http://93.184.216.34/a.webm", "http://172.32.0.1/", "http://[2001:db8::1]/",
        "causeway://app/media/clip.webm", "data:video/webm;base64,AAAA", "http://11.0.0.1/",
    ]

    @Test(arguments: refusedByDefault)
    func filesAndPrivateAddressesAreRefusedUnlessTheAppAllowsThem(_ reference: String) throws {
        let url = try #require(URL(string: reference))
        #expect(throws: PageResource.Failure.refused(url)) { try PageResource.Policy().check(url) }
        try PageResource.Policy(allowsFiles: true, allowsPrivateAddresses: true).check(url)
    }

    @Test(arguments: allowed)
    func whatAPageCouldLoadItselfPasses(_ reference: String) throws {
        try PageResource.Policy().check(try #require(URL(string: reference)))
    }

    @Test func onlyTheOptionForItsKindLetsAURLThrough() throws {
        let file = URL(fileURLWithPath: "/tmp/a.webm"), loopback = try #require(URL(string: "http://127.0.0.1/"))
        #expect(throws: PageResource.Failure.refused(file)) { try PageResource.Policy(allowsPrivateAddresses: true).check(file) }
        #expect(throws: PageResource.Failure.refused(loopback)) { try PageResource.Policy(allowsFiles: true).check(loopback) }
    }
}
