// Source: https://developer.apple.com/documentation/avfoundation/avplayeritem
//   Apple: `@MainActor class AVPlayerItem` (an NSObject subclass). "AVPlayerItem serializes notifications of changes
//   ... on the same dispatch queue on which notifications of playback state changes are serialized by its
//   associated AVPlayer. By default, this queue is the main queue." Members modelled (".../" is
//   https://developer.apple.com/documentation/avfoundation/avplayeritem/):
//   .../init(url:)-1xrtk          `nonisolated convenience init(url URL: URL)` ("immediately returns the item, but
//                                 with the status AVPlayerItem.Status.unknown")
//   .../init(asset:)              `init(asset: AVAsset)` (not confirmed here: the page was not in the corpus)
//   .../asset                     `var asset: AVAsset { get }`
//   .../status-swift.property     `nonisolated var status: AVPlayerItem.Status { get }` ("You can observe this
//                                 change using key-value observing.")
//   .../status-swift.enum         `enum Status : Int`: `unknown` = 0, `readyToPlay` = 1, `failed` = 2
//   .../error                     `var error: (any Error)? { get }` (set when the status is `failed`)
//   .../duration                  `var duration: CMTime { get }` (indefinite until the item is ready; key-value
//                                 observable)
//   .../currenttime()             `func currentTime() -> CMTime`
//   .../didplaytoendtimenotification
//                                 `class let didPlayToEndTimeNotification: NSNotification.Name` ("The notification's
//                                 object is the item that finished playing."; "The system may post this
//                                 notification on a thread other than the one you use to register the observer.")
//   Not modelled: seeking on the item, time ranges, tracks, buffering, access logs, everything else.
//
// Model: an item loads nothing by itself. Tests finish loading it with `modelFinishLoading(duration:)` (its duration
// is set, then its status becomes `readyToPlay`) or fail it with `modelFail(_:)`; `duration` and `status` notify
// their key-value observers. The notification name is a `static let` (Swift has no stored `class let`; callers
// spell it the same), with the name of the C constant, `AVPlayerItemDidPlayToEndTimeNotification`.
public import Foundation

@MainActor
open class AVPlayerItem: NSObject, ModelKeyValueObservable {
    private let storedAsset: AVAsset
    private var storedStatus = Status.unknown {
        didSet { modelKeyValueObservers.didChange(\AVPlayerItem.status) }
    }
    private var storedDuration = CMTime.indefinite {
        didSet { modelKeyValueObservers.didChange(\AVPlayerItem.duration) }
    }
    private var storedError: (any Error)?
    // Model only: where playback is, in seconds; the player moves it.
    var modelTime = 0.0

    public let modelKeyValueObservers = ModelKeyValueObservers()

    public init(asset: AVAsset) {
        storedAsset = asset
        super.init()
    }

    public convenience init(url URL: URL) {
        self.init(asset: AVURLAsset(url: URL))
    }

    nonisolated public static let didPlayToEndTimeNotification =
        NSNotification.Name("AVPlayerItemDidPlayToEndTimeNotification")

    open var asset: AVAsset { storedAsset }

    open var status: AVPlayerItem.Status { storedStatus }

    open var error: (any Error)? { storedError }

    open var duration: CMTime { storedDuration }

    open func currentTime() -> CMTime {
        CMTime(seconds: modelTime, preferredTimescale: 600)
    }

    // Model only: the item's media loaded, `duration` seconds long.
    func modelFinishLoading(duration: Double) {
        storedDuration = CMTime(seconds: duration, preferredTimescale: 600)
        storedStatus = .readyToPlay
    }

    // Model only: the item's media could not be loaded.
    func modelFail(_ error: any Error) {
        storedError = error
        storedStatus = .failed
    }

    public enum Status: Int, Sendable {
        case unknown = 0
        case readyToPlay = 1
        case failed = 2
    }
}
