import CausewayPackages
import CausewayUpdateServer
import Foundation
import Synchronization
import Testing
import Version

/// The budgets of checks and reports are keyed by what an outsider pays for: an IPv6 client by its /64 (or the prefix
/// the server is given), not by each of its 2^64 addresses; one network cannot fill the table of clients to lock
/// the others out; and a report that is not recorded spends nothing of its device's budget.
@Suite struct ClientBudgetTests {
    @Test func theAddressesOfOneIPv6NetworkShareABudget() async throws {
        let server = try await ServerFixture { $0.checksPerAddress = RequestBudget(limit: 2, per: .seconds(60)) }
        #expect(try await server.publish(try server.package(Version(1, 0, 0), marker: "one")) == 201)
        var statuses: [Int] = []
        for (index, client) in ["2001:db8:1:2::1", "2001:DB8:1:2:ffff::9", "2001:db8:1:2:0:0:0:3", "2001:db8:1:3::1",
                                "198.51.100.9", "::ffff:198.51.100.9", "198.51.100.9"].enumerated()
        {
            statuses.append(try await server.checkStatus(device: "device-\(index)", forwardedFor: client))
        }
        #expect(statuses == [200, 200, 429, 200, 200, 200, 429],
                "a third check from one /64 is over its budget, another /64's is not; an IPv4 address is one client")

        let perAddress = try await ServerFixture { server in
            server.checksPerAddress = RequestBudget(limit: 2, per: .seconds(60))
            server.ipv6BudgetPrefix = 128
        }
        #expect(try await perAddress.publish(try perAddress.package(Version(1, 0, 0), marker: "one")) == 201)
        statuses = []
        for (index, client) in ["2001:db8:1:2::1", "2001:db8:1:2::1", "2001:db8:1:2::2", "2001:db8:1:2::1"].enumerated() {
            statuses.append(try await perAddress.checkStatus(device: "device-\(index)", forwardedFor: client))
        }
        #expect(statuses == [200, 200, 200, 429], "with a prefix of 128 bits, each address is a client")
    }

    @Test func oneNetworkCannotFillTheTableOfClients() async throws {
        let server = try await ServerFixture {
            $0.checksPerAddress = RequestBudget(limit: 1, per: .seconds(3600), maximumKeys: 300)
        }
        #expect(try await server.publish(try server.package(Version(1, 0, 0), marker: "one")) == 201)
        // One /48 checks from 400 of its /64s, once each.
        var answered = 0
        for index in 0..<400 {
            let status = try await server.checkStatus(device: "made-up-\(index)",
                                                      forwardedFor: "2001:db8:66:\(String(index, radix: 16))::1")
            if status == 200 { answered += 1 }
        }
        #expect(answered == 257, "256 clients of one network, then the network's one shared budget")
        for (index, client) in ["2001:db8:77:1::1", "198.51.100.7", "203.0.113.8"].enumerated() {
            #expect(try await server.checkStatus(device: "genuine-\(index)", forwardedFor: client) == 200,
                    "\(client) is not locked out")
        }
    }

    /// A table full of clients refuses a new one at the cost of admitting one into a table with room (it once sifted
    /// every client it held for the passed ones at each such request: a thousand times the cost at 50,000 clients).
    @Test func aFullTableOfClientsCostsARequestWhatAnEmptyOneDoes() async throws {
        let (full, roomy) = (RequestBudget(limit: 1, per: .seconds(3600), maximumKeys: 50_000),
                             RequestBudget(limit: 1, per: .seconds(3600), maximumKeys: 1_000_000))
        for index in 0..<50_000 { #expect(full.spend("held-\(index)", in: "network-\(index % 1_000)")) }
        var (newcomer, refused) = (0, 0)
        let ratio = await CPUCost.ratio(rounds: 20, enough: 3, label: "A new client, 50,000 held and none") {
            for _ in 0..<100 {
                newcomer += 1
                _ = roomy.spend("new-\(newcomer)", in: "other-\(newcomer % 1_000)")
            }
        } large: {
            for _ in 0..<100 {
                newcomer += 1
                if !full.spend("new-\(newcomer)", in: "other-\(newcomer % 1_000)") { refused += 1 }
            }
        }
        #expect(refused > 0 && refused == newcomer / 2, "every newcomer to the full table was refused")
        #expect(ratio < 3, "CPU of a request to the full table over one to a table with room: \(ratio)")
    }

    /// Clients leave the table as their windows pass, in the order they came, and their places are taken again.
    @Test func clientsWhoseWindowPassedMakeRoomForOthers() {
        let now = Mutex(Duration.zero)
        let budget = RequestBudget(limit: 2, per: .seconds(60), maximumKeys: 3, maximumKeysPerNetwork: 2,
                                   uptime: { now.withLock { $0 } })
        #expect(budget.spend("a", in: "n") && budget.spend("b", in: "n") && budget.spend("a", in: "n"))
        #expect(!budget.spend("a", in: "n"), "a spent its two")
        #expect(budget.spend("c", in: "n") && budget.spend("d", in: "n") && !budget.spend("e", in: "n"),
                "the network's third and later clients share one budget of two")
        #expect(!budget.spend("f"), "three keys held: a, b and the network's shared one")
        now.withLock { $0 = .seconds(61) }
        #expect(budget.spend("a", in: "n") && budget.spend("f") && budget.spend("g"), "the first window passed")
        #expect(!budget.spend("h"), "a, f and g hold the table")
    }

    @Test func aReplayedReportSpendsNothingOfItsDevicesBudget() async throws {
        let server = try await ServerFixture()
        #expect(try await server.publish(try server.package(Version(1, 0, 0), marker: "one")) == 201)
        func report(_ offer: UpdateOffer) -> InstallReport {
            InstallReport(packageID: "shop", version: Version(1, 0, 0), device: "phone", outcome: .installed,
                          offerToken: offer.reportToken)
        }
        let first = try #require(try await server.offer(device: "phone"))
        #expect(try await server.postReport(report(first)) == 202)
        var replays: [Int] = []
        for _ in 0..<12 { replays.append(try await server.postReport(report(first))) }
        #expect(replays == Array(repeating: 409, count: 12), "a redeemed token is refused as such, never for a budget")
        let next = try #require(try await server.offer(device: "phone"))
        #expect(try await server.postReport(report(next)) == 202, "the replays spent none of the device's 10 reports")
    }
}
