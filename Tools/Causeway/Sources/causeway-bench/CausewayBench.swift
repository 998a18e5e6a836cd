import ArgumentParser
import CommandReference

/// `causeway-bench`: measurements that compare Causeway with what it is built on, in one run.
@main
struct CausewayBench: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "causeway-bench",
        abstract: "Measure Causeway against the primitives it is built on.",
        discussion: "Needs a display (run it under xvfb-run -a on a headless machine). Build with -c release for figures worth recording.",
        subcommands: [BridgeBenchCommand.self, PackageBenchCommand.self, ComponentBenchCommand.self,
                      BenchReferenceCommand.self],
        defaultSubcommand: BridgeBenchCommand.self
    )
}

/// `causeway-bench reference` (hidden): every benchmark's help as one markdown page, `docs/bench-commands.md`; CI
/// writes it again and fails when the page differs.
struct BenchReferenceCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "reference",
        abstract: "Print every benchmark's help as one markdown page (docs/bench-commands.md).",
        shouldDisplay: false
    )

    func run() {
        print(CommandReference.page(heading: """
            # The causeway-bench commands

            Written by `causeway-bench reference` from the argument definitions of `causeway-bench`, the benchmarks
            ([benchmarks.md](benchmarks.md) says what they measure and records their runs); do not edit it by hand.
            Build it with `swift build -c release --package-path Tools/Causeway --disable-build-manifest-caching
            --product causeway-bench`.
            """, of: [CausewayBench.self]), terminator: "")
    }
}
