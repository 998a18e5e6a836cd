public import ArgumentParser
import CausewayUpdateServer

/// `causeway-server openapi`: prints the server's OpenAPI document, as `GET /openapi.json` answers it.
public struct OpenAPICommand: ParsableCommand {
    public static let configuration = CommandConfiguration(
        commandName: "openapi",
        abstract: "Print the update server's OpenAPI document, as GET /openapi.json answers it."
    )

    public init() {}

    public func run() {
        print(OpenAPIDocument.json)
    }
}
