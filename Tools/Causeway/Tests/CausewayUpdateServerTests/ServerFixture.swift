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
    let key = PackageSigningKey()
    let service: UpdateService
    let url: URL
    private let running: Task<Void, any Error>

    /// A server in `folder` (by default a new scratch folder), keeping its package files in `folder/files`; offers
    /// point at `filesBase/NAME` when it is given.
    init(folder: URL = ServerFixture.scratchFolder(), filesBase: URL? = nil) async throws {
        self.folder = folder
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        service = UpdateService(registry: try SQLiteReleaseRegistry(path: folder.appendingPathComponent("registry.sqlite").path),
                                files: try LocalPackageFiles(folder: folder.appendingPathComponent("files")),
                                publishers: [key.verifyingKey], deltaKey: key, filesBase: filesBase)
        let (ports, continuation) = AsyncStream<Int>.makeStream()
        let application = UpdateServer(service: service, tokens: [Self.token])
            .application(port: 0, onRunning: { continuation.yield($0) })
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
        try? FileManager.default.removeItem(at: folder)
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
    func publish(_ package: URL, rollout: Int = 100, channel: String = "stable", token: String? = token) async throws -> Int {
        var request = URLRequest(url: url.appendingPathComponent("v1/packages/shop/releases")
            .appending(queryItems: [URLQueryItem(name: "channel", value: channel),
                                    URLQueryItem(name: "rollout", value: "\(rollout)")]))
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
