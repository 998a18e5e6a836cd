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
/// | `POST /v1/packages/ID/releases?channel=stable&rollout=50` | publishes the package in the body (bearer token) |
/// | `GET /v1/packages` | lists the packages that have releases |
/// | `GET /v1/packages/ID/releases` | lists releases with their health |
/// | `POST /v1/packages/ID/releases/VERSION/pause`, `/resume`, `/rollback` | controls a release (bearer token) |
/// | `PUT /v1/packages/ID/releases/VERSION/rollout?percent=N` | changes the gray-release share (bearer token) |
/// | `GET /v1/packages/ID/update?channel=&device=&native=&installed=` | an ``UpdateOffer``, or `204` |
/// | `POST /v1/packages/ID/reports` | records an ``InstallReport`` |
/// | `GET` or `HEAD /v1/files/NAME` | a package or delta file from the ``PackageFileStorage``, streamed, with ranges so downloads resume |
public struct UpdateServer: Sendable {
    /// What the server does behind its routes.
    public let service: UpdateService
    /// The bearer tokens that may publish and control releases.
    public let tokens: Set<String>
    /// The largest package upload accepted.
    public var maxUploadBytes = 512 << 20
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
        Application(router: router(),
                    configuration: ApplicationConfiguration(address: .hostname(host, port: port), serverName: "causeway"),
                    onServerRunning: { channel in await onRunning(channel.localAddress?.port ?? port) },
                    eventLoopGroupProvider: .shared(eventLoopGroup), logger: logger)
    }

    private func router() -> Router<BasicRequestContext> {
        let router = Router()
        let (service, tokens, maxUploadBytes, eventLoopGroup) = (service, tokens, maxUploadBytes, eventLoopGroup)
        let file: @Sendable (Request, BasicRequestContext) async throws -> Response = { request, context in
            try await Self.file(try context.parameters.require("name"), for: request, from: service.files,
                                pacedBy: EventLoopTurns(group: eventLoopGroup))
        }
        router.get("v1/files/:name", use: file)
        router.head("v1/files/:name", use: file)
        router.get("v1/packages") { _, _ -> [String] in
            try await service.registry.packageIDs()
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
            let release = try await Self.answering {
                try await service.publish(upload, channel: query.get("channel") ?? "stable",
                                          rolloutPercent: query.get("rollout", as: Int.self) ?? 100)
            }
            guard release.packageID == (try context.parameters.require("id")) else {
                throw HTTPError(.badRequest, message: "The package is \(release.packageID), not the one in the path")
            }
            return EditedResponse(status: .created, response: release)
        }
        packages.get("releases") { _, context -> [ReleaseStatus] in
            let id = try context.parameters.require("id")
            var statuses: [ReleaseStatus] = []
            for release in try await service.registry.releases(of: id) {
                statuses.append(ReleaseStatus(release: release,
                                              health: try await service.registry.health(of: id, version: release.version)))
            }
            return statuses
        }
        let controls: [(String, @Sendable (inout Release) -> Void)] = [
            ("pause", { $0.isPaused = true }), ("resume", { $0.isPaused = false }), ("rollback", { $0.isRolledBack = true }),
        ]
        for (action, change) in controls {
            packages.post("releases/:version/\(action)") { request, context -> Release in
                try Self.authorize(request, tokens)
                return try await Self.answering {
                    try await service.change(try context.parameters.require("id"), version: try Self.version(context), change)
                }
            }
        }
        packages.put("releases/:version/rollout") { request, context -> Release in
            try Self.authorize(request, tokens)
            guard let percent = request.uri.queryParameters.get("percent", as: Int.self), (0...100).contains(percent) else {
                throw HTTPError(.badRequest, message: "percent must be 0 to 100")
            }
            return try await Self.answering {
                try await service.change(try context.parameters.require("id"), version: try Self.version(context)) {
                    $0.rolloutPercent = percent
                }
            }
        }
        packages.get("update") { request, context -> Response in
            let query = request.uri.queryParameters
            guard let device = query.get("device"), let native = query.get("native").flatMap(Version.init(checking:)) else {
                throw HTTPError(.badRequest, message: "device and native (a semantic version) are required")
            }
            let offer = try await Self.answering {
                try await service.check(try context.parameters.require("id"), channel: query.get("channel") ?? "stable",
                                        device: device, nativeVersion: native,
                                        installed: query.get("installed").flatMap(Version.init(checking:)))
            }
            guard let offer else { return Response(status: .noContent) }
            return try offer.response(from: request, context: context)
        }
        packages.post("reports") { request, context -> HTTPResponse.Status in
            let report = try await request.decode(as: InstallReport.self, context: context)
            guard report.packageID == (try context.parameters.require("id")) else {
                throw HTTPError(.badRequest, message: "The report is for another package")
            }
            try await service.report(report)
            return .accepted
        }
        return router
    }

    /// A package file from the storage, with validators and byte ranges, so a cut download resumes. The bytes are
    /// streamed from disk a chunk at a time, each read only once the one before is with its connection, so a download
    /// holds about one chunk in memory, whatever the file's size.
    private static func file(_ name: String, for request: Request, from files: any PackageFileStorage,
                             pacedBy turns: EventLoopTurns) async throws -> Response
    {
        guard let file = try? await files.file(named: name) else { throw HTTPError(.notFound) }
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

    private static func authorize(_ request: Request, _ tokens: Set<String>) throws {
        guard let header = request.headers[.authorization], header.hasPrefix("Bearer "),
              tokens.contains(String(header.dropFirst("Bearer ".count)))
        else {
            throw HTTPError(.unauthorized, message: "A publisher token is required")
        }
    }

    private static func version(_ context: BasicRequestContext) throws -> Version {
        guard let version = Version(checking: try context.parameters.require("version")) else {
            throw HTTPError(.badRequest, message: "Not a semantic version")
        }
        return version
    }

    /// Runs `body`, turning the service's errors into HTTP answers that say what was wrong.
    private static func answering<Value>(_ body: () async throws -> Value) async throws -> Value {
        do {
            return try await body()
        } catch let error as UpdateServerError {
            switch error {
            case .conflict(let why): throw HTTPError(.conflict, message: why)
            case .notFound(let why): throw HTTPError(.notFound, message: why)
            case .badRequest(let why): throw HTTPError(.badRequest, message: why)
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
}

extension Release: ResponseEncodable {}
extension ReleaseStatus: ResponseEncodable {}
// CausewayPackages is another package's module that knows nothing of Hummingbird; the server says how its documents
// travel.
extension UpdateOffer: @retroactive ResponseEncodable {}
extension InstallReport: @retroactive ResponseCodable {}
