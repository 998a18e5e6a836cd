import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import Synchronization

/// An update server inside the URL loading system, for checks and reports (swift-corelibs-foundation cannot hand a
/// download task's body over from a `URLProtocol`): each test's device gets the answers the test gave for it, and
/// the requests it made are recorded. Devices keep tests that run at once apart.
final class StubUpdateServer: URLProtocol {
    /// An answer to a request whose path ends with a given suffix.
    struct Answer: Sendable {
        var status: Int
        var body: Data
    }

    private struct State {
        /// By device: the answers, by path suffix.
        var answers: [String: [String: Answer]] = [:]
        /// By device: the requests, in order ("METHOD path").
        var requests: [String: [String]] = [:]
    }

    private static let state = Mutex(State())

    /// A session whose requests this stub answers.
    static func session() -> URLSession {
        let configuration = URLSessionConfiguration.ephemeral
        configuration.protocolClasses = [StubUpdateServer.self]
        return URLSession(configuration: configuration)
    }

    /// Answers `device`'s requests whose path ends with `suffix`.
    static func answer(_ device: String, _ suffix: String, status: Int, body: Data = Data()) {
        state.withLock { $0.answers[device, default: [:]][suffix] = Answer(status: status, body: body) }
    }

    /// What `device` asked for so far.
    static func requests(of device: String) -> [String] {
        state.withLock { $0.requests[device] ?? [] }
    }

    override class func canInit(with request: URLRequest) -> Bool { true }

    override class func canonicalRequest(for request: URLRequest) -> URLRequest { request }

    override func startLoading() {
        guard let url = request.url else { return }
        let path = url.path
        let device = URLComponents(url: url, resolvingAgainstBaseURL: false)?.queryItems?
            .first { $0.name == "device" }?.value
        let answer = Self.state.withLock { state -> Answer? in
            guard let device = device ?? Self.reportingDevice(state, path) else { return nil }
            state.requests[device, default: []].append("\(request.httpMethod ?? "GET") \(path)")
            return state.answers[device]?.first { path.hasSuffix($0.key) }?.value
        } ?? Answer(status: 404, body: Data())
        let response = HTTPURLResponse(url: url, statusCode: answer.status, httpVersion: "HTTP/1.1",
                                       headerFields: ["Content-Length": "\(answer.body.count)"])!
        client?.urlProtocol(self, didReceive: response, cacheStoragePolicy: .notAllowed)
        client?.urlProtocol(self, didLoad: answer.body)
        client?.urlProtocolDidFinishLoading(self)
    }

    override func stopLoading() {}

    /// Reports carry their device in the body, which the URL loading system may hand over as a stream; a test
    /// that expects a report answers `/reports` for its device, and no other test does at the same time for the
    /// same package.
    private static func reportingDevice(_ state: State, _ path: String) -> String? {
        guard path.hasSuffix("/reports") else { return nil }
        return state.answers.first { $0.value["/reports"] != nil }?.key
    }
}
