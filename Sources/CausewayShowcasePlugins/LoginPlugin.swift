import Causeway
import Foundation

/// `login.signIn` and `login.signOut`: what the app's own sign-in screen would do, as buttons of the page. Signing
/// in makes the person the app's account (``HybridApp/account``) with a session cookie for the API site; every
/// showcase page that may read the account hears `account.changed`, once the cookie is set or gone.
final class LoginPlugin: Plugin {
    /// Who signs in.
    struct Person: Codable, Sendable {
        var name: String
    }

    let namespace = "login"
    private let account: AccountState
    private let cookies: (any CookieStore)?

    /// The plugin signing people in to `account`, with their session cookie in `cookies`; without a store it only
    /// describes its methods.
    init(account: AccountState, cookies: (any CookieStore)?) {
        self.account = account
        self.cookies = cookies
    }

    func register(_ methods: PluginMethods) {
        let (account, cookies) = (account, cookies)
        methods.handle("signIn") { @MainActor (person: Person) -> SignedInAccount in
            guard let cookies else { throw BridgeError.handlerFailed("No cookie store is attached") }
            let name = person.name.trimmingCharacters(in: .whitespaces)
            guard !name.isEmpty, name.count <= 40 else {
                throw BridgeError(.invalidArguments, "A name is 1 to 40 characters", path: [.key("name")])
            }
            let signedIn = try SignedInAccount(id: name.lowercased(), sharing: person)
            try await account.signIn(signedIn, session: AccountState.SessionCookies([Self.sessionCookie(for: signedIn)], in: cookies))
            return signedIn
        }
        methods.handle("signOut") { @MainActor (_: Empty) -> Empty in
            try await account.signOut()
            return Empty()
        }
    }

    /// The session cookie of `account` for the API site. A real app marks it `HttpOnly`; as the account's session
    /// cookie it is the app's alone either way, and the showcase's page shows that it can neither see nor set it.
    private static func sessionCookie(for account: SignedInAccount) -> Cookie {
        Cookie(name: ShowcaseSite.sessionCookie, value: "session-of-\(account.id)", domain: ShowcaseSite.apiSite.host ?? "")
    }
}
