import CausewayPackages
import CausewayUpdateServer
import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import Testing
import Version

/// Device reports count only with the token of an offer the server really made to that device for that version,
/// once; a flood of made-up reports moves nothing. Releases with a health rule pause themselves, on every server
/// of the registry.
@Suite struct ReportTrustTests {
    @Test func aFloodOfReportsWithoutGoodTokensMovesNoFigureWhileGenuineOnesCount() async throws {
        let server = try await ServerFixture()
        #expect(try await server.publish(try server.package(Version(1, 0, 0), marker: "one"),
                                         healthRule: HealthRule(maximumBadPercent: 5, minimumReports: 50)) == 201)
        let version = Version(1, 0, 0)
        let genuine = try #require(try await server.offer(device: "phone"))
        let token = try #require(genuine.reportToken)

        // 200 rollbacks from made-up devices: no token, a made-up one, and the phone's token under other ids.
        var statuses: [Int] = []
        for index in 0..<200 {
            let forged: String? = switch index % 3 {
            case 0: nil
            case 1: "AAAA" + String(token.dropFirst(4))
            default: token
            }
            statuses.append(try await server.postReport(InstallReport(
                packageID: "shop", version: version, device: "made-up-\(index)", outcome: .rolledBack,
                reason: "flood", offerToken: forged)))
        }
        #expect(Set(statuses) == [403], "every one refused")
        #expect(try await server.service.registry.health(of: "shop", version: version, round: nil) == ReleaseHealth())
        #expect(try await server.releases().first?.release.isPaused == false, "nothing paused")

        // A token for another version of the same device does not count either.
        #expect(try await server.postReport(InstallReport(packageID: "shop", version: Version(1, 0, 1), device: "phone",
                                                          outcome: .rolledBack, offerToken: token)) == 403)
        // The genuine report counts, once.
        let report = InstallReport(packageID: "shop", version: version, device: "phone", outcome: .installed, offerToken: token)
        #expect(try await server.postReport(report) == 202)
        #expect(try await server.postReport(report) == 409, "a token is redeemed once")
        #expect(try await server.service.registry.health(of: "shop", version: version, round: nil)
            == ReleaseHealth(installed: 1))
    }

    @Test func reportsAreCappedInSizeAndPerDevice() async throws {
        let server = try await ServerFixture()
        #expect(try await server.publish(try server.package(Version(1, 0, 0), marker: "one")) == 201)
        let oversized = try JSONEncoder().encode(InstallReport(packageID: "shop", version: Version(1, 0, 0), device: "phone",
                                                               outcome: .failed, reason: String(repeating: "x", count: 5000)))
        #expect(try await server.postReport(oversized) == 413)
        #expect(try await server.postReport(Data("{\"packageID\": ".utf8)) == 400)

        var statuses: [Int] = []
        for _ in 0..<12 {
            let offer = try #require(try await server.offer(device: "chatty"))
            statuses.append(try await server.postReport(InstallReport(packageID: "shop", version: Version(1, 0, 0),
                                                                      device: "chatty", outcome: .failed,
                                                                      offerToken: offer.reportToken)))
        }
        #expect(statuses == Array(repeating: 202, count: 10) + [429, 429], "ten a device in an hour, then no more")
    }

    @Test func behindATrustedProxyEachClientAddressHasItsOwnBudget() async throws {
        let server = try await ServerFixture { server in
            server.reportsPerAddress = RequestBudget(limit: 2, per: .seconds(60))
            server.trustedProxies = ["127.0.0.1"]
        }
        let untrusting = try await ServerFixture { server in
            server.reportsPerAddress = RequestBudget(limit: 2, per: .seconds(60))
            server.trustedProxies = []
        }
        func report(_ device: String) -> InstallReport {
            InstallReport(packageID: "shop", version: Version(1, 0, 0), device: device, outcome: .failed)
        }
        var statuses: [Int] = []
        for (index, client) in ["198.51.100.7", "198.51.100.7", "198.51.100.7", "198.51.100.8"].enumerated() {
            statuses.append(try await server.postReport(report("d\(index)"), forwardedFor: client))
        }
        #expect(statuses == [403, 403, 429, 403], "the third from one client is over its budget, another's is not")
        statuses = []
        for (index, client) in ["198.51.100.7", "198.51.100.8", "198.51.100.9"].enumerated() {
            statuses.append(try await untrusting.postReport(report("d\(index)"), forwardedFor: client))
        }
        #expect(statuses == [403, 403, 429], "an untrusted peer's X-Forwarded-For is ignored")
    }

    @Test func updateChecksAreCappedPerClientAddress() async throws {
        let server = try await ServerFixture { $0.checksPerAddress = RequestBudget(limit: 3, per: .seconds(60)) }
        #expect(try await server.publish(try server.package(Version(1, 0, 0), marker: "one")) == 201)
        var statuses: [Int] = []
        for (index, client) in ["198.51.100.7", "198.51.100.7", "198.51.100.7", "198.51.100.7", "198.51.100.8"].enumerated() {
            statuses.append(try await server.checkStatus(device: "device-\(index)", forwardedFor: client))
        }
        #expect(statuses == [200, 200, 200, 429, 200], "a fourth check from one address gets no offer and no token")
    }

    @Test func aReleaseBreakingItsHealthRulePausesItselfOnEveryServer() async throws {
        let first = try await ServerFixture()
        try await Self.aReleaseBreakingItsHealthRulePausesItself(on: first, try await ServerFixture(sharingWith: first))
    }

    /// Publishes a release with a health rule to 50% through `first`, has 50 devices in that half check in on
    /// either server and 6 of them, each from a network of its own, roll it back, and sees it paused on both once
    /// the 50th reported, not before; the devices that run it keep it.
    /// `SharedRegistryTests` runs it on two servers on one PostgreSQL database.
    static func aReleaseBreakingItsHealthRulePausesItself(on first: ServerFixture, _ second: ServerFixture) async throws {
        #expect(try await first.publish(try first.package(Version(1, 0, 0), marker: "one")) == 201)
        #expect(try await first.publish(try first.package(Version(2, 0, 0), marker: "two"), rollout: 50,
                                        healthRule: HealthRule(maximumBadPercent: 5, minimumReports: 50)) == 201)

        // Devices in the 50% check in on either server; 6 of the first 50 that got 2.0.0 roll it back.
        var offers: [(device: String, offer: UpdateOffer)] = []
        var index = 0
        while offers.count < 50 {
            let device = "device-\(index)"
            let server = index.isMultiple(of: 2) ? first : second
            if let offer = try await server.offer(device: device), offer.version == Version(2, 0, 0) {
                offers.append((device, offer))
            }
            index += 1
        }
        for (number, (device, offer)) in offers.enumerated() {
            let outcome: InstallReport.Outcome = number < 6 ? .rolledBack : .installed
            let server = number.isMultiple(of: 2) ? second : first
            #expect(try await server.postReport(InstallReport(packageID: "shop", version: Version(2, 0, 0), device: device,
                                                              outcome: outcome, offerToken: offer.reportToken),
                                                forwardedFor: "198.51.\(number).7") == 202)
            let paused = try await first.releases().first { $0.release.version == Version(2, 0, 0) }?.release.isPaused
            #expect(paused == (number == 49), "paused once 50 devices reported, not before (report \(number + 1))")
        }

        let listed = try #require(try await second.releases().first { $0.release.version == Version(2, 0, 0) })
        #expect(listed.release.state.phase == .pausedByHealthRule)
        #expect(listed.release.state.reason == "Paused by its health rule: 6 rolled back and 0 failed of 50 reports "
            + "(12.0%) from 6 networks, above 5%")
        #expect(listed.health == ReleaseHealth(installed: 44, rolledBack: 6, badNetworks: 6))
        for (device, _) in offers.prefix(10) {
            #expect(try await second.offer(device: device)?.version == Version(1, 0, 0), "no longer offered")
            #expect(try await first.offer(device: device, installed: Version(1, 0, 0)) == nil)
            #expect(try await first.offer(device: device, installed: Version(2, 0, 0)) == nil, "kept where it runs")
        }
        #expect(try await first.control(Version(2, 0, 0), "resume") == 200)
        #expect(try await second.offer(device: offers[0].device)?.version == Version(2, 0, 0), "a publisher may resume it")
    }
}
