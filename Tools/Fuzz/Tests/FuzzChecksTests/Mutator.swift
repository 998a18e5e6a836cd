import Foundation

/// Mutated inputs from a seeded generator, in the ways libFuzzer mutates: bytes changed, inserted, erased and
/// repeated, dictionary tokens inserted, and two inputs spliced. The same seed gives the same inputs.
struct Mutator {
    private var random: SplitMix64
    private let inputs: [Data]
    private let tokens: [Data]

    init(seed: UInt64, inputs: [Data], tokens: [Data]) {
        random = SplitMix64(seed: seed)
        self.inputs = inputs.isEmpty ? [Data()] : inputs
        self.tokens = tokens
    }

    /// The next input: a corpus input with one to four mutations.
    mutating func next() -> Data {
        var bytes = [UInt8](inputs.randomElement(using: &random)!)
        for _ in 0..<Int.random(in: 1...4, using: &random) {
            mutate(&bytes)
        }
        return Data(bytes)
    }

    private mutating func mutate(_ bytes: inout [UInt8]) {
        let place = Int.random(in: 0...bytes.count, using: &random)
        switch Int.random(in: 0..<6, using: &random) {
        case 0 where place < bytes.count:
            bytes[place] = UInt8.random(in: 0...255, using: &random)
        case 1 where place < bytes.count:
            bytes[place] ^= 1 << UInt8.random(in: 0..<8, using: &random)
        case 2:
            bytes.insert(contentsOf: tokens.randomElement(using: &random) ?? Data([UInt8.random(in: 0...255, using: &random)]),
                         at: place)
        case 3 where place < bytes.count:
            bytes.removeSubrange(place..<min(bytes.count, place + Int.random(in: 1...16, using: &random)))
        case 4 where place < bytes.count:
            let run = bytes[place..<min(bytes.count, place + Int.random(in: 1...32, using: &random))]
            bytes.insert(contentsOf: run, at: place)
        default:
            let other = inputs.randomElement(using: &random)!
            let start = Int.random(in: 0...other.count, using: &random)
            bytes = Array(bytes.prefix(place)) + other.suffix(from: other.startIndex + start)
        }
    }
}

/// A small seeded generator (SplitMix64): the same seed gives the same numbers on every machine.
struct SplitMix64: RandomNumberGenerator {
    private var state: UInt64

    init(seed: UInt64) {
        state = seed
    }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
