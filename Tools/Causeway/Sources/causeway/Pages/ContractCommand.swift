import ArgumentParser
import Causeway
import CausewayPackagePages
import CausewayPackages
import Foundation

/// `causeway contract`: the app contract of what `causeway run` serves its pages, and the changes between two.
struct ContractCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "contract",
        abstract: "Write an app contract, compare two, or register them with the update server.",
        subcommands: [ContractWriteCommand.self, ContractDiffCommand.self, ContractRegisterCommand.self,
                      ContractListCommand.self, ContractRemoveCommand.self],
        defaultSubcommand: ContractWriteCommand.self
    )
}

/// `causeway contract [write]`: the app contract of what `causeway run` serves its pages.
struct ContractWriteCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "write",
        abstract: "Write the app contract of the native methods and component types `causeway run` provides, built-ins included.",
        discussion: """
            The contract is a JSON document of every entry a page can use (a method by its name, a component type as \
            view:TYPE, its methods as view:TYPE.METHOD and its events as view:TYPE@EVENT), each with the shapes a \
            page sends and receives and the SHA-256 of its canonical JSON, and a digest of them all. It is made from \
            the same description as `causeway typings`. `causeway pack --contract` takes the needs of a package \
            from it, and `causeway install --contract` refuses packages it does not serve. An app makes its own with \
            AppContract(declarations:).
            """
    )

    @Option(name: .shortAndLong, help: "Write to this file instead of standard output.")
    var output: String?

    mutating func run() throws {
        let data = try MainActor.assumeIsolated { AppContract(declarations: .toolApp) }.encoded()
        if let output {
            try data.write(to: URL(fileURLWithPath: output), options: .atomic)
        } else {
            FileHandle.standardOutput.write(data + Data("\n".utf8))
        }
    }
}

/// `causeway contract diff OLD NEW`: what changed between two app contracts, and whether older packages still fit.
struct ContractDiffCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "diff",
        abstract: "Print the entries added, removed and changed in shape from one app contract to another, and whether packages written against the first still fit the second.",
        discussion: """
            A changed entry fits when pages written against the old shape still fit the new one (an optional \
            argument field, a result field or an argument enum case added); otherwise the lines say why. The last \
            line says whether every package the old contract served is served by the new one; the exit status is \
            1 when it is not.
            """
    )

    @Argument(help: "The old app contract, written by `causeway contract`.")
    var old: String

    @Argument(help: "The new app contract.")
    var new: String

    mutating func run() throws {
        let changes = ContractChanges(from: try AppContract(file: old), to: try AppContract(file: new))
        for name in changes.added { print("added    \(name)") }
        for name in changes.removed { print("removed  \(name)") }
        for name in changes.compatible { print("changed  \(name) (older pages fit)") }
        for mismatch in changes.incompatible { print("changed  \(mismatch)") }
        let breaking = changes.removed + changes.incompatible.map(\.entry)
        guard breaking.isEmpty else {
            print("older packages that use \(breaking.joined(separator: ", ")) no longer fit")
            throw ExitCode(1)
        }
        print("older packages still fit")
    }
}

extension AppContract {
    /// The contract in the file at `path`, written by `causeway contract`.
    init(file path: String) throws {
        do {
            self = try AppContract.decode(try Data(contentsOf: URL(fileURLWithPath: path)))
        } catch {
            throw ValidationError("\(path): \(error)")
        }
    }
}
