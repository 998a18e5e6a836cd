import CausewayPackages
import Foundation
import Testing
import Version

/// The JSON documents a device reads from outside: a manifest whose numbers must add up, and an update server's offer,
/// which names a file on the device and one on the server.
@Suite struct PackageDocumentTests {
    private static let offer = #"""
        {"packageID": "shop", "version": "1.1.0", "kind": "delta", "path": "/v1/files/shop-1.0.0-1.1.0.zip",
         "sha256": "\#(String(repeating: "c", count: 64))", "size": 1924}
        """#

    @Test func anOfferOfTheServersFileIsRead() throws {
        let offer = try UpdateOffer.decode(Data(Self.offer.utf8), for: "shop")
        #expect(offer.path == "/v1/files/shop-1.0.0-1.1.0.zip")
        #expect(offer.size == 1924)
    }

    @Test func anOfferOfAFileOnAnotherHTTPServerIsRead() throws {
        let text = Self.offer.replacingOccurrences(of: "/v1/files/shop-1.0.0-1.1.0.zip",
                                                   with: "https://cdn.example/causeway/shop-1.0.0-1.1.0.zip?sig=1")
        let offer = try UpdateOffer.decode(Data(text.utf8), for: "shop")
        #expect(offer.fileURL(on: URL(string: "https://updates.example")!).absoluteString
            == "https://cdn.example/causeway/shop-1.0.0-1.1.0.zip?sig=1")
        let own = try UpdateOffer.decode(Data(Self.offer.utf8), for: "shop")
        #expect(own.fileURL(on: URL(string: "https://updates.example")!).absoluteString
            == "https://updates.example/v1/files/shop-1.0.0-1.1.0.zip")
    }

    @Test(arguments: [
        ("another package", #""packageID": "shop""#, #""packageID": "bank""#),
        ("a digest that names a path", #""sha256": "ccc"#, #""sha256": "../../../../tmp/evil"#),
        ("an upper-case digest", #""sha256": "c"#, #""sha256": "C"#),
        ("a negative size", #""size": 1924"#, #""size": -1"#),
        ("a path outside the files", #""/v1/files/shop-1.0.0-1.1.0.zip""#, #""/v1/files/../admin""#),
        ("a path of a folder", #""/v1/files/shop-1.0.0-1.1.0.zip""#, #""/v1/files/a/b.zip""#),
        ("a path elsewhere", #""/v1/files/shop-1.0.0-1.1.0.zip""#, #""/admin/shop.zip""#),
        ("a URL of another scheme", #""/v1/files/shop-1.0.0-1.1.0.zip""#, #""ftp://cdn.example/shop.zip""#),
        ("a file URL", #""/v1/files/shop-1.0.0-1.1.0.zip""#, #""file:///etc/passwd""#),
        ("a URL that climbs", #""/v1/files/shop-1.0.0-1.1.0.zip""#, #""https://cdn.example/files/../admin.zip""#),
        ("a URL with a user", #""/v1/files/shop-1.0.0-1.1.0.zip""#, #""https://me@cdn.example/shop.zip""#),
        ("a URL of no file", #""/v1/files/shop-1.0.0-1.1.0.zip""#, #""https://cdn.example/""#),
        ("a URL without a host", #""/v1/files/shop-1.0.0-1.1.0.zip""#, #""https:shop.zip""#),
        ("no JSON", #"{"#, #"["#),
    ])
    func anOfferADeviceMustNotActOnIsRefused(_ what: String, _ original: String, _ replacement: String) {
        let text = Self.offer.replacingOccurrences(of: original, with: replacement)
        #expect(text != Self.offer, "\(what): the offer was changed")
        #expect(throws: UpdateClientError.self, "\(what)") { try UpdateOffer.decode(Data(text.utf8), for: "shop") }
    }

    @Test func aManifestWhoseSizesAddUpPastAnyNumberIsRefused() throws {
        let digest = String(repeating: "0", count: 64)
        let manifest = """
            {"createdAt": "2026-11-20T10:00:00Z", "entry": "a", "format": 1, "id": "shop",
             "minimumNativeVersion": "1.0.0", "version": "1.1.0",
             "files": {"a": {"sha256": "\(digest)", "size": 9223372036854775807},
                       "b": {"sha256": "\(digest)", "size": 9223372036854775807}}}
            """
        #expect(throws: PackageError.invalidManifest("the files' sizes add up past what a package can hold")) {
            try PackageManifest.decode(Data(manifest.utf8))
        }
    }

    @Test func aVersionWithAHyphenInItsBuildMetadataIsReadWithoutATrap() throws {
        #expect(Version(checking: "1.0.0+build-7") == Version(1, 0, 0, build: ["build-7"]))
        #expect(Version(checking: "1.0.0-beta.2+exp-1") == Version(1, 0, 0, pre: ["beta", "2"], build: ["exp-1"]))
        #expect(Version(checking: "1.2.3") == Version(1, 2, 3))
        #expect(Version(checking: "+0.0.0-") == nil)
        let report = #"{"packageID": "shop", "version": "+0.0.0-", "device": "d", "outcome": "installed"}"#
        #expect(throws: DecodingError.self) { try JSONDecoder().decode(InstallReport.self, from: Data(report.utf8)) }
        let offer = Self.offer.replacingOccurrences(of: #""1.1.0""#, with: #""1.1.0+build-7""#)
        #expect(try UpdateOffer.decode(Data(offer.utf8), for: "shop").version == Version(1, 1, 0, build: ["build-7"]))
    }

    @Test func aVersionNumberOfMoreThanEighteenDigitsIsRefused() {
        let eighteen = String(repeating: "9", count: 18)
        #expect(Version(checking: "\(eighteen).0.0") == Version(999_999_999_999_999_999, 0, 0))
        #expect(Version(checking: "1.\(eighteen).\(eighteen)-rc.1+b-2") != nil)
        for text in ["1\(eighteen).0.0", "0.1\(eighteen).0", "0.0.1\(eighteen)", "0.0.99999999999999999999999-rc",
                     "0.0.99999999999999999999999+b"] {
            #expect(Version(checking: text) == nil, "\(text)")
        }
    }
}
