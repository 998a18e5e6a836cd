import ArgumentParser
import CausewayServerCommand

/// `causeway-server`: the update server alone, for the hosts that run it. It links no GTK, WebKit or showcase
/// module, so a server host needs none of them; the `causeway` tool runs the same `serve` beside its other commands.
@main
struct CausewayServer: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "causeway-server",
        abstract: "The Causeway update server: releases, gray rollouts, deltas and device reports.",
        subcommands: [ServeCommand.self, PruneCommand.self, KeygenCommand.self, OpenAPICommand.self],
        defaultSubcommand: ServeCommand.self
    )
}
