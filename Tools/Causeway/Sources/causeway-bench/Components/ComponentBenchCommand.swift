import ArgumentParser
import CausewayBenchKit
import CausewayGTK

/// `causeway-bench components`: how closely native components follow the page, and what they cost.
struct ComponentBenchCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "components",
        abstract: "Frames a native component trails the scrolling page, and CPU per frame with many components."
    )

    @Option(help: "Rounds; each scrolls the lag page once and the rows page with and without components.")
    var rounds = 3

    @Option(help: "Animation frames to scroll in each measurement.")
    var frames = 120

    @Option(help: "Pixels scrolled per frame.")
    var speed = 4

    @Option(help: "Rows on the page that measures CPU per frame.")
    var components = 50

    @Flag(help: "Print one JSON object instead of a table.")
    var json = false

    mutating func run() throws {
        let settings = ComponentBenchSettings(rounds: max(rounds, 1), frames: frames, speed: speed, components: components)
        let report = try GLibMainLoop.run { try await ComponentBench(settings).measure() }
        print(json ? report.jsonText : report.table)
    }
}
