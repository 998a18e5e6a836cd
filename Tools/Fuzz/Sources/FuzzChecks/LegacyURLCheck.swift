@testable import Causeway
import Foundation

/// Reads the input as a URL an old page navigates to (`hybrid://api?params=…&callback=…`) and, when the legacy
/// protocol takes it, writes the reply script for it. The request names a method; the script hands the reply to
/// exactly the callback the URL named, as a string, and nothing of the URL runs as code.
enum LegacyURLCheck {
    private static let legacy = try! LegacyURLProtocol(scheme: "hybrid", methods: ["getUser": "user.current"])

    static func check(_ input: Data) throws(FuzzFinding) {
        guard let url = URL(string: String(decoding: input, as: UTF8.self)),
              let request = legacy.request(from: url)
        else { return }
        try require(!request.method.isEmpty, "\(url) was read as a call of no method")
        guard let callback = request.callback else { return }
        for outcome: Result<JSONValue, BridgeError> in [.success(request.arguments), .failure(BridgeError(.denied, "no"))] {
            try checkScript(LegacyURLProtocol.replyScript(callback: callback, reply: LegacyURLProtocol.reply(outcome)),
                            callback: callback)
        }
    }

    /// The script is `const callback = window[NAME];` then `if (typeof callback === 'function') callback(REPLY);`,
    /// where NAME is a JSON string of the callback's name and REPLY a JSON value, each on one line.
    private static func checkScript(_ script: String, callback: String) throws(FuzzFinding) {
        let lines = script.split(separator: "\n", omittingEmptySubsequences: false)
        let head = "const callback = window[", call = "if (typeof callback === 'function') callback("
        guard lines.count == 2, lines[0].hasPrefix(head), lines[0].hasSuffix("];"), lines[1].hasPrefix(call),
              lines[1].hasSuffix(");")
        else {
            throw FuzzFinding("the reply script has another shape: \(script.prefix(300))")
        }
        let name = lines[0].dropFirst(head.count).dropLast(2)
        let reply = lines[1].dropFirst(call.count).dropLast(2)
        // U+2028 and U+2029 may stand in a string literal since ES2019, which both engines implement.
        try require(!script.unicodeScalars.contains("\r"), "the reply script breaks a line inside a literal")
        try require((try? JSONValue(json: String(name))) == .string(callback),
                    "the callback's name is not one JSON string: \(name.prefix(300))")
        try require((try? JSONValue(json: String(reply))) != nil, "the reply is not one JSON value: \(reply.prefix(300))")
    }
}
