import Foundation
import PackagePlugin

/// Builds the update server's OpenAPI document into the module that serves it: `HTTP/openapi.json`, the one copy of
/// the document, becomes `OpenAPIDocument.json` at build time, so the server binary carries it with no file beside it.
@main
struct EmbedOpenAPIDocument: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: any Target) throws -> [Command] {
        let document = target.directoryURL.appending(path: "HTTP/openapi.json")
        let output = context.pluginWorkDirectoryURL.appending(path: "OpenAPIDocument+JSON.swift")
        return [
            .buildCommand(displayName: "Embedding the OpenAPI document",
                          executable: try context.tool(named: "embed-openapi-document").url,
                          arguments: [document.path, output.path], inputFiles: [document], outputFiles: [output]),
        ]
    }
}
