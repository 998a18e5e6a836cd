// A transcription of the part of Core Media's `CMTime` that CausewayWebKit uses. Not shipped; on Apple platforms the
// real CoreMedia is used (AVFoundation re-exports it there; the adapter imports it explicitly, which works in both
// places).
//
// Source: https://developer.apple.com/documentation/coremedia/cmtime
//   Apple: `struct CMTime` (imported C struct; Sendable) with `var value: CMTimeValue`, `var timescale: CMTimeScale`,
//   `var flags: CMTimeFlags`, `var epoch: CMTimeEpoch`, and `static let zero`, `static let invalid`,
//   `static let indefinite` (SDK listing, https://onestack.dev/ios-reference/CoreMedia/CMTime).
//   .../init(value:timescale:)               `init(value: CMTimeValue, timescale: CMTimeScale)`
//   .../init(seconds:preferredtimescale:)    `init(seconds: Double, preferredTimescale: CMTimeScale)`
//   .../seconds                              `var seconds: Double { get }` ("If the time is invalid or indefinite,
//                                            the value equals nan.")
//   (".../" is https://developer.apple.com/documentation/coremedia/cmtime/)
//   `typealias CMTimeValue = Int64`, `typealias CMTimeScale = Int32`, `typealias CMTimeEpoch = Int64`.
// Source: https://developer.apple.com/documentation/coremedia/cmtimeflags
//   `struct CMTimeFlags : OptionSet` (raw value `UInt32`): `valid` = 1, `hasBeenRounded` = 2, `positiveInfinity` = 4,
//   `negativeInfinity` = 8, `indefinite` = 16 (values from the CMTime header).
//   Not modelled: arithmetic, comparison, infinities' constants, `CMTimeMakeWithSeconds` and the other C functions.
//
// Model: `init(seconds:preferredTimescale:)` rounds to the nearest tick of the timescale, as Core Media does.
import Foundation

public typealias CMTimeValue = Int64
public typealias CMTimeScale = Int32
public typealias CMTimeEpoch = Int64

public struct CMTimeFlags: OptionSet, Sendable {
    public let rawValue: UInt32

    public init(rawValue: UInt32) {
        self.rawValue = rawValue
    }

    public static var valid: CMTimeFlags { CMTimeFlags(rawValue: 1 << 0) }
    public static var hasBeenRounded: CMTimeFlags { CMTimeFlags(rawValue: 1 << 1) }
    public static var positiveInfinity: CMTimeFlags { CMTimeFlags(rawValue: 1 << 2) }
    public static var negativeInfinity: CMTimeFlags { CMTimeFlags(rawValue: 1 << 3) }
    public static var indefinite: CMTimeFlags { CMTimeFlags(rawValue: 1 << 4) }
}

public struct CMTime: Sendable {
    public var value: CMTimeValue
    public var timescale: CMTimeScale
    public var flags: CMTimeFlags
    public var epoch: CMTimeEpoch

    public init(value: CMTimeValue, timescale: CMTimeScale) {
        self.init(value: value, timescale: timescale, flags: .valid)
    }

    public init(seconds: Double, preferredTimescale: CMTimeScale) {
        guard preferredTimescale > 0, seconds.isFinite else {
            self = .invalid
            return
        }
        let ticks = seconds * Double(preferredTimescale)
        self.init(value: CMTimeValue(ticks.rounded()), timescale: preferredTimescale,
                  flags: ticks.rounded() == ticks ? .valid : [.valid, .hasBeenRounded])
    }

    private init(value: CMTimeValue, timescale: CMTimeScale, flags: CMTimeFlags) {
        self.value = value
        self.timescale = timescale
        self.flags = flags
        epoch = 0
    }

    public var seconds: Double {
        guard flags.contains(.valid), !flags.contains(.indefinite), timescale > 0 else { return .nan }
        return Double(value) / Double(timescale)
    }

    public static let zero = CMTime(value: 0, timescale: 1)
    public static let invalid = CMTime(value: 0, timescale: 0, flags: [])
    public static let indefinite = CMTime(value: 0, timescale: 0, flags: [.valid, .indefinite])
}
