import ArgumentParser
import Causeway
import CausewayPackagePages
import CausewayPackages
import Foundation

/// `causeway contract`: the app contract of what `causeway run` serves its pages.
struct ContractCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "contract",
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
