import Causeway
import CausewayTesting
import Foundation

/// The contract page on the in-memory engine: the page handlers of `contract.js`, written with ``FakePage``. The
/// engine plays WebKitGTK's channel (the courier) or WKWebView's (posts from the page world, the frame named by the
/// engine).
@MainActor
final class FakeContractPage: ContractPage {
    let name: String
    let engine: FakeEngine
    let bridge: Bridge
    private(set) var page: FakePage?
    private var recordings: [String: [JSONValue]] = [:]
    private var abortedTags: [String] = []
    private var hangingTags: [String] = []
    private var errorCodes: [String] = []

    init(limits: BridgeLimits, messageChannel: MessageChannel = .courier) {
        name = messageChannel == .courier ? "fake engine" : "fake engine, page world"
        engine = FakeEngine(messageChannel: messageChannel)
        bridge = Bridge(engine: engine, policy: contractPolicy, limits: limits)
    }

    func reload() async throws {
        let page = engine.navigate(to: URL(string: "causeway-test://app/contract.html")!)
        self.page = page
        recordings = [:]
        install(on: page)
        try await listen("startup")
        await bridge.waitUntilPageReady()
    }

    private func install(on page: FakePage) {
        page.handle("page.echo") { $0 }
        page.handle("page.fail") { args in
            throw BridgeError.handlerFailed(args["message"]?.stringValue ?? "", data: args["data"])
        }
        page.handle("page.slow") { [weak self] args in
            do {
                try await Task.sleep(for: .milliseconds(Int(args["ms"]?.numberValue ?? 0)))
                return args["value"] ?? .null
            } catch {
                self?.abortedTags.append(args["tag"]?.stringValue ?? "")
                throw error
            }
        }
        page.handle("page.hang") { [weak self] args in
            self?.hangingTags.append(args["tag"]?.stringValue ?? "")
            while !Task.isCancelled { try? await Task.sleep(for: .milliseconds(10)) }
            self?.abortedTags.append(args["tag"]?.stringValue ?? "")
            throw CancellationError()
        }
        page.handle("page.bytes") { args in
            try await page.upload(Self.pattern(Int(args["size"]?.numberValue ?? 0)))
        }
        page.handle("page.checkBytes") { args in
            let bytes = try await page.download(args["bytes"] ?? .null)
            return ["length": .number(Double(bytes.count)), "isBytes": true, "matches": .bool(bytes == Self.pattern(bytes.count))]
        }
    }

    private var current: FakePage {
        get throws {
            guard let page else { throw HarnessError.timedOut("a page to be loaded") }
            return page
        }
    }

    func call(_ method: String, _ args: JSONValue, timeout: Int?, abortAfter: Int?) async throws -> CallOutcome {
        let page = try current
        let task = Task { await CallOutcome { () async throws(BridgeError) -> JSONValue in
            try await page.call(method, args, timeout: timeout.map { .milliseconds($0) })
        } }
        if let abortAfter {
            Task {
                try? await Task.sleep(for: .milliseconds(abortAfter))
                task.cancel()
            }
        }
        return await task.value
    }

    func start(_ method: String, _ args: JSONValue) async throws {
        let page = try current
        Task { _ = try? await page.call(method, args) }
        await Task.yield()
    }

    func callMany(_ method: String, _ list: [JSONValue]) async throws -> [CallOutcome] {
        let page = try current
        let tasks = list.map { args in
            Task { await CallOutcome { () async throws(BridgeError) -> JSONValue in try await page.call(method, args) } }
        }
        var outcomes: [CallOutcome] = []
        for task in tasks { outcomes.append(await task.value) }
        return outcomes
    }

    func readStream(_ method: String, _ args: JSONValue, limit: Int?) async throws -> StreamOutcome {
        var outcome = StreamOutcome(values: [], error: nil)
        do {
            for try await value in try current.stream(method, args) {
                outcome.values.append(value)
                if let limit, outcome.values.count >= limit { break }
            }
        } catch {
            outcome.error = BridgeError(converting: error).code
        }
        return outcome
    }

    func listen(_ name: String) async throws {
        guard recordings[name] == nil else { return }
        recordings[name] = []
        try current.on(name) { [weak self] data in self?.recordings[name, default: []].append(data) }
    }

    func recorded(_ name: String) async throws -> [JSONValue] {
        recordings[name] ?? []
    }

    func emit(_ name: String, _ list: [JSONValue]) async throws {
        for data in list { try await current.emit(name, data) }
    }

    func aborted() async throws -> [String] {
        abortedTags
    }

    func hanging() async throws -> [String] {
        hangingTags
    }

    func sendBytes(_ method: String, size: Int) async throws -> CallOutcome {
        let page = try current
        return await CallOutcome { () async throws(BridgeError) -> JSONValue in
            let marker = try await page.upload(Self.pattern(size))
            return try await page.call(method, ["bytes": marker])
        }
    }

    func receiveBytes(_ method: String, size: Int) async throws -> CallOutcome {
        let page = try current
        return await CallOutcome { () async throws(BridgeError) -> JSONValue in
            let marker = try await page.call(method, ["size": .number(Double(size))])
            let bytes = try await page.download(marker)
            return ["length": .number(Double(bytes.count)), "isBytes": true, "matches": .bool(bytes == Self.pattern(bytes.count))]
        }
    }

    func postRaw(_ text: String) async throws {
        let answer = try await current.post(rawBody: text)
        if let message = try? JSONValue(json: answer), message["kind"] == "error" {
            errorCodes.append(message["error"]?["code"]?.stringValue ?? "")
        }
    }

    func protocolErrors() async throws -> [String] {
        errorCodes
    }

    func frameReports() async throws -> [JSONValue] {
        var reports: [JSONValue] = []
        for origin in ["causeway-test://other", "causeway-test://app"] {
            let frame = engine.addFrame(origin: origin)
            let identity = try await frame.call("test.whoami", ["origin": "causeway-test://app", "main": true])
            let add: JSONValue
            do {
                add = ["ok": try await frame.call("test.add", ["a": 1, "b": 2])]
            } catch {
                add = ["code": .string(error.code.rawValue)]
            }
            reports.append(["identity": identity, "add": add])
        }
        return reports
    }

    static func pattern(_ size: Int) -> Data {
        Data((0..<size).map { UInt8($0 % 251) })
    }
}
