import CWebKitGTK
import Causeway
import Foundation

/// Routes a web context's custom-scheme requests to the engine whose web view made them.
///
/// WebKitGTK registers a scheme once per web context, while each engine has its own handler; the router is the
/// context-wide handler. It is attached to its context as GObject data and lives as long as the context does.
@MainActor
final class SchemeRouter {
    private static let attached = ObjectData<SchemeRouter>(key: "causeway-scheme-router")
    private let context: OpaquePointer
    private var registeredSchemes: Set<String> = []
    private var routes: [String: [UnsafeMutableRawPointer: Route]] = [:]

    /// What serves one scheme for one view.
    private struct Route {
        let gate: SchemeBodyGate?
        let handler: SchemeHandler
    }

    private init(context: OpaquePointer) {
        self.context = context
    }

    /// The router of `context`, made on first use.
    static func shared(by context: OpaquePointer) -> SchemeRouter {
        if let existing = attached.value(on: UnsafeMutablePointer(context)) { return existing }
        let router = SchemeRouter(context: context)
        attached.set(router, on: UnsafeMutablePointer(context))
        return router
    }

    /// Sends requests for `scheme` from `view` to `handler`, with their bodies when `gate` admits them.
    func route(_ scheme: String, from view: UnsafeMutablePointer<WebKitWebView>, readingBodies gate: SchemeBodyGate?,
               to handler: @escaping SchemeHandler)
    {
        if registeredSchemes.insert(scheme).inserted {
            CCallback.registerURIScheme(scheme, in: context) { [weak self] request in self?.serve(request) }
            let security = webkit_web_context_get_security_manager(context)
            webkit_security_manager_register_uri_scheme_as_secure(security, scheme)
            webkit_security_manager_register_uri_scheme_as_cors_enabled(security, scheme)
        }
        routes[scheme, default: [:]][view.gpointer] = Route(gate: gate, handler: handler)
    }

    /// The handler of `scheme` for `view`, when it has one.
    func handler(_ scheme: String, from view: UnsafeMutablePointer<WebKitWebView>) -> SchemeHandler? {
        routes[scheme]?[view.gpointer]?.handler
    }

    /// Stops routing every scheme from `view`.
    func removeRoutes(from view: UnsafeMutablePointer<WebKitWebView>) {
        for scheme in routes.keys { routes[scheme]?[view.gpointer] = nil }
    }

    private func serve(_ request: OpaquePointer) {
        let scheme = String(cString: webkit_uri_scheme_request_get_scheme(request))
        guard let view = webkit_uri_scheme_request_get_web_view(request),
              let route = routes[scheme]?[view.gpointer],
              let url = URL(webKitURI: String(cString: webkit_uri_scheme_request_get_uri(request)))
        else {
            finish(request, with: .text(404, "No handler for this request"))
            return
        }
        let method = webkit_uri_scheme_request_get_http_method(request).map { String(cString: $0) } ?? "GET"
        var schemeRequest = SchemeRequest(url: url, method: method,
                                          headers: headerDictionary(webkit_uri_scheme_request_get_http_headers(request)))
        g_object_ref(UnsafeMutableRawPointer(request))
        let retained = MainThreadPointer(raw: request)
        Task {
            defer { g_object_unref(UnsafeMutableRawPointer(retained.raw)) }
            if let gate = route.gate, gate.admits(schemeRequest.headers) {
                guard let body = await RequestBody.read(retained.raw, limit: gate.maxBytes) else {
                    self.finish(retained.raw, with: gate.tooLargeResponse)
                    return
                }
                schemeRequest.body = body
            }
            self.finish(retained.raw, with: await route.handler(schemeRequest))
        }
    }

    private func finish(_ request: OpaquePointer, with response: SchemeResponse) {
        let stream: UnsafeMutablePointer<GInputStream>
        let length: Int64
        switch response.body {
        case .data(let data):
            let bytes = data.withUnsafeBytes { g_bytes_new($0.baseAddress, gsize($0.count)) }
            stream = g_memory_input_stream_new_from_bytes(bytes)
            g_bytes_unref(bytes)
            length = Int64(data.count)
        case .stream(let body):
            guard let reading = StreamedBody.inputStream(reading: body) else {
                return finish(request, with: .text(503, "No descriptor left to stream the answer"))
            }
            stream = reading
            length = body.length ?? -1
        }
        let answer = webkit_uri_scheme_response_new(stream, gint64(length))
        webkit_uri_scheme_response_set_status(answer, guint(response.status), nil)
        let headers = soup_message_headers_new(SOUP_MESSAGE_HEADERS_RESPONSE)
        for (name, value) in response.headers {
            if name.lowercased() == "content-type" {
                webkit_uri_scheme_response_set_content_type(answer, value)
            }
            soup_message_headers_append(headers, name, value)
        }
        webkit_uri_scheme_response_set_http_headers(answer, headers)
        webkit_uri_scheme_request_finish_with_response(request, answer)
        g_object_unref(UnsafeMutableRawPointer(answer))
        g_object_unref(UnsafeMutableRawPointer(stream))
    }
}
