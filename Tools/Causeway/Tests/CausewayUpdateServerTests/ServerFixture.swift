import CausewayPackages
import CausewayUpdateServer
import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import Hummingbird
import Version

/// A real update server on loopback, with its registry in SQLite and its files in a scratch folder, and a publisher
/// key that signs packages for it.
final class ServerFixture: Sendable {
    static let token = "publisher-token"
    let folder: URL
    let key: PackageSigningKey
    let service: UpdateService
    let url: URL
    private let running: Task<Void, any Error>

    private let ownsFolder: Bool

    /// A server of its own in `folder` (by default a new scratch folder), or a second instance on `other`'s registry
    /// and files (as servers behind a load balancer share a database and a file store). Package files are kept in
    /// `folder/files`; offers point at `filesBase/NAME` when it is given.
    init(folder: URL = ServerFixture.scratchFolder(), sharingWith other: ServerFixture? = nil, filesBase: URL? = nil,
         configure: (inout UpdateServer) -> Void = { _ in }) async throws
    {
        self.folder = other?.folder ?? folder
        ownsFolder = other == nil
        key = other?.key ?? PackageSigningKey()
        try FileManager.default.createDirectory(at: self.folder, withIntermediateDirectories: true)
        service = UpdateService(registry: try SQLiteReleaseRegistry(path: self.folder.appendingPathComponent("registry.sqlite").path),
                                files: try LocalPackageFiles(folder: self.folder.appendingPathComponent("files")),
                                publishers: [key.verifyingKey], deltaKey: key, filesBase: filesBase)
        let (ports, continuation) = AsyncStream<Int>.makeStream()
        var server = UpdateServer(service: service, tokens: [Self.token])
        configure(&server)
        let application = server.application(port: 0, onRunning: { continuation.yield($0) })
        running = Task { try await application.runService(gracefulShutdownSignals: []) }
        var iterator = ports.makeAsyncIterator()
        guard let port = await iterator.next() else { throw URLError(.cannotConnectToHost) }
        url = URL(string: "http://127.0.0.1:\(port)")!
    }

    /// A new folder for a server, not yet made.
    static func scratchFolder() -> URL {
        FileManager.default.temporaryDirectory.appendingPathComponent("causeway-server-\(UUID().uuidString)")
    }

    deinit {
        running.cancel()
        if ownsFolder { try? FileManager.default.removeItem(at: folder) }
    }

    /// A package of `shop` at `version`, whose `app.js` says `marker`, among 40 files of 8 KiB that do not change.
    func package(_ version: Version, marker: String, signer: PackageSigningKey? = nil,
                 minimumNativeVersion: Version = Version(1, 0, 0)) throws -> URL {
        let site = folder.appendingPathComponent("site-\(version)-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: site.appendingPathComponent("img"), withIntermediateDirectories: true)
        try Data("<!doctype html><script src=app.js></script>".utf8).write(to: site.appendingPathComponent("index.html"))
        try Data("console.log('\(marker)')".utf8).write(to: site.appendingPathComponent("app.js"))
        for index in 0..<40 {
            try Data((0..<8192).map { UInt8(($0 * 7 + index) % 256) }).write(to: site.appendingPathComponent("img/\(index).bin"))
        }
        let output = folder.appendingPathComponent("shop-\(version)-\(UUID().uuidString).zip")
        try PackageBuilder(key: signer ?? key).pack(site, id: "shop", version: version,
                                                    minimumNativeVersion: minimumNativeVersion, to: output)
        return output
    }

    /// Uploads `package` and returns the HTTP status.
    func publish(_ package: URL, rollout: Int = 100, channel: String = "stable", token: String? = token,
                 healthRule: HealthRule? = nil) async throws -> Int
    {
        var query = [URLQueryItem(name: "channel", value: channel), URLQueryItem(name: "rollout", value: "\(rollout)")]
        if let healthRule {
            query += [URLQueryItem(name: "pauseAbove", value: "\(healthRule.maximumBadPercent)"),
                      URLQueryItem(name: "minReports", value: "\(healthRule.minimumReports)")]
        }
        var request = URLRequest(url: url.appendingPathComponent("v1/packages/shop/releases").appending(queryItems: query))
        request.httpMethod = "POST"
        if let token { request.setValue("Bearer \(token)", forHTTPHeaderField: "Authorization") }
        let (_, response) = try await URLSession.shared.upload(for: request, from: try Data(contentsOf: package))
        return (response as? HTTPURLResponse)?.statusCode ?? 0
    }

    /// Sends a release control (`pause`, `resume`, `rollback`, or `rollout?percent=N` with PUT).
    func control(_ version: Version, _ action: String, method: String = "POST") async throws -> Int {
        var request = URLRequest(url: URL(string: "\(url)/v1/packages/shop/releases/\(version)/\(action)")!)
        request.httpMethod = method
        request.setValue("Bearer \(Self.token)", forHTTPHeaderField: "Authorization")
        let (_, response) = try await URLSession.shared.data(for: request)
        return (response as? HTTPURLResponse)?.statusCode ?? 0
    }

    /// The offer a device running native 1.0.0 gets, made by hand as a device would ask (`nil` for none).
    func offer(device: String, installed: Version? = nil) async throws -> UpdateOffer? {
        var query = [URLQueryItem(name: "device", value: device), URLQueryItem(name: "native", value: "1.0.0")]
        if let installed { query.append(URLQueryItem(name: "installed", value: installed.description)) }
        let (body, response) = try await URLSession.shared.data(
            from: url.appendingPathComponent("v1/packages/shop/update").appending(queryItems: query))
        return (response as? HTTPURLResponse)?.statusCode == 200 ? try JSONDecoder().decode(UpdateOffer.self, from: body) : nil
    }

    /// Posts `body` as a report, as forwarded for `client` when given, and returns the HTTP status.
    func postReport(_ body: Data, forwardedFor client: String? = nil) async throws -> Int {
        var request = URLRequest(url: url.appendingPathComponent("v1/packages/shop/reports"))
        request.httpMethod = "POST"
        request.setValue("application/json", forHTTPHeaderField: "Content-Type")
        if let client { request.setValue("192.0.2.1, \(client)", forHTTPHeaderField: "X-Forwarded-For") }
        let (_, response) = try await URLSession.shared.upload(for: request, from: body)
        return (response as? HTTPURLResponse)?.statusCode ?? 0
    }

    /// Posts `report`, as forwarded for `client` when given, and returns the HTTP status.
    func postReport(_ report: InstallReport, forwardedFor client: String? = nil) async throws -> Int {
        try await postReport(try JSONEncoder().encode(report), forwardedFor: client)
    }

    /// The release list, as the server answers it.
    func releases() async throws -> [ReleaseStatus] {
        let (body, _) = try await URLSession.shared.data(from: url.appendingPathComponent("v1/packages/shop/releases"))
        return try Self.decoder.decode([ReleaseStatus].self, from: body)
    }

    private static let decoder: JSONDecoder = {
        let decoder = JSONDecoder()
        decoder.dateDecodingStrategy = .iso8601
        return decoder
    }()

    /// A client for `device`, running native `nativeVersion`, over a store of its own.
    func client(device: String, nativeVersion: Version = Version(1, 0, 0),
                allowsDownload: @escaping @Sendable () -> Bool = { true }) throws -> UpdateClient
    {
        let store = try PackageStore(root: folder.appendingPathComponent("device-\(device)"), trustedKeys: [key.verifyingKey],
                                     nativeVersion: nativeVersion)
        return UpdateClient(store: store, configuration: .init(server: url, packageID: "shop", device: device,
                                                               nativeVersion: nativeVersion, allowsDownload: allowsDownload))
    }
}
