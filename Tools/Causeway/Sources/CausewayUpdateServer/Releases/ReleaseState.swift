public import Foundation

/// Where a release is in its life, and the only way it moves: ``apply(_:at:)``, by the transitions ``transitions``
/// lists.
///
/// | phase | offered to new installs | a device that runs it |
/// |---|---|---|
/// | ``Phase/live`` | yes, within its rollout | keeps it, and is offered newer releases |
/// | ``Phase/superseded`` | only where no newer release reaches the device | keeps it, and is offered newer releases |
/// | ``Phase/pausedByPublisher``, ``Phase/pausedByHealthRule`` | no | keeps it: a pause is not a rollback |
/// | ``Phase/rolledBack`` | no | is offered the newest release it may have, older ones too |
public struct ReleaseState: Codable, Sendable, Equatable {
    /// A release's phase.
    public enum Phase: String, Codable, Sendable, CaseIterable {
        /// Offered to the devices its rollout reaches.
        case live
        /// A newer release was published on its channel: offered only where no newer one is.
        case superseded
        /// A publisher paused it.
        case pausedByPublisher
        /// Its ``HealthRule`` paused it.
        case pausedByHealthRule
        /// A publisher rolled it back: the devices that run it are moved to an older release. It never comes back.
        case rolledBack
    }

    /// What moves a release from one phase to another.
    public enum Event: String, Codable, Sendable, CaseIterable {
        /// A publisher pauses it.
        case pause
        /// Its health rule was crossed.
        case healthPause
        /// A publisher resumes it.
        case resume
        /// A publisher rolls it back.
        case rollBack
        /// A newer release was published on its channel.
        case supersede
    }

    /// An event that its phase does not take: the release is left as it was.
    public struct IllegalTransition: Error, Sendable, Equatable, CustomStringConvertible {
        /// The phase the release was in.
        public var phase: Phase
        /// The event it does not take.
        public var event: Event

        /// `phase` does not take `event`.
        public init(phase: Phase, event: Event) {
            self.phase = phase
            self.event = event
        }

        public var description: String { "a release that is \(phase.words) cannot take \(event.words)" }
    }

    /// Every transition: the phase each event moves each phase to. An event a phase does not list is illegal.
    public static let transitions: [Phase: [Event: Phase]] = [
        .live: [.pause: .pausedByPublisher, .healthPause: .pausedByHealthRule, .rollBack: .rolledBack,
                .supersede: .superseded],
        .superseded: [.pause: .pausedByPublisher, .rollBack: .rolledBack],
        .pausedByPublisher: [.resume: .live, .rollBack: .rolledBack],
        .pausedByHealthRule: [.pause: .pausedByPublisher, .resume: .live, .rollBack: .rolledBack],
        .rolledBack: [:],
    ]

    /// The phase.
    public private(set) var phase: Phase
    /// Why it is in this phase, in words; `nil` for a release live since it was published.
    public private(set) var reason: String?
    /// When it entered this phase.
    public private(set) var since: Date

    /// A release that went live at `date`.
    public init(liveSince date: Date) {
        self.init(phase: .live, reason: nil, since: date)
    }

    /// A state as a registry stored it.
    init(phase: Phase, reason: String?, since: Date) {
        self.phase = phase
        self.reason = reason
        self.since = since
    }

    /// Moves by `event` at `date`, saying why in `reason` (by default, the event's own words); throws
    /// ``IllegalTransition`` for an event the phase does not take.
    public mutating func apply(_ event: Event, reason: String? = nil, at date: Date = Date()) throws(IllegalTransition) {
        guard let next = Self.transitions[phase]?[event] else { throw IllegalTransition(phase: phase, event: event) }
        self = ReleaseState(phase: next, reason: reason ?? event.reason, since: date)
    }

    /// Whether a new install may be offered it.
    public var isOffered: Bool { phase == .live || phase == .superseded }
    /// Whether it is paused, by a publisher or by its health rule.
    public var isPaused: Bool { phase == .pausedByPublisher || phase == .pausedByHealthRule }
}

extension ReleaseState.Phase {
    /// The phase in words, as the dashboard and `causeway release list` show it.
    public var words: String {
        switch self {
        case .live: "live"
        case .superseded: "superseded"
        case .pausedByPublisher: "paused by a publisher"
        case .pausedByHealthRule: "paused by its health rule"
        case .rolledBack: "rolled back"
        }
    }
}

extension ReleaseState.Event {
    var words: String {
        switch self {
        case .pause: "a pause"
        case .healthPause: "a pause by its health rule"
        case .resume: "a resume"
        case .rollBack: "a rollback"
        case .supersede: "a newer release"
        }
    }

    /// Why a release moved, when the caller does not say.
    var reason: String {
        switch self {
        case .pause: "Paused by a publisher"
        case .healthPause: "Paused by its health rule"
        case .resume: "Resumed by a publisher"
        case .rollBack: "Rolled back by a publisher"
        case .supersede: "A newer release was published"
        }
    }
}
