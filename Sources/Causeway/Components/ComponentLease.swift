import Synchronization

/// A native component's place in its page's budget (``PageBudget/components``), held from its insert until the
/// component and everything it made are released: a removed view whose player, pipeline or file lingers still counts.
///
/// ``ComponentsPlugin`` takes one for each insert and hands it to the component in its ``ComponentContext``; the
/// stage keeps it while the component is live. Whatever outlives the component keeps it too (on Linux the video
/// player keeps it until GTK has really freed its media stream), so the page's next insert waits for the real
/// release, not for the view to leave.
public final class ComponentLease: Sendable {
    private let ledger: ComponentLedger?

    fileprivate init(ledger: ComponentLedger?) {
        self.ledger = ledger
    }

    /// A lease that counts against no page: for components made outside a page, as in tests and previews.
    public static func unbudgeted() -> ComponentLease {
        ComponentLease(ledger: nil)
    }

    deinit {
        ledger?.end()
    }
}

/// The count of one page's component leases alive.
final class ComponentLedger: Sendable {
    private let held = Mutex(0)

    /// The leases alive now.
    var count: Int { held.withLock { $0 } }

    /// A new lease if fewer than `limit` are alive, checked and counted at once; `nil` when the page holds `limit`.
    func lease(within limit: Int) -> ComponentLease? {
        let taken = held.withLock { count in
            guard count < limit else { return false }
            count += 1
            return true
        }
        return taken ? ComponentLease(ledger: self) : nil
    }

    fileprivate func end() {
        held.withLock { $0 -= 1 }
    }
}
