import ArgumentParser
import CausewayPackages
import CausewayServerCommand
import Foundation

/// `causeway diff OLD NEW --key K`: a delta package between two versions.
struct DiffCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "diff",
        abstract: "Build a signed delta package from OLD to NEW: the added and changed files and the deleted list."
    )

    @Argument(help: "The package of the installed version.")
    var old: String

    @Argument(help: "The package of the new version.")
    var new: String

    @Option(help: "The signing key that signed both packages.")
    var key: String

    @Option(name: .shortAndLong, help: "The delta package file to write.")
    var output: String

    mutating func run() throws {
        let builder = PackageBuilder(key: try readKey(key, PackageSigningKey.init(text:)))
        let delta = try builder.diff(from: URL(fileURLWithPath: old), to: URL(fileURLWithPath: new),
                                     output: URL(fileURLWithPath: output), progress: TerminalProgress("diffing").update)
        let size = (try? FileManager.default.attributesOfItem(atPath: output)[.size] as? Int) ?? 0
        print("delta \(delta.id) \(delta.baseVersion) → \(delta.version): \(delta.deleted.count) deleted, \(size) bytes → \(output)")
    }
}
