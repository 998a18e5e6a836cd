// Source: https://developer.apple.com/documentation/avfoundation/avplayer
//   Apple: `@MainActor class AVPlayer` (an NSObject subclass). Members modelled (".../" is
//   https://developer.apple.com/documentation/avfoundation/avplayer/):
//   `init()` (NSObject's: "Initializes an AVPlayer with no player items")
//   .../init(playeritem:)                `nonisolated init(playerItem item: AVPlayerItem?)`
//   .../currentitem                      `var currentItem: AVPlayerItem? { get }`
//   .../replacecurrentitem(with:)        `func replaceCurrentItem(with item: AVPlayerItem?)`
//   .../play()                           `func play()`
//   .../pause()                          `func pause()`
//   .../rate                             `var rate: Float { get set }` (0 when paused)
//   .../timecontrolstatus-swift.property `nonisolated var timeControlStatus: AVPlayer.TimeControlStatus { get }`
//                                        (key-value observable)
//   .../timecontrolstatus-swift.enum     `enum TimeControlStatus : Int`: `paused` = 0,
//                                        `waitingToPlayAtSpecifiedRate` = 1, `playing` = 2
//   .../ismuted                          `var isMuted: Bool { get set }`
//   .../actionatitemend-swift.property   `var actionAtItemEnd: AVPlayer.ActionAtItemEnd { get set }` (`pause` for an
//                                        AVPlayer)
//   .../actionatitemend-swift.enum       `enum ActionAtItemEnd : Int`: `advance` = 0, `pause` = 1, `none` = 2
//   .../seek(to:)                        `func seek(to time: CMTime)`
//   .../currenttime()                    `func currentTime() -> CMTime`
//   Not modelled (not confirmed here beyond the pages named above): completion handlers and tolerances of seeking,
//   periodic time observers, rates other than 1, stalling, external playback, everything else.
//
// Model: playing asks for rate 1; the player plays once its item is ready to play, and waits until then. Time does
// not pass by itself: tests move a playing item to its end with `modelPlayToEnd()`, which sets the item's time to its
// duration, posts `AVPlayerItem.didPlayToEndTimeNotification` (on the main thread), then, with `actionAtItemEnd`
// `.pause`, pauses (the order of the two on Apple is not documented); `.advance` with no next item is `.pause` too,
// and `.none` leaves the player as it is. Seeking clamps to the item's duration once it is known.
// `timeControlStatus` notifies its key-value observers.
public import Foundation

@MainActor
open class AVPlayer: NSObject, ModelKeyValueObservable {
    private var storedItem: AVPlayerItem?
    private var itemStatus: NSKeyValueObservation?
    private var storedTimeControlStatus = TimeControlStatus.paused {
        didSet {
            guard storedTimeControlStatus != oldValue else { return }
            modelKeyValueObservers.didChange(\AVPlayer.timeControlStatus)
        }
    }

    public let modelKeyValueObservers = ModelKeyValueObservers()

    public override init() {
        super.init()
    }

    public init(playerItem item: AVPlayerItem?) {
        super.init()
        replaceCurrentItem(with: item)
    }

    open var currentItem: AVPlayerItem? { storedItem }

    open var rate: Float = 0 {
        didSet { updateTimeControlStatus() }
    }

    open var timeControlStatus: AVPlayer.TimeControlStatus { storedTimeControlStatus }

    open var isMuted = false

    open var actionAtItemEnd = ActionAtItemEnd.pause

    open func replaceCurrentItem(with item: AVPlayerItem?) {
        storedItem = item
        itemStatus = item?.observe(\.status) { [weak self] _, _ in
            MainActor.assumeIsolated { self?.updateTimeControlStatus() }
        }
        updateTimeControlStatus()
    }

    open func play() {
        rate = 1
    }

    open func pause() {
        rate = 0
    }

    open func seek(to time: CMTime) {
        guard let item = storedItem, time.seconds.isFinite else { return }
        let duration = item.duration.seconds
        item.modelTime = max(0, duration.isFinite ? min(time.seconds, duration) : time.seconds)
    }

    open func currentTime() -> CMTime {
        storedItem?.currentTime() ?? .zero
    }

    // Model only: playback reaches the end of the current item.
    func modelPlayToEnd() {
        guard let item = storedItem, item.duration.seconds.isFinite else { return }
        item.modelTime = item.duration.seconds
        NotificationCenter.default.post(name: AVPlayerItem.didPlayToEndTimeNotification, object: item)
        if actionAtItemEnd != .none {
            pause()
        }
    }

    private func updateTimeControlStatus() {
        storedTimeControlStatus = rate == 0 ? .paused
            : storedItem?.status == .readyToPlay ? .playing : .waitingToPlayAtSpecifiedRate
    }

    public enum TimeControlStatus: Int, Sendable {
        case paused = 0
        case waitingToPlayAtSpecifiedRate = 1
        case playing = 2
    }

    public enum ActionAtItemEnd: Int, Sendable {
        case advance = 0
        case pause = 1
        case none = 2
    }
}
