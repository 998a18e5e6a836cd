import ArgumentParser
import Causeway
import Foundation

/// `causeway typings`: TypeScript declarations of the tool's native methods, from their Swift types.
struct TypingsCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "typings",
        abstract: "Write TypeScript declarations of the native methods and component types `causeway run` provides, built-ins included.",
        discussion: """
            The declarations augment causeway.d.ts: pages get exact argument and result types for \
            causeway.<namespace>.<method>(args) and causeway.call("<namespace>.<method>", args), and a \
            CausewayViewElement<"video"> gets its props, methods and events. An app writes its own the same way, \
            with TypeScriptDeclarations(plugins:components:). With --mocks, writes instead an ES module whose \
            installMocks(causeway, overrides) registers a web implementation of every method, for running the pages \
            in a browser.
            """
    )

    @Option(name: .shortAndLong, help: "Write to this file instead of standard output.")
    var output: String?

    @Flag(help: "Write the mocks module (web implementations of every method) instead of the declarations: TypeScript when the output file ends in .ts, JavaScript otherwise.")
    var mocks = false

    mutating func run() throws {
        let mocks = mocks
        let language: TypeScriptDeclarations.MocksLanguage = output?.hasSuffix(".ts") == true ? .typeScript : .javaScript
        let text = MainActor.assumeIsolated {
            let declarations = TypeScriptDeclarations.toolApp
            return mocks ? declarations.mocks(in: language) : declarations.text
        }
        if let output {
            try text.write(toFile: output, atomically: true, encoding: .utf8)
        } else {
            print(text, terminator: "")
        }
    }
}
