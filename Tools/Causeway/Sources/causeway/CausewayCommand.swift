import ArgumentParser
import Causeway
import CausewayServerCommand
import CausewayTerminal
import Logging

/// The `causeway` command-line tool.
@main
struct CausewayCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "causeway",
        abstract: "Host web pages with a native bridge, trace it, and build and install offline packages.",
        subcommands: [
            RunCommand.self, DevCommand.self, InitCommand.self, TypingsCommand.self, ContractCommand.self,
            TraceCommand.self,
            KeygenCommand.self, PackCommand.self,
            DiffCommand.self, InstallCommand.self, ServeCommand.self, PublishCommand.self, ReleaseCommand.self,
            UpdateCommand.self, ReferenceCommand.self,
        ]
    )

    /// Runs the command line, with log lines escaped on their way to the terminal
    /// (`TerminalLogHandler`): they carry what pages and servers chose.
    static func main() {
        LoggingSystem.bootstrap { TerminalLogHandler(wrapping: StreamLogHandler.standardError(label: $0)) }
        main(nil)
    }
}
