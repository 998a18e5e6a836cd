import CausewayPackages
import CausewayUpdateServer
import Foundation

extension RegistryEngine {
    /// Runs `body` with `count` update-server instances on one new registry of this engine, sharing one file folder
    /// the publisher's key and the servers' own signing key as instances behind a load balancer do; `configure` sets each server up before it starts.
    /// The servers are closed after, on every path.
    func withServers(_ count: Int = 1, configure: @escaping (inout UpdateServer) -> Void = { _ in },
                     _ body: ([ServerFixture]) async throws -> Void) async throws
    {
        try await withRegistry { registry, openAgain in
            let folder = ServerFixture.scratchFolder()
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            defer { try? FileManager.default.removeItem(at: folder) }
            let (key, deltaKey) = (PackageSigningKey(), PackageSigningKey())
            let files = try RecordingFiles(folder: folder.appendingPathComponent("files"))
            var servers: [ServerFixture] = []
            for index in 0..<count {
                servers.append(try await ServerFixture(folder: folder, key: key, deltaKey: deltaKey,
                                                       registry: index == 0 ? registry : try await openAgain(),
                                                       files: files, releasesFreshFor: count == 1 ? .seconds(1) : .zero,
                                                       configure: configure))
            }
            do {
                try await body(servers)
            } catch {
                for server in servers { await server.stop() }
                throw error
            }
            for server in servers { await server.stop() }
        }
    }
}
