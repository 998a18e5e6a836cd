public import CausewayPackages
public import Foundation
public import Version

/// Where the update server keeps its releases, the device reports, and the deltas it generated. SQLite through
/// GRDB is built in (``SQLiteReleaseRegistry``); a deployment can put the same records in PostgreSQL behind this
/// protocol.
public protocol ReleaseRegistry: Sendable {
    /// Adds a release; fails with ``UpdateServerError/conflict(_:)`` when that package version already exists.
    func add(_ release: Release) async throws

    /// The packages that have at least one release, sorted.
    func packageIDs() async throws -> [String]

    /// Every release of `packageID`, newest version first.
    func releases(of packageID: String) async throws -> [Release]

    /// Changes release `version` of `packageID` and returns it as stored.
    func update(_ packageID: String, version: Version, _ change: @Sendable (inout Release) -> Void) async throws -> Release

    /// Records a device's report, redeeming the offer token `tokenID` it came with; fails with
    /// ``UpdateServerError/conflict(_:)``, recording nothing, when that token was redeemed already.
    func record(_ report: InstallReport, redeeming tokenID: String) async throws

    /// The secret offer tokens are signed with: made at random the first time it is asked for, then the same for
    /// every server on this registry.
    func tokenSecret() async throws -> Data

    /// The reports for a release, counted by outcome (a device counts once, by its latest report).
    func health(of packageID: String, version: Version) async throws -> ReleaseHealth

    /// The file name of the delta from `base` to `version` of `packageID`, if one was generated.
    func delta(of packageID: String, from base: Version, to version: Version) async throws -> String?

    /// Remembers a generated delta's file name.
    func addDelta(of packageID: String, from base: Version, to version: Version, fileName: String) async throws
}
