package import CausewayHTTPFiles

extension FileRequest {
    /// The file request a scheme request makes: its method and headers.
    package init(_ request: SchemeRequest) {
        self.init(method: request.method, headers: request.headers)
    }
}
