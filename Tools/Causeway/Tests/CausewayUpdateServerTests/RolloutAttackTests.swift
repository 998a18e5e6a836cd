import CausewayPackages
import CausewayUpdateServer
import Foundation
import Testing
import Version

/// What an outsider, who holds no publisher token and no genuine device, can do to a fleet through the update
/// server's open routes: nothing that moves a device backwards, undoes a publisher's resume, or locks a genuine
/// device out. Each runs on SQLite and on PostgreSQL, on two instances of one registry where it can.
@Suite struct RolloutAttackTests {
    @Test(arguments: RegistryEngine.allCases)
    func aPausedReleaseIsKeptByTheDevicesThatRunIt(engine: RegistryEngine) async throws {
        try await engine.withServers(2) { servers in
            let (first, second) = (servers[0], servers[1])
            #expect(try await first.publish(try first.package(Version(1, 0, 0), marker: "one")) == 201)
            #expect(try await first.publish(try first.package(Version(2, 0, 0), marker: "two"),
                                            healthRule: HealthRule(maximumBadPercent: 0, minimumReports: 1)) == 201)
            let genuine = try #require(try await first.offer(device: "device-a"))
            #expect(genuine.version == Version(2, 0, 0))
            #expect(try await second.postReport(InstallReport(packageID: "shop", version: Version(2, 0, 0),
                                                              device: "device-a", outcome: .installed,
                                                              offerToken: genuine.reportToken)) == 202)

            // A stranger checks as a made-up device, and reports the offer it got as failed.
            let forged = try #require(try await second.offer(device: "made-up"))
            _ = try await first.postReport(InstallReport(packageID: "shop", version: Version(2, 0, 0), device: "made-up",
                                                         outcome: .failed, offerToken: forged.reportToken))
            #expect(try await first.offer(device: "device-a", installed: Version(2, 0, 0)) == nil,
                    "a device on 2.0.0 is not moved back to 1.0.0")

            // Nor by a publisher's pause: a pause stops new installs only.
            #expect(try await first.control(Version(2, 0, 0), "pause") == 200)
            #expect(try await second.offer(device: "device-a", installed: Version(2, 0, 0)) == nil)
            #expect(try await second.offer(device: "fresh")?.version == Version(1, 0, 0), "new installs get 1.0.0")
        }
    }

    @Test(arguments: RegistryEngine.allCases)
    func aPublishersResumeHoldsUntilReportsAfterItCrossTheRuleAgain(engine: RegistryEngine) async throws {
        try await engine.withServers(2, configure: { $0.trustedProxies = ["127.0.0.1"] }) { servers in
            let (first, second) = (servers[0], servers[1])
            #expect(try await first.publish(try first.package(Version(1, 0, 0), marker: "one")) == 201)
            #expect(try await first.publish(try first.package(Version(2, 0, 0), marker: "two"),
                                            healthRule: HealthRule(maximumBadPercent: 50, minimumReports: 3)) == 201)
            /// Device `index` checks on one server and reports `outcome` on the other, from a network of its own.
            func report(_ index: Int, _ outcome: InstallReport.Outcome) async throws {
                let server = index.isMultiple(of: 2) ? first : second
                let offer = try #require(try await server.offer(device: "device-\(index)"))
                #expect(offer.version == Version(2, 0, 0))
                #expect(try await (server === first ? second : first).postReport(
                    InstallReport(packageID: "shop", version: Version(2, 0, 0), device: "device-\(index)",
                                  outcome: outcome, offerToken: offer.reportToken),
                    forwardedFor: "198.51.\(index).7") == 202)
            }
            func isPaused() async throws -> Bool {
                try #require(try await second.releases().first { $0.release.version == Version(2, 0, 0) }).release.isPaused
            }
            for index in 0..<3 { try await report(index, .failed) }
            #expect(try await isPaused(), "three failures from three networks cross the rule")

            #expect(try await first.control(Version(2, 0, 0), "resume") == 200)
            try await report(3, .installed)
            #expect(try await isPaused() == false, "the failures before the resume do not pause it again")
            try await report(4, .failed)
            #expect(try await isPaused() == false, "1 of 2 reports after the resume is not above 50%")
            try await report(5, .failed)
            #expect(try await isPaused() == false, "2 failures after the resume come from fewer than 3 networks")
            try await report(6, .failed)
            #expect(try await isPaused(), "reports after the resume crossed the rule")
        }
    }

    @Test(arguments: RegistryEngine.allCases)
    func forgedReportsSpendNoGenuineDevicesBudget(engine: RegistryEngine) async throws {
        try await engine.withServers(configure: {
            $0.reportsPerDevice = RequestBudget(limit: 10, per: .seconds(3600), maximumKeys: 20)
        }) { servers in
            let server = servers[0]
            #expect(try await server.publish(try server.package(Version(1, 0, 0), marker: "one")) == 201)
            let offer = try #require(try await server.offer(device: "phone"))
            var statuses: [Int] = []
            for index in 0..<42 {
                statuses.append(try await server.postReport(InstallReport(
                    packageID: "shop", version: Version(1, 0, 0), device: index < 12 ? "phone" : "made-up-\(index)",
                    outcome: .failed)))
            }
            #expect(Set(statuses) == [403], "every forged report is refused for its token, none for a budget")
            #expect(try await server.postReport(InstallReport(packageID: "shop", version: Version(1, 0, 0), device: "phone",
                                                              outcome: .installed, offerToken: offer.reportToken)) == 202)
            let other = try #require(try await server.offer(device: "tablet"))
            #expect(try await server.postReport(InstallReport(packageID: "shop", version: Version(1, 0, 0), device: "tablet",
                                                              outcome: .installed, offerToken: other.reportToken)) == 202,
                    "forged ids did not fill the table of devices")
        }
    }
}
