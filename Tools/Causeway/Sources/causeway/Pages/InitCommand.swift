import ArgumentParser
import Foundation

/// `causeway init NAME`: a new app, ready to build and run.
struct InitCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "init",
        abstract: "Write a new app: a Swift package with a Linux app, its native plugin and typings, iOS app sources, and web pages in TypeScript.",
        discussion: """
            The app goes into a new folder named NAME (or --output). Its README gives the two commands that build and \
            run it. It uses the Causeway package by path: the checkout this tool was built from, unless --causeway \
            names another.
            """
    )

    @Argument(help: "The app's name: letters and digits, starting with a capital letter.")
    var name: String

    @Option(name: .shortAndLong, help: "The folder to write the app into (it must not exist). Default: ./NAME")
    var output: String?

    @Option(help: "The Causeway package's folder the app depends on.")
    var causeway: String?

    mutating func run() throws {
        let template = try AppTemplate(name: name, causeway: causewayFolder)
        let folder = URL(fileURLWithPath: output ?? name).standardizedFileURL
        let written = try template.write(to: folder)
        print("Wrote \(name) in \(folder.path) (\(written.count) files). Then:")
        print("  cd \(folder.path)")
        print("  swift run \(name)Typings && tsc -p web")
        print("  swift run \(name)")
    }

    /// `--causeway`, or the checkout this tool was built from (this file is at Tools/Causeway/Sources/causeway/Pages/).
    private var causewayFolder: URL {
        if let causeway { return URL(fileURLWithPath: causeway).standardizedFileURL }
        return URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent()
    }
}
