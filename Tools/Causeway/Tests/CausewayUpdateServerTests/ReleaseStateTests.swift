import CausewayUpdateServer
import Foundation
import Testing
import Version

/// A release's state machine, and the client networks a health rule counts.
@Suite struct ReleaseStateTests {
    @Test func everyPhaseTakesOnlyItsEventsAndRefusesTheOthersUnchanged() throws {
        let legal: [ReleaseState.Phase: [ReleaseState.Event: ReleaseState.Phase]] = [
            .live: [.pause: .pausedByPublisher, .healthPause: .pausedByHealthRule, .rollBack: .rolledBack,
                    .supersede: .superseded],
            .superseded: [.pause: .pausedByPublisher, .rollBack: .rolledBack],
            .pausedByPublisher: [.resume: .live, .rollBack: .rolledBack],
            .pausedByHealthRule: [.pause: .pausedByPublisher, .resume: .live, .rollBack: .rolledBack],
            .rolledBack: [:],
        ]
        let start = Date(timeIntervalSince1970: 1_790_000_000)
        for phase in ReleaseState.Phase.allCases {
            for event in ReleaseState.Event.allCases {
                var state = try Self.state(in: phase, at: start)
                let before = state
                if let next = legal[phase]?[event] {
                    try state.apply(event, at: start.addingTimeInterval(60))
                    #expect(state.phase == next, "\(phase) takes \(event)")
                    #expect(state.since == start.addingTimeInterval(60) && state.reason != nil)
                } else {
                    #expect(throws: ReleaseState.IllegalTransition(phase: phase, event: event)) {
                        try state.apply(event)
                    }
                    #expect(state == before, "\(phase) refuses \(event) unchanged")
                }
            }
        }
    }

    @Test func aResumeStartsANewHealthRound() throws {
        var release = Release(packageID: "shop", version: .init(1, 0, 0), channel: "stable", rolloutPercent: 100,
                              minimumNativeVersion: .init(1, 0, 0), fileName: "shop.zip", sha256: "", size: 1)
        try release.apply(.healthPause, reason: "Paused by its health rule: 3 of 3")
        #expect(release.healthRound == 0 && release.state.reason == "Paused by its health rule: 3 of 3")
        try release.apply(.resume)
        #expect(release.healthRound == 1 && release.state.phase == .live)
        try release.apply(.pause)
        #expect(release.healthRound == 1, "only a resume starts a round")
    }

    @Test func clientNetworksAreSlash24AndSlash48() {
        let cases = [
            ("198.51.100.7", "198.51.100.0/24"), ("198.51.100.250", "198.51.100.0/24"), ("10.0.0.1", "10.0.0.0/24"),
            ("2001:db8:1:2::7", "2001:db8:1::/48"), ("2001:db8:1:ffff:1:2:3:4", "2001:db8:1::/48"),
            ("::ffff:198.51.100.7", "198.51.100.0/24"), ("fe80::1%eth0", "fe80:0:0::/48"), ("::1", "0:0:0::/48"),
            ("unknown", "unknown"), ("1.2.3", "1.2.3"), ("2001:db8::1::2", "2001:db8::1::2"),
        ]
        for (address, network) in cases {
            #expect(ClientNetwork(address: address).description == network, "\(address)")
        }
    }

    /// A state in `phase`, reached from live by legal events at `date`.
    private static func state(in phase: ReleaseState.Phase, at date: Date) throws -> ReleaseState {
        var state = ReleaseState(liveSince: date)
        let path: [ReleaseState.Event] = switch phase {
        case .live: []
        case .superseded: [.supersede]
        case .pausedByPublisher: [.pause]
        case .pausedByHealthRule: [.healthPause]
        case .rolledBack: [.rollBack]
        }
        for event in path { try state.apply(event, at: date) }
        return state
    }
}
