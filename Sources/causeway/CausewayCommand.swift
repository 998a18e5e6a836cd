import ArgumentParser

/// The `causeway` command-line tool.
@main
struct CausewayCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "causeway",
        abstract: "Host web pages with a native bridge, and measure it.",
        subcommands: [RunCommand.self, TypingsCommand.self, BenchCommand.self]
    )
}
