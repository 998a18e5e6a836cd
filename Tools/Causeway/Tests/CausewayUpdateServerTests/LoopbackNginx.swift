import CausewayToolTestSupport
import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// Debian's nginx on a free loopback port, serving one folder under `/packages/`, as a CDN or any plain HTTP server
/// would serve an update server's files; started with a private prefix and configuration, stopped when released.
final class LoopbackNginx: Sendable {
    /// Why nginx did not start.
    struct Failure: Error, CustomStringConvertible {
        let description: String
    }

    /// `http://127.0.0.1:PORT/packages`, where the folder's files are.
    let url: URL
    private let prefix: URL
    private let process: ChildProcess

    /// Starts nginx serving `folder`, returning once it answers; on `port` when one is given, or failing with
    /// `LoopbackPortTaken`, otherwise on a free one (another when the one picked is taken before nginx binds it).
    init(serving folder: URL, port: Int? = nil) async throws {
        let prefix = FileManager.default.temporaryDirectory.appendingPathComponent("causeway-nginx-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: prefix.appendingPathComponent("logs"), withIntermediateDirectories: true)
        do {
            let launch = { (port: Int) in try await Self.start(serving: folder, in: prefix, on: port) }
            if let port {
                (process, url) = try await launch(port)
            } else {
                (process, url) = try await LoopbackPort.serving(launch)
            }
        } catch {
            try? FileManager.default.removeItem(at: prefix)
            throw error
        }
        self.prefix = prefix
    }

    /// nginx with its files in `prefix`, serving `folder` on `port`, once it answers, and the folder's URL.
    private static func start(serving folder: URL, in prefix: URL, on port: Int) async throws -> (ChildProcess, URL) {
        let errors = prefix.appendingPathComponent("logs/error-\(port).log")
        // What only this nginx answers at /ready: another server on the port, which took it first, is not this one.
        let identity = UUID().uuidString
        let config = """
            worker_processes 1;
            daemon off;
            pid \(prefix.path)/nginx.pid;
            error_log \(errors.path);
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
                    location = /ready { return 200 "\(identity)"; }
                }
            }
            """
        try Data(config.utf8).write(to: prefix.appendingPathComponent("nginx.conf"))
        let process = try ChildProcess(["/usr/sbin/nginx", "-p", prefix.path, "-c", prefix.appendingPathComponent("nginx.conf").path])
        let base = URL(string: "http://127.0.0.1:\(port)")!
        for _ in 0..<500 {
            let answer = try? await URLSession.shared.data(from: base.appendingPathComponent("ready"))
            if answer.map({ String(decoding: $0.0, as: UTF8.self) }) == identity {
                return (process, base.appendingPathComponent("packages"))
            }
            guard process.isRunning else { break }
            try await Task.sleep(for: .milliseconds(20))
        }
        process.signal()
        let said = (try? String(contentsOf: errors, encoding: .utf8)) ?? ""
        throw LoopbackPortTaken(port: port, ifSaidIn: said) ?? Failure(description: "nginx did not answer; its error log:\n\(said)")
    }

    deinit {
        process.signal()
        process.waitUntilExit()
        try? FileManager.default.removeItem(at: prefix)
    }
}
