package import CausewayHTTPFiles

extension SchemeResponse {
    /// A file answer, as the answer to a scheme request: a file's bytes are streamed from disk, not read into memory.
    package init(_ response: FileResponse) {
        switch response.body {
        case .data(let data): self.init(status: response.status, headers: response.headers, body: data)
        case .file(let region): self.init(status: response.status, headers: response.headers, body: .stream(SchemeBodyStream(region)))
        }
    }
}
