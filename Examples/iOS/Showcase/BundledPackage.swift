import CausewayPackages
import Foundation

/// The showcase package the app ships, `showcase.zip`, and the publisher key that signs it and its updates,
/// `showcase.pub`; `Examples/iOS/make-package` writes both.
struct BundledPackage: Sendable {
    /// The package's id: its pages load from `causeway://showcase/`.
    static let id = "showcase"

    /// The signed package.
    let archive: URL
    /// The publisher's public key, as `causeway keygen` writes it.
    let publicKey: URL

    init(archive: URL, publicKey: URL) {
        self.archive = archive
        self.publicKey = publicKey
    }

    /// The package and key in `bundle`'s resources.
    init(bundle: Bundle) throws(ShowcaseLaunchError) {
        guard let archive = bundle.url(forResource: Self.id, withExtension: "zip"),
              let publicKey = bundle.url(forResource: Self.id, withExtension: "pub")
        else { throw .missingResource("\(Self.id).zip and \(Self.id).pub") }
        self.init(archive: archive, publicKey: publicKey)
    }

    /// The key the store trusts.
    func verifyingKey() throws -> PackageVerifyingKey {
        try PackageVerifyingKey(text: String(contentsOf: publicKey, encoding: .utf8))
    }
}
