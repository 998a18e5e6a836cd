package import CausewayHTTPFiles

extension SchemeResponse {
    /// A file answer, as the answer to a scheme request.
    package init(_ response: FileResponse) {
        self.init(status: response.status, headers: response.headers, body: response.body)
    }
}
