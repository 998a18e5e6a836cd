import ArgumentParser
import CausewayPackages
import CausewayServerCommand
import Foundation
import Version

/// `causeway pack DIR --key K`: a signed package of a folder.
struct PackCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "pack",
        abstract: "Pack a folder into a signed package: a zip with manifest.json, its signature, and the files."
    )

    @Argument(help: "The folder to pack; hidden files are left out.")
    var folder: String

    @Option(help: "The signing key, written by `causeway keygen`.")
    var key: String

    @Option(help: "The package id, a lower-case host name: pages load from causeway://ID/.")
    var id: String

    @Option(help: "The package's semantic version.")
    var version: Version

    @Option(help: "The page that opens first.")
    var entry = "index.html"

    @Option(help: "The oldest native app version that may install it.")
    var minimumNativeVersion = Version(0, 0, 0)

    @Option(help: "Where files missing from the package are fetched from.")
    var remoteBase: String?

    @Option(name: .shortAndLong, help: "The package file to write.")
    var output: String

    @OptionGroup var needs: NeedsOptions

    mutating func run() throws {
        let builder = PackageBuilder(key: try readKey(key, PackageSigningKey.init(text:)))
        let progress = TerminalProgress("packing")
        let manifest = try builder.pack(
            URL(fileURLWithPath: folder), id: id, version: version, entry: entry,
            minimumNativeVersion: minimumNativeVersion, remoteBase: remoteBase.flatMap(URL.init(string:)),
            needs: try needs.entries(), to: URL(fileURLWithPath: output), progress: progress.update
        )
        let needed = manifest.needs.map { ", needing \($0.keys.sorted().joined(separator: ", "))" } ?? ""
        print("packed \(manifest.id) \(manifest.version): \(manifest.files.count) files, \(manifest.totalSize) bytes\(needed) → \(output)")
    }
}
