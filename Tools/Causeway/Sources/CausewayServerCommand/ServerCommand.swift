public import ArgumentParser

/// `causeway-server`: the update server alone, for the hosts that run it. It links no GTK, WebKit or showcase
/// module, so a server host needs none of them; the `causeway` tool runs the same `serve` beside its other commands.
/// Declared here, beside its commands, so that `causeway reference` writes its help too.
public struct ServerCommand: ParsableCommand {
    public static let configuration = CommandConfiguration(
        commandName: "causeway-server",
        abstract: "The Causeway update server: releases, gray rollouts, deltas and device reports.",
        subcommands: [ServeCommand.self, PruneCommand.self, KeygenCommand.self, OpenAPICommand.self],
        defaultSubcommand: ServeCommand.self
    )

    public init() {}
}
