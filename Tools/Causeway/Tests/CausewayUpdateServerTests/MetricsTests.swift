import CausewayPackages
import CausewayTesting
import CausewayUpdateServer
import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import Logging
import Testing
import Version

/// `GET /metrics` after known traffic says what happened, and what a client sends never names a series.
@Suite struct MetricsTests {
    @Test func aScrapeCountsTheTrafficThatCameBefore() async throws {
        // Six checks from loopback fit in its budget; the seventh is refused.
        let server = try await ServerFixture { $0.checksPerAddress = RequestBudget(limit: 6, per: .seconds(60)) }
        let rule = HealthRule(maximumBadPercent: 10, minimumReports: 2, minimumNetworks: 2)
        #expect(try await server.publish(try server.package(Version(1, 1, 0), marker: "one"), healthRule: rule) == 201)
        #expect(try await server.publish(try server.package(Version(1, 2, 0), marker: "two"), channel: "beta") == 201)

        var offers: [String: UpdateOffer] = [:]
        for device in ["d1", "d2", "d3"] { offers[device] = try #require(try await server.offer(device: device)) }
        for device in ["d4", "d5"] { #expect(try await server.offer(device: device, installed: Version(1, 1, 0)) == nil) }
        #expect(try await Self.status(of: server.url.appendingPathComponent("v1/packages/shop/update")) == 400)
        #expect(try await Self.status(of: server.url.appendingPathComponent("v1/packages/shop/update")
            .appending(queryItems: [URLQueryItem(name: "device", value: "d6"), URLQueryItem(name: "native", value: "1.0.0")]))
            == 429)

        // Two devices on two networks roll back: the health rule pauses the release.
        for (device, network) in [("d1", "198.51.100.1"), ("d2", "203.0.113.1")] {
            let report = InstallReport(packageID: "shop", version: Version(1, 1, 0), device: device, outcome: .rolledBack,
                                       offerToken: offers[device]?.reportToken)
            #expect(try await server.postReport(report, forwardedFor: network) == 202)
        }
        #expect(try await server.postReport(InstallReport(packageID: "shop", version: Version(1, 1, 0), device: "d3",
                                                          outcome: .installed, offerToken: "forged")) == 403)
        #expect(try await server.postReport(Data("not a report".utf8)) == 400)
        #expect(try await server.control(Version(1, 2, 0), "pause") == 200)
        #expect(try await Self.status(of: server.url.appendingPathComponent("no-such-route-\(UUID().uuidString)")) == 404)

        let (text, contentType) = try await Self.scrape(server)
        #expect(contentType.hasPrefix("text/plain; version=0.0.4"))
        let metrics = Self.parse(text)
        let expected: [String: Double] = [
            #"causeway_update_checks_total{answer="offer"}"#: 3, #"causeway_update_checks_total{answer="none"}"#: 2,
            #"causeway_update_checks_total{answer="invalid"}"#: 1, #"causeway_update_checks_total{answer="refused"}"#: 1,
            #"causeway_update_offers_total{kind="full"}"#: 3, #"causeway_update_offers_total{kind="delta"}"#: 0,
            #"causeway_update_reports_total{outcome="rolledBack"}"#: 2,
            #"causeway_update_reports_total{outcome="installed"}"#: 0,
            #"causeway_update_reports_total{outcome="refused"}"#: 2,
            #"causeway_release_pauses_total{by="health"}"#: 1, #"causeway_release_pauses_total{by="publisher"}"#: 1,
            "causeway_registry_operations_in_flight": 0,
        ]
        for (series, value) in expected {
            #expect(metrics[series] == value, "\(series)")
        }
        let checksAnswered = metrics.filter {
            $0.key.hasPrefix("causeway_http_request_duration_seconds_count{") && $0.key.contains("update")
                && $0.key.contains(#"status="200""#)
        }
        #expect(checksAnswered.values.reduce(0, +) == 3, "the three offers, by route: \(checksAnswered.keys)")
        #expect(metrics.contains { $0.key.contains(#"route="/**""#) && $0.key.contains(#"status="404""#) },
                "\(metrics.keys.filter { $0.contains("404") })")
        #expect(!text.contains("no-such-route"), "a request's path never names a series")
        #expect((metrics[#"causeway_registry_operation_duration_seconds_count{operation="record"}"#] ?? 0) >= 2)
    }

    @Test func everyAnswerCarriesItsRequestIDAndSoDoesItsLogLine() async throws {
        let log = RecordingLogHandler.Log()
        let server = try await ServerFixture(logger: Logger(label: "test") { _ in RecordingLogHandler(log: log) })
        let forwarded = try await Self.requestID(server, sending: "lb-42.a_b")
        #expect(forwarded == "lb-42.a_b", "the load balancer's id is kept")
        for unfit in [String(repeating: "a", count: 65), "two words", "semi;colon"] {
            let own = try #require(try await Self.requestID(server, sending: unfit))
            #expect(own != unfit && !own.isEmpty, "an id that is not a short token is replaced")
        }
        let own = try #require(try await Self.requestID(server, sending: nil))
        let answered = log.records.filter { $0.message == "answered" }
        #expect(answered.contains { $0.metadata["request_id"] == "lb-42.a_b" && $0.metadata["status"] == "200" })
        #expect(answered.contains { $0.metadata["request_id"] == own && $0.metadata["route"] == "/healthz" })
        let missing = try await Self.requestID(server, sending: "missing-1", path: "v1/files/none.zip")
        #expect(missing == "missing-1", "an error's answer carries it too")
        #expect(answered.count >= 5)
    }

    private static func requestID(_ server: ServerFixture, sending id: String?, path: String = "healthz") async throws
        -> String?
    {
        var request = URLRequest(url: server.url.appendingPathComponent(path))
        request.setValue(id, forHTTPHeaderField: "X-Request-ID")
        let (_, response) = try await URLSession.shared.data(for: request)
        return (response as? HTTPURLResponse)?.value(forHTTPHeaderField: "X-Request-ID")
    }

    private static func status(of url: URL) async throws -> Int {
        let (_, response) = try await URLSession.shared.data(from: url)
        return (response as? HTTPURLResponse)?.statusCode ?? 0
    }

    private static func scrape(_ server: ServerFixture) async throws -> (text: String, contentType: String) {
        let (body, response) = try await URLSession.shared.data(from: server.url.appendingPathComponent("metrics"))
        let http = try #require(response as? HTTPURLResponse)
        try #require(http.statusCode == 200)
        return (String(decoding: body, as: UTF8.self), http.value(forHTTPHeaderField: "Content-Type") ?? "")
    }

    /// Each sample of Prometheus' text format by its name and labels, the labels sorted.
    private static func parse(_ text: String) -> [String: Double] {
        var samples: [String: Double] = [:]
        for line in text.split(separator: "\n") where !line.hasPrefix("#") {
            guard let space = line.lastIndex(of: " "), let value = Double(line[line.index(after: space)...]) else {
                continue
            }
            let key = line[..<space]
            guard let open = key.firstIndex(of: "{") else {
                samples[String(key)] = value
                continue
            }
            let labels = key[key.index(after: open)..<key.index(before: key.endIndex)].split(separator: ",").sorted()
            samples["\(key[..<open]){\(labels.joined(separator: ","))}"] = value
        }
        return samples
    }
}
