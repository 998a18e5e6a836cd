import ArgumentParser
import CausewayPackages
import CausewayServerCommand
import CausewayTerminal
import CausewayUpdateServer
import Foundation

/// The update server a publisher registers app contracts with, and the token it takes.
struct ContractServerOptions: ParsableArguments {
    @Option(help: "The update server.")
    var server: String

    @Option(help: "A publisher token the server accepts.")
    var token: String

    /// Sends `method` to `path` below `/v1/contracts` and returns the answer's body.
    func send(_ method: String, _ path: String, body: Data? = nil) async throws -> Data {
        try await UpdateServerRequest.send(method, "contracts" + path, on: server, body: body, token: token)
    }
}

/// `causeway contract register FILE --name NAME`: tells the update server an app build's contract.
struct ContractRegisterCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "register",
        abstract: "Register an app build's contract with the update server, so its devices are offered the releases it can run.",
        discussion: """
            A device's update check carries the digest of its app's contract; the server offers it the newest \
            release whose needs that contract meets. A contract no publisher registered gets only releases without \
            needs, so register each app build's contract before the build ships. Registering a contract again \
            renames it.
            """
    )

    @Argument(help: "The app contract, written by `causeway contract` or by the app's AppContract(declarations:).")
    var contract: String

    @Option(help: "What people call the app build, such as 'shop iOS 4.2' (1 to 64 bytes).")
    var name: String

    @OptionGroup var server: ContractServerOptions

    func run() throws {
        let contract = try AppContract(file: contract)
        let body = try contract.encoded()
        try waitFor {
            let answer = try await server.send("PUT", "/\(contract.digest)?name=\(UpdateServerRequest.escaped(name))",
                                               body: body)
            let summary = try UpdateServerRequest.decoder.decode(ContractSummary.self, from: answer)
            print("registered \(summary.name.terminalEscaped) \(summary.digest.terminalEscaped)")
        }
    }
}

/// `causeway contract list`: the app contracts registered with the update server.
struct ContractListCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "list",
        abstract: "List the app contracts registered with the update server, with when devices of a package last reported each."
    )

    @OptionGroup var server: ContractServerOptions

    @Option(help: "Say when devices checking for this package last reported each contract.")
    var id: String?

    func run() throws {
        try waitFor {
            let query = id.map { "?package=\(UpdateServerRequest.escaped($0))" } ?? ""
            let answer = try await server.send("GET", query)
            for summary in try UpdateServerRequest.decoder.decode([ContractSummary].self, from: answer) {
                let reported = summary.lastReported.map { "last reported \($0.formatted(.iso8601))" }
                    ?? (id == nil ? "" : "not reported")
                print([summary.digest, summary.name, reported].filter { !$0.isEmpty }.joined(separator: "  ").terminalEscaped)
            }
        }
    }
}

/// `causeway contract remove DIGEST`: forgets an app contract on the update server.
struct ContractRemoveCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "remove",
        abstract: "Remove an app contract from the update server, once no device runs that build; its devices are then offered only releases without needs."
    )

    @Argument(help: "The contract's digest, as `causeway contract list` shows it.")
    var digest: String

    @OptionGroup var server: ContractServerOptions

    func run() throws {
        try waitFor {
            _ = try await server.send("DELETE", "/\(UpdateServerRequest.escaped(digest))")
            print("removed \(digest)")
        }
    }
}
