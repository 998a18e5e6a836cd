import Causeway
import CausewayTesting
import Foundation
import Testing

/// The signed-in account for pages: who may read it, what they hear and when, and that containers that go are not
/// kept by it.
@MainActor
@Suite(.timeLimit(.minutes(1))) struct AccountPluginTests {
    /// A cookie store whose operations wait while it is closed, so a test can look at the page in between.
    @MainActor
    final class GatedCookieStore: CookieStore {
        let memory = MemoryCookieStore()
        /// Every operation asked for, in order: `set NAME` or `delete NAME`.
        private(set) var log: [String] = []
        /// How many operations wait for the gate.
        private(set) var waiting = 0
        private var isOpen = true
        private var waiters: [CheckedContinuation<Void, Never>] = []

        func close() { isOpen = false }

        func open() {
            isOpen = true
            let released = waiters
            waiters.removeAll()
            released.forEach { $0.resume() }
        }

        private func pass(_ operation: String) async {
            log.append(operation)
            guard !isOpen else { return }
            waiting += 1
            await withCheckedContinuation { waiters.append($0) }
            waiting -= 1
        }

        func set(_ cookie: Cookie) async throws {
            await pass("set \(cookie.name)")
            try await memory.set(cookie)
        }

        func cookies(for url: URL) async throws -> [Cookie] {
            try await memory.cookies(for: url)
        }

        func allCookies() async throws -> [Cookie] {
            try await memory.allCookies()
        }

        func delete(_ cookie: Cookie) async throws {
            await pass("delete \(cookie.name)")
            try await memory.delete(cookie)
        }
    }

    /// A cookie store that refuses to set `refused` and to delete anything while `refusesDeletes` is on.
    @MainActor
    final class FailingCookieStore: CookieStore {
        struct Refused: Error {}
        let memory = MemoryCookieStore()
        var refused: Set<String> = []
        var refusesDeletes = false

        func set(_ cookie: Cookie) async throws {
            guard !refused.contains(cookie.name) else { throw Refused() }
            try await memory.set(cookie)
        }

        func cookies(for url: URL) async throws -> [Cookie] { try await memory.cookies(for: url) }

        func allCookies() async throws -> [Cookie] { try await memory.allCookies() }

        func delete(_ cookie: Cookie) async throws {
            guard !refusesDeletes else { throw Refused() }
            try await memory.delete(cookie)
        }
    }

    let app = HybridApp(info: AppInfo(name: "Tests", identifier: "test.app", version: "1", build: "1"),
                        policy: CapabilityPolicy(rules: [.allow(["https://app.example", "https://partner.example"])]))
    let ada = SignedInAccount(id: "u-1815", fields: ["name": "Ada", "plan": "pro"])
    let adaOnThePage: JSONValue = ["id": "u-1815", "fields": ["name": "Ada", "plan": "pro"]]
    let session = Cookie(name: "session", value: "s-ada", domain: "api.example", isHTTPOnly: true)

    /// The containers the tests open, kept open as a host keeps its pages.
    let opened = Opened()

    @MainActor
    final class Opened {
        var containers: [Container] = []
    }

    init() {
        app.account.readers = ["https://app.example"]
    }

    /// A container with a page of `origin` whose `account.changed` events, and any `marker` event, are recorded in
    /// `heard` as they arrive.
    private func open(_ origin: String = "https://app.example",
                      hearing heard: Heard = Heard()) async -> (Container, FakePage, Heard) {
        let engine = FakeEngine()
        let container = Container(app: app, engine: engine)
        opened.containers.append(container)
        let page = engine.navigate(to: URL(string: "\(origin)/")!)
        heard.listen(to: page)
        await container.bridge.waitUntilPageReady()
        return (container, page, heard)
    }

    /// What a page heard, in order.
    @MainActor
    final class Heard {
        var events: [JSONValue] = []
        /// Called as each event arrives, to note what was true then.
        var onEvent: @MainActor () -> Void = {}

        func listen(to page: FakePage) {
            page.on("account.changed") { [weak self] account in
                self?.events.append(["account": account])
                self?.onEvent()
            }
            page.on("marker") { [weak self] _ in self?.events.append("marker") }
        }
    }

    @Test func currentIsNullUntilSomeoneSignsInAndTheAccountAfterwards() async throws {
        let (_, page, _) = await open()
        #expect(try await page.call("account.current") == .null)
        try await app.account.signIn(ada)
        #expect(try await page.call("account.current") == adaOnThePage)

        #expect(app.account.current == ada)
        try await app.account.signOut()
        #expect(try await page.call("account.current") == .null)
        #expect(app.account.current == nil)
    }

    @Test func anOriginThatIsNoReaderIsDeniedAndHearsNothing() async throws {
        try await app.account.signIn(ada)
        let (partnerContainer, partner, heard) = await open("https://partner.example")
        let granted = await partner.failure(calling: "account.current")
        #expect(granted?.code == .denied, "granted every method by the policy, but not a reader")
        let (_, stranger, _) = await open("https://stranger.example")
        #expect(await stranger.failure(calling: "account.current")?.code == .denied, "granted nothing")

        try await app.account.signOut()
        try partnerContainer.bridge.emit("marker", "after the sign-out")
        try await waitUntil("the partner page heard the marker") { heard.events.contains("marker") }
        #expect(heard.events == ["marker"], "account.changed would have arrived before the marker")
    }

    @Test func aReaderThatThePolicyDoesNotGrantIsDeniedAndHearsNothing() async throws {
        app.account.readers.append("https://stranger.example")
        let (container, stranger, heard) = await open("https://stranger.example")
        #expect(await stranger.failure(calling: "account.current")?.code == .denied)
        try await app.account.signIn(ada)
        try container.bridge.emit("marker", "after the sign-in")
        try await waitUntil("the page heard the marker") { heard.events.contains("marker") }
        #expect(heard.events == ["marker"])
    }

    @Test func signInAndSignOutReachEveryContainerInOrder() async throws {
        let (_, _, first) = await open()
        let (_, _, second) = await open()
        try await app.account.signIn(ada)
        try await app.account.signOut()
        let grace = SignedInAccount(id: "u-1906", fields: ["name": "Grace"])
        try await app.account.signIn(grace)
        let expected: [JSONValue] = [["account": adaOnThePage], ["account": .null],
                                     ["account": ["id": "u-1906", "fields": ["name": "Grace"]]]]
        for (name, heard) in [("first", first), ("second", second)] {
            try await waitUntil("the \(name) page heard every change") { heard.events.count == 3 }
            #expect(heard.events == expected, "\(name)")
        }
    }

    @Test func changesAskedForTogetherHappenInTheOrderAsked() async throws {
        let store = GatedCookieStore()
        let (_, _, heard) = await open()
        store.close()
        let signingIn = Task { try await app.account.signIn(ada, session: .init([session], in: store)) }
        try await waitUntil("the sign-in waits for the store") { store.waiting == 1 }
        var askedToSignOut = false
        let signingOut = Task {
            askedToSignOut = true
            try await app.account.signOut()
        }
        try await waitUntil("the sign-out was asked for while the sign-in waits") { askedToSignOut }
        #expect(app.account.current == nil, "nothing changed while the cookie was being set")
        #expect(store.log == ["set session"], "the sign-out waits for the sign-in")
        store.open()
        try await signingIn.value
        try await signingOut.value
        #expect(store.log == ["set session", "delete session"])
        try await waitUntil("the page heard both changes") { heard.events.count == 2 }
        #expect(heard.events == [["account": adaOnThePage], ["account": .null]])
        #expect(store.memory.all.isEmpty)
    }

    @Test func theSessionCookieIsSetBeforeThePageHearsAndGoneAfterSignOut() async throws {
        let store = GatedCookieStore()
        let (container, _, heard) = await open()
        var cookiesWhenHeard: [[String]] = []
        heard.onEvent = { cookiesWhenHeard.append(store.memory.all.map(\.name)) }

        store.close()
        let signingIn = Task { try await app.account.signIn(ada, session: .init([session], in: store)) }
        try await waitUntil("the cookie is being set") { store.waiting == 1 }
        try container.bridge.emit("marker", "while the cookie is being set")
        try await waitUntil("the page heard the marker") { heard.events.contains("marker") }
        #expect(heard.events == ["marker"], "the page did not hear the sign-in before the cookie was set")
        store.open()
        try await signingIn.value
        try await waitUntil("the page heard the sign-in") { heard.events.count == 2 }
        #expect(heard.events.last == ["account": adaOnThePage])
        #expect(cookiesWhenHeard == [["session"]], "the cookie was there when the page heard it")

        store.close()
        let signingOut = Task { try await app.account.signOut() }
        try await waitUntil("the cookie is being deleted") { store.waiting == 1 }
        try container.bridge.emit("marker", "while the cookie is being deleted")
        try await waitUntil("the page heard the second marker") { heard.events.count == 3 }
        #expect(heard.events.last == "marker", "the page did not hear the sign-out before the cookie was gone")
        store.open()
        try await signingOut.value
        try await waitUntil("the page heard the sign-out") { heard.events.count == 4 }
        #expect(heard.events.last == ["account": .null])
        #expect(cookiesWhenHeard == [["session"], []], "the cookie was gone when the page heard the sign-out")
        #expect(store.log == ["set session", "delete session"])
    }

    @Test func signingInAsSomeoneElseReplacesTheSession() async throws {
        let store = MemoryCookieStore()
        let (_, _, heard) = await open()
        try await app.account.signIn(ada, session: .init([session, Cookie(name: "ada-only", value: "1", domain: "api.example")], in: store))
        let grace = SignedInAccount(id: "u-1906")
        try await app.account.signIn(grace, session: .init([Cookie(name: "session", value: "s-grace", domain: "api.example")], in: store))
        #expect(store.all.map { "\($0.name)=\($0.value)" } == ["session=s-grace"])
        try await waitUntil("the page heard both") { heard.events.count == 2 }
        #expect(heard.events.last == ["account": ["id": "u-1906", "fields": [:]]])
    }

    @Test func aSessionTheStoreRefusesLeavesTheAppSignedOut() async throws {
        let store = FailingCookieStore()
        store.refused = ["second"]
        let (container, _, heard) = await open()
        let cookies = [session, Cookie(name: "second", value: "2", domain: "api.example")]
        await #expect(throws: FailingCookieStore.Refused.self) {
            try await app.account.signIn(ada, session: .init(cookies, in: store))
        }
        #expect(app.account.current == nil)
        #expect(store.memory.all.isEmpty, "the cookie it did set was deleted again")

        store.refused = []
        try await app.account.signIn(ada, session: .init([session], in: store))
        store.refused = ["session"]
        await #expect(throws: FailingCookieStore.Refused.self) {
            try await app.account.signIn(SignedInAccount(id: "u-1906"), session: .init([session], in: store))
        }
        #expect(app.account.current == nil, "Ada's session is gone, so Ada is signed out")
        try container.bridge.emit("marker", "after the failed switch")
        try await waitUntil("the page heard the marker") { heard.events.last == "marker" }
        #expect(heard.events == [["account": adaOnThePage], ["account": .null], "marker"])
    }

    @Test func signingOutWorksEvenWhenTheStoreFailsAndSaysSo() async throws {
        let store = FailingCookieStore()
        let (_, _, heard) = await open()
        try await app.account.signIn(ada, session: .init([session], in: store))
        store.refusesDeletes = true
        await #expect(throws: FailingCookieStore.Refused.self) { try await app.account.signOut() }
        #expect(app.account.current == nil)
        try await waitUntil("the page heard the sign-out") { heard.events.count == 2 }
        #expect(heard.events.last == ["account": .null])
    }

    @Test func theAccountWaitsForAReadyPageAndOnlyAReaderReceivesIt() async throws {
        let readerEngine = FakeEngine()
        opened.containers.append(Container(app: app, engine: readerEngine))
        let otherEngine = FakeEngine()
        let other = Container(app: app, engine: otherEngine)
        try await app.account.signIn(ada)

        let readerHeard = Heard()
        readerHeard.listen(to: readerEngine.navigate(to: URL(string: "https://app.example/")!))
        try await waitUntil("the page that loaded afterwards heard the sign-in") { readerHeard.events.count == 1 }
        #expect(readerHeard.events == [["account": adaOnThePage]])

        let otherHeard = Heard()
        otherHeard.listen(to: otherEngine.navigate(to: URL(string: "https://partner.example/")!))
        await other.bridge.waitUntilPageReady()
        try other.bridge.emit("marker", "after the page was ready")
        try await waitUntil("the other origin's page heard the marker") { otherHeard.events.contains("marker") }
        #expect(otherHeard.events == ["marker"], "the event waiting for a page was not given to another origin")
    }

    @Test func aTornDownContainerIsNotKeptAliveAndHearsNothing() async throws {
        let (_, _, staying) = await open()
        weak var weakContainer: Container?
        weak var weakPlugin: (any Plugin)?
        let gone = Heard()
        do {
            let (container, _, _) = await open(hearing: gone)
            weakContainer = container
            weakPlugin = container.bridge.plugins["account"]
            #expect(weakPlugin != nil)
            container.tearDown()
            opened.containers.removeAll { $0 === container }
        }
        try await waitUntil("the container and its account plugin are freed") { weakContainer == nil && weakPlugin == nil }
        weak var weakUnloadedPlugin: (any Plugin)?
        do {
            let unloaded = Container(app: app, engine: FakeEngine())
            weakUnloadedPlugin = unloaded.bridge.plugins["account"]
            #expect(weakUnloadedPlugin != nil)
        }
        try await waitUntil("a container let go before it loaded a page is freed with its plugin") {
            weakUnloadedPlugin == nil
        }
        try await app.account.signIn(ada)
        try await waitUntil("the open container heard the sign-in") { staying.events.count == 1 }
        #expect(gone.events.isEmpty)
    }

    @Test func anAccountIsSentAsItsIdAndFieldsAndItsFieldsReadBackTyped() throws {
        struct Profile: Codable, Equatable { var name: String; var born: Int }
        let account = try SignedInAccount(id: "u-1815", sharing: Profile(name: "Ada", born: 1815))
        #expect(account.fields == ["name": "Ada", "born": 1815])
        #expect(try account.fields(as: Profile.self) == Profile(name: "Ada", born: 1815))
        #expect(throws: BridgeError.self) { try SignedInAccount(id: "x", sharing: "just a string") }
        do {
            _ = try SignedInAccount(id: "x", fields: ["name": "Ada"]).fields(as: Profile.self)
            Issue.record("a missing field was read")
        } catch {
            #expect(error.code == .invalidArguments && error.path == [.key("fields"), .key("born")])
        }
    }
}
