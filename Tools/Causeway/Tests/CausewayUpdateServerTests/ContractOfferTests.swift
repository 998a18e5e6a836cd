import CausewayContract
import CausewayPackages
import CausewayUpdateServer
import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import Testing
import Version

/// Update checks by app contract on loopback, with real clients: each app build is offered the newest release its
/// contract meets, and publishers see which builds each release serves and which builds devices run.
@Suite struct ContractOfferTests {
    private static let add = ContractEntry(kind: .call, input: .array(.number), output: .number)
    private static let divide = ContractEntry(kind: .call, input: .array(.number), output: .optional(.number))
    private static let old = AppContract(entries: ["math.add": add])
    private static let new = AppContract(entries: ["math.add": add, "math.divide": divide])

    @Test func eachAppBuildIsOfferedTheNewestReleaseItsContractMeets() async throws {
        let server = try await ServerFixture()
        let needsAdd = try Self.new.needs(["math.add"])
        let needsBoth = try Self.new.needs(["math.add", "math.divide"])
        #expect(try await server.publish(try server.package(Version(1, 0, 0), marker: "one", needs: needsAdd)) == 201)
        #expect(try await server.publish(try server.package(Version(1, 1, 0), marker: "two", needs: needsBoth)) == 201)
        #expect(try await server.register(Self.old, name: "shop 1.0") == 200)
        #expect(try await server.register(Self.new, name: "shop 1.1") == 200)

        let oldApp = try server.client(device: "old", contract: Self.old)
        #expect(try await oldApp.check()?.version == Version(1, 0, 0), "the old build gets what it can run")
        #expect(try await oldApp.update()?.manifest.version == Version(1, 0, 0))
        #expect(try await server.client(device: "new", contract: Self.new).check()?.version == Version(1, 1, 0))
        let unknown = AppContract(entries: ["math.add": Self.add, "math.round": Self.add])
        #expect(try await server.client(device: "unknown", contract: unknown).check() == nil,
                "a build no publisher registered is offered no release with needs")
        #expect(try await server.client(device: "plain").check()?.version == Version(1, 1, 0),
                "a device that reports no contract is judged by its native version, as before")

        let statuses = try await server.releases()
        #expect(statuses.map { $0.serves?.map(\.name) } == [["shop 1.1"], ["shop 1.0", "shop 1.1"]])
        #expect(try await server.release(Version(1, 0, 0))?.serves?.map(\.name) == ["shop 1.0", "shop 1.1"])
        #expect(try await server.release(Version(3, 0, 0)) == nil)
        let reported = try await server.contracts(reportedFor: "shop")
        #expect(reported.map(\.name) == ["shop 1.0", "shop 1.1"])
        #expect(reported.allSatisfy { $0.lastReported != nil }, "both builds' checks were noted")
        #expect(try await server.contracts(reportedFor: "cart").allSatisfy { $0.lastReported == nil })

        #expect(try await server.publish(try server.package(Version(1, 2, 0), marker: "three")) == 201)
        #expect(try await server.client(device: "unknown", contract: unknown).check()?.version == Version(1, 2, 0),
                "a release without needs is for every app")
        #expect(try await server.release(Version(1, 2, 0))?.serves == nil)
        await server.close()
    }

    @Test func registeringIsAPublishersWithItsDigestANameAndALimit() async throws {
        let server = try await ServerFixture()
        #expect(try await server.register(Self.new, name: "shop", token: nil) == 401)
        #expect(try await server.register(Self.new, name: "shop", digest: Self.old.digest) == 400)
        #expect(try await server.register(Self.new, name: "shop\u{7}") == 400)
        #expect(try await server.register(Self.new, name: String(repeating: "x", count: 65)) == 400)
        #expect(try await server.register(Self.new, name: nil) == 400)
        #expect(try await server.register(body: Data("{\"format\": 2, \"entries\": {}}".utf8), name: "shop",
                                          digest: Self.new.digest) == 422)
        for index in 0..<UpdateService.maxContracts {
            _ = try await server.service.register(AppContract(entries: ["m\(index)": Self.add]), name: "build \(index)")
        }
        #expect(try await server.register(Self.new, name: "one too many") == 409)
        #expect(try await server.register(AppContract(entries: ["m0": Self.add]), name: "renamed") == 200,
                "renaming a registered contract is within the limit")
        let digest = AppContract(entries: ["m0": Self.add]).digest
        #expect(try await server.removeContract(digest) == 204)
        #expect(try await server.removeContract(digest) == 404)
        #expect(try await server.register(Self.new, name: "shop 1.1") == 200)
        #expect(try await server.checkStatus(contract: "not-a-digest") == 400)
        #expect(try await server.checkStatus(contract: Self.new.digest.uppercased()) == 400)
        await server.close()
    }
}

extension ServerFixture {
    /// Registers `contract` (or `body`) as `digest` under `name`, and returns the HTTP status.
    func register(_ contract: AppContract? = nil, body: Data? = nil, name: String?, digest: String? = nil,
                  token: String? = ServerFixture.token) async throws -> Int
    {
        let digest = digest ?? contract?.digest ?? ""
        var url = url.appendingPathComponent("v1/contracts/\(digest)")
        if let name { url = url.appending(queryItems: [URLQueryItem(name: "name", value: name)]) }
        var request = URLRequest(url: url)
        request.httpMethod = "PUT"
        if let token { request.setValue("Bearer \(token)", forHTTPHeaderField: "Authorization") }
        let (_, response) = try await URLSession.shared.upload(for: request, from: try body ?? contract!.encoded())
        return (response as? HTTPURLResponse)?.statusCode ?? 0
    }

    /// Removes the contract `digest`, and returns the HTTP status.
    func removeContract(_ digest: String) async throws -> Int {
        var request = URLRequest(url: url.appendingPathComponent("v1/contracts/\(digest)"))
        request.httpMethod = "DELETE"
        request.setValue("Bearer \(Self.token)", forHTTPHeaderField: "Authorization")
        let (_, response) = try await URLSession.shared.data(for: request)
        return (response as? HTTPURLResponse)?.statusCode ?? 0
    }

    /// The registered contracts, with when devices checking for `packageID` last reported each.
    func contracts(reportedFor packageID: String) async throws -> [ContractSummary] {
        var request = URLRequest(url: url.appendingPathComponent("v1/contracts")
            .appending(queryItems: [URLQueryItem(name: "package", value: packageID)]))
        request.setValue("Bearer \(Self.token)", forHTTPHeaderField: "Authorization")
        return try Self.decoder.decode([ContractSummary].self, from: try await URLSession.shared.data(for: request).0)
    }

    /// Release `version` as `GET …/releases/VERSION` gives it, or `nil` when it answers 404.
    func release(_ version: Version) async throws -> ReleaseStatus? {
        let (body, response) = try await URLSession.shared.data(
            from: url.appendingPathComponent("v1/packages/shop/releases/\(version)"))
        guard (response as? HTTPURLResponse)?.statusCode != 404 else { return nil }
        return try Self.decoder.decode(ReleaseStatus.self, from: body)
    }

    /// The status of a check by device `d` that reports the contract digest `contract`.
    func checkStatus(contract: String) async throws -> Int {
        let (_, response) = try await URLSession.shared.data(from: url.appendingPathComponent("v1/packages/shop/update")
            .appending(queryItems: [URLQueryItem(name: "device", value: "d"), URLQueryItem(name: "native", value: "1.0.0"),
                                    URLQueryItem(name: "contract", value: contract)]))
        return (response as? HTTPURLResponse)?.statusCode ?? 0
    }
}
