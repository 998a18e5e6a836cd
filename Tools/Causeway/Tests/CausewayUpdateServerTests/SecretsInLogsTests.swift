import CausewayPackages
import CausewayTesting
import CausewayToolTestSupport
import CausewayUpdateServer
import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import Logging
import Testing
import Version

/// Credentials reach no log and no error, at any level: a publisher token, right or wrong, and a database password.
@Suite struct SecretsInLogsTests {
    /// Everything `log` holds, messages and metadata, as text.
    private static func printed(_ log: RecordingLogHandler.Log) -> [String] {
        log.records.flatMap { [$0.message] + $0.metadata.map { "\($0.key)=\($0.value)" } }
    }

    @Test func aPublisherTokenIsNeitherLoggedNorAnswered() async throws {
        let log = RecordingLogHandler.Log()
        let server = try await ServerFixture(logger: Logger(label: "test") { _ in RecordingLogHandler(log: log) })
        let package = try server.package(Version(1, 0, 0), marker: "one")
        let wrong = "wrong-token-7d3f9a"
        #expect(try await server.publish(package, token: wrong) == 401)
        var request = URLRequest(url: server.url.appendingPathComponent("v1/packages/shop/releases/1.0.0/pause"))
        request.httpMethod = "POST"
        request.setValue("Bearer \(wrong)", forHTTPHeaderField: "Authorization")
        request.setValue("session=cookie-5e1c", forHTTPHeaderField: "Cookie")
        let (answer, _) = try await URLSession.shared.data(for: request)
        #expect(try await server.publish(try server.package(Version(1, 0, 0), marker: "x", signer: PackageSigningKey())) == 422)
        #expect(!log.records.isEmpty, "the server logged")
        for secret in [wrong, ServerFixture.token, "cookie-5e1c"] {
            #expect(!Self.printed(log).contains { $0.contains(secret) }, "\(secret) was logged")
            #expect(!String(decoding: answer, as: UTF8.self).contains(secret))
        }
        await server.close()
    }

    @Test func aDatabasePasswordIsNeitherLoggedNorRepeated() async throws {
        let log = RecordingLogHandler.Log()
        let address = try PostgresAddress(parsing: "postgres://app:hunter2-secret@127.0.0.1:\(try LoopbackPort.free())/releases")
        await #expect {
            try await PostgresReleaseRegistry(configuration: address.configuration, startTimeout: .seconds(2),
                                              logger: Logger(label: "test") { _ in RecordingLogHandler(log: log) })
        } throws: { error in
            !"\(error) \(String(reflecting: error))".contains("hunter2")
        }
        #expect(!Self.printed(log).contains { $0.contains("hunter2") })
    }
}
