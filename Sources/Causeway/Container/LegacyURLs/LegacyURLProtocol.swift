import Foundation

/// The `hybrid://` URL protocol, for pages that call native code by navigating to
/// `hybrid://api?hybrid_params={json}&callback=ID` (from `location.href` or a hidden iframe) and expect
/// `window[ID]({data, err, msg})` back.
///
/// The container cancels such navigations and runs the named method through ``Bridge/dispatch(_:arguments:from:)``,
/// with the same handlers and capability rules as the runtime. `err` is `0` on success; on failure it is `1`, `msg`
/// explains and `code` carries the ``BridgeError/Code``.
///
/// Opt in per container with ``Container/legacyURLProtocol``. The engines do not say which frame started a
/// navigation on WebKitGTK, so requests are attributed to the main document: enable it only for containers whose
/// pages embed no frames they do not trust.
///
/// The scheme must be one a URL can have: a letter followed by letters, digits, `+`, `-` and `.` (RFC 3986, WHATWG
/// URL). The engine reads any other name, such as `hybrid_scheme://api?…`, as a path relative to the page's own
/// document, so the page's calls would quietly become requests for missing pages of its own origin;
/// ``init(scheme:methods:)`` refuses such a name with ``InvalidScheme``.
public struct LegacyURLProtocol: Sendable, Equatable {
    /// A scheme name that no URL can have.
    public struct InvalidScheme: Error, Equatable, Sendable, CustomStringConvertible {
        /// The name that was refused.
        public let scheme: String

        public var description: String {
            "\"\(scheme)\" is not a URL scheme: a scheme is a letter followed by letters, digits, \"+\", \"-\" or \".\""
        }
    }

    /// One request read from a URL.
    struct Request: Equatable {
        var method: String
        var arguments: JSONValue
        var callback: String?
    }

    /// The URL scheme pages navigate to.
    public let scheme: String
    /// Native method names by the URL's api name (`gotoWebview` → `nav.openWeb`); api names not listed are
    /// method names themselves.
    public var methods: [String: String]

    /// The protocol on `scheme`, with `methods` renaming api names; throws ``InvalidScheme`` when `scheme` is not a
    /// name a URL can have.
    public init(scheme: String = "hybrid", methods: [String: String] = [:]) throws(InvalidScheme) {
        guard Self.isValidScheme(scheme) else { throw InvalidScheme(scheme: scheme) }
        self.scheme = scheme
        self.methods = methods
    }

    /// Whether `name` is a letter followed by letters, digits, `+`, `-` and `.`, all ASCII.
    private static func isValidScheme(_ name: String) -> Bool {
        guard let first = name.first, first.isASCII, first.isLetter else { return false }
        return name.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber || "+-.".contains($0)) }
    }

    /// The request `url` makes, or `nil` when it is not this protocol's. Unreadable parameters make a request
    /// whose arguments are the raw text, so the call fails with `invalidArguments` rather than vanishing.
    func request(from url: URL) -> Request? {
        guard url.scheme?.lowercased() == scheme.lowercased(),
              let components = URLComponents(url: url, resolvingAgainstBaseURL: false),
              let api = components.host, !api.isEmpty
        else { return nil }
        let items = components.queryItems ?? []
        let parameters = items.first { $0.name == "hybrid_params" || $0.name == "params" }?.value
        let arguments: JSONValue = switch parameters {
        case nil, "": .null
        case let text?: (try? JSONValue(json: text)) ?? .string(text)
        }
        return Request(method: methods[api] ?? api, arguments: arguments,
                       callback: items.first { $0.name == "callback" }?.value)
    }

    /// The script that hands `reply` to the page's callback `name`, when the page defined one.
    static func replyScript(callback name: String, reply: JSONValue) -> String {
        "const callback = window[\(JSONValue.string(name).jsonText)];\n"
            + "if (typeof callback === 'function') callback(\(reply.jsonText));"
    }

    /// The `{data, err, msg}` reply for a call's outcome.
    static func reply(_ outcome: Result<JSONValue, BridgeError>) -> JSONValue {
        switch outcome {
        case .success(let data): ["data": data, "err": 0, "msg": "success"]
        case .failure(let error):
            ["data": .null, "err": 1, "msg": .string(error.message), "code": .string(error.code.rawValue)]
        }
    }
}
