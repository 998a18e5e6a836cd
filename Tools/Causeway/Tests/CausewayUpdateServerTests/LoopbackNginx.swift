import CausewayTesting
import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// Debian's nginx on a free loopback port, serving one folder under `/packages/`, as a CDN or any plain HTTP server
/// would serve an update server's files; started with a private prefix and configuration, stopped when released.
final class LoopbackNginx: Sendable {
    /// `http://127.0.0.1:PORT/packages`, where the folder's files are.
    let url: URL
    private let prefix: URL
    private let process: Process

    /// Starts nginx serving `folder`, returning once it answers.
    init(serving folder: URL) async throws {
        prefix = FileManager.default.temporaryDirectory.appendingPathComponent("causeway-nginx-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: prefix.appendingPathComponent("logs"), withIntermediateDirectories: true)
        let port = try LoopbackPort.free()
        let config = """
            worker_processes 1;
            daemon off;
            pid \(prefix.path)/nginx.pid;
            error_log \(prefix.path)/logs/error.log;
            events { worker_connections 64; }
            http {
                access_log off;
                client_body_temp_path \(prefix.path)/body;
                proxy_temp_path \(prefix.path)/proxy;
                fastcgi_temp_path \(prefix.path)/fastcgi;
                uwsgi_temp_path \(prefix.path)/uwsgi;
                scgi_temp_path \(prefix.path)/scgi;
                server {
                    listen 127.0.0.1:\(port);
                    location /packages/ { alias \(folder.standardizedFileURL.path)/; }
                    location = /ready { return 204; }
                }
            }
            """
        try Data(config.utf8).write(to: prefix.appendingPathComponent("nginx.conf"))
        process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/sbin/nginx")
        process.arguments = ["-p", prefix.path, "-c", prefix.appendingPathComponent("nginx.conf").path]
        try process.run()
        let base = URL(string: "http://127.0.0.1:\(port)")!
        url = base.appendingPathComponent("packages")
        for _ in 0..<500 {
            let answer = try? await URLSession.shared.data(from: base.appendingPathComponent("ready"))
            if (answer?.1 as? HTTPURLResponse)?.statusCode == 204 { return }
            guard process.isRunning else { break }
            try await Task.sleep(for: .milliseconds(20))
        }
        process.terminate()
        throw URLError(.cannotConnectToHost)
    }

    deinit {
        process.terminate()
        process.waitUntilExit()
        try? FileManager.default.removeItem(at: prefix)
    }
}
