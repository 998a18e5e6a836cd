/// Who is signed in to an app: the account its pages may read, which origins may read it, and the web session that
/// goes with it. ``HybridApp/account`` is the app's; every container's ``AccountPlugin`` serves it to its page.
///
/// ```swift
/// app.account.readers = ["causeway://app"]                    // besides the policy's grant of account.*
/// try await app.account.signIn(ada, session: AccountState.SessionCookies(
///     [Cookie(name: "session", value: token, domain: "api.example.com", isSecure: true, isHTTPOnly: true)],
///     in: GTKCookieStore.defaultSession))
/// try await app.account.signOut()
/// ```
///
/// Every open container's page hears `account.changed` with the new account or `null`, in the order the changes
/// were made, and only once the session cookies are set or deleted, so a page that fetches when it hears it sends
/// the right cookie. `document.cookie` is the web process's own copy, which the engine brings up to date a moment
/// later: read in the listener it can still show the cookies before the change. Containers are not kept alive by
/// it: each container's plugin is held weakly and leaves when its container is torn down.
@MainActor
public final class AccountState {
    /// Cookies that carry an account's web session, and the store they go into: the one the app's engines use
    /// (`GTKCookieStore.defaultSession` on Linux, the default website data store's on Apple platforms).
    public struct SessionCookies: Sendable {
        /// The cookies, typically for the sites in ``HybridApp/cookieSites``.
        public var cookies: [Cookie]
        /// The store they are set in and deleted from.
        public var store: any CookieStore

        /// `cookies` in `store`.
        public init(_ cookies: [Cookie], in store: any CookieStore) {
            self.cookies = cookies
            self.store = store
        }
    }

    /// The account signed in, or `nil`.
    public private(set) var current: SignedInAccount?
    /// The origins whose pages may read the account, on top of the policy's grant of `account.current`: a page
    /// needs both. None unless set, so a policy that grants every method to an origin does not hand it a person's
    /// data by accident.
    public var readers: [OriginPattern]
    /// The session cookies of the account signed in.
    private var session: SessionCookies?
    private var observers: [WeakAccountObserver] = []
    /// The last change begun; each change waits for the one before it.
    private var lastChange: Task<Void, any Error>?

    /// No one signed in, readable by the pages of `readers`.
    public init(readers: [OriginPattern] = []) {
        self.readers = readers
    }

    /// Signs `account` in: sets `session`'s cookies, then tells the pages. The session cookies of the account
    /// signed in before are deleted first.
    ///
    /// When the store fails, the error is thrown, the cookies this sign-in set are deleted again, and the app is
    /// signed out (pages hear `null` if someone was signed in), so the web session and the app's never disagree.
    /// Changes are made one at a time, in the order they were asked for.
    public func signIn(_ account: SignedInAccount, session: SessionCookies? = nil) async throws {
        try await inTurn { [self] in
            try await endSession()
            if let session {
                do {
                    try await Self.set(session)
                } catch {
                    publish(nil)
                    throw error
                }
            }
            self.session = session
            publish(account)
        }
    }

    /// Signs out: deletes the session cookies, then tells the pages. The app is signed out even when the store
    /// fails to delete a cookie; the store's error is thrown afterwards.
    public func signOut() async throws {
        try await inTurn { [self] in
            defer { publish(nil) }
            try await endSession()
        }
    }

    /// The session cookies of the account signed in, which pages may not touch (see ``CookiesPlugin``).
    var sessionCookies: [Cookie] { session?.cookies ?? [] }

    /// Whether `sender`'s origin is one of the ``readers``.
    func isReadable(by sender: Sender) -> Bool {
        readers.contains { $0.matches(sender.origin) }
    }

    /// Tells `observer` of every change from now on, for as long as it lives or until it is removed.
    func addObserver(_ observer: some AccountObserver) {
        observers.removeAll { $0.observer == nil || $0.observer === observer }
        observers.append(WeakAccountObserver(observer: observer))
    }

    /// Stops telling `observer`.
    func removeObserver(_ observer: some AccountObserver) {
        observers.removeAll { $0.observer == nil || $0.observer === observer }
    }

    /// How many observers are alive, for tests.
    var observerCount: Int { observers.count { $0.observer != nil } }

    // MARK: Changes

    /// Runs `change` once every change begun before it has finished.
    private func inTurn(_ change: @escaping @MainActor () async throws -> Void) async throws {
        let previous = lastChange
        let task = Task { @MainActor in
            _ = await previous?.result
            try await change()
        }
        lastChange = task
        try await task.value
    }

    /// Deletes the session cookies of the account signed in; the first error, if any, is thrown once every cookie
    /// was tried, after signing out.
    private func endSession() async throws {
        guard let session else { return }
        self.session = nil
        var failure: (any Error)?
        for cookie in session.cookies {
            do {
                try await session.store.delete(cookie)
            } catch {
                failure = failure ?? error
            }
        }
        if let failure {
            publish(nil)
            throw failure
        }
    }

    /// Sets every cookie of `session`; when one fails, deletes those already set and throws.
    private static func set(_ session: SessionCookies) async throws {
        var set: [Cookie] = []
        do {
            for cookie in session.cookies {
                try await session.store.set(cookie)
                set.append(cookie)
            }
        } catch {
            for cookie in set { try? await session.store.delete(cookie) }
            throw error
        }
    }

    /// Makes `account` the current one and tells the observers, when it differs.
    private func publish(_ account: SignedInAccount?) {
        guard account != current else { return }
        current = account
        observers.removeAll { $0.observer == nil }
        for entry in observers { entry.observer?.accountChanged(to: account) }
    }
}

/// What hears the changes of an ``AccountState``.
@MainActor
protocol AccountObserver: AnyObject {
    /// The account is now `account` (`nil`: signed out).
    func accountChanged(to account: SignedInAccount?)
}

/// An observer held weakly, so that a container that goes is not kept.
private struct WeakAccountObserver {
    weak var observer: (any AccountObserver)?
}
