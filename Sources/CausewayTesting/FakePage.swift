public import Causeway
public import Foundation

/// One document of a ``FakeEngine``, running the real page runtime (`causeway.js`) and its courier (`courier.js`) in a
/// JavaScriptCore context of its own: no window, no web process. Tests of native handlers use its page API (`call`,
/// `stream`, `handle`, `on`, `emit`) in Swift; each goes through `causeway` itself, so what the page sends and how it
/// takes what native code sends are the runtime's, not a copy's.
///
/// ```swift
/// let engine = FakeEngine()
/// let bridge = Bridge(engine: engine, policy: .allowing(["https://app.example"]))
/// bridge.handle("math.add") { (args: [Int]) in args.reduce(0, +) }
/// let page = engine.navigate(to: URL(string: "https://app.example/")!)
/// #expect(try await page.call("math.add", [1, 2]) == 3)
/// ```
///
/// Values cross as JSON. A binary value crosses as a marker, `{"$blob": "page:N"}`, of bytes the page keeps: put
/// one made by ``upload(_:)`` in arguments, and read one in a result with ``download(_:)``.
@MainActor
public final class FakePage {
    /// A page handler for native calls: it receives the arguments and returns the result.
    public typealias Handler = @MainActor (JSONValue) async throws -> JSONValue

    /// The document's origin, as the courier reports it.
    public let origin: String
    /// Whether this is the main frame.
    public let isMainFrame: Bool
    /// The frame token the page's posts and uploads carry (the courier's, and the runtime's where it posts itself).
    public let frameID: String
    /// The epoch the bridge gave this document.
    public private(set) var epoch = 0
    /// Whether the document is still loaded.
    public private(set) var isLoaded = true
    /// The methods the bridge said this frame may call, each `call` or `stream` (from the `hello` answer).
    public private(set) var methods: [String: MethodKind] = [:]
    /// Every message of this document's epoch that native code sent it, in the order they arrived.
    public private(set) var received: [JSONValue] = []
    /// What script threw or logged as an error, in order: a page that behaves leaves it empty.
    public private(set) var scriptErrors: [String] = []

    private weak var engine: FakeEngine?
    private var context: ScriptContext?
    private var environment: ScriptContext.Function?
    private var driver: ScriptContext.Function?
    private var greeting: Task<String, Never>?
    private var posts: [String: Task<String, Never>] = [:]
    /// Whether the courier is posting a body a test handed it (``post(rawBody:)``), not one of the runtime's.
    private var sendingRaw = false
    private var rawPost: Task<String, Never>?
    private var timers: [String: Task<Void, Never>] = [:]
    private var emits: [String: CheckedContinuation<Void, Never>] = [:]
    private var lastID = 0
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

    isolated deinit {
        context?.close()
    }

    /// Runs the engine's courier and page runtime in a new context: the runtime greets the bridge, says `ready` and
    /// parks a pull, as in a browser.
    func start() {
        guard let engine else { return }
        let context = ScriptContext(
            host: { [weak self] operation, id, values in self?.host(operation, id, values) },
            reportError: { [weak self] error in self?.scriptErrors.append(error) })
        self.context = context
        let setup: JSONValue = ["origin": .string(origin), "isMainFrame": .bool(isMainFrame), "frame": .string(frameID)]
        context.evaluate(PageScripts.environment + "(\(setup.jsonText));", url: "page-environment.js")
        environment = context.function("(...values) => __causewayEnvironment.deliver(...values)")
        let runtime = RuntimeScripts.page(for: engine.messageChannel)
        for script in engine.userScripts where isMainFrame || script.frames == .all {
            let isCourier = script.world == .named(Bridge.worldName)
            guard isCourier || script.source == runtime else { continue }
            let handlers = JSONValue.array(engine.messageHandlerNames(in: script.world).map(JSONValue.string))
            context.evaluate("__causewayEnvironment.enterWorld(\(handlers.jsonText));", url: "page-environment.js")
            context.evaluate(script.source, url: isCourier ? "courier.js" : "causeway.js")
        }
        context.evaluate(PageScripts.driver, url: "page-driver.js")
        driver = context.function("(name, ...values) => __causewayDriver[name](...values)")
    }

    /// Waits until the bridge has answered this document's hello.
    public func waitUntilGreeted() async {
        _ = await greeting?.value
    }

    /// The document goes away: its calls fail with `navigated`, its handlers are cancelled and its script stops.
    func unload() {
        isLoaded = false
        let navigated = BridgeError(.navigated, "The document was unloaded")
        let calls = pendingCalls
        pendingCalls.removeAll()
        for continuation in calls.values { continuation.resume(throwing: navigated) }
        let open = streams
        streams.removeAll()
        for stream in open.values { stream.finish(throwing: navigated) }
        for task in handlerTasks.values { task.cancel() }
        handlerTasks.removeAll()
        for timer in timers.values { timer.cancel() }
        timers.removeAll()
        let emitting = emits
        emits.removeAll()
        for continuation in emitting.values { continuation.resume() }
        context?.close()
        context = nil
    }

    // MARK: The page API

    /// `causeway.ready()` from page script: declares that the page started.
    public func declareReady() async {
        await waitUntilGreeted()
        await posting { drive("ready") }
    }

    /// `causeway.call(method, args, {timeout})`: calls a native method and returns its result.
    public func call(_ method: String, _ args: JSONValue = .null, timeout: Duration? = nil)
        async throws(BridgeError) -> JSONValue
    {
        await waitUntilGreeted()
        guard isLoaded else { throw BridgeError(.navigated, "The document was unloaded") }
        let id = nextID()
        let milliseconds = timeout.map { Double($0.components.seconds) * 1000 + Double($0.components.attoseconds) / 1e15 }
        do {
            return try await withTaskCancellationHandler {
                try await withCheckedThrowingContinuation { continuation in
                    pendingCalls[id] = continuation
                    if drive("call", id, method, args.jsonText, String(milliseconds ?? -1)) == nil {
                        settle(id, BridgeError(.protocolError, scriptErrors.last ?? "The page's script is not running"))
                    }
                }
            } onCancel: {
                Task { @MainActor in self.drive("abort", id) }
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
                self.drive("abort", id)
            }
        }
        Task {
            await self.waitUntilGreeted()
            // A stream left before it started is not opened.
            guard self.streams[id] != nil else { return }
            if self.drive("stream", id, method, args.jsonText) == nil {
                let reason = self.isLoaded ? self.scriptErrors.last ?? "The page's script is not running" : nil
                self.streams.removeValue(forKey: id)?.finish(throwing: reason.map { BridgeError(.protocolError, $0) }
                    ?? BridgeError(.navigated, "The document was unloaded"))
            }
        }
        return values
    }

    /// `causeway.handle(name, handler)`: serves native calls to `name`.
    public func handle(_ name: String, _ handler: @escaping Handler) {
        if handlers.updateValue(handler, forKey: name) == nil { drive("handle", name) }
    }

    /// `causeway.on(name, listener)`: receives native events named `name`.
    public func on(_ name: String, _ listener: @escaping @MainActor (JSONValue) -> Void) {
        if listeners[name] == nil { drive("on", name) }
        listeners[name, default: []].append(listener)
    }

    /// `causeway.emit(name, data)`: sends an event to native code; returns once the bridge has taken it.
    public func emit(_ name: String, _ data: JSONValue = .null) async {
        await waitUntilGreeted()
        let id = nextID()
        let before = Set(posts.keys)
        // The runtime's emit settles once the event is handed to the courier: after the bytes in it are uploaded, and
        // after the messages before it.
        await withCheckedContinuation { continuation in
            emits[id] = continuation
            if drive("emit", id, name, data.jsonText) == nil { emits.removeValue(forKey: id)?.resume() }
        }
        await answers(ofPostsNotIn: before)
    }

    /// The marker of `data` that the page keeps, to put in arguments: the runtime uploads the bytes when it sends
    /// them.
    public func upload(_ data: Data) async throws(BridgeError) -> JSONValue {
        guard isLoaded, let marker = drive("keep", PageScripts.latin1(data)), let value = try? JSONValue(json: marker)
        else { throw BridgeError(.protocolError, "The page is gone") }
        return value
    }

    /// The bytes a `{"$blob": "page:N"}` marker in a result stands for: what the runtime downloaded.
    public func download(_ marker: JSONValue) async throws(BridgeError) -> Data {
        guard let token = marker["$blob"]?.stringValue, let answer = drive("bytes", token), answer.hasPrefix("1") else {
            throw BridgeError(.protocolError, "Not the marker of bytes the page holds: \(marker.jsonText)")
        }
        return PageScripts.bytes(latin1: answer.dropFirst())
    }

    /// Posts `body`, exactly as given, as page script can, and returns the bridge's answer: for tests of what the
    /// bridge does with a message no runtime writes. Through the courier, as in a browser, the courier hands the
    /// answer to the runtime too (``received`` does not keep it); where the page posts itself
    /// (``MessageChannel/pageWorld``), page script posts it with the frame's token and the answer is its own.
    ///
    /// A pull is answered only once native code has something to send.
    public func post(rawBody body: String) async -> String {
        guard engine?.messageChannel != .pageWorld else {
            guard isLoaded, let receive = engine?.messageHandler(named: Bridge.worldName) else { return "" }
            return await receive(ScriptMessage(body: .string(PagePost.text(frameID: frameID, body: body)), frame: identity))
        }
        sendingRaw = true
        rawPost = nil
        let sent = drive("send", body)
        sendingRaw = false
        guard sent != nil, let task = rawPost else { return "" }
        rawPost = nil
        return await task.value
    }

    // MARK: What script asks of native code

    private func host(_ operation: String, _ id: String, _ values: [String]) {
        switch (operation, values.count) {
        case ("post", 2):
            post(id, to: values[0], values[1])
        case ("fetch", 5):
            fetch(id, url: values[0], method: values[1], headers: values[2], body: values[3], hasBody: values[4] == "1")
        case ("timer", 1):
            // As in a browser, a delay is at most 2³¹ - 1 ms.
            let delay = min(max(Double(values[0]) ?? 0, 0), Double(Int32.max))
            timers[id] = Task { [weak self] in
                guard (try? await Task.sleep(for: .milliseconds(delay))) != nil else { return }
                self?.timers[id] = nil
                self?.tell("timer", id)
            }
        case ("clearTimer", 0):
            timers.removeValue(forKey: id)?.cancel()
        case ("emitted", 0):
            emits.removeValue(forKey: id)?.resume()
        case ("settled", 2):
            if values[0] == "1" {
                pendingCalls.removeValue(forKey: id)?.resume(returning: (try? JSONValue(json: values[1])) ?? .null)
            } else {
                settle(id, Self.error(values[1]))
            }
        case ("next", 1):
            streams[id]?.yield((try? JSONValue(json: values[0])) ?? .null)
        case ("end", 1):
            guard let stream = streams.removeValue(forKey: id) else { return }
            if values[0].isEmpty { stream.finish() } else { stream.finish(throwing: Self.error(values[0])) }
        case ("serve", 2):
            serve(id, handlers[values[0]], (try? JSONValue(json: values[1])) ?? .null)
        case ("abandoned", 0):
            handlerTasks.removeValue(forKey: id)?.cancel()
        case ("event", 2):
            let data = (try? JSONValue(json: values[1])) ?? .null
            for listener in listeners[values[0]] ?? [] { listener(data) }
        case ("error", _), ("console", _):
            scriptErrors.append(values.joined(separator: " "))
        default:
            scriptErrors.append("An unknown request from script: \(operation)")
        }
    }

    /// Posts what the courier or the runtime posts to the message handler `name`, with the frame when the engine
    /// names it (``MessageChannel/pageWorld``), and answers it with the bridge's answer. A body a test handed the
    /// courier is answered the same way, but is not the runtime's: its answer is not kept in ``received``, and it
    /// says nothing of the document.
    private func post(_ id: String, to name: String, _ envelope: String) {
        let namesFrames = engine?.messageChannel == .pageWorld
        let kind = sendingRaw ? nil : Self.kind(ofPost: envelope, identityLines: namesFrames ? 1 : 3)
        let message = ScriptMessage(body: .string(envelope), frame: namesFrames ? identity : nil)
        // The page is not held while the post waits: a parked pull waits as long as the bridge lives.
        let receive = engine?.messageHandler(named: name)
        let task = Task { [weak self] () -> String in
            let answer = await receive?(message)
            guard let page = self else { return "" }
            page.posts[id] = nil
            guard let answer else {
                page.tell("refused", id, "No message handler \(name)")
                return ""
            }
            switch kind {
            case "hello": page.greeted(answer)
            case nil: break
            default: page.record(answer)
            }
            page.tell("posted", id, answer)
            // A pull is answered with nothing only when its document is gone (a newer document, or no bridge or
            // engine any more).
            if kind == "pull", answer.isEmpty { page.unload() }
            return answer
        }
        posts[id] = task
        if sendingRaw { rawPost = task }
        if kind == "hello" { greeting = task }
    }

    private func fetch(_ id: String, url: String, method: String, headers: String, body: String, hasBody: Bool) {
        guard let engine, let url = URL(string: url),
              let fields = try? JSONDecoder().decode([String: String].self, from: Data(headers.utf8))
        else {
            tell("fetched", id, "0", "{}", "")
            return
        }
        let request = SchemeRequest(url: url, method: method, headers: fields,
                                    body: hasBody ? PageScripts.bytes(latin1: body[...]) : nil)
        Task { [weak self] in
            let response = await engine.request(request)
            let bytes = (try? await response.body.collected()) ?? Data()
            let headers = (try? JSONEncoder().encode(response.headers)).map { String(decoding: $0, as: UTF8.self) }
            self?.tell("fetched", id, String(response.status), headers ?? "{}", PageScripts.latin1(bytes))
        }
    }

    private func serve(_ id: String, _ handler: Handler?, _ args: JSONValue) {
        guard let handler else { return }
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
                self.drive("answer", id, "1", result.jsonText)
            case .failure(let error):
                let text = (try? JSONEncoder().encode(error)).map { String(decoding: $0, as: UTF8.self) } ?? "{}"
                self.drive("answer", id, "0", text)
            }
        }
    }

    // MARK: Into script

    /// Calls the driver's `name` (page-driver.js) with `values`; its result, or `nil` once the document is gone.
    @discardableResult
    private func drive(_ name: String, _ values: String...) -> String? {
        guard isLoaded, let context, let driver else { return nil }
        return context.call(driver, [name] + values)
    }

    /// Tells the environment (page-environment.js) native code's answer to what script asked.
    private func tell(_ operation: String, _ id: String, _ values: String...) {
        guard isLoaded, let context, let environment else { return }
        context.call(environment, [operation, id] + values)
    }

    /// Does `body`, then waits until the bridge has answered every post it made.
    private func posting(_ body: () -> Void) async {
        let before = Set(posts.keys)
        body()
        await answers(ofPostsNotIn: before)
    }

    /// Waits until the bridge has answered every post made since the posts were `before`.
    private func answers(ofPostsNotIn before: Set<String>) async {
        for (id, task) in posts where !before.contains(id) {
            _ = await task.value
        }
    }

    private func settle(_ id: String, _ error: BridgeError) {
        pendingCalls.removeValue(forKey: id)?.resume(throwing: error)
    }

    private func greeted(_ answer: String) {
        guard let hello = try? JSONValue(json: answer), let epoch = hello["epoch"]?.numberValue else { return }
        self.epoch = Int(epoch)
        if case .object(let methods)? = hello["methods"] {
            self.methods = methods.compactMapValues { $0.stringValue.flatMap(MethodKind.init(rawValue:)) }
        }
    }

    /// Keeps the messages of this document's epoch in `answer`, one a line, a batch's one by one.
    private func record(_ answer: String) {
        for line in answer.utf8.split(separator: UInt8(ascii: "\n")) {
            guard let message = try? JSONValue(json: String(decoding: line, as: UTF8.self)),
                  Int(message["epoch"]?.numberValue ?? -1) == epoch
            else { continue }
            if message["kind"] == "batch", case .array(let messages)? = message["messages"] {
                received += messages
            } else {
                received.append(message)
            }
        }
    }

    private func nextID() -> String {
        lastID += 1
        return "s\(lastID)"
    }

    /// The `kind` of the wire message in a post: a courier's envelope has three lines of identity (origin, main
    /// frame, frame token) before the body, the runtime's own post one (the frame token).
    private static func kind(ofPost post: String, identityLines: Int) -> String? {
        let body = post.split(separator: "\n", maxSplits: identityLines, omittingEmptySubsequences: false).last ?? ""
        return (try? JSONValue(json: String(body)))?["kind"]?.stringValue
    }

    /// The frame as an engine that names frames reports it.
    private var identity: FrameIdentity {
        FrameIdentity(origin: origin, isMainFrame: isMainFrame)
    }

    private static func error(_ text: String) -> BridgeError {
        (try? JSONDecoder().decode(BridgeError.self, from: Data(text.utf8)))
            ?? BridgeError(.protocolError, "An error without a readable error: \(text)")
    }
}
