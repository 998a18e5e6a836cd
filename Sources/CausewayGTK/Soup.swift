package import CWebKitGTK

/// A libsoup server listening on a free port of 127.0.0.1, with that port; the error's message when it cannot
/// listen. The caller owns the server's reference.
package func makeLoopbackSoupServer() -> Result<(server: UnsafeMutablePointer<SoupServer>, port: Int), SoupListenError> {
    let server = UnsafeMutableRawPointer(g_object_new_with_properties(soup_server_get_type(), 0, nil, nil)!)
        .assumingMemoryBound(to: SoupServer.self)
    var error: UnsafeMutablePointer<GError>?
    guard soup_server_listen_local(server, 0, SOUP_SERVER_LISTEN_IPV4_ONLY, &error) != 0 else {
        let message = error.map { String(cString: $0.pointee.message) } ?? "unknown error"
        g_clear_error(&error)
        g_object_unref(UnsafeMutableRawPointer(server))
        return .failure(SoupListenError(message: message))
    }
    let uris = soup_server_get_uris(server)
    let port = uris.flatMap { $0.pointee.data }.map { Int(g_uri_get_port(OpaquePointer($0))) } ?? 0
    g_slist_free_full(uris) { g_uri_unref(OpaquePointer($0)) }
    return .success((server, port))
}

/// Why a loopback server could not listen.
package struct SoupListenError: Error {
    package let message: String
}

/// The name-value pairs of libsoup headers, names in lower case; a repeated name keeps its last value.
package func headerDictionary(_ headers: OpaquePointer?) -> [String: String] {
    var dictionary: [String: String] = [:]
    guard let headers else { return dictionary }
    var iterator = SoupMessageHeadersIter()
    soup_message_headers_iter_init(&iterator, headers)
    var name: UnsafePointer<CChar>?
    var value: UnsafePointer<CChar>?
    while soup_message_headers_iter_next(&iterator, &name, &value) != 0 {
        if let name, let value { dictionary[String(cString: name).lowercased()] = String(cString: value) }
    }
    return dictionary
}
