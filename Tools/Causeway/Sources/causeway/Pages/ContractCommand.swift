import ArgumentParser
import Causeway
import CausewayPackagePages
import CausewayPackages
import CausewayServerCommand
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
        abstract: "Print the entries added, removed and changed in shape from one app contract to another, and whether packages written against the first still fit the second; or whether an app serves a package, or a package's needs grew.",
        discussion: """
            Two app contracts: a changed entry fits when pages written against the old shape still fit the new one \
            (an optional argument field, a result field or an argument enum case added); otherwise the lines say \
            why. The last line says whether every package the old contract served is served by the new one. \
            An app contract and a package (a .zip, its signature checked with --public-key): each entry the \
            package needs that the app lacks or serves in another shape, and whether the app serves it. Two \
            packages: how the needs changed, and whether an app that serves the old package serves the new one. \
            The exit status is 1 when the answer is no.
            """
    )

    @Argument(help: "The old app contract, written by `causeway contract`, or a package.")
    var old: String

    @Argument(help: "The new app contract, or a package.")
    var new: String

    @Option(help: "A public key a package given is signed with (repeat for several).")
    var publicKey: [String] = []

    mutating func run() throws {
        switch (try ContractSide(old, trusting: publicKey), try ContractSide(new, trusting: publicKey)) {
        case (.app(let old), .app(let new)):
            try Self.printChanges(from: old, to: new)
        case (.app(let app), .package(let needs)), (.package(let needs), .app(let app)):
            let unmet = app.unmet(needs)
            for mismatch in unmet { print(mismatch) }
            guard unmet.isEmpty else {
                print("the app does not serve the package")
                throw ExitCode(1)
            }
            print("the app serves the package")
        case (.package(let old), .package(let new)):
            try Self.printChanges(ofNeeds: old, to: new)
        }
    }

    private static func printChanges(from old: AppContract, to new: AppContract) throws {
        let changes = ContractChanges(from: old, to: new)
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

    /// How a package's needs changed, judged by an app that serves exactly the old package's.
    private static func printChanges(ofNeeds old: [String: ContractEntry], to new: [String: ContractEntry]) throws {
        let unmet = AppContract(entries: old).unmet(new)
        for name in new.keys.sorted() where old[name] == nil { print("added    \(name)") }
        for name in old.keys.sorted() where new[name] == nil { print("removed  \(name)") }
        for name in new.keys.sorted() where old[name].map({ $0 != new[name] }) == true {
            if let mismatch = unmet.first(where: { $0.entry == name }) {
                print("changed  \(mismatch)")
            } else {
                print("changed  \(name) (an app that serves the old package serves it)")
            }
        }
        guard unmet.isEmpty else {
            print("an app that serves the old package does not serve the new one")
            throw ExitCode(1)
        }
        print("an app that serves the old package serves the new one")
    }
}

/// One side of `causeway contract diff`: an app's contract, or a package's needs.
private enum ContractSide {
    case app(AppContract)
    case package([String: ContractEntry])

    /// The app contract or, for a `.zip`, the needs of the package there, its signature checked with `keys`.
    init(_ path: String, trusting keys: [String]) throws {
        guard path.hasSuffix(".zip") else {
            self = .app(try AppContract(file: path))
            return
        }
        guard !keys.isEmpty else { throw ValidationError("--public-key is needed to read the package \(path)") }
        let manifest = try PackageManifest(verifying: URL(fileURLWithPath: path),
                                           trustedKeys: try keys.map { try readKey($0, PackageVerifyingKey.init(text:)) })
        self = .package(manifest.needs ?? [:])
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
