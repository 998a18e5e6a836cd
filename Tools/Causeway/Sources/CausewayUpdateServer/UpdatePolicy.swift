public import Version

/// Which release a device should run.
public enum UpdatePolicy {
    /// The newest release of `channel` that is live, fits `nativeVersion`, and whose rollout includes `device`.
    public static func target(in releases: [Release], channel: String, device: String,
                              nativeVersion: Version) -> Release?
    {
        releases
            .filter { release in
                release.channel == channel && release.isLive && release.minimumNativeVersion <= nativeVersion
                    && RolloutBucket.of(device: device, packageID: release.packageID) < release.rolloutPercent
            }
            .max { $0.version < $1.version }
    }
}
