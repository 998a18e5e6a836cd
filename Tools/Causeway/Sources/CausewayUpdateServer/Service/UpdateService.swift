public import CausewayPackages
public import Foundation
import Synchronization
public import Version

/// What the update server does, apart from HTTP: publishing, the release controls, update checks with deltas
/// generated once, and device reports.
public actor UpdateService {
    /// The registry of releases.
    public let registry: any ReleaseRegistry
    /// Where package files are kept.
    public let files: any PackageFileStorage
    /// Publishers whose signatures uploads must carry, each for good or until its retirement.
    public let publishers: [PublisherKey]
    /// The key deltas are signed with; without one, checks always answer with full packages.
    public let deltaKey: PackageSigningKey?
    /// Where another HTTP server (a CDN) serves the files folder: offers point at `filesBase/NAME`; without it, at
    /// this server's own `/v1/files/NAME`.
    public let filesBase: URL?
    /// The most bytes a channel's name may have.
    public static let maxChannelBytes = 64
    /// What the service and the server in front of it count.
    public let metrics: UpdateMetrics
    /// The delta this process is making, by its key, and the task making it.
    var deltaInProgress: (key: String, task: Task<Delta?, Never>)?
    /// The deltas this process found it cannot make from the packages stored (see ``delta(from:to:)``).
    var deltasThatCannotBeMade: Set<String> = []
    let offerTokens = Mutex<OfferTokens?>(nil)
    let releaseCache: ReleaseCache
    /// The registered app contracts, as checks read them.
    let contractBook: ContractBook
    private let registryProbe: RegistryProbe
    /// The time, as the publishers' retirements and pruning's grace are judged by.
    let clock: @Sendable () -> Date

    /// A service on `registry` and `files`. An update check uses a package's releases as it read them for
    /// `releasesFreshFor` (see ``check(_:channel:device:nativeVersion:installed:)``). Every registry operation is
    /// counted in `metrics`.
    public init(registry: any ReleaseRegistry, files: any PackageFileStorage, publishers: [PublisherKey],
                deltaKey: PackageSigningKey?, filesBase: URL? = nil, releasesFreshFor: Duration = .seconds(1),
                metrics: UpdateMetrics = UpdateMetrics(), clock: @escaping @Sendable () -> Date = Date.init)
    {
        self.clock = clock
        let registry = MeasuredRegistry(registry, metrics: metrics)
        self.metrics = metrics
        self.registry = registry
        self.files = files
        self.publishers = publishers
        self.deltaKey = deltaKey
        self.filesBase = filesBase
        releaseCache = ReleaseCache(freshness: releasesFreshFor)
        contractBook = ContractBook(freshness: releasesFreshFor)
        registryProbe = RegistryProbe(registry)
    }

    /// Publishes the package at `upload` on `channel` to `rolloutPercent` of devices, after checking its
    /// signature and every file, with `healthRule` to pause it by itself; the live releases of `channel` older than
    /// it are superseded. Delta packages are not published: the server makes its own.
    public func publish(_ upload: URL, channel: String, rolloutPercent: Int,
                        healthRule: HealthRule? = nil) async throws -> Release
    {
        guard (0...100).contains(rolloutPercent), (1...Self.maxChannelBytes).contains(channel.utf8.count) else {
            throw UpdateServerError.badRequest("rollout must be 0 to 100, and the channel named in 1 to \(Self.maxChannelBytes) bytes")
        }
        try healthRule?.validate()
        let manifest = try verify(upload)
        let digest = try Self.digest(of: upload)
        // Named by content too: when two instances take two different uploads of one version at once, the one that
        // loses in the registry cannot overwrite the file of the one that wins.
        let fileName = "\(manifest.id)-\(manifest.version)-\(digest.sha256.prefix(16)).zip"
        let release = Release(packageID: manifest.id, version: manifest.version, channel: channel,
                              rolloutPercent: rolloutPercent, minimumNativeVersion: manifest.minimumNativeVersion,
                              healthRule: healthRule, fileName: fileName, sha256: digest.sha256, size: digest.size,
                              needs: manifest.needs)
        let published = try await registry.releases(of: manifest.id)
        guard !published.contains(where: { $0.version == manifest.version }) else {
            throw UpdateServerError.conflict("\(manifest.id) \(manifest.version) is published already")
        }
        try await files.put(upload, as: fileName)
        defer { releaseCache.forget(release.packageID) }
        try await registry.add(release)
        for older in published where older.channel == channel && older.version < release.version
            && older.state.phase == .live
        {
            // Another instance may have moved it meanwhile: then it stays as that instance left it.
            do {
                _ = try await registry.update(older.packageID, version: older.version) { try $0.apply(.supersede) }
            } catch is ReleaseState.IllegalTransition {}
        }
        return release
    }

    /// The manifest of `upload`, signed by a publisher's key accepted now; throws ``UpdateServerError/forbidden(_:)``
    /// when only a retired key signed it, and what ``PackageManifest/init(verifying:trustedKeys:limits:)`` throws
    /// otherwise.
    private func verify(_ upload: URL) throws -> PackageManifest {
        let now = clock()
        let accepted = publishers.filter { $0.isAccepted(at: now) }.map(\.key)
        let verified = Result { () throws(PackageError) in try PackageManifest(verifying: upload, trustedKeys: accepted) }
        if case .failure(.badSignature) = verified,
           let retired = publishers.first(where: { publisher in
               !publisher.isAccepted(at: now)
                   && (try? PackageManifest(verifying: upload, trustedKeys: [publisher.key])) != nil
           })
        {
            throw UpdateServerError.forbidden("""
                The package is signed with a publisher key that retired at \
                \((retired.acceptedUntil ?? now).formatted(.iso8601)): sign it with the new key
                """)
        }
        return try verified.get()
    }

    /// Moves release `version` of `packageID` by `event`, a publisher's pause, resume or rollback; fails with
    /// ``UpdateServerError/conflict(_:)`` when its state does not take that event.
    public func apply(_ event: ReleaseState.Event, to packageID: String, version: Version) async throws -> Release {
        let release = try await change(packageID, version: version) { try $0.apply(event) }
        if event == .pause { metrics.paused(by: .publisher) }
        return release
    }

    /// Changes a release's rollout or health rule.
    public func change(_ packageID: String, version: Version,
                       _ change: @Sendable @escaping (inout Release) throws -> Void) async throws -> Release
    {
        defer { releaseCache.forget(packageID) }
        do {
            return try await registry.update(packageID, version: version, change)
        } catch let illegal as ReleaseState.IllegalTransition {
            throw UpdateServerError.conflict("\(packageID) \(version): \(illegal)")
        }
    }

    /// What `device` should download, or `nil` when it runs what it should (see ``UpdatePolicy``). A device that
    /// reports the digest of its app's `contract` is offered only releases that app can run (see
    /// ``appRuns(reporting:for:among:)``); one that reports none, by its native version alone.
    ///
    /// A check reads no registry when this process read the package's releases less than `releasesFreshFor` ago
    /// (one second unless the service was made with another figure): a change made through this service counts for
    /// the next check, one made through another instance on a shared registry within that time. A check that took
    /// longer than that (it waited for a delta to be made) reads the releases again before it answers, and answers
    /// with the full package of what they offer now unless that is still what it found: so no check, in flight or
    /// new, answers with a release later than that time after a publisher's pause or rollback returned.
    public nonisolated func check(_ packageID: String, channel: String, device: String, nativeVersion: Version,
                                  installed: Version?, contract: String? = nil) async throws -> UpdateOffer?
    {
        let registry = registry
        let read = try await releaseCache.releases(of: packageID) { try await registry.releases(of: packageID) }
        let appRuns = try await appRuns(reporting: contract, for: packageID, among: read.index)
        let target = UpdatePolicy.target(in: read.index, channel: channel, device: device,
                                         nativeVersion: nativeVersion, installed: installed, appRuns: appRuns)
        let offer = try await offer(of: target, to: device, among: read.index, installed: installed,
                                    makingDeltas: true)
        guard !releaseCache.isCurrent(read, of: packageID) else { return offer }
        let again = try await releaseCache.releases(of: packageID) { try await registry.releases(of: packageID) }
        let now = UpdatePolicy.target(in: again.index, channel: channel, device: device,
                                      nativeVersion: nativeVersion, installed: installed, appRuns: appRuns)
        guard now != target else { return offer }
        return try await self.offer(of: now, to: device, among: again.index, installed: installed,
                                    makingDeltas: false)
    }

    /// The offer of `target` to `device`, which runs `installed`: a delta from a release of the same channel when
    /// one is known (or, `makingDeltas`, can be made now) and smaller than the package, the full package otherwise.
    private nonisolated func offer(of target: UpdatePolicy.Target?, to device: String, among releases: ReleaseIndex,
                                   installed: Version?, makingDeltas: Bool) async throws -> UpdateOffer?
    {
        guard let target else { return nil }
        let release = target.release
        let token = try await tokens().issue(packageID: release.packageID, version: release.version, device: device)
        if let installed,
           let base = releases.release(installed, on: release.channel),
           let delta = await delta(from: base, to: release, making: makingDeltas), delta.size < release.size
        {
            return UpdateOffer(packageID: release.packageID, version: release.version, kind: .delta,
                               path: offerPath(delta.fileName), sha256: delta.sha256, size: delta.size,
                               reportToken: token, isRollback: target.isRollback)
        }
        return UpdateOffer(packageID: release.packageID, version: release.version, kind: .full,
                           path: offerPath(release.fileName), sha256: release.sha256, size: release.size,
                           reportToken: token, isRollback: target.isRollback)
    }

    /// The releases of `packageID` older than `before` (all when `nil`), newest version first, at most `limit` of
    /// them, each with its health over every round and the registered app contracts that can run it: what anyone
    /// may list. It reads the package's releases and the contracts as checks do (at most once a second) and, for each
    /// release listed, a few rows of running counts: the same however many releases the package has and however many
    /// devices reported.
    public nonisolated func statuses(of packageID: String, before: Version? = nil,
                                     limit: Int = UpdateServer.pageLimit) async throws -> [ReleaseStatus]
    {
        let registry = registry
        let read = try await releaseCache.releases(of: packageID) { try await registry.releases(of: packageID) }
        var statuses: [ReleaseStatus] = []
        for release in read.index.page(before: before, limit: limit) {
            statuses.append(try await status(of: release))
        }
        return statuses
    }

    /// Release `version` of `packageID` as ``statuses(of:before:limit:)`` lists it; ``UpdateServerError/notFound(_:)``
    /// when there is none.
    public nonisolated func status(of packageID: String, version: Version) async throws -> ReleaseStatus {
        let registry = registry
        let read = try await releaseCache.releases(of: packageID) { try await registry.releases(of: packageID) }
        guard let release = read.index.release(version) else {
            throw UpdateServerError.notFound("\(packageID) \(version) is not published")
        }
        return try await status(of: release)
    }

    /// `release` with its health over every round and the registered app contracts that can run it.
    private nonisolated func status(of release: Release) async throws -> ReleaseStatus {
        ReleaseStatus(release: release,
                      health: try await registry.health(of: release.packageID, version: release.version, round: nil),
                      serves: try await contracts(serving: release))
    }

    /// Whether the registry answers a small read within two seconds: what `/readyz` says. The registry is read at
    /// most once a second, however often this is asked, and the answer never takes longer than the two seconds.
    public nonisolated func registryAnswers() async -> Bool {
        await registryProbe.answers()
    }

    /// Where an offer says the file `name` is.
    private nonisolated func offerPath(_ name: String) -> String {
        filesBase.map { $0.appendingPathComponent(name).absoluteString } ?? UpdateOffer.filesPath + name
    }
}
