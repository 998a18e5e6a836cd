import ArgumentParser
import CausewayServerCommand
import CausewayTerminal
import CausewayUpdateServer
import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// `causeway release list | pause | resume | rollback | rollout | health`: a package's releases on the update
/// server, and the publisher's controls over them.
struct ReleaseCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "release",
        abstract: "List a package's releases on the update server, and pause, resume, roll back or roll them out.",
        subcommands: [List.self, Pause.self, Resume.self, Rollback.self, Rollout.self, Health.self]
    )

    struct List: ParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "List the releases with their state, rollout, health rule, reports and the app builds that can run them.")

        @OptionGroup var server: ReleaseServerOptions

        @Option(help: "A publisher token the server accepts; the list needs none.")
        var token: String?

        func run() throws {
            try waitFor {
                // A page at a time, each older than the last one listed, until a page is not full.
                var before: String?
                repeat {
                    let body = try await server.send("GET", "releases?limit=\(UpdateServer.pageLimit)"
                        + (before.map { "&before=\(UpdateServerRequest.escaped($0))" } ?? ""),
                        token: token)
                    let page = try UpdateServerRequest.decoder.decode([ReleaseStatus].self, from: body)
                    for status in page {
                        print(ReleaseServerOptions.line(status.release, status.health) + "  "
                            + ReleaseServerOptions.serves(status.serves))
                    }
                    before = page.count == UpdateServer.pageLimit ? page.last.map { "\($0.release.version)" } : nil
                } while before != nil
            }
        }
    }

    struct Pause: ReleaseControl {
        static let configuration = CommandConfiguration(
            abstract: "Stop offering a release to new installs; devices that run it keep it.")
        static let action = "pause"

        @OptionGroup var release: ReleaseOptions
    }

    struct Resume: ReleaseControl {
        static let configuration = CommandConfiguration(
            abstract: "Offer a paused release again; its health rule judges only reports that arrive after this.")
        static let action = "resume"

        @OptionGroup var release: ReleaseOptions
    }

    struct Rollback: ReleaseControl {
        static let configuration = CommandConfiguration(
            abstract: "Roll a release back for good: devices that run it are moved to the newest release before it.")
        static let action = "rollback"

        @OptionGroup var release: ReleaseOptions
    }

    struct Rollout: ParsableCommand {
        static let configuration = CommandConfiguration(abstract: "Change the share of devices offered a release.")

        @OptionGroup var release: ReleaseOptions
        @Argument(help: "The share of devices, 0 to 100.") var percent: Int

        func validate() throws {
            guard (0...100).contains(percent) else { throw ValidationError("the share must be 0 to 100") }
        }

        func run() throws { try release.control("PUT", "rollout?percent=\(percent)") }
    }

    struct Health: ParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Set the rule that pauses a release by itself, or remove it with --remove.")

        @OptionGroup var release: ReleaseOptions
        @OptionGroup var health: HealthRuleOptions

        @Flag(help: "Remove the release's health rule.")
        var remove = false

        func validate() throws {
            guard remove != (health.rule != nil) else { throw ValidationError("give either --pause-above or --remove") }
        }

        func run() throws {
            guard let rule = health.rule else { return try release.control("DELETE", "health-rule") }
            try release.control("PUT", "health-rule", body: try JSONEncoder().encode(rule))
        }
    }
}

/// A publisher's move of a release's state: `POST …/releases/VERSION/ACTION`.
protocol ReleaseControl: ParsableCommand {
    /// The last segment of the control's path.
    static var action: String { get }
    var release: ReleaseOptions { get }
}

extension ReleaseControl {
    func run() throws { try release.control("POST", Self.action) }
}

/// One release on the server: where it is, and its version; and the publisher token its controls need.
struct ReleaseOptions: ParsableArguments {
    @OptionGroup var server: ReleaseServerOptions
    @Option(help: "A publisher token the server accepts.") var token: String
    @Argument(help: "The release's version.") var version: String

    /// Sends a control to `path` below the release and prints the release as the server answers it.
    func control(_ method: String, _ path: String, body: Data? = nil) throws {
        try waitFor {
            let answer = try await server.send(method, "releases/\(version)/\(path)", body: body, token: token)
            print(ReleaseServerOptions.line(try UpdateServerRequest.decoder.decode(Release.self, from: answer), nil))
        }
    }
}

/// Where the releases are: the server and the package.
struct ReleaseServerOptions: ParsableArguments {
    @Option(help: "The update server.")
    var server: String

    @Option(help: "The package id.")
    var id: String

    /// Sends `method` to `path` below the package on the server, with `token` when there is one, and returns the
    /// answer's body; throws the server's message when it does not answer 2xx.
    func send(_ method: String, _ path: String, body: Data? = nil, token: String?) async throws -> Data {
        try await UpdateServerRequest.send(method, "packages/\(id)/\(path)", on: server,
                                           body: body, token: token)
    }

    /// One release on a line: version, channel, rollout, state and why, health rule, and reports when known.
    static func line(_ release: Release, _ health: ReleaseHealth?) -> String {
        var parts = ["\(release.version)", release.channel, "\(release.rolloutPercent)%", release.state.phase.words]
        if let reason = release.state.reason { parts.append("(\(reason.terminalEscaped))") }
        if let rule = release.healthRule {
            parts.append("rule: above \(rule.maximumBadPercent.formatted())% bad of \(rule.minimumReports) reports "
                + "from \(rule.minimumNetworks) networks")
        }
        if let health {
            parts.append("reports: \(health.installed) installed, \(health.rolledBack) rolled back, "
                + "\(health.failed) failed")
        }
        return parts.joined(separator: "  ")
    }

    /// The registered app contracts that can run a release, by name: what `serves` of its status says.
    static func serves(_ contracts: [ContractSummary]?) -> String {
        guard let contracts else { return "serves: any app" }
        guard !contracts.isEmpty else { return "serves: no registered app" }
        return "serves: " + contracts.map(\.name.terminalEscaped).joined(separator: ", ")
    }
}
