import ArgumentParser
import CausewayServerCommand
import CommandReference

/// `causeway reference` (hidden): every command's help, the tool's and `causeway-server`'s, from the argument parser's
/// own definitions, as one markdown page. `docs/commands.md` is its output; CI writes it again and fails when the page
/// differs.
struct ReferenceCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "reference",
        abstract: "Print every command's help as one markdown page (docs/commands.md).",
        shouldDisplay: false
    )

    func run() {
        print(CommandReference.page(heading: """
            # The causeway commands

            Written by `causeway reference` from the argument definitions of the `causeway` tool and of
            `causeway-server`, the update server alone; do not edit it by hand. Build them with
            `swift build --package-path Tools/Causeway --disable-build-manifest-caching --product causeway` (or
            `--product causeway-server`). The benchmarks are `causeway-bench`'s ([bench-commands.md](bench-commands.md)).
            """, of: [CausewayCommand.self, ServerCommand.self]), terminator: "")
    }
}
