#if canImport(Glibc)
import Glibc
#endif

/// CPU time this process spends, to compare what two requests cost in one test: never a bound of its own, which a
/// busy machine would break, but one side over the other, measured alternately.
enum CPUCost {
    /// How many times `large` costs `small` in CPU, each run `rounds` times in alternation; up to three trials,
    /// stopping at the first under `enough` (a busy machine lengthens one side or the other at random, a cost that
    /// grows is there in every trial). Prints each trial's cost a run, named by `label`.
    static func ratio(rounds: Int, enough: Double, label: String, small: () async throws -> Void,
                      large: () async throws -> Void) async rethrows -> Double
    {
        var ratios: [Double] = []
        for _ in 0..<3 {
            var (smallCPU, largeCPU) = (Duration.zero, Duration.zero)
            for _ in 0..<rounds {
                smallCPU += try await time(small)
                largeCPU += try await time(large)
            }
            print("\(label): \(smallCPU / rounds) CPU a run on the small side, \(largeCPU / rounds) on the large")
            ratios.append(largeCPU / smallCPU)
            if ratios.last! < enough { break }
        }
        return ratios.min()!
    }

    /// The CPU time this process spent while `body` ran.
    static func time(_ body: () async throws -> Void) async rethrows -> Duration {
        // The processor time of every thread of the process, in microseconds (CLOCKS_PER_SEC is a million).
        func now() -> Duration { .microseconds(Int64(clock())) }
        let start = now()
        try await body()
        return now() - start
    }
}
