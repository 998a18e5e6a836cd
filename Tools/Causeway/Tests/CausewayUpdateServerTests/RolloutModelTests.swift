import CausewayPackages
import CausewayTesting
import CausewayUpdateServer
import Foundation
import Testing
import Version

/// Random sequences of publishes, checks, reports, forged reports, pauses, resumes, rollbacks and rollout changes,
/// with many devices, on two instances of one registry, held against a small model of what a rollout should do:
/// no device moves backwards without a rollback, a resume holds until reports after it cross the health rule
/// again, and forged input changes nothing.
///
/// CI runs a fixed seed and a bounded number of steps; `CAUSEWAY_MODEL_SEED` and `CAUSEWAY_MODEL_STEPS` run others
/// (docs/reliability.md records a longer run).
@Suite struct RolloutModelTests {
    @Test(arguments: RegistryEngine.allCases)
    func randomRolloutsKeepTheirPromises(engine: RegistryEngine) async throws {
        let environment = ProcessInfo.processInfo.environment
        let seed = environment["CAUSEWAY_MODEL_SEED"].flatMap(UInt64.init) ?? 2026
        let steps = environment["CAUSEWAY_MODEL_STEPS"].flatMap(Int.init) ?? 300
        try await engine.withServers(2) { servers in
            var run = ModelRun(servers: servers, seed: seed)
            for step in 0..<steps {
                try await run.step()
                try await run.compare(after: step)
            }
            #expect(run.counts.values.reduce(0, +) == steps)
            print("model run \(engine) seed \(seed), \(steps) steps: \(run.counts.sorted { $0.key < $1.key }), "
                + "\(run.outcomes.sorted { $0.key < $1.key })")
        }
    }
}

/// One random run against the servers and the model.
private struct ModelRun {
    let servers: [ServerFixture]
    var random: SplitMix64
    /// The model: each published release's phase, rollout, rule and health round.
    var releases: [Version: ModelRelease] = [:]
    /// The version each device runs.
    var installed: [String: Version] = [:]
    /// The offers devices have not reported on yet.
    var tokens: [String: (version: Version, token: String)] = [:]
    /// Tokens already redeemed, to replay.
    var redeemed: [(InstallReport)] = []
    /// How many steps of each kind ran, and how many offers went back and releases paused by their rule.
    var counts: [String: Int] = [:]
    var outcomes: [String: Int] = [:]

    /// Up to 40 versions, published in order as the run asks for them.
    static let versions = (1...40).map { Version($0, 0, 0) }
    static let devices = (0..<16).map { "device-\($0)" }
    static let networks = (0..<4).map { "198.51.\($0).7" }
    static let rule = HealthRule(maximumBadPercent: 30, minimumReports: 2, minimumNetworks: 2)

    init(servers: [ServerFixture], seed: UInt64) {
        self.servers = servers
        random = SplitMix64(seed: seed)
    }

    /// Either instance, at random.
    private var service: UpdateService {
        mutating get { servers[Int(random.next() % UInt64(servers.count))].service }
    }

    private mutating func pick<Element>(_ elements: [Element]) -> Element? {
        elements.isEmpty ? nil : elements[Int(random.next() % UInt64(elements.count))]
    }

    mutating func step() async throws {
        let kinds = ["publish", "check", "check", "check", "check", "check", "report", "report", "report", "report",
                     "forge", "pause", "resume", "resume", "rollback", "rollout"]
        let kind = pick(kinds)!
        counts[kind, default: 0] += 1
        switch kind {
        case "publish": try await publish()
        case "check": try await check(pick(Self.devices)!)
        case "report": try await report()
        case "forge": try await forge()
        case "rollout": try await rollout()
        default: try await control(kind)
        }
    }

    private mutating func publish() async throws {
        guard let version = Self.versions.first(where: { releases[$0] == nil }) else { return }
        let rollout = pick([10, 50, 100, 100])!
        let rule = random.next() % 4 == 0 ? nil : Self.rule
        let package = try servers[0].package(version, marker: "\(version)")
        _ = try await service.publish(package, channel: "stable", rolloutPercent: rollout, healthRule: rule)
        for (older, release) in releases where older < version && release.phase == .live {
            releases[older]?.phase = .superseded
        }
        releases[version] = ModelRelease(phase: .live, rollout: rollout, rule: rule)
    }

    /// What the model offers `device`: the newest release new installs may have that reaches it, when newer than what
    /// it runs or when what it runs was rolled back.
    private func expectedOffer(_ device: String) -> (version: Version, isRollback: Bool)? {
        let newest = releases
            .filter { [.live, .superseded].contains($0.value.phase)
                && RolloutBucket.of(device: device, packageID: "shop") < $0.value.rollout }
            .keys.max()
        guard let newest else { return nil }
        guard let running = installed[device] else { return (newest, false) }
        if newest > running { return (newest, false) }
        return releases[running]?.phase == .rolledBack ? (newest, true) : nil
    }

    private mutating func check(_ device: String) async throws {
        let offer = try await service.check("shop", channel: "stable", device: device,
                                            nativeVersion: Version(1, 0, 0), installed: installed[device])
        let expected = expectedOffer(device)
        #expect(offer?.version == expected?.version && offer?.isRollback == expected?.isRollback,
                "\(device) on \(installed[device].map(\.description) ?? "nothing")")
        guard let offer else { return }
        if let running = installed[device], offer.version < running {
            #expect(releases[running]?.phase == .rolledBack && offer.isRollback,
                    "\(device) moved back from \(running) only because it was rolled back")
            outcomes["offers back after a rollback", default: 0] += 1
        }
        installed[device] = offer.version
        tokens[device] = (offer.version, offer.reportToken!)
    }

    private mutating func report() async throws {
        guard let device = pick(tokens.keys.sorted()), let (version, token) = tokens.removeValue(forKey: device) else { return }
        let outcome = pick(InstallReport.Outcome.allCases)!
        let network = pick(Self.networks)!
        let report = InstallReport(packageID: "shop", version: version, device: device, outcome: outcome,
                                   offerToken: token)
        try await service.record(try await service.admit(report), from: ClientNetwork(address: network))
        redeemed.append(report)
        guard var release = releases[version] else { return }
        release.reports[device] = (outcome != .installed, ClientNetwork(address: network).description, release.round)
        if release.phase == .live, release.crossesItsRule {
            release.phase = .pausedByHealthRule
            outcomes["pauses by a health rule", default: 0] += 1
        }
        releases[version] = release
    }

    /// A report no genuine offer backs: no token, another device's, a replayed one, or one for another version.
    private mutating func forge() async throws {
        let before = try await snapshot()
        let device = pick(Self.devices)!
        let version = pick(Self.versions)!
        let stolen = pick(tokens.filter { $0.key != device }.sorted { $0.key < $1.key }.map(\.value))
        let forged: InstallReport? = switch random.next() % 4 {
        case 0: InstallReport(packageID: "shop", version: version, device: device, outcome: .failed)
        case 1: stolen.map { InstallReport(packageID: "shop", version: $0.version, device: device, outcome: .failed,
                                           offerToken: $0.token) }
        case 2: pick(redeemed).map { var replay = $0; replay.outcome = .failed; return replay }
        default: tokens[device].flatMap { held in
            Self.versions.first { $0 != held.version }.map {
                InstallReport(packageID: "shop", version: $0, device: device, outcome: .failed, offerToken: held.token)
            }
        }
        }
        guard let forged else { return }
        await #expect(throws: UpdateServerError.self, "a forged report is refused") {
            try await service.record(try await service.admit(forged), from: ClientNetwork(address: "203.0.113.9"))
        }
        #expect(try await snapshot() == before, "a forged report changes nothing")
    }

    private mutating func control(_ action: String) async throws {
        guard let version = pick(releases.keys.sorted()), var release = releases[version] else { return }
        let event: ReleaseState.Event = switch action {
        case "pause": .pause
        case "resume": .resume
        default: .rollBack
        }
        let legal: Bool
        switch (event, release.phase) {
        case (.pause, .live), (.pause, .superseded), (.pause, .pausedByHealthRule): legal = true
        case (.resume, .pausedByPublisher), (.resume, .pausedByHealthRule): legal = true
        case (.rollBack, let phase): legal = phase != .rolledBack
        default: legal = false
        }
        do {
            _ = try await service.apply(event, to: "shop", version: version)
            #expect(legal, "\(release.phase) took \(event)")
        } catch UpdateServerError.conflict {
            #expect(!legal, "\(release.phase) refused \(event)")
            outcomes["refused controls", default: 0] += 1
            return
        }
        release.phase = switch event {
        case .pause: .pausedByPublisher
        case .resume: .live
        default: .rolledBack
        }
        if event == .resume { release.round += 1 }
        releases[version] = release
    }

    private mutating func rollout() async throws {
        guard let version = pick(releases.keys.sorted()) else { return }
        let percent = pick([0, 10, 50, 100])!
        _ = try await service.change("shop", version: version) { $0.rolloutPercent = percent }
        releases[version]?.rollout = percent
    }

    /// Every release as stored, with its health.
    private func snapshot() async throws -> [StoredRelease] {
        let registry = await servers[0].service.registry
        var stored: [StoredRelease] = []
        for release in try await registry.releases(of: "shop") {
            stored.append(StoredRelease(release: release,
                                        health: try await registry.health(of: "shop", version: release.version, round: nil)))
        }
        return stored
    }

    /// Checks that the registry holds the phases and rollouts of the model.
    func compare(after step: Int) async throws {
        let stored = try await servers[1].service.registry.releases(of: "shop")
        #expect(Dictionary(uniqueKeysWithValues: stored.map { ($0.version, $0.state.phase) })
            == releases.mapValues(\.phase), "phases after step \(step)")
        #expect(Dictionary(uniqueKeysWithValues: stored.map { ($0.version, $0.rolloutPercent) })
            == releases.mapValues(\.rollout), "rollouts after step \(step)")
    }
}

/// A release as the registry stores it, with its health.
private struct StoredRelease: Equatable {
    var release: Release
    var health: ReleaseHealth
}

/// A release in the model.
private struct ModelRelease {
    var phase: ReleaseState.Phase
    var rollout: Int
    var rule: HealthRule?
    var round = 0
    /// Each device's latest report: whether it was bad, its network, and the round it arrived in.
    var reports: [String: (bad: Bool, network: String, round: Int)] = [:]

    /// Whether the reports of the current round cross the rule.
    var crossesItsRule: Bool {
        guard let rule else { return false }
        let current = reports.values.filter { $0.round == round }
        let bad = current.filter(\.bad)
        return current.count >= rule.minimumReports && Set(bad.map(\.network)).count >= rule.minimumNetworks
            && Double(bad.count) * 100 / Double(current.count) > rule.maximumBadPercent
    }
}
