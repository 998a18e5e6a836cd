public import Foundation
public import Logging

/// Brings a page back when its web process ends (a crash, the system reclaiming memory): the white screen a
/// hybrid app must never leave on screen.
///
/// On ``NavigationEvent/webProcessTerminated(_:)`` the bridge has already settled every call in flight with
/// `navigated`; recovery then reloads the page or loads a fallback, and the new document receives the event
/// `recovered` with `{"reason": …}` once it is ready. Recoveries that follow each other too closely (a page that
/// crashes as it loads) stop after `attempts` within `window`, and the failure is logged. It lives as long as the engine it
/// watches.
@MainActor
public final class WebProcessRecovery {
    /// What to show after the web process ended.
    public enum Policy: Sendable, Equatable {
        /// The same URL again.
        case reload
        /// Another page, for example one that explains what happened.
        case load(URL)
    }

    /// The data of the page's `recovered` event.
    public struct Recovered: Codable, Sendable, Equatable {
        public var reason: String
    }

    public let policy: Policy
    private weak var engine: (any WebEngine)?
    private weak var bridge: Bridge?
    private let attempts: Int
    private let window: Duration
    private let logger: Logger
    private var recent: [ContinuousClock.Instant] = []
    /// Why the page is being recovered, until the recovered document commits and is told.
    private var pendingReason: String?

    /// Watches `engine` and recovers its pages by `policy`, telling them through `bridge`.
    public init(engine: some WebEngine, bridge: Bridge, policy: Policy = .reload, attempts: Int = 3,
                within window: Duration = .seconds(60), logger: Logger = Logger(label: "causeway.recovery"))
    {
        self.engine = engine
        self.bridge = bridge
        self.policy = policy
        self.attempts = attempts
        self.window = window
        self.logger = logger
        // The engine's observer keeps the recovery alive as long as the engine; the recovery holds the engine and
        // the bridge weakly, so nothing keeps the engine alive in turn.
        engine.observeNavigation { event in
            switch event {
            case .webProcessTerminated(let reason):
                self.recover(reason: reason)
            case .committed:
                // The bridge has begun the new document; the event waits in its startup queue until it is ready.
                guard let reason = self.pendingReason else { return }
                self.pendingReason = nil
                try? self.bridge?.emit("recovered", Recovered(reason: reason))
            default:
                break
            }
        }
    }

    /// Recovers the page now by the policy, as after its web process ended: for a page found blank, for
    /// example. The next document receives `recovered` with `reason`.
    public func recover(reason: String) {
        let now = ContinuousClock.now
        recent = recent.filter { now - $0 < window } + [now]
        guard recent.count <= attempts else {
            logger.error("The web process keeps ending; not recovering again", metadata: ["reason": "\(reason)"])
            return
        }
        logger.warning("Recovering the page", metadata: ["reason": "\(reason)"])
        pendingReason = reason
        switch policy {
        case .reload: engine?.reload()
        case .load(let url): engine?.load(url)
        }
    }
}
