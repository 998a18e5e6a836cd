import Foundation
import JavaScriptCore
#if canImport(Glibc)
import Glibc
#endif

/// One JavaScriptCore global context, with no window and no web process: where a ``FakePage`` runs the page runtime.
///
/// Script reaches native code through one function, `__causewayHost(operation, id, ...values)`, whose arguments
/// arrive as strings; native code reaches script by calling the functions it asks for with ``function(_:)``. Promise
/// jobs run when the outermost call into the context returns, as JavaScriptCore runs them when its lock is released.
@MainActor
final class ScriptContext {
    /// What native code does when script calls `__causewayHost`: the operation, the id, the other values.
    typealias Host = @MainActor (_ operation: String, _ id: String, _ values: [String]) -> Void

    /// A function of the context, kept alive until the context closes.
    struct Function {
        fileprivate let object: JSObjectRef
    }

    private var context: JSGlobalContextRef?
    private var kept: [JSObjectRef] = []
    /// How many calls into the context are running: a close asked for inside one waits until the outermost is over.
    private var depth = 0
    private var closing = false
    private let host: Host
    private let reportError: @MainActor (String) -> Void

    /// One virtual machine for every context: a context of its own costs a few times what a page's scripts do.
    private static let group = JSContextGroupCreate()
    /// The contexts open now, by their global context: how the host function, a C function, finds its context.
    private static var open: [JSGlobalContextRef: ScriptContext] = [:]

    /// Makes a context whose `__causewayHost` calls `host`; an exception thrown out of script goes to `reportError`.
    init(host: @escaping Host, reportError: @escaping @MainActor (String) -> Void) {
        Self.startWebKitFirst()
        let context = JSGlobalContextCreateInGroup(Self.group, nil)!
        self.context = context
        self.host = host
        self.reportError = reportError
        Self.open[context] = self
        let name = Self.string("__causewayHost")
        defer { JSStringRelease(name) }
        let function = JSObjectMakeFunctionWithCallback(context, name) { context, _, _, count, arguments, _ in
            guard let context else { return nil }
            let values = (0..<count).map { ScriptContext.string(context, arguments?[$0]) }
            if let global = JSContextGetGlobalContext(context) {
                MainActor.assumeIsolated { ScriptContext.open[global]?.receive(values) }
            }
            return JSValueMakeUndefined(context)
        }
        JSObjectSetProperty(context, JSContextGetGlobalObject(context), name, function, 0, nil)
    }

    /// Runs `source`, named `url` in exceptions; returns its completion value as a string, or `nil` once closed or
    /// when it throws (which is reported).
    @discardableResult
    func evaluate(_ source: String, url: String) -> String? {
        guard let context else { return nil }
        let script = Self.string(source)
        let sourceURL = Self.string(url)
        defer {
            JSStringRelease(script)
            JSStringRelease(sourceURL)
        }
        return entered {
            var exception: JSValueRef?
            let value = JSEvaluateScript(context, script, nil, sourceURL, 1, &exception)
            return answer(value, exception)
        }
    }

    /// The function that `expression` evaluates to, kept until the context closes; `nil` when it is not one (and
    /// what it threw is reported).
    func function(_ expression: String) -> Function? {
        guard let context else { return nil }
        let script = Self.string(expression)
        defer { JSStringRelease(script) }
        return entered {
            var exception: JSValueRef?
            let value = JSEvaluateScript(context, script, nil, nil, 1, &exception)
            if let exception { reportError(Self.string(context, exception)) }
            guard let value, exception == nil, let object = JSValueToObject(context, value, nil),
                  JSObjectIsFunction(context, object)
            else { return nil }
            JSValueProtect(context, object)
            kept.append(object)
            return Function(object: object)
        }
    }

    /// Calls `function` with `arguments`; returns its result as a string, or `nil` once closed or when it throws.
    @discardableResult
    func call(_ function: Function, _ arguments: [String]) -> String? {
        guard let context else { return nil }
        let strings = arguments.map(Self.string)
        defer { strings.forEach(JSStringRelease) }
        return entered {
            // The collector does not see into Swift's arrays: each argument stays protected until the call is over.
            let values: [JSValueRef?] = strings.map { string in
                let value = JSValueMakeString(context, string)
                JSValueProtect(context, value)
                return value
            }
            defer { for value in values { JSValueUnprotect(context, value) } }
            var exception: JSValueRef?
            let value = values.withUnsafeBufferPointer { values in
                JSObjectCallAsFunction(context, function.object, nil, values.count, values.baseAddress, &exception)
            }
            return answer(value, exception)
        }
    }

    /// Lets the context go: nothing more runs in it, and what script asks of native code after is dropped. Asked from
    /// inside a call into the context (a host function that ends the page), it happens once that call is over.
    func close() {
        guard depth == 0 else {
            closing = true
            return
        }
        guard let context else { return }
        for object in kept { JSValueUnprotect(context, object) }
        kept.removeAll()
        Self.open[context] = nil
        self.context = nil
        JSGlobalContextRelease(context)
    }

    /// In a process that runs GTK, WebKit sets up the process's JavaScriptCore before anything else does: after a
    /// context made first, none of the process's WebKit pages ever becomes ready (WebKitGTK 2.50). A process without
    /// GTK (a plugin's tests, a fuzz target) has no WebKit to start.
    ///
    /// This module links JavaScriptCore alone, never GTK or WebKit: it looks their functions up in the process, where
    /// only a process that links them (the project's own tests on the real engine) finds them.
    private static func startWebKitFirst() {
        #if canImport(Glibc)
        typealias IsInitialized = @convention(c) () -> Int32
        typealias DefaultContext = @convention(c) () -> UnsafeMutableRawPointer?
        guard let isInitialized = dlsym(nil, "gtk_is_initialized"),
              unsafeBitCast(isInitialized, to: IsInitialized.self)() != 0,
              let defaultContext = dlsym(nil, "webkit_web_context_get_default")
        else { return }
        _ = unsafeBitCast(defaultContext, to: DefaultContext.self)()
        #endif
    }

    /// Runs `body`, a call into the context, and closes the context after it when a close was asked for meanwhile.
    private func entered<Value>(_ body: () -> Value) -> Value {
        depth += 1
        defer {
            depth -= 1
            if depth == 0, closing { close() }
        }
        return body()
    }

    private func receive(_ values: [String]) {
        guard values.count >= 2 else { return }
        host(values[0], values[1], Array(values.dropFirst(2)))
    }

    private func answer(_ value: JSValueRef?, _ exception: JSValueRef?) -> String? {
        guard let context else { return nil }
        if let exception {
            reportError(Self.string(context, exception))
            return nil
        }
        return Self.string(context, value)
    }

    private static func string(_ text: String) -> JSStringRef {
        let units = Array(text.utf16)
        return units.withUnsafeBufferPointer { JSStringCreateWithCharacters($0.baseAddress, $0.count) }
    }

    private nonisolated static func string(_ context: JSContextRef, _ value: JSValueRef?) -> String {
        guard let value, let string = JSValueToStringCopy(context, value, nil) else { return "" }
        defer { JSStringRelease(string) }
        let count = JSStringGetLength(string)
        guard count > 0, let characters = JSStringGetCharactersPtr(string) else { return "" }
        return String(decoding: UnsafeBufferPointer(start: characters, count: count), as: UTF16.self)
    }
}
