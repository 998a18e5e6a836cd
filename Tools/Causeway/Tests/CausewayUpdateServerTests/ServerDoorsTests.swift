import CausewayPackages
import CausewayUpdateServer
import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import Testing
import Version

/// The table of doors (`ServerDoors`) has one row for each route the server's router has, and says of each what the
/// live server does: who it lets in and which budgets refuse it.
@Suite struct ServerDoorsTests {
    @Test func everyRouteOfTheRouterHasOneDoorAndEveryDoorIsARoute() async throws {
        let server = try await ServerFixture()
        let routes = UpdateServer(service: server.service, tokens: []).routes
        #expect(ServerDoors.all.map(\.route) == routes, "one row a route, in the routes' order")
        #expect(routes.count >= 17, "\(routes)")
        await server.close()
    }

    @Test func noDoorOfAStrangerOrADeviceCostsMoreAsTheRegistryGrows() {
        for door in ServerDoors.all where door.caller != .publisher {
            #expect(door.cost.growsWith == nil, "\(door.route) grows with \(door.cost.growsWith ?? "")")
        }
    }

    @Test func eachDoorLetsInTheCallerItNames() async throws {
        let server = try await ServerFixture()
        #expect(try await server.publish(try server.package(Version(1, 0, 0), marker: "one")) == 201)
        for door in ServerDoors.all {
            let stranger = try await Self.knock(on: door, of: server, token: nil)
            let publisher = try await Self.knock(on: door, of: server, token: ServerFixture.token)
            switch door.caller {
            case .publisher:
                #expect(stranger == 401, "\(door.route) refuses a stranger")
                #expect(publisher != 401, "\(door.route) lets a publisher in")
            case .anyone, .deviceWithToken:
                #expect(stranger != 401, "\(door.route) lets anyone in")
            }
            if door.caller == .deviceWithToken {
                #expect(try await Self.knock(on: door, of: server, token: nil, withOfferToken: false) == 403,
                        "\(door.route) counts nothing without an offer's token")
            }
        }
        await server.close()
    }

    @Test(arguments: ServerDoors.Budget.allCases)
    func eachDoorDrawsOnTheBudgetsItNames(budget: ServerDoors.Budget) async throws {
        let server = try await ServerFixture { server in
            let none = RequestBudget(limit: 0, per: .seconds(60))
            switch budget {
            case .checksPerClient: server.checksPerAddress = none
            case .reportsPerClient: server.reportsPerAddress = none
            case .reportsPerDevice: server.reportsPerDevice = none
            }
        }
        #expect(try await server.publish(try server.package(Version(1, 0, 0), marker: "one")) == 201)
        for door in ServerDoors.all {
            let status = try await Self.knock(on: door, of: server, token: ServerFixture.token)
            #expect((status == 429) == door.budgets.contains(budget),
                    "\(door.route) with no \(budget.rawValue) left answered \(status)")
        }
        await server.close()
    }

    @Test func theThreatModelShowsTheTable() throws {
        let threatModel = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("docs/threat-model.md")
        let showsTheTable = try String(contentsOf: threatModel, encoding: .utf8).contains(ServerDoors.markdownTable + "\n")
        #expect(showsTheTable,
                "docs/threat-model.md shows the table of doors as it is in the code:\n\(ServerDoors.markdownTable)")
    }

    /// The status of a request to `door`, as a device or a publisher would make it: an update check from a device of
    /// `shop`, a report on its release 1.0.0 carrying a good offer token (unless told not to), a release control on
    /// a version there is none of (so that no control changes what the next request finds), the publisher's `token`
    /// when given.
    private static func knock(on door: ServerDoors.Door, of server: ServerFixture, token: String?,
                              withOfferToken: Bool = true) async throws -> Int
    {
        let parts = door.route.split(separator: " ", maxSplits: 1)
        let path = String(parts[1]).replacingOccurrences(of: "{id}", with: "shop")
            .replacingOccurrences(of: "{version}", with: "9.9.9").replacingOccurrences(of: "{name}", with: "none.zip")
        var url = server.url.appendingPathComponent(String(path.dropFirst()))
        var body: Data?
        if path.hasSuffix("/update") {
            url = url.appending(queryItems: [URLQueryItem(name: "device", value: "knocker"),
                                             URLQueryItem(name: "native", value: "1.0.0")])
        } else if path.hasSuffix("/reports") {
            // An offer made behind the budgets, so that a knock tells the report's own budgets only.
            let offer = withOfferToken ? try await server.service.check("shop", channel: "stable", device: "knocker",
                                                                        nativeVersion: Version(1, 0, 0), installed: nil)
                : nil
            body = try JSONEncoder().encode(InstallReport(packageID: "shop", version: Version(1, 0, 0),
                                                          device: "knocker", outcome: .installed,
                                                          offerToken: offer?.reportToken))
        } else if path.hasSuffix("/rollout") {
            url = url.appending(queryItems: [URLQueryItem(name: "percent", value: "100")])
        } else if path.hasSuffix("/health-rule") {
            body = try JSONEncoder().encode(HealthRule(maximumBadPercent: 5, minimumReports: 50))
        }
        var request = URLRequest(url: url)
        request.httpMethod = String(parts[0])
        request.httpBody = body
        if let token { request.setValue("Bearer \(token)", forHTTPHeaderField: "Authorization") }
        let (_, answer) = try await URLSession.shared.data(for: request)
        return (answer as? HTTPURLResponse)?.statusCode ?? 0
    }
}
