public import Causeway
public import Foundation

/// A Swift stand-in for one document running `causeway.js`, for testing native handlers without a window.
///
/// It speaks the wire protocol to the bridge through a ``FakeEngine``: it greets, says `ready`, keeps a pull
/// parked, and offers the page API (`call`, `stream`, `handle`, `on`, `emit`) in Swift.
///
/// ```swift
/// let engine = FakeEngine()
/// let bridge = Bridge(engine: engine, policy: .allowing(["https://app.example"]))
/// bridge.handle("math.add") { (args: [Int]) in args.reduce(0, +) }
/// let page = engine.navigate(to: URL(string: "https://app.example/")!)
/// #expect(try await page.call("math.add", [1, 2]) == 3)
/// ```
@MainActor
public final class FakePage {
    /// A page handler for native calls: it receives the arguments and returns the result.
    public typealias Handler = @MainActor (JSONValue) async throws -> JSONValue

    /// The document's origin, as the courier would report it.
    public let origin: String
    /// Whether this is the main frame.
    public let isMainFrame: Bool
    /// The courier's frame token.
    public let frameID: String
    /// The epoch the bridge gave this document.
    public private(set) var epoch = 0
    /// Whether the document is still loaded.
    public private(set) var isLoaded = true
    /// The methods the bridge said this frame may call, each `call` or `stream` (from the `hello` answer).
    public private(set) var methods: [String: MethodKind] = [:]
    /// Every message of this document's epoch that native code sent it, in the order they arrived.
    public private(set) var received: [JSONValue] = []

    private weak var engine: FakeEngine?
    private var limits = BridgeLimits()
    private var greeting: Task<Void, Never>?
    private var callCounter = 0
    private var pendingCalls: [String: CheckedContinuation<JSONValue, any Error>] = [:]
    private var streams: [String: AsyncThrowingStream<JSONValue, any Error>.Continuation] = [:]
    private var handlers: [String: Handler] = [:]
    private var handlerTasks: [String: Task<Void, Never>] = [:]
    private var listeners: [String: [@MainActor (JSONValue) -> Void]] = [:]

    init(engine: FakeEngine, origin: String, isMainFrame: Bool) {
        self.engine = engine
        self.origin = origin
        self.isMainFrame = isMainFrame
        frameID = UUID().uuidString.replacingOccurrences(of: "-", with: "").lowercased()
    }

    /// Greets the bridge, then says ready and keeps a pull parked.
    func start() {
        greeting = Task {
            let answer = await self.post(["v": 1, "kind": "hello", "epoch": 0, "runtime": "1.0.0"])
            guard let hello = try? JSONValue(json: answer), let epoch = hello["epoch"]?.numberValue else { return }
            self.epoch = Int(epoch)
            if case .object(let methods)? = hello["methods"] {
                self.methods = methods.compactMapValues { $0.stringValue.flatMap(MethodKind.init(rawValue:)) }
            }
            if let limits = hello["limits"],
               let decoded = try? JSONDecoder().decode(BridgeLimits.self, from: Data(limits.jsonText.utf8))
            {
                self.limits = decoded
            }
        }
        Task {
            await self.greeting?.value
            _ = await self.post(self.message("ready", [:]))
        }
        Task {
            await self.greeting?.value
            while self.isLoaded {
                let batch = await self.post(self.message("pull", [:]))
                // A pull is answered with nothing only when its document is gone (a newer document, or no bridge
                // or engine any more): stop, as a page whose document is gone does.
                guard self.isLoaded, !batch.isEmpty else {
                    self.isLoaded = false
                    break
                }
                self.receive(batch)
            }
        }
    }

    /// Waits until the bridge has answered this document's hello.
    public func waitUntilGreeted() async {
        await greeting?.value
    }

    /// The document goes away: its calls fail with `navigated` and it stops pulling.
    func unload() {
        isLoaded = false
        let navigated = BridgeError(.navigated, "The document was unloaded")
        for continuation in pendingCalls.values { continuation.resume(throwing: navigated) }
        pendingCalls.removeAll()
        for stream in streams.values { stream.finish(throwing: navigated) }
        streams.removeAll()
        for task in handlerTasks.values { task.cancel() }
        handlerTasks.removeAll()
    }

    // MARK: The page API

    /// `causeway.ready()` from page script: declares that the page started.
    public func declareReady() async {
        await waitUntilGreeted()
        _ = await post(message("ready", ["declared": true]))
    }

    /// `causeway.call(method, args, {timeout})`: calls a native method and returns its result.
    public func call(_ method: String, _ args: JSONValue = .null, timeout: Duration? = nil)
        async throws(BridgeError) -> JSONValue
    {
        await waitUntilGreeted()
        let id = nextID()
        var fields: [String: JSONValue] = ["id": .string(id), "method": .string(method), "args": args]
        if let timeout { fields["timeout"] = .number(Double(timeout.components.seconds * 1000)) }
        let text = message("call", fields, blobs: Self.blobTokens(in: args))
        try checkLimits(args, text)
        do {
            return try await withTaskCancellationHandler {
                try await withCheckedThrowingContinuation { continuation in
                    pendingCalls[id] = continuation
                    Task {
                        let answer = await self.post(text)
                        if let failure = try? JSONValue(json: answer), failure["kind"] == "error" {
                            self.settle(id, with: Self.error(from: failure["error"]))
                        } else {
                            self.receive(answer)
                        }
                    }
                    if let timeout {
                        Task {
                            try? await Task.sleep(for: timeout)
                            self.abandon(id, BridgeError(.timeout, "\(method) timed out"))
                        }
                    }
                }
            } onCancel: {
                Task { @MainActor in self.abandon(id, BridgeError(.cancelled, "The call was cancelled")) }
            }
        } catch {
            throw BridgeError(converting: error)
        }
    }

    /// The error `causeway.call(method, args)` fails with, or `nil` when it succeeds: for tests of refusals.
    public func failure(calling method: String, _ args: JSONValue = .null) async -> BridgeError? {
        do {
            _ = try await call(method, args)
            return nil
        } catch {
            return error
        }
    }

    /// `causeway.stream(method, args)`: the values of a native stream. Ending the iteration early cancels it.
    public func stream(_ method: String, _ args: JSONValue = .null) -> AsyncThrowingStream<JSONValue, any Error> {
        let id = nextID()
        let (values, continuation) = AsyncThrowingStream<JSONValue, any Error>.makeStream()
        streams[id] = continuation
        continuation.onTermination = { termination in
            guard case .cancelled = termination else { return }
            Task { @MainActor in
                guard self.streams.removeValue(forKey: id) != nil else { return }
                _ = await self.post(self.message("cancel", ["id": .string(id)]))
            }
        }
        Task {
            await self.waitUntilGreeted()
            let fields: [String: JSONValue] = ["id": .string(id), "method": .string(method), "args": args, "stream": true]
            self.receive(await self.post(self.message("call", fields)))
        }
        return values
    }

    /// `causeway.handle(name, handler)`: serves native calls to `name`.
    public func handle(_ name: String, _ handler: @escaping Handler) {
        handlers[name] = handler
    }

    /// `causeway.on(name, listener)`: receives native events named `name`.
    public func on(_ name: String, _ listener: @escaping @MainActor (JSONValue) -> Void) {
        listeners[name, default: []].append(listener)
    }

    /// `causeway.emit(name, data)`: sends an event to native code.
    public func emit(_ name: String, _ data: JSONValue = .null) async {
        await waitUntilGreeted()
        _ = await post(message("event", ["name": .string(name), "data": data], blobs: Self.blobTokens(in: data)))
    }

    /// Uploads bytes as the runtime does and returns the `{"$blob": token}` marker to put in arguments.
    public func upload(_ data: Data) async throws(BridgeError) -> JSONValue {
        guard isLoaded, let engine else { throw BridgeError(.protocolError, "The page is gone") }
        let response = await engine.requestAsCourier(
            SchemeRequest(url: URL(string: "causeway-blob://bridge/upload")!, method: "POST", body: data),
            frameID: frameID)
        guard response.status == 200 else {
            let code: BridgeError.Code = switch response.status {
            case 413: .payloadTooLarge
            case 429: .limitExceeded
            default: .protocolError
            }
            throw BridgeError(code, "Upload refused")
        }
        let token = (try? await response.body.collected()) ?? Data()
        return ["$blob": .string(String(decoding: token, as: UTF8.self))]
    }

    /// Fetches the bytes a `{"$blob": token}` marker in a native result stands for.
    public func download(_ marker: JSONValue) async throws(BridgeError) -> Data {
        guard let token = marker["$blob"]?.stringValue else {
            throw BridgeError(.protocolError, "Not a blob marker: \(marker.jsonText)")
        }
        let response = await requestBlob(SchemeRequest(url: URL(string: "causeway-blob://bridge/\(token)")!))
        guard response.status == 200, let bytes = try? await response.body.collected() else {
            throw BridgeError(.protocolError, "No blob \(token)")
        }
        return bytes
    }

    /// Posts `body` as this frame's courier would, exactly as given, and returns the bridge's answer.
    public func post(rawBody body: String) async -> String {
        await post(body)
    }

    // MARK: Wire

    private func nextID() -> String {
        callCounter += 1
        return "p\(callCounter)"
    }

    private func message(_ kind: String, _ fields: [String: JSONValue], blobs: [String] = []) -> String {
        var object = fields
        object["v"] = 1
        object["kind"] = .string(kind)
        object["epoch"] = .number(Double(epoch))
        if !blobs.isEmpty { object["blobs"] = .array(blobs.map(JSONValue.string)) }
        return JSONValue.object(object).jsonText
    }

    private func post(_ message: JSONValue) async -> String {
        await post(message.jsonText)
    }

    private func post(_ body: String) async -> String {
        guard isLoaded, let engine else { return "" }
        let envelope = CourierEnvelope.text(origin: origin, isMainFrame: isMainFrame, frameID: frameID, body: body)
        return await engine.post(.string(envelope), to: Bridge.worldName) ?? ""
    }

    private func requestBlob(_ request: SchemeRequest) async -> SchemeResponse {
        guard let engine else { return .text(503, "No engine") }
        return await engine.request(request)
    }

    private func checkLimits(_ payload: JSONValue, _ text: String) throws(BridgeError) {
        guard payload.depth <= limits.maxDepth else {
            throw BridgeError(.invalidArguments, "The value nests deeper than \(limits.maxDepth) levels")
        }
        guard text.utf8.count <= limits.maxMessageBytes else {
            throw BridgeError(.payloadTooLarge, "The message is larger than \(limits.maxMessageBytes) bytes")
        }
    }

    private func settle(_ id: String, with error: BridgeError) {
        pendingCalls.removeValue(forKey: id)?.resume(throwing: error)
    }

    private func abandon(_ id: String, _ error: BridgeError) {
        guard let continuation = pendingCalls.removeValue(forKey: id) else { return }
        continuation.resume(throwing: error)
        Task { _ = await self.post(self.message("cancel", ["id": .string(id)])) }
    }

    private func receive(_ answer: String) {
        for line in answer.utf8.split(separator: UInt8(ascii: "\n")) { receiveMessage(String(decoding: line, as: UTF8.self)) }
    }

    private func receiveMessage(_ text: String) {
        guard isLoaded, let message = try? JSONValue(json: text) else { return }
        guard Int(message["epoch"]?.numberValue ?? -1) == epoch else { return }
        if message["kind"] == "batch", case .array(let messages)? = message["messages"] {
            messages.forEach(dispatch)
        } else {
            dispatch(message)
        }
    }

    private func dispatch(_ message: JSONValue) {
        received.append(message)
        let id = message["id"]?.stringValue ?? ""
        switch message["kind"]?.stringValue {
        case "reply":
            guard let continuation = pendingCalls.removeValue(forKey: id) else { return }
            if message["ok"] == true {
                continuation.resume(returning: message["result"] ?? .null)
            } else {
                continuation.resume(throwing: Self.error(from: message["error"]))
            }
        case "next":
            streams[id]?.yield(message["value"] ?? .null)
        case "end":
            guard let stream = streams.removeValue(forKey: id) else { return }
            if let error = message["error"] { stream.finish(throwing: Self.error(from: error)) } else { stream.finish() }
        case "event":
            let name = message["name"]?.stringValue ?? ""
            for listener in listeners[name] ?? [] { listener(message["data"] ?? .null) }
        case "call":
            serve(id: id, method: message["method"]?.stringValue ?? "", args: message["args"] ?? .null)
        case "cancel":
            handlerTasks.removeValue(forKey: id)?.cancel()
        default:
            break
        }
    }

    private func serve(id: String, method: String, args: JSONValue) {
        guard let handler = handlers[method] else {
            reply(id, error: BridgeError(.unknownMethod, "No page handler for \(method)"))
            return
        }
        handlerTasks[id] = Task {
            let outcome: Result<JSONValue, BridgeError>
            do {
                outcome = .success(try await handler(args))
            } catch {
                outcome = .failure(BridgeError(converting: error))
            }
            guard self.handlerTasks.removeValue(forKey: id) != nil, !Task.isCancelled else { return }
            switch outcome {
            case .success(let result):
                _ = await self.post(self.message("reply", ["id": .string(id), "ok": true, "result": result],
                                                 blobs: Self.blobTokens(in: result)))
            case .failure(let error):
                self.reply(id, error: error)
            }
        }
    }

    private func reply(_ id: String, error: BridgeError) {
        let errorValue = (try? JSONValue(json: String(decoding: JSONEncoder().encode(error), as: UTF8.self))) ?? .null
        Task { _ = await self.post(self.message("reply", ["id": .string(id), "ok": false, "error": errorValue])) }
    }

    private static func error(from value: JSONValue?) -> BridgeError {
        guard let value, let data = value.jsonText.data(using: .utf8),
              let error = try? JSONDecoder().decode(BridgeError.self, from: data)
        else { return BridgeError(.protocolError, "An error reply without a readable error") }
        return error
    }

    private static func blobTokens(in value: JSONValue) -> [String] {
        switch value {
        case .object(let members):
            if members.count == 1, let token = members["$blob"]?.stringValue { return [token] }
            return members.values.flatMap(blobTokens)
        case .array(let items):
            return items.flatMap(blobTokens)
        default:
            return []
        }
    }
}
