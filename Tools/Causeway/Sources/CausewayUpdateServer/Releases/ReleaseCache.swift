import Synchronization

/// The releases of each package as the registry last gave them, indexed for update checks, which then cost no
/// registry read and no sorting:
/// an entry is used for ``freshness`` after it was read, and dropped at once when this process changes the package's
/// releases. So a change made through this instance counts for its next check, and one made through another instance
/// on a shared registry within ``freshness``.
///
/// Package IDs come from requests, so only packages with releases are kept (a check of a made-up ID reads the registry
/// each time, within its address's check budget), and at most ``maximumPackages`` of them: when that many are, the
/// stale ones are dropped, and if none is stale the read is not kept.
final class ReleaseCache: Sendable {
    /// How long a read of a package's releases is used.
    let freshness: Duration
    /// How many packages' releases are kept at most.
    let maximumPackages: Int
    private let uptime: @Sendable () -> Duration
    private let state = Mutex(State())

    private struct State {
        var entries: [String: (readAt: Duration, releases: ReleaseIndex)] = [:]
        /// Counts each package's changes, so that a read that began before a change is not kept after it.
        var changes: [String: UInt64] = [:]
    }

    /// A cache that keeps reads for `freshness`; `uptime` is the time since a fixed start (tests pass a manual clock's).
    init(freshness: Duration, maximumPackages: Int = 10_000, uptime: (@Sendable () -> Duration)? = nil) {
        self.freshness = freshness
        self.maximumPackages = maximumPackages
        self.uptime = uptime ?? continuousUptime()
    }

    /// The releases of a package as a check got them, and when they were read.
    struct Read {
        /// The releases, indexed.
        let index: ReleaseIndex
        /// When they were read (at the latest).
        fileprivate let readAt: Duration
        /// How many times this process had changed the package when they were read.
        fileprivate let changes: UInt64
    }

    /// The releases of `packageID`: kept ones when they are fresh, otherwise what `read` gives, kept unless the
    /// package changed while it read.
    func releases(of packageID: String, read: () async throws -> [Release]) async throws -> Read {
        let now = uptime()
        let (kept, changesBefore) = state.withLock { state in
            let entry = state.entries[packageID]
            return (entry.flatMap { now - $0.readAt < freshness ? $0 : nil }, state.changes[packageID, default: 0])
        }
        if let kept { return Read(index: kept.releases, readAt: kept.readAt, changes: changesBefore) }
        let releases = ReleaseIndex(try await read())
        state.withLock { state in
            guard !releases.releases.isEmpty, state.changes[packageID, default: 0] == changesBefore else { return }
            if state.entries[packageID] == nil, state.entries.count >= maximumPackages {
                state.entries = state.entries.filter { now - $0.value.readAt < freshness }
                guard state.entries.count < maximumPackages else { return }
            }
            state.entries[packageID] = (now, releases)
        }
        return Read(index: releases, readAt: now, changes: changesBefore)
    }

    /// Whether a check may still answer from `read` of `packageID`: it is younger than ``freshness``, and this
    /// process has not changed the package since.
    func isCurrent(_ read: Read, of packageID: String) -> Bool {
        uptime() - read.readAt < freshness && state.withLock { $0.changes[packageID, default: 0] } == read.changes
    }

    /// Drops what is kept of `packageID`, whose releases this process is changing: call it after the change.
    func forget(_ packageID: String) {
        state.withLock { state in
            state.entries[packageID] = nil
            state.changes[packageID, default: 0] &+= 1
        }
    }
}
