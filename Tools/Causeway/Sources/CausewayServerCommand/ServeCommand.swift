public import ArgumentParser
import CausewayPackages
import CausewayTerminal
import CausewayUpdateServer
import Foundation
import Hummingbird
import Logging

/// `serve`: the update server, as `causeway-server serve` and `causeway serve` run it.
public struct ServeCommand: ParsableCommand, Sendable {
    /// How log records are written.
    public enum LogFormat: String, ExpressibleByArgument, CaseIterable, Sendable {
        /// A line of text for each record, its control characters escaped.
        case text
        /// A JSON object for each record, one a line (``JSONLogHandler``).
        case json
    }

    public static let configuration = CommandConfiguration(
        commandName: "serve",
        abstract: "Run the update server: releases in SQLite or PostgreSQL, package files in PostgreSQL or a folder, deltas made on demand."
    )

    @OptionGroup var store: StoreOptions

    @Option(help: "The address to listen on.")
    var host = "127.0.0.1"

    @Option(help: "The port to listen on; 0 lets the system pick a free one, printed when serving begins.")
    var port = 8080

    @Option(help: "A bearer token that may publish and control releases (repeat for several).")
    var token: [String] = []

    @Option(help: """
        A file of bearer tokens, one a line, that may publish and control releases, kept off the command line \
        (repeat for several).
        """)
    var tokenFile: [String] = []

    @Option(help: ArgumentHelp("""
        A publisher's public key whose packages are accepted (repeat for several); PATH@UNTIL, UNTIL an ISO 8601 \
        moment (2027-01-31T00:00:00Z), accepts it until then only: give the old key so and the new one plainly while \
        a key is rotated out.
        """, valueName: "path[@until]"))
    var publisherKey: [String]

    @Option(help: "The key deltas are signed with; without it, updates are always full packages.")
    var signingKey: String?

    @Option(help: "A load balancer's address whose X-Forwarded-For names the client (repeat for several).")
    var trustedProxy: [String] = []

    @Option(help: "How many update checks one client may make a minute (each offer carries a report token).")
    var checksPerMinute = 600

    @Option(help: """
        How many leading bits of an IPv6 address are one client for the check and report budgets, 1 to 128: 64 \
        by default, a subscriber's network, which whoever holds one of its addresses holds whole.
        """)
    var ipv6BudgetPrefix = 64

    @Option(help: "How many seconds a request's head may take, from its first byte to its last.")
    var headTimeout = 30

    @Option(help: "The most seconds between two reads of a request's body.")
    var bodyTimeout = 30

    @Option(help: """
        How many seconds a connection may wait for its next request (keep it above the load balancer's own: \
        nginx keeps idle connections 60 seconds).
        """)
    var idleTimeout = 75

    @Option(help: ArgumentHelp(
        "An http or https URL where another server (a CDN) serves the files folder; offers then point at URL/NAME.",
        valueName: "url"))
    var filesBaseURL: String?

    @Option(help: "How log records are written to standard error: text, or json (one object a line, with each request's request_id).")
    var logFormat = LogFormat.text

    @Option(help: "The least level logged: trace, debug, info, notice, warning, error or critical.")
    var logLevel = Logger.Level.info

    public init() {}

    public func validate() throws {
        guard !token.isEmpty || !tokenFile.isEmpty else {
            throw ValidationError("Give a publisher's token with --token or --token-file.")
        }
        guard (1...128).contains(ipv6BudgetPrefix) else {
            throw ValidationError("--ipv6-budget-prefix must be 1 to 128, not \(ipv6BudgetPrefix)")
        }
        guard [headTimeout, bodyTimeout, idleTimeout].allSatisfy({ $0 > 0 }) else {
            throw ValidationError("--head-timeout, --body-timeout and --idle-timeout are at least one second")
        }
        guard let filesBaseURL else { return }
        guard let url = URL(string: filesBaseURL), ["http", "https"].contains(url.scheme?.lowercased() ?? ""),
              url.host?.isEmpty == false
        else {
            throw ValidationError("--files-base-url must be an http or https URL, not \(filesBaseURL)")
        }
    }

    public func run() throws {
        try waitFor { try await self.work() }
    }

    /// The tokens `--token` gives and the files `--token-file` names hold, one a line; blank lines are not tokens.
    private func tokens() throws -> Set<String> {
        var tokens = Set(token)
        for file in tokenFile {
            do {
                let lines = try String(contentsOfFile: file, encoding: .utf8).split(whereSeparator: \.isNewline)
                tokens.formUnion(lines.map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty })
            } catch {
                throw ValidationError("\(file): \(error.localizedDescription)")
            }
        }
        guard !tokens.isEmpty else { throw ValidationError("The token files hold no token.") }
        return tokens
    }

    /// The keys `--publisher-key` names, each with the moment it retires when it gives one.
    private func publisherKeys() throws -> [PublisherKey] {
        try publisherKey.map { option in
            guard let at = option.lastIndex(of: "@"),
                  let until = try? Date(String(option[option.index(after: at)...]), strategy: .iso8601)
            else {
                return PublisherKey(try readKey(option, PackageVerifyingKey.init(text:)))
            }
            return PublisherKey(try readKey(String(option[..<at]), PackageVerifyingKey.init(text:)), acceptedUntil: until)
        }
    }

    /// The logger for `label`, in the format and at the level asked for.
    private func logger(_ label: String) -> Logger {
        var logger = switch logFormat {
        case .text: Logger(label: label) { TerminalLogHandler(wrapping: StreamLogHandler.standardError(label: $0)) }
        case .json: Logger(label: label) { JSONLogHandler(label: $0) }
        }
        logger.logLevel = logLevel
        return logger
    }

    private func work() async throws {
        let registry = try await store.openRegistry(logger: logger("causeway.registry"))
        do {
            try await serve(registry)
        } catch {
            await registry.close()
            throw error
        }
        await registry.close()
    }

    private func serve(_ registry: any ReleaseRegistry) async throws {
        let service = UpdateService(
            registry: registry,
            files: try store.files(of: registry),
            publishers: try publisherKeys(),
            deltaKey: try signingKey.map { try readKey($0, PackageSigningKey.init(text:)) },
            filesBase: filesBaseURL.flatMap(URL.init(string:))
        )
        var server = UpdateServer(service: service, tokens: try tokens())
        server.trustedProxies = Set(trustedProxy)
        server.checksPerAddress = RequestBudget(limit: checksPerMinute, per: .seconds(60))
        server.ipv6BudgetPrefix = ipv6BudgetPrefix
        server.timeouts = ConnectionTimeouts(head: .seconds(headTimeout), body: .seconds(bodyTimeout),
                                             idle: .seconds(idleTimeout))
        let application = server.application(host: host, port: port, logger: logger("causeway.serve")) { port in
            FileHandle.standardOutput.write(Data("serving updates on http://\(host):\(port)\n".utf8))
        }
        try await application.runService()
    }
}

extension Logger.Level: @retroactive ExpressibleByArgument {}
