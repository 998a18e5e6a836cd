import CausewayToolTestSupport
import Foundation
import Testing

/// The servers tests start on a port picked free beforehand (PostgreSQL, nginx) say so when the port was taken
/// before they bound it, in words `LoopbackPortTaken` knows, so that they are started again on another port rather
/// than failing the test that wanted them.
@Suite struct TakenPortTests {
    @Test func postgresOnATakenPortSaysItsPortWasTaken() async throws {
        let held = try await PostgresCluster.sharedPort
        await #expect(throws: LoopbackPortTaken.self) {
            try await PostgresCluster.with(port: held) { _ in }
        }
    }

    @Test func nginxOnATakenPortSaysItsPortWasTaken() async throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("causeway-cdn-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let holder = try await LoopbackNginx(serving: folder)
        let port = try #require(holder.url.port)
        await #expect(throws: LoopbackPortTaken.self) { try await LoopbackNginx(serving: folder, port: port) }
    }

    @Test func aServerIsStartedAgainOnAnotherPortUntilItBinds() async throws {
        var tried: [Int] = []
        let port = try await LoopbackPort.serving(attempts: 3) { port in
            tried.append(port)
            if tried.count < 3 { throw try #require(LoopbackPortTaken(port: port, ifSaidIn: "Address already in use")) }
            return port
        }
        #expect(tried.count == 3 && port == tried.last)
        await #expect(throws: LoopbackPortTaken.self) {
            try await LoopbackPort.serving(attempts: 2) { port in
                throw try #require(LoopbackPortTaken(port: port, ifSaidIn: "bind: address already in use"))
            }
        }
        var starts = 0
        await #expect(throws: Refused.self, "another error ends the tries at once") {
            try await LoopbackPort.serving { _ in
                starts += 1
                throw Refused()
            }
        }
        #expect(starts == 1)
    }

    private struct Refused: Error {}
}
