import Causeway
import CausewayGTK
import CausewayTestSupport
import Foundation
import Logging

/// The contract page in real WebKitGTK: `Tests/Fixtures/pages/app/contract.html` driven through evaluation.
@MainActor
final class WebKitContractPage: ContractPage {
    let name = "WebKitGTK"
    let harness: WebKitHarness
    var bridge: Bridge { harness.bridge }

    static let pagesFolder = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Fixtures/pages")

    init(limits: BridgeLimits, logger: Logger = Logger(label: "causeway.bridge")) throws {
        // Two hosts are two origins; they serve the same files.
        let folder = Self.pagesFolder.appendingPathComponent("app")
        harness = try WebKitHarness(sites: ["app": folder, "other": folder], policy: contractPolicy, limits: limits,
                                    logger: logger)
    }

    func reload() async throws {
        try await harness.load("contract.html", host: "app")
    }

    /// Runs `contract.OPERATION(arguments…)` in the page and returns its result.
    private func run(_ operation: String, _ arguments: JSONValue...) async throws -> JSONValue {
        let list = arguments.map(\.jsonText).joined(separator: ", ")
        return try await harness.evaluate("return await window.contract.\(operation)(\(list));")
    }

    func call(_ method: String, _ args: JSONValue, timeout: Int?, abortAfter: Int?) async throws -> CallOutcome {
        let options: JSONValue = ["timeout": timeout.map { .number(Double($0)) } ?? .null,
                                  "abortAfter": abortAfter.map { .number(Double($0)) } ?? .null]
        return CallOutcome(try await run("call", .string(method), args, options))
    }

    func start(_ method: String, _ args: JSONValue) async throws {
        _ = try await harness.evaluate("window.contract.call(\(JSONValue.string(method).jsonText), \(args.jsonText), {}); return true;")
    }

    func callMany(_ method: String, _ list: [JSONValue]) async throws -> [CallOutcome] {
        guard case .array(let outcomes) = try await run("callMany", .string(method), .array(list)) else { return [] }
        return outcomes.map(CallOutcome.init)
    }

    func readStream(_ method: String, _ args: JSONValue, limit: Int?) async throws -> StreamOutcome {
        let result = try await run("readStream", .string(method), args, limit.map { .number(Double($0)) } ?? .null)
        guard case .array(let values)? = result["values"] else { return StreamOutcome(values: [], error: .protocolError) }
        let code = result["error"]?["code"]?.stringValue.flatMap(BridgeError.Code.init(rawValue:))
        return StreamOutcome(values: values, error: code)
    }

    func listen(_ name: String) async throws {
        _ = try await run("listen", .string(name))
    }

    func recorded(_ name: String) async throws -> [JSONValue] {
        guard case .array(let values) = try await run("recorded", .string(name)) else { return [] }
        return values
    }

    func emit(_ name: String, _ list: [JSONValue]) async throws {
        _ = try await run("emit", .string(name), .array(list))
    }

    func aborted() async throws -> [String] {
        guard case .array(let tags) = try await run("aborted") else { return [] }
        return tags.compactMap(\.stringValue)
    }

    func hanging() async throws -> [String] {
        guard case .array(let tags) = try await run("hanging") else { return [] }
        return tags.compactMap(\.stringValue)
    }

    func sendBytes(_ method: String, size: Int) async throws -> CallOutcome {
        CallOutcome(try await run("sendBytes", .string(method), .number(Double(size))))
    }

    func receiveBytes(_ method: String, size: Int) async throws -> CallOutcome {
        CallOutcome(try await run("receiveBytes", .string(method), .number(Double(size))))
    }

    func postRaw(_ text: String) async throws {
        _ = try await run("postRaw", .string(text))
    }

    func protocolErrors() async throws -> [String] {
        guard case .array(let codes) = try await run("protocolErrors") else { return [] }
        return codes.compactMap(\.stringValue)
    }

    func frameReports() async throws -> [JSONValue] {
        try await harness.load("frames.html", host: "app")
        var reports: [JSONValue] = []
        try await harness.waitUntil("both frames reported their identity") {
            if case .array(let reported) = try await harness.evaluate("return window.frameReports;") { reports = reported }
            return reports.count >= 2
        }
        return reports
    }
}

/// Runs `body` on the contract page in a fresh WebKitGTK engine with the contract's handlers, inside the GLib main
/// loop, and closes the engine after.
func withWebKitContractPage(limits: BridgeLimits = BridgeLimits(),
                            _ body: @escaping @MainActor (WebKitHarness) async throws -> Void) throws
{
    try GLibMainLoop.run {
        let page = try WebKitContractPage(limits: limits)
        defer { page.harness.close() }
        installContractHandlers(on: page.bridge, recorder: Recorder())
        try await page.reload()
        try await body(page.harness)
    }
}
