import Foundation

/// The scripts a ``FakePage`` runs around the page runtime, and the form bytes take between them and native code.
enum PageScripts {
    /// page-environment.js: what the context has of a browser. It evaluates to a function of the page's setup.
    static let environment = resource("page-environment")
    /// page-driver.js: FakePage's hands on `causeway`.
    static let driver = resource("page-driver")

    /// `data` as the scripts carry bytes across: a string of one character, U+0000 to U+00FF, a byte.
    static func latin1(_ data: Data) -> String {
        String(decoding: data.map(UInt16.init), as: UTF16.self)
    }

    /// The bytes a string of one character a byte stands for; a character past U+00FF keeps its low byte.
    static func bytes(latin1 text: Substring) -> Data {
        Data(text.utf16.map { UInt8(truncatingIfNeeded: $0) })
    }

    private static func resource(_ name: String) -> String {
        guard let url = Bundle.module.url(forResource: name, withExtension: "js"),
              let text = try? String(contentsOf: url, encoding: .utf8)
        else {
            preconditionFailure("The CausewayTesting resource \(name).js is missing from the package bundle")
        }
        return text
    }
}
