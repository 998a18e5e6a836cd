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
        let (service, tokens, maxUploadBytes, eventLoopGroup) = (service, tokens, maxUploadBytes, eventLoopGroup)
        let (maxReportBytes, perDevice, perAddress) = (maxReportBytes, reportsPerDevice, reportsPerAddress)
        let (trustedProxies, checksPerAddress, ipv6Prefix) = (trustedProxies, checksPerAddress, ipv6BudgetPrefix)
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
        router.get("v1/packages") { request, context -> [String] in
            try Self.spendListing(checksPerAddress, by: Self.clientAddress(of: request, context: context,
                                                                           trusting: trustedProxies), ipv6Prefix: ipv6Prefix)
            let query = request.uri.queryParameters
            return try await service.registry.packageIDs(after: query.get("after").map { String($0) },
                                                         limit: try Self.pageLimit(query))
        }
        let packages = router.group("v1/packages/:id")
        packages.post("releases") { request, context -> EditedResponse<Release> in
            try Self.authorize(request, tokens)
            var request = request
            let body = try await request.collectBody(upTo: maxUploadBytes)
            let upload = FileManager.default.temporaryDirectory.appendingPathComponent("causeway-upload-\(UUID().uuidString).zip")
            defer { try? FileManager.default.removeItem(at: upload) }
            try Data(body.readableBytesView).write(to: upload)
            let query = request.uri.queryParameters
            var rule: HealthRule?
            if let above = query.get("pauseAbove", as: Double.self), let minimum = query.get("minReports", as: Int.self) {
                rule = HealthRule(maximumBadPercent: above, minimumReports: minimum,
                                  minimumNetworks: query.get("minNetworks", as: Int.self)
                                      ?? HealthRule.defaultMinimumNetworks)
            }
            let release = try await Self.answering {
                try await service.publish(upload, channel: query.get("channel") ?? "stable",
                                          rolloutPercent: query.get("rollout", as: Int.self) ?? 100, healthRule: rule)
            }
            guard release.packageID == (try Self.parameter("id", context)) else {
                throw HTTPError(.badRequest, message: "The package is \(release.packageID), not the one in the path")
            }
            return EditedResponse(status: .created, response: release)
        }
        packages.get("releases") { request, context -> [ReleaseStatus] in
            try Self.spendListing(checksPerAddress, by: Self.clientAddress(of: request, context: context,
                                                                           trusting: trustedProxies), ipv6Prefix: ipv6Prefix)
            let query = request.uri.queryParameters
            let before = try query.get("before").map { text in
                guard let version = Version(checking: text) else {
                    throw HTTPError(.badRequest, message: "before is not a semantic version")
                }
                return version
            }
            return try await service.statuses(of: try Self.parameter("id", context), before: before,
                                              limit: try Self.pageLimit(query))
        }
        packages.get("releases/:version") { request, context -> ReleaseStatus in
            try Self.spendListing(checksPerAddress, by: Self.clientAddress(of: request, context: context,
                                                                           trusting: trustedProxies), ipv6Prefix: ipv6Prefix)
            return try await Self.answering {
                try await service.status(of: try Self.parameter("id", context), version: try Self.version(context))
            }
        }
        addContractRoutes(to: router)
        let controls: [(String, ReleaseState.Event)] = [("pause", .pause), ("resume", .resume), ("rollback", .rollBack)]
        for (action, event) in controls {
            packages.post("releases/:version/\(action)") { request, context -> Release in
                try Self.authorize(request, tokens)
                return try await Self.answering {
                    try await service.apply(event, to: try Self.parameter("id", context), version: try Self.version(context))
                }
            }
        }
        packages.put("releases/:version/rollout") { request, context -> Release in
            try Self.authorize(request, tokens)
            guard let percent = request.uri.queryParameters.get("percent", as: Int.self), (0...100).contains(percent) else {
                throw HTTPError(.badRequest, message: "percent must be 0 to 100")
            }
            return try await Self.answering {
                try await service.change(try Self.parameter("id", context), version: try Self.version(context)) {
                    $0.rolloutPercent = percent
                }
            }
        }
        packages.put("releases/:version/health-rule") { request, context -> Release in
            try Self.authorize(request, tokens)
            let rule = try await request.decode(as: HealthRule.self, context: context)
            return try await Self.answering {
                try rule.validate()
                return try await service.change(try Self.parameter("id", context), version: try Self.version(context)) {
                    $0.healthRule = rule
                }
            }
        }
        packages.delete("releases/:version/health-rule") { request, context -> Release in
            try Self.authorize(request, tokens)
            return try await Self.answering {
                try await service.change(try Self.parameter("id", context), version: try Self.version(context)) {
                    $0.healthRule = nil
                }
            }
        }
        let metrics = service.metrics
        packages.get("update") { request, context -> Response in
            let client = Self.clientAddress(of: request, context: context, trusting: trustedProxies)
            guard Self.spend(checksPerAddress, by: client, ipv6Prefix: ipv6Prefix) else {
                metrics.checked(.refused)
                throw HTTPError(.tooManyRequests, message: "Too many update checks from this client (its address, or its IPv6 /64)")
            }
            let query = request.uri.queryParameters
            let installed = query.get("installed").map { Version(checking: $0) }
            let contract = query.get("contract").map { String($0) }
            guard let device = query.get("device"), Self.isDeviceID(device),
                  contract.map(Self.isContractDigest) ?? true,
                  let native = query.get("native").flatMap(Version.init(checking:)), installed != .some(nil),
                  (1...UpdateService.maxChannelBytes).contains((query.get("channel") ?? "stable").utf8.count)
            else {
                metrics.checked(.invalid)
                throw HTTPError(.badRequest, message: """
                    device (1 to \(Self.maxDeviceBytes) bytes) and native (a semantic version) are required, installed \
                    is a semantic version, a channel has 1 to \(UpdateService.maxChannelBytes) bytes, and contract is \
                    an app contract's digest (64 lowercase hex digits)
                    """)
            }
            let offer = try await Self.answering {
                try await service.check(try Self.parameter("id", context), channel: query.get("channel") ?? "stable",
                                        device: device, nativeVersion: native,
                                        installed: installed.flatMap { $0 }, contract: contract)
            }
            guard let offer else {
                metrics.checked(.none)
                return Response(status: .noContent)
            }
            metrics.checked(.offer)
            metrics.offered(offer.kind)
            return try offer.response(from: request, context: context)
        }
        packages.post("reports") { request, context -> HTTPResponse.Status in
            do {
                let client = Self.clientAddress(of: request, context: context, trusting: trustedProxies)
                guard Self.spend(perAddress, by: client, ipv6Prefix: ipv6Prefix) else {
                    throw HTTPError(.tooManyRequests, message: "Too many reports from this client (its address, or its IPv6 /64)")
                }
                var request = request
                let body = try await request.collectBody(upTo: maxReportBytes)
                guard let report = try? JSONDecoder().decode(InstallReport.self, from: Data(body.readableBytesView)) else {
                    throw HTTPError(.badRequest, message: "Not an install report")
                }
                guard report.packageID == (try Self.parameter("id", context)) else {
                    throw HTTPError(.badRequest, message: "The report is for another package")
                }
                guard Self.isDeviceID(report.device) else {
                    throw HTTPError(.badRequest, message: "A device id has 1 to \(Self.maxDeviceBytes) bytes")
                }
                let admitted = try await Self.answering { try await service.admit(report) }
                let device = "\(report.packageID) \(report.device)"
                guard perDevice.spend(device) else {
                    throw HTTPError(.tooManyRequests, message: "Too many reports from this device")
                }
                do {
                    try await Self.answering { try await service.record(admitted, from: ClientNetwork(address: client)) }
                } catch {
                    // Not recorded (its token was redeemed already, say): it spends nothing of the device's budget.
                    perDevice.refund(device)
                    throw error
                }
                metrics.reported(report.outcome)
                return .accepted
            } catch {
                metrics.refusedReport()
                throw error
            }
        }
        // Every other request is answered through a route of its own, so it is counted and logged like the rest,
        // under that route's pattern, never its own path: a method a path lacks with 405 and the methods it has,
        // a path there is no route for with 404.
        guard answeringTheRest else { return router }
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
        return router
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

    /// The most items a page of a listing has, and how many it has unless asked for fewer.
    public static let pageLimit = 100

    /// The `limit` of a listing's page in `query`: 1 to ``pageLimit``, ``pageLimit`` when not given.
    private static func pageLimit(_ query: Parameters) throws -> Int {
        guard let text = query.get("limit") else { return pageLimit }
        guard let limit = Int(text), (1...pageLimit).contains(limit) else {
            throw HTTPError(.badRequest, message: "limit is a number from 1 to \(pageLimit)")
        }
        return limit
    }

    /// Spends one request of `budget` by `client` for a listing, or refuses it with `429`.
    static func spendListing(_ budget: RequestBudget, by client: String, ipv6Prefix: Int) throws {
        guard spend(budget, by: client, ipv6Prefix: ipv6Prefix) else {
            throw HTTPError(.tooManyRequests, message: "Too many requests from this client (its address, or its IPv6 /64)")
        }
    }

    /// The most bytes a device id may have, in a check or a report.
    static let maxDeviceBytes = 256

    private static func isDeviceID(_ device: String) -> Bool {
        (1...maxDeviceBytes).contains(device.utf8.count)
    }

    /// Spends one request of `budget` by `client`, keyed as ``RequestBudget`` is told for client addresses: by the
    /// address or its IPv6 prefix, within its ``ClientNetwork``.
    private static func spend(_ budget: RequestBudget, by client: String, ipv6Prefix: Int) -> Bool {
        budget.spend(ClientNetwork.budgetKey(of: client, ipv6Prefix: ipv6Prefix),
                     in: ClientNetwork(address: client).description)
    }

    /// The address a request comes from: its peer's, or, when the peer is a trusted proxy, the last address in the
    /// `X-Forwarded-For` it added.
    static func clientAddress(of request: Request, context: UpdateRequestContext,
                                      trusting proxies: Set<String>) -> String
    {
        let peer = context.remoteAddress?.ipAddress ?? "unknown"
        guard proxies.contains(peer), let name = HTTPField.Name("X-Forwarded-For"), let forwarded = request.headers[name],
              let last = forwarded.split(separator: ",").last?.trimmingCharacters(in: .whitespaces), !last.isEmpty
        else { return peer }
        return last
    }

    static func authorize(_ request: Request, _ tokens: Set<String>) throws {
        guard let header = request.headers[.authorization], header.hasPrefix("Bearer "),
              tokens.contains(String(header.dropFirst("Bearer ".count)))
        else {
            throw HTTPError(.unauthorized, message: "A publisher token is required")
        }
    }

    /// The path parameter `name`, percent-decoded (a version's `+` arrives as `%2B`).
    static func parameter(_ name: String, _ context: UpdateRequestContext) throws -> String {
        let raw = try context.parameters.require(name)
        guard let decoded = raw.removingPercentEncoding else {
            throw HTTPError(.badRequest, message: "The path's \(name) is not percent-encoded text")
        }
        return decoded
    }

    static func version(_ context: UpdateRequestContext) throws -> Version {
        guard let version = Version(checking: try Self.parameter("version", context)) else {
            throw HTTPError(.badRequest, message: "Not a semantic version")
        }
        return version
    }

    /// Runs `body`, turning the service's errors into HTTP answers that say what was wrong.
    static func answering<Value>(_ body: () async throws -> Value) async throws -> Value {
        do {
            return try await body()
        } catch let error as UpdateServerError {
            switch error {
            case .conflict(let why): throw HTTPError(.conflict, message: why)
            case .notFound(let why): throw HTTPError(.notFound, message: why)
            case .badRequest(let why): throw HTTPError(.badRequest, message: why)
            case .forbidden(let why): throw HTTPError(.forbidden, message: why)
            }
        } catch let error as PackageError {
            throw HTTPError(.unprocessableContent, message: error.description)
        }
    }
}

/// A release and how it is doing, as `GET …/releases` lists them.
public struct ReleaseStatus: Codable, Sendable, Equatable {
    public var release: Release
    public var health: ReleaseHealth
    /// The registered app contracts that meet the release's needs, sorted by name; `nil` when it has none, so that
    /// every app can run it.
    public var serves: [ContractSummary]?

    public init(release: Release, health: ReleaseHealth, serves: [ContractSummary]? = nil) {
        self.release = release
        self.health = health
        self.serves = serves
    }
}

extension Release: ResponseEncodable {}
extension ReleaseStatus: ResponseEncodable {}
extension ContractSummary: ResponseEncodable {}
// CausewayPackages is another package's module that knows nothing of Hummingbird; the server says how its documents
// travel. An offer, the answer to most requests, is written as JSON by hand (`UpdateOffer+JSON.swift`).
extension InstallReport: @retroactive ResponseCodable {}
extension HealthRule: ResponseCodable {}
