public import Version

/// A package's releases arranged once for the checks that use them: each channel's releases newest first, and each
/// by its version. A check then walks only the releases of its channel newer than the one it offers, however many
/// older releases the package keeps.
public struct ReleaseIndex: Sendable {
    /// Every release, newest version first.
    public let releases: [Release]
    private let channels: [String: Channel]
    private let rolledBack: Set<Version>

    /// One channel's releases.
    private struct Channel: Sendable {
        var newestFirst: [Release] = []
        var byVersion: [Version: Release] = [:]
    }

    /// The index of `releases`, in any order.
    public init(_ releases: [Release]) {
        self.releases = releases.sorted { $0.version > $1.version }
        var channels: [String: Channel] = [:]
        for release in self.releases {
            channels[release.channel, default: Channel()].newestFirst.append(release)
            // Versions that differ only in build metadata are equal: the newest listed is the one kept.
            if channels[release.channel]?.byVersion[release.version] == nil {
                channels[release.channel]?.byVersion[release.version] = release
            }
        }
        self.channels = channels
        rolledBack = Set(releases.filter { $0.state.phase == .rolledBack }.map(\.version))
    }

    /// At most `limit` releases older than `before` (from the newest when `nil`), newest first: found by halving, so
    /// a page costs the same wherever it starts.
    public func page(before: Version?, limit: Int) -> ArraySlice<Release> {
        guard let before else { return releases.prefix(limit) }
        var (low, high) = (0, releases.count)
        while low < high {
            let middle = (low + high) / 2
            if releases[middle].version < before { high = middle } else { low = middle + 1 }
        }
        return releases[low...].prefix(limit)
    }

    /// The release at `version`, on any channel: found by halving.
    public func release(_ version: Version) -> Release? {
        let older = page(before: version, limit: 0).startIndex
        return older > releases.startIndex && releases[older - 1].version == version ? releases[older - 1] : nil
    }

    /// The newest release of `channel` that `isWanted`, walking down from the newest.
    public func newest(on channel: String, where isWanted: (Release) -> Bool) -> Release? {
        channels[channel]?.newestFirst.first(where: isWanted)
    }

    /// The release of `channel` at `version`.
    public func release(_ version: Version, on channel: String) -> Release? {
        channels[channel]?.byVersion[version]
    }

    /// Whether a publisher rolled back a release at `version`, on any channel.
    public func isRolledBack(_ version: Version) -> Bool {
        rolledBack.contains(version)
    }
}
