/// Who is signed in, for the pages that may know: `account.current` answers the ``SignedInAccount`` or `null`, and
/// the event `account.changed` carries the new one (or `null`) on every sign-in and sign-out. Every ``Container``
/// installs it over ``HybridApp/account``.
///
/// The account is a person's data, so a page needs two things to read it: the app's policy must grant it
/// `account.current`, as for any method, and its origin must be one of the account's
/// ``AccountState/readers``; otherwise `account.current` is `denied`. `account.changed` goes to the main frame only,
/// and only to a document that passes the same two checks when the event reaches it.
///
/// ```js
/// const account = await causeway.account.current();          // {id, fields} or null
/// causeway.on("account.changed", (account) => show(account)); // on sign-in and sign-out, in order
/// ```
public final class AccountPlugin: Plugin, AccountObserver {
    /// The event pages hear when the account changes.
    public static let changedEvent = "account.changed"

    public let namespace = "account"
    private let account: AccountState
    private weak var bridge: Bridge?

    /// The plugin serving `account` to the pages of the bridge it is installed on.
    public init(account: AccountState) {
        self.account = account
    }

    public func register(_ methods: PluginMethods) {
        let account = account
        methods.handle("current") { @MainActor (_: Empty, call: CallContext) -> SignedInAccount? in
            guard account.isReadable(by: call.sender) else {
                throw BridgeError(.denied, "\(call.sender.origin) may not read the account")
            }
            return account.current
        }
    }

    public func attached(to bridge: Bridge) {
        self.bridge = bridge
        account.addObserver(self)
    }

    public func detached(from bridge: Bridge) {
        account.removeObserver(self)
        self.bridge = nil
    }

    func accountChanged(to current: SignedInAccount?) {
        try? bridge?.emit(Self.changedEvent, current) { [weak self] sender in self?.admits(sender) ?? false }
    }

    /// Whether the main document of `sender` may hear the account: the policy grants it `account.current` and
    /// its origin is a reader.
    private func admits(_ sender: Sender) -> Bool {
        guard let bridge, bridge.policy.permits(sender, method: "\(namespace).current") else { return false }
        return account.isReadable(by: sender)
    }
}
