import Causeway
import CausewayTesting
import CausewayWebKit
import Foundation
import Testing
@testable import AVFoundation
@testable import AVKit
@testable import UIKit

/// The built-in `video` on AVFoundation and AVKit: where its media comes from, what it reports as the player loads,
/// plays and ends, the page's methods, and the player view controller that shows it with the system's controls.
@MainActor
@Suite(.timeLimit(.minutes(1))) struct VideoComponentTests {
    let page = BuiltInComponentStage()
    let file = URL(fileURLWithPath: "/media/intro.mp4")

    /// The player of video `id` inserted with `attributes`.
    private func insertVideo(_ attributes: [String: String], id: String = "cw1") throws -> AVPlayer {
        let view = try page.insert("video", id: id, attributes: attributes)
        return try #require(playerController(in: view).player)
    }

    /// The player view controller whose view is the only thing in the component's `view`.
    private func playerController(in view: UIView) throws -> AVPlayerViewController {
        try #require(view.subviews.count == 1)
        return try #require((view.subviews.first as? ModelPlayerControllerView)?.modelController)
    }

    /// The URL `player`'s item plays.
    private func playedURL(_ player: AVPlayer) -> URL? {
        (player.currentItem?.asset as? AVURLAsset)?.url
    }

    /// The player of a video from `file` whose item has loaded, `duration` seconds long.
    private func loadedVideo(_ attributes: [String: String] = [:], duration: Double = 12.5) throws -> AVPlayer {
        let player = try insertVideo(["src": file.absoluteString].merging(attributes) { _, new in new })
        try #require(player.currentItem).modelFinishLoading(duration: duration)
        return player
    }

    @Test func thePlayerViewControllerShowsThePlayerWithTheSystemsControlsAndCoversTheView() throws {
        let view = try page.insert("video", attributes: ["src": file.absoluteString])
        let controller = try playerController(in: view)
        #expect(controller.showsPlaybackControls)
        #expect(playedURL(try #require(controller.player)) == file)

        view.frame = CGRect(x: 0, y: 0, width: 320, height: 180)
        #expect(controller.view.frame == view.bounds)
        view.frame = CGRect(x: 12, y: 40, width: 200, height: 90)
        #expect(controller.view.frame == CGRect(x: 0, y: 0, width: 200, height: 90))
    }

    @Test func controlsFalseHidesTheControlsAndAChangeGetsANewControllerForTheSamePlayer() throws {
        let view = try page.insert("video", attributes: ["src": file.absoluteString, "controls": "false"])
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        window.addSubview(view)
        view.frame = CGRect(x: 0, y: 0, width: 320, height: 180)
        let bare = try playerController(in: view)
        #expect(!bare.showsPlaybackControls)
        let player = try #require(bare.player)

        try page.update(attributes: ["src": file.absoluteString, "controls": ""])
        let shown = try playerController(in: view)
        #expect(shown !== bare)
        #expect(shown.showsPlaybackControls)
        #expect(shown.player === player, "the video goes on playing in the new controller")
        #expect(shown.view.frame == view.bounds)
        #expect(bare.player == nil)
        #expect(bare.view.superview == nil)
        #expect(!bare.modelControlsChangedOnscreen && !shown.modelControlsChangedOnscreen,
                "AVKit asks not to switch the controls of a controller on screen")

        try page.update(attributes: ["src": file.absoluteString, "muted": ""])
        #expect(try playerController(in: view) === shown, "nothing to change")
        #expect(player.isMuted)
    }

    @Test func whatTheControlsDoToThePlayerIsReportedAsThePagesCallsAre() async throws {
        let view = try page.insert("video", attributes: ["src": file.absoluteString])
        let player = try #require(try playerController(in: view).player)
        try #require(player.currentItem).modelFinishLoading(duration: 8)
        // The controls play and pause the controller's player; here the test does it for them.
        player.play()
        player.pause()
        #expect(page.eventNames() == ["loadedmetadata", "play", "pause"])
        #expect(try await page.invoke("state") == ["playing": false, "ended": false, "time": 0, "duration": 8])
    }

    @Test func fileAndWebSourcesGoToThePlayerAsTheyAre() throws {
        let player = try insertVideo(["src": file.absoluteString, "muted": "", "loop": ""])
        #expect(playedURL(player) == file)
        #expect(player.isMuted)
        #expect(player.actionAtItemEnd == .none)

        let web = URL(string: "https://cdn.example/intro.mp4")!
        let other = try insertVideo(["src": web.absoluteString, "muted": "false"], id: "cw2")
        #expect(playedURL(other) == web)
        #expect(!other.isMuted)
        #expect(other.actionAtItemEnd == .pause)
        #expect(page.events.isEmpty, "nothing was loaded through the page")
    }

    @Test func aSourceOnThePagesSchemeIsCopiedToATemporaryFileThatGoesWithTheComponent() async throws {
        page.served[URL(string: "app://bundle/pages/media/intro.mp4")!] = Data("frames".utf8)
        page.served[URL(string: "app://bundle/media/outro.mp4")!] = Data("more frames".utf8)
        let player = try insertVideo(["src": "media/intro.mp4"])
        try await waitUntil("player.currentItem != nil") { player.currentItem != nil }
        let copy = try #require(playedURL(player))
        #expect(copy.isFileURL)
        #expect(copy.pathExtension == "mp4", "AVFoundation tells the format by the extension")
        #expect(try Data(contentsOf: copy) == Data("frames".utf8))

        try page.update(attributes: ["src": "../media/outro.mp4"])
        try await waitUntil("playedURL(player) != copy && player.currentItem != nil") {
            playedURL(player) != copy && player.currentItem != nil
        }
        let next = try #require(playedURL(player))
        #expect(!FileManager.default.fileExists(atPath: copy.path), "the first copy went with its source")
        #expect(try Data(contentsOf: next) == Data("more frames".utf8))

        try page.remove()
        #expect(!FileManager.default.fileExists(atPath: next.path))
        #expect(player.currentItem == nil)
    }

    @Test func aSourceReplacedWhileItLoadsIsNeitherKeptNorReported() async throws {
        page.served[URL(string: "app://bundle/pages/first.mp4")!] = Data("first".utf8)
        page.served[URL(string: "app://bundle/pages/second.mp4")!] = Data("second".utf8)
        let player = try insertVideo(["src": "first.mp4"])
        try page.update(attributes: ["src": "second.mp4"])
        try await waitUntil("player.currentItem != nil") { player.currentItem != nil }
        let copy = try #require(playedURL(player))
        #expect(try Data(contentsOf: copy) == Data("second".utf8))
        try await Task.sleep(for: .milliseconds(20))
        #expect(playedURL(player) == copy)
        #expect(page.events.isEmpty)
        let temporary = FileManager.default.temporaryDirectory
        let files = try FileManager.default.contentsOfDirectory(at: temporary, includingPropertiesForKeys: nil)
        let copies = files.filter { $0.lastPathComponent.hasPrefix("causeway-") && $0.pathExtension == "mp4" }
        #expect(!copies.contains { (try? Data(contentsOf: $0)) == Data("first".utf8) }, "no copy of the first source")
        try page.remove()
    }

    @Test func aSourceThePageCannotLoadIsAnError() async throws {
        let player = try insertVideo(["src": "media/missing.mp4"])
        try await waitUntil("!page.events.isEmpty") { !page.events.isEmpty }
        #expect(page.eventNames() == ["error"])
        let message = try #require(page.events.first?.detail["message"]?.stringValue)
        // The load's own error is the app's: the page hears that it failed, not its text.
        #expect(!message.isEmpty && !message.contains("media/"))
        #expect(player.currentItem == nil)
        let error = await #expect(throws: BridgeError.self) { try await page.invoke("state") }
        #expect(error?.code == .handlerFailed)
    }

    @Test func loadingReportsTheDurationAndAutoplayStartsThePlayer() async throws {
        let player = try loadedVideo(["autoplay": ""])
        #expect(page.events == [
            .init(id: "cw1", name: "loadedmetadata", detail: ["duration": 12.5]),
            .init(id: "cw1", name: "play", detail: .null),
        ])
        #expect(player.timeControlStatus == .playing)
        #expect(try await page.invoke("state") == ["playing": true, "ended": false, "time": 0, "duration": 12.5])
    }

    @Test func withoutAutoplayTheVideoWaitsForThePage() async throws {
        let player = try loadedVideo()
        #expect(page.eventNames() == ["loadedmetadata"])
        #expect(player.timeControlStatus == .paused)

        let playing = try await page.invoke("play")
        #expect(playing["playing"] == true)
        let paused = try await page.invoke("pause")
        #expect(paused["playing"] == false)
        #expect(page.eventNames() == ["loadedmetadata", "play", "pause"])
    }

    @Test func theEndPausesThenEndsAndPlayStartsAgainFromTheBeginning() async throws {
        let player = try loadedVideo(["autoplay": ""])
        player.modelPlayToEnd()
        try await waitUntil("page.eventNames().last == \"ended\"") { page.eventNames().last == "ended" }
        #expect(page.eventNames() == ["loadedmetadata", "play", "pause", "ended"])
        #expect(try await page.invoke("state") == ["playing": false, "ended": true, "time": 12.5, "duration": 12.5])

        #expect(try await page.invoke("play") == ["playing": true, "ended": false, "time": 0, "duration": 12.5])
        #expect(page.eventNames().last == "play")
    }

    @Test func aLoopingVideoStartsAgainInsteadOfEnding() async throws {
        let player = try loadedVideo(["autoplay": "", "loop": ""])
        player.modelPlayToEnd()
        try await waitUntil("player.currentTime().seconds == 0") { player.currentTime().seconds == 0 }
        #expect(page.eventNames() == ["loadedmetadata", "play"])
        #expect(player.timeControlStatus == .playing)
    }

    @Test func seekMovesTheTimeAndTakesSecondsOnly() async throws {
        _ = try loadedVideo()
        #expect(try await page.invoke("seek", ["time": 4.25])["time"] == 4.25)
        let error = await #expect(throws: BridgeError.self) { try await page.invoke("seek", ["time": -1]) }
        #expect(error?.code == .invalidArguments)
        await #expect(throws: BridgeError.self) { try await page.invoke("seek", ["at": 2]) }
        let unknown = await #expect(throws: BridgeError.self) { try await page.invoke("rewind") }
        #expect(unknown?.code == .unknownMethod)
    }

    /// AVFoundation's own text (which can name files and codecs) stays native; the page hears a plain message.
    @Test func aMediaErrorReachesThePageAsAPlainMessage() throws {
        let player = try insertVideo(["src": file.absoluteString])
        let failure = NSError(domain: "AVFoundationErrorDomain", code: -11828,
                              userInfo: [NSLocalizedDescriptionKey: "Cannot Open /private/var/mobile/secret.mp4"])
        try #require(player.currentItem).modelFail(failure)
        #expect(page.events == [.init(id: "cw1", name: "error", detail: ["message": "The video could not be played"])])
    }
}
