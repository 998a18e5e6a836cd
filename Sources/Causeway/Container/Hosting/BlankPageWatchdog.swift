public import Foundation
public import Logging

/// Looks at a page some time after it finished loading and hands it to ``WebProcessRecovery`` when it is still
/// one plain colour: a blank page that a person would otherwise stare at. A new document, a new check or
/// ``cancel()`` ends the check in progress.
@MainActor
final class BlankPageWatchdog {
    /// What a check found.
    enum Finding {
        /// The page shows something.
        case passed(URL?)
        /// The page stayed blank; recovery was asked to bring it back.
        case blank(URL?)
    }

    private weak var engine: (any ContainerEngine)?
    private weak var bridge: Bridge?
    private let recovery: WebProcessRecovery
    private let logger: Logger
    private let report: @MainActor (Finding) -> Void
    private var check: Task<Void, Never>?

    /// A watchdog over `engine`'s page, recovering through `recovery` and telling `report` what it found.
    init(engine: any ContainerEngine, bridge: Bridge, recovery: WebProcessRecovery, logger: Logger,
         report: @escaping @MainActor (Finding) -> Void)
    {
        self.engine = engine
        self.bridge = bridge
        self.recovery = recovery
        self.logger = logger
        self.report = report
    }

    /// Looks at the page at `url` once `timeout` has passed, if it is still the same document; no timeout, no check.
    func schedule(url: URL?, after timeout: Duration?) {
        cancel()
        guard let timeout, let epoch = bridge?.epoch else { return }
        check = Task { @MainActor [weak self] in
            try? await Task.sleep(for: timeout)
            guard let self, !Task.isCancelled, bridge?.epoch == epoch,
                  let snapshot = try? await engine?.snapshot(), bridge?.epoch == epoch
            else { return }
            guard snapshot.isUniform else { return report(.passed(url)) }
            logger.warning("The page stayed blank", metadata: ["url": "\(url?.loggedForm ?? "")"])
            report(.blank(url))
            recovery.recover(reason: "the page stayed blank")
        }
    }

    /// Ends the check in progress, if any.
    func cancel() {
        check?.cancel()
        check = nil
    }
}
