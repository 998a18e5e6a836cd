import Causeway
import Foundation

/// How a page call ended, as the page saw it.
enum CallOutcome: Equatable, CustomStringConvertible {
    case ok(JSONValue)
    case failed(BridgeError.Code, message: String, path: [BridgeError.PathComponent]?, data: JSONValue?)

    init(_ value: JSONValue) {
        if value["ok"] == true {
            self = .ok(value["result"] ?? .null)
        } else {
            let error = value["error"] ?? .null
            let code = error["code"]?.stringValue.flatMap(BridgeError.Code.init(rawValue:)) ?? .protocolError
            let path: [BridgeError.PathComponent]? = if case .array(let items)? = error["path"] {
                items.map { $0.numberValue.map { .index(Int($0)) } ?? .key($0.stringValue ?? "") }
            } else { nil }
            let data = error["data"].flatMap { $0 == .null ? nil : $0 }
            self = .failed(code, message: error["message"]?.stringValue ?? "", path: path, data: data)
        }
    }

    @MainActor
    init(catching body: @MainActor () async throws(BridgeError) -> JSONValue) async {
        do {
            self = .ok(try await body())
        } catch {
            self = .failed(error.code, message: error.message, path: error.path, data: error.data)
        }
    }

    var code: BridgeError.Code? {
        if case .failed(let code, _, _, _) = self { return code }
        return nil
    }

    var result: JSONValue? {
        if case .ok(let value) = self { return value }
        return nil
    }

    var description: String {
        switch self {
        case .ok(let value): "ok(\(value.jsonText.prefix(200)))"
        case .failed(let code, let message, let path, let data):
            "failed(\(code), \(message), path: \(path.map(String.init(describing:)) ?? "-"), data: \(data?.jsonText ?? "-"))"
        }
    }
}

/// What a stream read ended with.
struct StreamOutcome {
    var values: [JSONValue]
    var error: BridgeError.Code?
}

/// A page the contract tests drive: the fake engine's Swift page, or `contract.js` in real WebKit.
@MainActor
protocol ContractPage: AnyObject {
    /// The engine's name, for failure messages.
    var name: String { get }
    var bridge: Bridge { get }

    /// Loads a fresh contract document and waits until it is ready.
    func reload() async throws
    /// `causeway.call` from the page, with an optional timeout and an abort after some milliseconds.
    func call(_ method: String, _ args: JSONValue, timeout: Int?, abortAfter: Int?) async throws -> CallOutcome
    /// Starts a page call and does not wait for it.
    func start(_ method: String, _ args: JSONValue) async throws
    /// Many page calls at once.
    func callMany(_ method: String, _ list: [JSONValue]) async throws -> [CallOutcome]
    /// Reads a native stream, leaving the loop after `limit` values.
    func readStream(_ method: String, _ args: JSONValue, limit: Int?) async throws -> StreamOutcome
    /// Starts recording native events named `name`.
    func listen(_ name: String) async throws
    /// The events named `name` recorded so far (`startup` is recorded from the document's start).
    func recorded(_ name: String) async throws -> [JSONValue]
    /// Emits events from the page, in order.
    func emit(_ name: String, _ list: [JSONValue]) async throws
    /// The tags of page handlers whose signal fired.
    func aborted() async throws -> [String]
    /// The tags of the `page.hang` calls that reached the page's handler.
    func hanging() async throws -> [String]
    /// Sends `size` pattern bytes to `method` as `{bytes}`.
    func sendBytes(_ method: String, size: Int) async throws -> CallOutcome
    /// Calls `method` with `{size}` and checks the bytes it returns.
    func receiveBytes(_ method: String, size: Int) async throws -> CallOutcome
    /// Posts `text` as a message body, bypassing the page API.
    func postRaw(_ text: String) async throws
    /// The codes of the uncorrelated `error` answers the page has received.
    func protocolErrors() async throws -> [String]
    /// From a subframe of another origin and a subframe of the same origin: calls `test.whoami` (the report's
    /// `identity`) and `test.add` (`add`: `{ok: result}` or `{code: error code}`).
    func frameReports() async throws -> [JSONValue]
}

extension ContractPage {
    func call(_ method: String, _ args: JSONValue = .null) async throws -> CallOutcome {
        try await call(method, args, timeout: nil, abortAfter: nil)
    }
}
