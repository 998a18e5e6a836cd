public import Foundation
public import Logging

/// Brings a page back when its web process ends (a crash, the system reclaiming memory): the white screen a
/// hybrid app must never leave on screen.
///
/// On ``NavigationEvent/webProcessTerminated(_:)`` the bridge has already settled every call in flight with
/// `navigated`; recovery then reloads the page or loads a fallback, and the new document receives the event
/// `recovered` with `{"reason": …}` once it is ready. Recoveries that follow each other too closely (a page that
/// crashes as it loads) stop once ``Limit/attempts`` were made within ``Limit/window``, and the failure is logged;
/// a refused recovery is not an attempt, and a page that reaches `ready` clears the count, so a page that loads
/// and then dies now and then is brought back every time. It lives as long as the engine it watches.
@MainActor
public final class WebProcessRecovery {
    /// What to show after the web process ended.
    public enum Policy: Sendable, Equatable {
        /// The same URL again.
        case reload
        /// Another page, for example one that explains what happened.
        case load(URL)
    }

    /// How many recoveries may follow each other before recovery gives up.
    public struct Limit: Sendable, Equatable {
        /// The recoveries allowed within ``window``.
        public var attempts: Int
        /// How far back attempts count.
        public var window: Duration

        /// At most `attempts` recoveries within `window`; by default 3 within a minute.
        public init(attempts: Int = 3, within window: Duration = .seconds(60)) {
            self.attempts = attempts
            self.window = window
        }
    }

    /// The data of the page's `recovered` event.
    public struct Recovered: Codable, Sendable, Equatable {
        public var reason: String
    }

    public let policy: Policy
    /// How many recoveries may follow each other.
    public let limit: Limit
    private weak var engine: (any WebEngine)?
    private weak var bridge: Bridge?
    private let logger: Logger
    /// The time since the recovery was made, read from its clock.
    private let elapsed: @Sendable () -> Duration
    /// When the attempts still in the window were made, as times since the recovery was made.
    private var recent: [Duration] = []
    /// Why the page is being recovered, until the recovered document commits and is told.
    private var pendingReason: String?

    /// Watches `engine` and recovers its pages by `policy`, telling them through `bridge`, at most as often as
    /// `limit` allows by `clock`.
    public init(engine: some WebEngine, bridge: Bridge, policy: Policy = .reload, limit: Limit = Limit(),
                clock: some Clock<Duration> = ContinuousClock(), logger: Logger = Logger(label: "causeway.recovery"))
    {
        self.engine = engine
        self.bridge = bridge
        self.policy = policy
        self.limit = limit
        self.logger = logger
        let start = clock.now
        elapsed = { start.duration(to: clock.now) }
        // A page that is ready works: the attempts before it no longer say it keeps crashing.
        bridge.onMainDocumentReady { [weak self] in self?.recent.removeAll() }
        // The engine's observer keeps the recovery alive as long as the engine; the recovery holds the engine and
        // the bridge weakly, so nothing keeps the engine alive in turn.
        engine.observeNavigation { event in
            switch event {
            case .webProcessTerminated(let reason):
                self.recover(reason: reason)
            case .committed:
                // The bridge has begun the new document; the event waits in its startup queue until it is ready.
                guard let reason = self.pendingReason, let bridge = self.bridge else { return }
                self.pendingReason = nil
                try? bridge.emit("recovered", Recovered(reason: reason))
            default:
                break
            }
        }
    }

    /// Recovers the page now by the policy, as after its web process ended: for a page found blank, for
    /// example. The next document receives `recovered` with `reason`.
    public func recover(reason: String) {
        let now = elapsed()
        recent.removeAll { now - $0 >= limit.window }
        guard recent.count < limit.attempts else {
            logger.error("The web process keeps ending; not recovering again", metadata: [
                "reason": "\(reason)", "attempts": "\(recent.count)", "window": "\(limit.window)",
            ])
            return
        }
        recent.append(now)
        logger.warning("Recovering the page", metadata: ["reason": "\(reason)"])
        pendingReason = reason
        switch policy {
        case .reload: engine?.reload()
        case .load(let url): engine?.load(url)
        }
    }
}
