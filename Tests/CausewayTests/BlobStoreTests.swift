@testable import Causeway
import CausewayTesting
import Foundation
import Testing

/// The blob store bounds what frames can make it hold, and lets nothing wait past its lifetime.
@Suite struct BlobStoreTests {
    @Test func uploadsAreBoundedPerFrameAndInTotalButNativeBytesAreNot() throws {
        let store = BlobStore(maxBytesPerFrame: 10, maxUploadedBytes: 15)
        let a = try store.depositUpload(Data(count: 6), from: "a")
        #expect(throws: BlobStore.Refusal.frameFull(limit: 10)) { try store.depositUpload(Data(count: 5), from: "a") }
        _ = try store.depositUpload(Data(count: 4), from: "a")
        _ = try store.depositUpload(Data(count: 5), from: "b")
        #expect(throws: BlobStore.Refusal.storeFull(limit: 15)) { try store.depositUpload(Data(count: 1), from: "c") }
        _ = store.deposit(Data(count: 100))
        #expect(store.count == 4)
        #expect(store.claim(a)?.count == 6)
        _ = try store.depositUpload(Data(count: 6), from: "c")
        #expect(store.count == 4, "a claimed upload no longer counts")
    }

    @Test func uploadsAreCountedPerFrameSoEmptyOnesCannotPileUp() throws {
        let store = BlobStore(maxUploadsPerFrame: 2)
        let first = try store.depositUpload(Data(), from: "a")
        _ = try store.depositUpload(Data(), from: "a")
        #expect(throws: BlobStore.Refusal.frameCountFull(limit: 2)) { try store.depositUpload(Data(), from: "a") }
        _ = try store.depositUpload(Data(), from: "b")
        _ = store.deposit(Data())
        _ = store.deposit(Data())
        #expect(store.count == 5, "another frame's uploads and native bytes do not count against the frame")
        #expect(store.claim(first) == Data())
        _ = try store.depositUpload(Data(), from: "a")
        #expect(store.count == 5, "a claimed upload frees its place")
        store.removeAll()
        _ = try store.depositUpload(Data(), from: "a")
        _ = try store.depositUpload(Data(), from: "a")
    }

    @Test @MainActor func theBridgeCountsEachFramesUploadsByItsBudget() async throws {
        let engine = FakeEngine()
        let bridge = Bridge(engine: engine, policy: .allowing(["https://app.example"]), budget: PageBudget(waitingBlobs: 1))
        let page = engine.navigate(to: URL(string: "https://app.example/")!)
        await bridge.waitUntilPageReady()
        bridge.handle("photo.size") { (args: [String: Data]) in args["photo"]?.count ?? -1 }
        let upload = SchemeRequest(url: URL(string: "causeway-blob://bridge/upload")!, method: "POST", body: Data())
        #expect(await engine.requestAsCourier(upload, frameID: page.frameID).status == 200)
        #expect(await engine.requestAsCourier(upload, frameID: page.frameID).status == 429, "one upload waits at most")
        let photo = try await page.upload(Data([1, 2, 3]))
        #expect(await page.failure(calling: "photo.size", ["photo": photo])?.code == .limitExceeded,
                "the page's call with bytes fails as its upload is refused")
        #expect(await engine.requestAsCourier(upload, frameID: "another").status == 200, "each frame has its own count")
    }

    @Test @MainActor func entriesExpireOnATimerWithNoFurtherDeposit() async throws {
        // Long enough that the sweep, which runs off the test's actor, cannot come between a deposit and the count.
        let store = BlobStore(lifetime: .seconds(1))
        let first = store.deposit(Data([1]))
        _ = try store.depositUpload(Data([2]), from: "a")
        try await waitUntil("the first two expire") { store.count == 0 }
        #expect(store.claim(first) == nil)
        _ = store.deposit(Data([3]))
        #expect(store.count == 1)
        try await waitUntil("a later deposit expires too") { store.count == 0 }
    }

    @Test @MainActor func onlyTheCourierCanUploadAndOnlyUpToTheLimit() async throws {
        let engine = FakeEngine()
        let bridge = Bridge(engine: engine, limits: BridgeLimits(maxBlobBytes: 4))
        let upload = SchemeRequest(url: URL(string: "causeway-blob://bridge/upload")!, method: "POST", body: Data([1, 2]))
        #expect(await engine.request(upload).status == 403, "a page's own upload has no readable body")
        var forged = upload
        forged.headers[Bridge.uploadFrameHeader] = "frame"
        forged.headers["x-causeway-upload"] = "guess"
        #expect(await engine.request(forged).status == 403, "a guessed key admits nothing")
        let admitted = await engine.requestAsCourier(upload, frameID: "frame")
        #expect(admitted.status == 200)
        let token = try await admitted.body.collected()
        #expect(bridge.blobs.peek(String(decoding: token, as: UTF8.self)) == Data([1, 2]))
        var large = upload
        large.body = Data(count: 5)
        #expect(await engine.requestAsCourier(large, frameID: "frame").status == 413)
        #expect(bridge.uploadGate.value.count == 32)
        #expect(Bridge(engine: FakeEngine()).uploadGate.value != bridge.uploadGate.value, "each bridge has its own key")
    }
}
