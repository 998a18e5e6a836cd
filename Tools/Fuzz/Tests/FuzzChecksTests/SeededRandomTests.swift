import Foundation
import FuzzChecks
import Testing

/// Every fuzz target in the ordinary test suite: the committed corpus and fail cases as they are, then a seeded
/// random run of mutations of them. A failure names the input, in base64, and the seed reproduces the whole run.
@MainActor
@Suite(.serialized, .timeLimit(.minutes(5))) struct SeededRandomTests {
    /// Mutated inputs checked per target.
    static let runs = 1_000

    @Test(arguments: FuzzTarget.allCases)
    func theCorpusHoldsEveryInvariant(_ target: FuzzTarget) async throws {
        let corpus = try Corpus(of: target)
        #expect(!corpus.seeds.isEmpty, "every target has a corpus")
        for (name, input) in corpus.seeds + corpus.failCases {
            await expectToHold(target, input, "\(name)")
        }
    }

    @Test(arguments: FuzzTarget.allCases)
    func aSeededRandomRunHoldsEveryInvariant(_ target: FuzzTarget) async throws {
        let corpus = try Corpus(of: target)
        var mutator = Mutator(seed: 0x00C0_FFEE, inputs: corpus.seeds.map(\.input), tokens: corpus.tokens)
        for run in 0..<Self.runs {
            let input = mutator.next()
            await expectToHold(target, input, "run \(run): \(input.base64EncodedString())")
        }
    }

    private func expectToHold(_ target: FuzzTarget, _ input: Data, _ name: String) async {
        do {
            try await target.check(input)
        } catch {
            Issue.record("\(target.rawValue), \(name): \(error)")
        }
    }
}
