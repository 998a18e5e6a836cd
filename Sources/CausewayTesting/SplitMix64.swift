/// A small seeded random number generator (SplitMix64): the same seed gives the same sequence on every machine, so a
/// run of random steps (a model-based test, a chaos test) can be repeated from the seed it printed.
///
/// ```swift
/// var random = SplitMix64(seed: 7)
/// let step = steps.randomElement(using: &random)!
/// ```
public struct SplitMix64: RandomNumberGenerator, Sendable {
    private var state: UInt64

    /// A generator starting from `seed`.
    public init(seed: UInt64) {
        state = seed
    }

    public mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var mixed = state
        mixed = (mixed ^ (mixed >> 30)) &* 0xBF58_476D_1CE4_E5B9
        mixed = (mixed ^ (mixed >> 27)) &* 0x94D0_49BB_1331_11EB
        return mixed ^ (mixed >> 31)
    }
}
