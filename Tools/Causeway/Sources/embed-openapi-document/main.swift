// Writes the Swift source that holds the OpenAPI document's text (the EmbedOpenAPIDocument plugin runs it):
// `embed-openapi-document DOCUMENT OUTPUT`.
import Foundation

let arguments = CommandLine.arguments
guard arguments.count == 3 else {
    FileHandle.standardError.write(Data("usage: embed-openapi-document DOCUMENT OUTPUT\n".utf8))
    exit(2)
}
let text = try String(contentsOfFile: arguments[1], encoding: .utf8)
// A raw string with one `#` holds any text that does not close it.
guard !text.contains("\"\"\"#") else {
    FileHandle.standardError.write(Data("\(arguments[1]) holds \"\"\"#, which would end the Swift string\n".utf8))
    exit(1)
}
let source = """
    // Made at build time from HTTP/openapi.json by the EmbedOpenAPIDocument plugin: edit that file.
    extension OpenAPIDocument {
        /// The document, as JSON text.
        public static let json = #\"\"\"
    \(text.hasSuffix("\n") ? text : text + "\n")\"\"\"#
    }

    """
try source.write(toFile: arguments[2], atomically: true, encoding: .utf8)
