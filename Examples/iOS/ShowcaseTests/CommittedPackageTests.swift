import CausewayPackages
import Foundation
@testable import ShowcaseIOS
import Testing
import Version

/// The package the app ships is the showcase as it is now, signed by the key the app ships.
@Suite struct CommittedPackageTests {
    @Test func theCommittedPackageHoldsTheShowcasePagesAndVerifiesAgainstTheCommittedKey() throws {
        let fixture = try ShowcaseFixture()
        let store = try PackageStore(root: fixture.url("store"), trustedKeys: [try ShowcaseFixture.committed.verifyingKey()],
                                     nativeVersion: Version(1, 0, 0))
        let installed = try store.install(ShowcaseFixture.committed.archive)
        #expect(installed.manifest.id == BundledPackage.id)
        #expect(installed.manifest.entry == "index.html")

        // The builder lists the pages as `causeway pack` does; the signing key does not change the files.
        let current = try PackageBuilder(key: PackageSigningKey()).pack(
            ShowcaseFixture.showcase, id: BundledPackage.id, version: installed.manifest.version,
            to: fixture.url("current.zip"))
        let committed = installed.manifest.files
        let changed = current.files.keys.filter { committed[$0] != nil && committed[$0] != current.files[$0] }
        let added = current.files.keys.filter { committed[$0] == nil }
        let removed = committed.keys.filter { current.files[$0] == nil }
        #expect(changed.isEmpty && added.isEmpty && removed.isEmpty, """
            Examples/iOS/Resources/showcase.zip is not the showcase as it is now (changed: \(changed.sorted()), \
            added: \(added.sorted()), removed: \(removed.sorted())). Run Examples/iOS/make-package and commit \
            showcase.zip and showcase.pub.
            """)
    }
}
