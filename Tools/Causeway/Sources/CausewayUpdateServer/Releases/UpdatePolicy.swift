public import Version

/// Which release a device should run.
///
/// A device is offered the newest release of its channel that new installs may have (see
/// ``ReleaseState/isOffered``), that fits its native version, that its app can run (its app contract meets the
/// release's needs) and whose rollout reaches it, and only when that is newer than the version it runs. The one exception is a device that runs a release a publisher rolled back: it is offered
/// the newest such release even when it is older, marked as a rollback. A pause stops new installs only.
public enum UpdatePolicy {
    /// A release to offer, and whether installing it goes back to an older version.
    public struct Target: Sendable, Equatable {
        /// The release to offer.
        public var release: Release
        /// Whether it is older than the version the device runs, which a publisher rolled back.
        public var isRollback: Bool
    }

    /// What `device`, on `channel` with native `nativeVersion` and running `installed`, should be offered among
    /// `releases`, when its app can run those that `appRuns`; `nil` when it runs what it should. It walks the
    /// channel's releases from the newest down to the first it may offer.
    public static func target(in releases: ReleaseIndex, channel: String, device: String, nativeVersion: Version,
                              installed: Version?, appRuns: (Release) -> Bool = { _ in true }) -> Target?
    {
        var bucket: Int?
        let newest = releases.newest(on: channel) { release in
            guard release.state.isOffered, release.minimumNativeVersion <= nativeVersion, appRuns(release) else {
                return false
            }
            // One device's bucket is the same for every release of the package: hashed once a check.
            let of = bucket ?? RolloutBucket.of(device: device, packageID: release.packageID)
            bucket = of
            return of < release.rolloutPercent
        }
        guard let newest else { return nil }
        guard let installed else { return Target(release: newest, isRollback: false) }
        if newest.version > installed { return Target(release: newest, isRollback: false) }
        return releases.isRolledBack(installed) ? Target(release: newest, isRollback: true) : nil
    }
}
