import CausewayPackages
import Synchronization

/// The app contracts publishers registered, as update checks use them: read from the registry at most once per
/// ``freshness`` (the list without entries, and the entries of a contract only the first time it is seen, since a
/// digest names them for good), and dropped at once when this process registers or removes one.
///
/// Whether a contract meets a release's needs is judged once per release file and contract, then remembered: a
/// check costs a lookup, however many entries the needs and the contract have. What it holds is bounded by what
/// publishers registered (``UpdateService/maxContracts`` contracts, and their releases): a digest no publisher
/// registered is never kept, judged or noted.
final class ContractBook: Sendable {
    /// How long a read of the registered contracts is used.
    let freshness: Duration
    /// How long after noting that a package's devices reported a contract this process notes it again.
    static let noteInterval = Duration.seconds(3600)
    private let uptime: @Sendable () -> Duration
    private let state = Mutex(State())

    private struct State {
        var readAt: Duration?
        var contracts: [String: RegisteredContract] = [:]
        /// Counts this process's registrations and removals, so that a read that began before one is not kept.
        var changes: UInt64 = 0
        /// Whether a contract meets a release's needs, by release file digest and contract digest.
        var judgements: [Pair: Bool] = [:]
        /// When this process last noted a contract reported for a package, by contract digest and package.
        var noted: [Pair: Duration] = [:]
    }

    private struct Pair: Hashable {
        var first: String
        var second: String
    }

    /// A book that keeps reads for `freshness`; `uptime` is the time since a fixed start (tests pass a manual clock's).
    init(freshness: Duration, uptime: (@Sendable () -> Duration)? = nil) {
        self.freshness = freshness
        self.uptime = uptime ?? continuousUptime()
    }

    /// The registered contracts by digest: kept ones while fresh, otherwise read from `registry`.
    func contracts(from registry: any AppContractRegistry) async throws -> [String: RegisteredContract] {
        let now = uptime()
        let (kept, changesBefore, known) = state.withLock { state in
            (state.readAt.map { now - $0 < freshness } == true ? state.contracts : nil, state.changes, state.contracts)
        }
        if let kept { return kept }
        var contracts: [String: RegisteredContract] = [:]
        for summary in try await registry.contracts(reportedFor: nil) {
            let entries = if let known = known[summary.digest] { known.contract }
                else { try await registry.contract(summary.digest)?.contract }
            guard let entries else { continue }
            contracts[summary.digest] = RegisteredContract(contract: entries, name: summary.name,
                                                           registeredAt: summary.registeredAt)
        }
        state.withLock { state in
            guard state.changes == changesBefore else { return }
            if Set(state.contracts.keys) != Set(contracts.keys) {
                state.judgements = state.judgements.filter { contracts[$0.key.second] != nil }
                state.noted = state.noted.filter { contracts[$0.key.first] != nil }
            }
            state.contracts = contracts
            state.readAt = now
        }
        return contracts
    }

    /// Whether an app with `contract` can run `release`: it has no needs, or `contract` meets them all.
    func serves(_ release: Release, with contract: RegisteredContract) -> Bool {
        guard let needs = release.needs else { return true }
        let pair = Pair(first: release.sha256, second: contract.digest)
        if let known = state.withLock({ $0.judgements[pair] }) { return known }
        let serves = contract.contract.unmet(needs).isEmpty
        state.withLock { $0.judgements[pair] = serves }
        return serves
    }

    /// Whether this process should note now that a device checking for `packageID` reported the registered
    /// contract `digest`: yes at most once per ``noteInterval`` for each package and contract.
    func shouldNote(_ digest: String, for packageID: String) -> Bool {
        let now = uptime()
        return state.withLock { state in
            let pair = Pair(first: digest, second: packageID)
            guard state.contracts[digest] != nil, state.noted[pair].map({ now - $0 >= Self.noteInterval }) ?? true
            else { return false }
            state.noted[pair] = now
            return true
        }
    }

    /// Drops the contracts kept, after this process registered or removed one.
    func forget() {
        state.withLock { state in
            state.readAt = nil
            state.changes &+= 1
        }
    }
}
