import CausewayHTTPFiles
import CausewayPackages
import Foundation
import HTTPTypes
public import Hummingbird
public import Logging
import NIOCore
import NIOPosix
import Version

/// The update server's HTTP API, on Hummingbird:
///
/// | request | what it does |
/// |---|---|
/// | `GET /` | the release dashboard: releases per channel with rollout and health bars, and their controls |
/// | `GET /healthz` | `200` while the process serves requests |
/// | `GET /readyz` | `200` when the registry answers a small read within two seconds, `503` otherwise |
/// | `GET /metrics` | the ``UpdateMetrics`` in Prometheus' text format |
/// | `GET /openapi.json` | the ``OpenAPIDocument`` of these routes |
/// | `POST /v1/packages/ID/releases?channel=stable&rollout=50&pauseAbove=5&minReports=50&minNetworks=3` | publishes the package in the body, with a ``HealthRule`` when `pauseAbove` and `minReports` are given (bearer token) |
/// | `GET /v1/packages` | lists the packages that have releases |
/// | `GET /v1/packages/ID/releases` | lists releases with their health and the app contracts that can run them |
/// | `GET /v1/packages/ID/releases/VERSION` | one release as the list gives it |
/// | `POST /v1/packages/ID/releases/VERSION/pause`, `/resume`, `/rollback` | moves a release's ``ReleaseState`` (bearer token; `409` when its state does not take that) |
/// | `PUT /v1/packages/ID/releases/VERSION/rollout?percent=N` | changes the gray-release share (bearer token) |
/// | `PUT /v1/packages/ID/releases/VERSION/health-rule` | sets the ``HealthRule`` in the JSON body, or removes it with `DELETE` (bearer token) |
/// | `GET /v1/packages/ID/update?channel=&device=&native=&installed=&contract=` | an ``UpdateOffer`` by the ``UpdatePolicy``, for the app contract whose digest `contract` gives, or `204` (`429` over ``checksPerAddress``) |
/// | `PUT /v1/contracts/DIGEST?name=` | registers the app contract in the body (bearer token) |
/// | `GET /v1/contracts?package=ID` | lists the registered app contracts, with when devices checking for `package` last reported each (bearer token) |
/// | `DELETE /v1/contracts/DIGEST` | removes a registered app contract (bearer token) |
/// | `POST /v1/packages/ID/reports` | records an ``InstallReport`` that carries its offer's token (`403` without; `429` over ``reportsPerAddress``, or, for a report whose token is good, over ``reportsPerDevice``) |
/// | `GET` or `HEAD /v1/files/NAME` | a package or delta file from the ``PackageFileStorage``, streamed, with ranges so downloads resume |
public struct UpdateServer: Sendable {
    /// What the server does behind its routes.
    public let service: UpdateService
    /// The bearer tokens that may publish and control releases.
    public let tokens: Set<String>
    /// The largest package upload accepted.
    public var maxUploadBytes = 512 << 20
    /// The largest device report accepted.
    public var maxReportBytes = 4096
    /// How many update checks one client may make: 600 a minute. Each check that gets an offer gets a report token,
    /// so this also bounds how fast one client can gather tokens. A client is an IPv4 address, or an IPv6 network of
    /// ``ipv6BudgetPrefix`` bits, within its ``ClientNetwork``.
    public var checksPerAddress = RequestBudget(limit: 600, per: .seconds(60))
    /// How many reports one device id may send: 10 an hour. Only reports whose offer token is good spend it, and a
    /// report that is not recorded (its token redeemed already) gives back what it spent, so neither a forged nor a
    /// replayed report uses up a genuine device's budget, and a forged one does not fill its table.
    public var reportsPerDevice = RequestBudget(limit: 10, per: .seconds(3600))
    /// How many reports one client may send: 600 a minute (many devices can share an address); a client as for
    /// ``checksPerAddress``.
    public var reportsPerAddress = RequestBudget(limit: 600, per: .seconds(60))
    /// How many leading bits of an IPv6 address name one client for the budgets: 64, a subscriber's network, which
    /// whoever holds one of its addresses holds whole. 1 to 128.
    public var ipv6BudgetPrefix = 64
    /// How long the server waits on a client's request head, its body and its next request before it closes the
    /// connection.
    public var timeouts = ConnectionTimeouts()
    /// The load balancers in front of the server, by address: a request from one of them is counted against the
    /// address it names last in `X-Forwarded-For`, not against the load balancer's own.
    public var trustedProxies: Set<String> = []
    /// The event loops the server runs on.
    private let eventLoopGroup: any EventLoopGroup = MultiThreadedEventLoopGroup.singleton

    public init(service: UpdateService, tokens: Set<String>) {
        self.service = service
        self.tokens = tokens
    }

    /// The application listening on `host`:`port` (0 picks a free port); `onRunning` gets the port it listens on.
    public func application(host: String = "127.0.0.1", port: Int = 8080, logger: Logger = Logger(label: "causeway.serve"),
                            onRunning: @escaping @Sendable (Int) async -> Void = { _ in }) -> some ApplicationProtocol
    {
        let timeouts = timeouts
        return Application(router: router(),
                    server: .http1(configuration: .init(
                        additionalChannelHandlers: [ConnectionTimer(timeouts: timeouts)])),
                    configuration: ApplicationConfiguration(address: .hostname(host, port: port), serverName: "causeway"),
                    onServerRunning: { channel in await onRunning(channel.localAddress?.port ?? port) },
                    eventLoopGroupProvider: .shared(eventLoopGroup), logger: logger)
    }

    /// Every route the server answers, as `METHOD /path/{parameter}`, sorted: what ``OpenAPIDocument`` must describe.
    public var routes: [String] {
        router(answeringTheRest: false).routes.map { "\($0.method) \($0.path.description)" }.sorted()
    }

    /// The server's routes, and, when `answeringTheRest`, routes answering every other request (405 or 404).
    private func router(answeringTheRest: Bool = true) -> Router<UpdateRequestContext> {
        let router = Router(context: UpdateRequestContext.self)
        router.add(middleware: ObservedRequests(metrics: service.metrics))
        let (service, eventLoopGroup) = (service, eventLoopGroup)
        let file: @Sendable (Request, UpdateRequestContext) async throws -> Response = { request, context in
            try await Self.file(try Self.parameter("name", context), for: request, from: service.files,
                                pacedBy: EventLoopTurns(group: eventLoopGroup))
        }
        router.get("v1/files/:name", use: file)
        router.head("v1/files/:name", use: file)
        router.get("/") { _, _ -> Response in
            var headers = HTTPFields()
            headers[.contentType] = "text/html; charset=utf-8"
            headers[.contentSecurityPolicy] = "default-src 'self'; style-src 'unsafe-inline'; script-src 'unsafe-inline'"
            return Response(status: .ok, headers: headers,
                            body: ResponseBody(byteBuffer: ByteBuffer(string: DashboardPage.html)))
        }
        router.get("healthz") { _, _ -> HTTPResponse.Status in .ok }
        router.get("readyz") { _, _ -> HTTPResponse.Status in
            await service.registryAnswers() ? .ok : .serviceUnavailable
        }
        router.get("metrics") { _, _ -> Response in
            var headers = HTTPFields()
            headers[.contentType] = "text/plain; version=0.0.4; charset=utf-8"
            return Response(status: .ok, headers: headers,
                            body: ResponseBody(byteBuffer: ByteBuffer(bytes: service.metrics.exposition())))
        }
        router.get("openapi.json") { _, _ -> Response in
            var headers = HTTPFields()
            headers[.contentType] = "application/json; charset=utf-8"
            return Response(status: .ok, headers: headers, body: ResponseBody(byteBuffer: ByteBuffer(string: OpenAPIDocument.json)))
        }
        addReleaseRoutes(to: router)
        addContractRoutes(to: router)
        addControlRoutes(to: router)
        addDeviceRoutes(to: router)
        if answeringTheRest { answerTheRest(router) }
        return router
    }

    /// Answers every other request through a route of its own, so it is counted and logged like the rest, under that
    /// route's pattern, never its own path: a method a path lacks with 405 and the methods it has, a path there is no
    /// route for with 404.
    private func answerTheRest(_ router: Router<UpdateRequestContext>) {
        let methods: [HTTPRequest.Method] = [.get, .head, .post, .put, .delete, .patch, .options, .trace,
                                             HTTPRequest.Method("QUERY")!]
        for (path, routes) in Dictionary(grouping: router.routes, by: { $0.path.description }) {
            let allowed = Set(routes.map(\.method))
            let allow = allowed.map(\.rawValue).sorted().joined(separator: ", ")
            for method in methods where !allowed.contains(method) {
                router.on(routes[0].path, method: method) { request, _ -> Response in
                    throw HTTPError(.methodNotAllowed, headers: [.allow: allow],
                                    message: "\(request.method) is not a method of \(path)")
                }
            }
        }
        for method in methods {
            router.on("**", method: method) { _, _ -> Response in throw HTTPError(.notFound, message: "No such route") }
        }
    }

    /// A package file from the storage, with validators and byte ranges, so a cut download resumes. The bytes are
    /// streamed from disk a chunk at a time, each read only once the one before is with its connection, so a download
    /// holds about one chunk in memory, whatever the file's size.
    private static func file(_ name: String, for request: Request, from files: any PackageFileStorage,
                             pacedBy turns: EventLoopTurns) async throws -> Response
    {
        guard let file = try? await files.file(named: name) else { throw HTTPError(.notFound, message: "No such file") }
        var headers: [String: String] = [:]
        for field in request.headers { headers[field.name.canonicalName] = field.value }
        let answer = FileResponse.respond(to: FileRequest(method: request.method.rawValue, headers: headers),
                                          with: file)
        var fields = HTTPFields()
        for (name, value) in answer.headers {
            if let field = HTTPField.Name(name) { fields[field] = value }
        }
        let body = switch answer.body {
        case .data(let bytes): ResponseBody(byteBuffer: ByteBuffer(bytes: bytes))
        case .file(let region):
            ResponseBody(contentLength: Int(region.length)) { writer in
                for try await chunk in region.chunks() {
                    try await writer.write(ByteBuffer(bytes: chunk))
                    try await turns.wait()
                }
                try await writer.finish(nil)
            }
        }
        return Response(status: HTTPResponse.Status(code: answer.status), headers: fields, body: body)
    }
}
