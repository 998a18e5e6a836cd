import CausewayPackages
import CausewayUpdateServer
import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import Hummingbird
import Logging
import Testing
import Version

/// A real update server on loopback, with its files in a scratch folder, a publisher key that signs packages for it
/// and a key of its own that signs its deltas (the key layout deploy/README.md gives); its registry is SQLite in that
/// folder unless a test gives it another.
final class ServerFixture: Sendable {
    static let token = "publisher-token"
    let folder: URL
    /// The publisher's key, which signs the packages the fixture makes.
    let key: PackageSigningKey
    /// The server's own key, which signs the deltas it makes.
    let deltaKey: PackageSigningKey
    let files: RecordingFiles
    let service: UpdateService
    let url: URL
    private let running: Task<Void, any Error>
    private let ownsFolder: Bool

    /// A server with its registry in SQLite, in a new scratch folder that goes with it, or a second instance on
    /// `other`'s registry file and files (as servers behind a load balancer share them). Offers point at
    /// `filesBase/NAME` when it is given; `configure` changes the server's settings before it starts (by default it
    /// trusts loopback as a proxy, and allows a million checks a minute per address); the server logs to `logger`.
    /// Each delta file waits for `hold` before it is stored, when one is given.
    /// A second instance reads the registry on every check, as the tests of shared registries want (see below).
    convenience init(sharingWith other: ServerFixture? = nil, filesBase: URL? = nil, holdingDeltas hold: DeltaHold? = nil,
                     logger: Logger = Logger(label: "causeway.serve"),
                     configure: (inout UpdateServer) -> Void = { _ in }) async throws
    {
        let folder = other?.folder ?? ServerFixture.scratchFolder()
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try await self.init(folder: folder, key: other?.key ?? PackageSigningKey(),
                            deltaKey: other?.deltaKey ?? PackageSigningKey(),
                            registry: try SQLiteReleaseRegistry(path: folder.appendingPathComponent("registry.sqlite").path),
                            files: try RecordingFiles(folder: folder.appendingPathComponent("files"),
                                                      holdingDeltas: hold),
                            ownsFolder: other == nil, filesBase: filesBase,
                            releasesFreshFor: other == nil ? .seconds(1) : .zero, logger: logger, configure: configure)
    }

    /// A server on `registry` and `files`, taking packages signed with `key` and signing deltas with `deltaKey`,
    /// making its scratch files in `folder`, which it deletes when it goes only if it `ownsFolder`.
    ///
    /// Its checks use a package's releases as read for `releasesFreshFor`, a second as in production. Instances that
    /// share a registry see each other's changes within that time; the tests of what they decide together make them
    /// with none, so every check reads the registry, and `SharedRegistryTests` tests the second itself.
    ///
    /// It takes packages signed by `publishers`, `key`'s alone unless told, judging their retirement by `clock`.
    init(folder: URL, key: PackageSigningKey, deltaKey: PackageSigningKey = PackageSigningKey(),
         registry: any ReleaseRegistry, files: RecordingFiles,
         ownsFolder: Bool = false, filesBase: URL? = nil, releasesFreshFor: Duration = .seconds(1),
         publishers: [PublisherKey]? = nil, clock: @escaping @Sendable () -> Date = Date.init,
         logger: Logger = Logger(label: "causeway.serve"),
         configure: (inout UpdateServer) -> Void = { _ in }) async throws
    {
        self.folder = folder
        self.key = key
        self.deltaKey = deltaKey
        self.files = files
        self.ownsFolder = ownsFolder
        service = UpdateService(registry: registry, files: files, publishers: publishers ?? [PublisherKey(key.verifyingKey)],
                                deltaKey: deltaKey, filesBase: filesBase, releasesFreshFor: releasesFreshFor, clock: clock)
        let (ports, continuation) = AsyncStream<Int>.makeStream()
        var server = UpdateServer(service: service, tokens: [Self.token])
        // Tests stand for many devices on many networks from one loopback address: they say each report's network
        // in X-Forwarded-For, and check far more often than one address of a real fleet.
        server.trustedProxies = ["127.0.0.1"]
        server.checksPerAddress = RequestBudget(limit: 1_000_000, per: .seconds(60))
        configure(&server)
        let application = server.application(port: 0, logger: logger, onRunning: { continuation.yield($0) })
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

    /// Stops the server; its registry stays open.
    func stop() async {
        running.cancel()
        _ = await running.result
    }

    /// Stops the server and closes its registry.
    func close() async {
        await stop()
        await service.registry.close()
    }

    /// A package of `shop` at `version`, whose `app.js` says `marker`, among 40 files of 8 KiB that do not change.
    func package(_ version: Version, marker: String, signer: PackageSigningKey? = nil,
                 minimumNativeVersion: Version = Version(1, 0, 0), needs: [String: ContractEntry]? = nil) throws -> URL {
        let site = folder.appendingPathComponent("site-\(version)-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: site.appendingPathComponent("img"), withIntermediateDirectories: true)
        try Data("<!doctype html><script src=app.js></script>".utf8).write(to: site.appendingPathComponent("index.html"))
        try Data("console.log('\(marker)')".utf8).write(to: site.appendingPathComponent("app.js"))
        for index in 0..<40 {
            try Data((0..<8192).map { UInt8(($0 * 7 + index) % 256) }).write(to: site.appendingPathComponent("img/\(index).bin"))
        }
        let output = folder.appendingPathComponent("shop-\(version)-\(UUID().uuidString).zip")
        try PackageBuilder(key: signer ?? key).pack(site, id: "shop", version: version,
                                                    minimumNativeVersion: minimumNativeVersion, needs: needs, to: output)
        return output
    }

    /// Uploads `package` and returns the HTTP status.
    func publish(_ package: URL, rollout: Int = 100, channel: String = "stable", token: String? = token,
                 healthRule: HealthRule? = nil) async throws -> Int
    {
        try await publishAnswer(package, rollout: rollout, channel: channel, token: token, healthRule: healthRule).status
    }

    /// Uploads `package` and returns the HTTP status and the answer's text.
    func publishAnswer(_ package: URL, rollout: Int = 100, channel: String = "stable", token: String? = token,
                       healthRule: HealthRule? = nil) async throws -> (status: Int, text: String)
    {
        var query = [URLQueryItem(name: "channel", value: channel), URLQueryItem(name: "rollout", value: "\(rollout)")]
        if let healthRule {
            query += [URLQueryItem(name: "pauseAbove", value: "\(healthRule.maximumBadPercent)"),
                      URLQueryItem(name: "minReports", value: "\(healthRule.minimumReports)"),
                      URLQueryItem(name: "minNetworks", value: "\(healthRule.minimumNetworks)")]
        }
        var request = URLRequest(url: url.appendingPathComponent("v1/packages/shop/releases").appending(queryItems: query))
        request.httpMethod = "POST"
        if let token { request.setValue("Bearer \(token)", forHTTPHeaderField: "Authorization") }
        let (body, response) = try await URLSession.shared.upload(for: request, from: try Data(contentsOf: package))
        return ((response as? HTTPURLResponse)?.statusCode ?? 0, String(decoding: body, as: UTF8.self))
    }

    /// Sends a release control (`pause`, `resume`, `rollback`, or `rollout?percent=N` with PUT).
    func control(_ version: Version, _ action: String, method: String = "POST") async throws -> Int {
        var request = URLRequest(url: URL(string: "\(url)/v1/packages/shop/releases/\(version)/\(action)")!)
        request.httpMethod = method
        request.setValue("Bearer \(Self.token)", forHTTPHeaderField: "Authorization")
        let (_, response) = try await URLSession.shared.data(for: request)
        return (response as? HTTPURLResponse)?.statusCode ?? 0
    }

    /// The offer an update check for `device`, which runs native 1.0.0 and has `installed`, gets: `nil` for 204.
    func offer(device: String, installed: Version? = nil) async throws -> UpdateOffer? {
        let (status, body) = try await check(device: device, installed: installed)
        guard status != 204 else { return nil }
        try #require(status == 200, "update check answered \(status)")
        return try JSONDecoder().decode(UpdateOffer.self, from: body)
    }

    /// The HTTP status an update check for `device`, as forwarded for `client`, gets.
    func checkStatus(device: String, forwardedFor client: String) async throws -> Int {
        try await check(device: device, installed: nil, forwardedFor: client).status
    }

    private func check(device: String, installed: Version?, forwardedFor client: String? = nil) async throws
        -> (status: Int, body: Data)
    {
        var query = [URLQueryItem(name: "channel", value: "stable"), URLQueryItem(name: "device", value: device),
                     URLQueryItem(name: "native", value: "1.0.0")]
        if let installed { query.append(URLQueryItem(name: "installed", value: installed.description)) }
        var request = URLRequest(url: url.appendingPathComponent("v1/packages/shop/update").appending(queryItems: query))
        if let client { request.setValue("192.0.2.1, \(client)", forHTTPHeaderField: "X-Forwarded-For") }
        let (body, response) = try await URLSession.shared.data(for: request)
        return ((response as? HTTPURLResponse)?.statusCode ?? 0, body)
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

    static let decoder: JSONDecoder = {
        let decoder = JSONDecoder()
        decoder.dateDecodingStrategy = .iso8601
        return decoder
    }()

    /// A client for `device`, running native `nativeVersion`, over a store of its own that trusts the publisher's key
    /// and the server's, as an app following deploy/README.md does.
    func client(device: String, nativeVersion: Version = Version(1, 0, 0), contract: AppContract? = nil,
                allowsDownload: @escaping @Sendable () -> Bool = { true }) throws -> UpdateClient
    {
        let store = try PackageStore(root: folder.appendingPathComponent("device-\(device)"), trustedKeys: trustedKeys,
                                     nativeVersion: nativeVersion, contract: contract)
        return UpdateClient(store: store, configuration: .init(server: url, packageID: "shop", device: device,
                                                               nativeVersion: nativeVersion, allowsDownload: allowsDownload))
    }

    /// The keys an app of this server trusts: the publisher's and the server's own.
    var trustedKeys: [PackageVerifyingKey] { [key.verifyingKey, deltaKey.verifyingKey] }
}
