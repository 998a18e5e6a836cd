import ArgumentParser
import CausewayServerCommand
import CausewayTerminal
import CausewayUpdateServer
import Foundation
import Version
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// `causeway publish PACKAGE --server URL --token T`: uploads a package to the update server.
struct PublishCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "publish",
        abstract: "Publish a signed package on the update server, on a channel, to a share of devices."
    )

    @Argument(help: "The package file, written by `causeway pack`.")
    var package: String

    @Option(help: "The update server.")
    var server: String

    @Option(help: "A publisher token the server accepts.")
    var token: String

    @Option(help: "The release channel.")
    var channel = "stable"

    @Option(help: "The share of devices, 0 to 100, offered the release.")
    var rollout = 100

    @Option(help: "The package id (it must match the package's manifest).")
    var id: String

    @OptionGroup var health: HealthRuleOptions

    func run() throws {
        try waitFor { try await self.work() }
    }

    private func work() async throws {
        guard let base = URL(string: server) else { throw ValidationError("\(server) is not a URL") }
        var query = [URLQueryItem(name: "channel", value: channel), URLQueryItem(name: "rollout", value: "\(rollout)")]
        if let rule = health.rule {
            query += [URLQueryItem(name: "pauseAbove", value: "\(rule.maximumBadPercent)"),
                      URLQueryItem(name: "minReports", value: "\(rule.minimumReports)"),
                      URLQueryItem(name: "minNetworks", value: "\(rule.minimumNetworks)")]
        }
        var request = URLRequest(url: base.appendingPathComponent("v1/packages/\(id)/releases").appending(queryItems: query))
        request.httpMethod = "POST"
        request.setValue("Bearer \(token)", forHTTPHeaderField: "Authorization")
        let (body, response) = try await URLSession.shared.upload(for: request,
                                                                  from: try Data(contentsOf: URL(fileURLWithPath: package)))
        let status = (response as? HTTPURLResponse)?.statusCode ?? 0
        print(String(decoding: body, as: UTF8.self).terminalEscaped)
        guard status == 201 else { throw ValidationError("the server answered \(status)") }
        try await warnIfItServesNoBuildDevicesRun(try UpdateServerRequest.decoder.decode(Release.self, from: body))
    }

    /// How far back `publish` looks for the app builds devices run: a week.
    static let reportedWithin: TimeInterval = 7 * 24 * 3600

    /// Prints which registered app builds can run `release`, and warns when devices reported app builds within
    /// ``reportedWithin`` and it serves none of them: none of those devices would be offered it.
    private func warnIfItServesNoBuildDevicesRun(_ release: Release) async throws {
        let version = UpdateServerRequest.escaped(release.version.description)
        let status = try UpdateServerRequest.decoder.decode(ReleaseStatus.self, from: try await UpdateServerRequest.send(
            "GET", "packages/\(id)/releases/\(version)", on: server, token: nil))
        print(ReleaseServerOptions.serves(status.serves))
        guard let serves = status.serves else { return }
        let since = Date().addingTimeInterval(-Self.reportedWithin)
        let reported = try UpdateServerRequest.decoder.decode([ContractSummary].self, from: try await UpdateServerRequest.send(
            "GET", "contracts?package=\(UpdateServerRequest.escaped(id))", on: server, token: token))
            .filter { ($0.lastReported ?? .distantPast) >= since }
        guard !reported.isEmpty, Set(serves.map(\.digest)).isDisjoint(with: reported.map(\.digest)) else { return }
        FileHandle.standardError.write(Data("""
            warning: \(release.packageID) \(release.version) serves none of the app builds devices reported in the \
            last 7 days (\(reported.map(\.name.terminalEscaped).joined(separator: ", "))), so none of them is offered it: compare its \
            needs with their contracts (`causeway contract diff`), or register the contract of the build it is for \
            (`causeway contract register`)

            """.utf8))
    }
}
