public import Version

/// Which release a device should run.
///
/// A device is offered the newest release of its channel that new installs may have (see
/// ``ReleaseState/isOffered``), that fits its native version and whose rollout reaches it, and only when that is newer
/// than the version it runs. The one exception is a device that runs a release a publisher rolled back: it is offered
/// the newest such release even when it is older, marked as a rollback. A pause stops new installs only.
public enum UpdatePolicy {
    /// A release to offer, and whether installing it goes back to an older version.
    public struct Target: Sendable, Equatable {
        /// The release to offer.
        public var release: Release
        /// Whether it is older than the version the device runs, which a publisher rolled back.
        public var isRollback: Bool
    }

    /// What `device`, on `channel` with native `nativeVersion` and running `installed`, should be offered; `nil`
    /// when it runs what it should.
    public static func target(in releases: [Release], channel: String, device: String, nativeVersion: Version,
                              installed: Version?) -> Target?
    {
        let newest = releases
            .filter { release in
                release.channel == channel && release.state.isOffered && release.minimumNativeVersion <= nativeVersion
                    && RolloutBucket.of(device: device, packageID: release.packageID) < release.rolloutPercent
            }
            .max { $0.version < $1.version }
        guard let newest else { return nil }
        guard let installed else { return Target(release: newest, isRollback: false) }
        if newest.version > installed { return Target(release: newest, isRollback: false) }
        let runsRolledBack = releases.contains { $0.version == installed && $0.state.phase == .rolledBack }
        return runsRolledBack ? Target(release: newest, isRollback: true) : nil
    }
}
