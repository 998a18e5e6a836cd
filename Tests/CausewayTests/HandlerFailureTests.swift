import Causeway
import CausewayTesting
import Foundation
import Logging
import Testing

/// What a page is told when a handler fails: errors meant for it pass, errors written for people pass their
/// description, and anything else reaches the page as a generic message with an error id, its description going to
/// the native log under the same id.
@MainActor
@Suite(.timeLimit(.minutes(1))) struct HandlerFailureTests {
    /// An internal error whose description must not reach a page.
    struct DatabaseError: Error, CustomStringConvertible {
        var description: String { "SELECT * FROM users failed in /srv/app/data/users.sqlite" }
    }

    /// An error written for the person using the app.
    struct OutOfStock: LocalizedError {
        var errorDescription: String? { "That size is sold out." }
    }

    let engine = FakeEngine()
    let log = RecordingLogHandler.Log()
    let bridge: Bridge

    init() {
        bridge = Bridge(engine: engine, policy: .allowing(["https://app.example"]),
                        logger: Logger(label: "test.bridge") { [log] _ in RecordingLogHandler(log: log) })
        bridge.handle("users.load") { (_: Empty) async throws -> Int in throw DatabaseError() }
        bridge.handle("shop.buy") { (_: Empty) async throws -> Int in throw OutOfStock() }
        bridge.handle("shop.refuse") { (_: Empty) async throws -> Int in
            throw BridgeError.handlerFailed("Payment declined", data: ["retry": true])
        }
        bridge.handle("users.page") { (_: Empty) async throws -> Int in throw BridgeError(converting: DatabaseError()) }
        bridge.handleStream("users.watch") { (_: Empty, _: CallContext) -> AsyncThrowingStream<Int, any Error> in
            AsyncThrowingStream { $0.finish(throwing: DatabaseError()) }
        }
    }

    private func loadedPage() async -> FakePage {
        let page = engine.navigate(to: URL(string: "https://app.example/")!)
        await bridge.waitUntilPageReady()
        return page
    }

    @Test func anInternalErrorReachesThePageAsAnIDAndTheLogInFull() async throws {
        let page = await loadedPage()
        let error = try #require(await page.failure(calling: "users.load"))
        #expect(error.code == .handlerFailed)
        #expect(!error.message.contains("SELECT") && !error.message.contains("/srv"), "\(error.message)")
        let id = try #require(error.data?["errorID"]?.stringValue)
        #expect(error.message.contains(id))
        let logged = try #require(log.records.first { $0.metadata["errorID"] == id })
        #expect(logged.level == .error)
        #expect(logged.metadata["error"] == DatabaseError().description)
        #expect(logged.metadata["method"] == "users.load")
        #expect(logged.metadata["origin"] == "https://app.example")
        #expect(logged.metadata["frame"] == "main")
    }

    @Test func aStreamsInternalErrorIsHiddenToo() async throws {
        let page = await loadedPage()
        do {
            for try await _ in page.stream("users.watch") {}
            Issue.record("the stream ended without its error")
        } catch let error as BridgeError {
            #expect(error.code == .handlerFailed)
            #expect(!error.message.contains("SELECT"), "\(error.message)")
            #expect(error.data?["errorID"]?.stringValue != nil)
        }
    }

    @Test func errorsWrittenForPeopleAndForThePagePass() async throws {
        let page = await loadedPage()
        let outOfStock = try #require(await page.failure(calling: "shop.buy"))
        #expect(outOfStock == BridgeError.handlerFailed("That size is sold out."))
        let refused = try #require(await page.failure(calling: "shop.refuse"))
        #expect(refused == BridgeError.handlerFailed("Payment declined", data: ["retry": true]))
        #expect(!log.records.contains { $0.level == .error }, "nothing was hidden, so nothing needed an id")
    }

    @Test func anAppDevelopingCanSeeFullDescriptions() async throws {
        bridge.revealsErrorDescriptions = true
        let page = await loadedPage()
        let error = try #require(await page.failure(calling: "users.load"))
        #expect(error == BridgeError.handlerFailed(DatabaseError().description))
    }

    @Test func containersTakeTheAppsChoice() {
        let app = HybridApp(info: AppInfo(name: "A", identifier: "a", version: "1", build: "1"), policy: CapabilityPolicy())
        #expect(!Container(app: app, engine: FakeEngine()).bridge.revealsErrorDescriptions)
        app.revealsErrorDescriptions = true
        #expect(Container(app: app, engine: FakeEngine()).bridge.revealsErrorDescriptions)
    }

    @Test func anErrorConvertedOnItsWayStaysHiddenFromThePageButNotFromTheLog() async throws {
        let converted = BridgeError(converting: DatabaseError())
        #expect(!converted.message.contains("SELECT") && !converted.description.contains("SELECT"))
        let encoded = String(decoding: try JSONEncoder().encode(converted), as: UTF8.self)
        #expect(!encoded.contains("SELECT"), "its encoding carries no description: \(encoded)")
        let page = await loadedPage()
        let error = try #require(await page.failure(calling: "users.page"))
        #expect(!error.message.contains("SELECT"), "\(error.message)")
        let id = try #require(error.data?["errorID"]?.stringValue)
        #expect(log.records.first { $0.metadata["errorID"] == id }?.metadata["error"] == DatabaseError().description)
        bridge.revealsErrorDescriptions = true
        #expect(await page.failure(calling: "users.page") == BridgeError.handlerFailed(DatabaseError().description))
    }

    @Test func aComponentsFailedLoadHidesTheAppsErrorText() async throws {
        var faults: [JSONValue] = []
        let context = ComponentContext(id: "cw1", pageURL: nil, deliver: { _, detail in faults.append(detail) },
                                       load: { _ in throw DatabaseError() })
        await context.loadIntoTemporaryFile(URL(string: "https://app.example/clip.mp4")!) { _ in }.value
        #expect(faults.count == 1)
        #expect(faults.allSatisfy { !$0.jsonText.contains("SELECT") }, "\(faults)")
    }
}
