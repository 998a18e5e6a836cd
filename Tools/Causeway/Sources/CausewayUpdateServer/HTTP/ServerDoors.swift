/// The update server's table of doors: for every route, who may call it, the most one request may cost whatever the
/// registry holds, and the budgets it draws on with their keys. `ServerDoorsTests` fails for a route of the server's
/// router without a row here, or a row without a route, and checks the callers and budgets against the live server;
/// docs/threat-model.md shows ``markdownTable``.
public enum ServerDoors {
    /// Who may call a route.
    public enum Caller: String, Sendable, CaseIterable {
        /// Anyone who reaches the server.
        case anyone
        /// Anyone, but what the request does counts only with the token of an offer made to that device.
        case deviceWithToken = "a device with its offer's token"
        /// A publisher, with a bearer token the server was given.
        case publisher
    }

    /// A budget a route's requests draw on, with what it is keyed by.
    public enum Budget: String, Sendable, CaseIterable {
        /// ``UpdateServer/checksPerAddress``: update checks and listings.
        case checksPerClient = "checks and listings per client"
        /// ``UpdateServer/reportsPerAddress``.
        case reportsPerClient = "reports per client"
        /// ``UpdateServer/reportsPerDevice``, spent only by a report whose token is good.
        case reportsPerDevice = "reports per device"

        /// What the budget's keys are.
        public var key: String {
            switch self {
            case .checksPerClient, .reportsPerClient:
                """
                the client, after a trusted proxy's `X-Forwarded-For`: an IPv4 address, or an IPv6 /64 \
                (`--ipv6-budget-prefix`); at most 256 clients of one /24 or /48 have budgets of their own, its others \
                share one
                """
            case .reportsPerDevice: "the package and the device id; a report not recorded gives back what it spent"
            }
        }
    }

    /// The most one request of a route may cost.
    public struct Cost: Sendable, Equatable {
        /// The work, in words.
        public var bound: String
        /// What of the stored data the cost grows with, or `nil` when it does not grow with it.
        public var growsWith: String?
    }

    /// One route: `METHOD /path/{parameter}`, as ``UpdateServer/routes`` lists it, and its caller, cost and budgets.
    public struct Door: Sendable {
        /// The route, such as `GET /v1/packages/{id}/update`.
        public var route: String
        /// Who may call it.
        public var caller: Caller
        /// The most one request may cost.
        public var cost: Cost
        /// The budgets its requests draw on, in the order they are spent.
        public var budgets: [Budget] = []
    }

    /// Every door of the server, in the order of ``UpdateServer/routes``.
    public static let all: [Door] = [
        Door(route: "DELETE /v1/contracts/{digest}", caller: .publisher,
             cost: Cost(bound: "one contract and when devices reported it removed")),
        Door(route: "DELETE /v1/packages/{id}/releases/{version}/health-rule", caller: .publisher,
             cost: Cost(bound: "one release read and written")),
        Door(route: "GET /", caller: .anyone, cost: Cost(bound: "a fixed page")),
        Door(route: "GET /healthz", caller: .anyone, cost: Cost(bound: "nothing read")),
        Door(route: "GET /metrics", caller: .anyone, cost: Cost(bound: "counters of fixed label sets")),
        Door(route: "GET /openapi.json", caller: .anyone, cost: Cost(bound: "a fixed document")),
        Door(route: "GET /readyz", caller: .anyone,
             cost: Cost(bound: "one small registry read a second, shared by every probe in it")),
        Door(route: "GET /v1/contracts", caller: .publisher,
             cost: Cost(bound: "at most 256 registered contracts read without their entries, with one package's reports")),
        Door(route: "GET /v1/files/{name}", caller: .anyone,
             cost: Cost(bound: """
                 one file streamed a 64 KiB chunk at a time (with files in PostgreSQL, copied to the instance's \
                 folder the first time it serves it)
                 """)),
        Door(route: "GET /v1/packages", caller: .anyone,
             cost: Cost(bound: "one read of at most 100 package ids, from a cursor"), budgets: [.checksPerClient]),
        Door(route: "GET /v1/packages/{id}/releases", caller: .anyone,
             cost: Cost(bound: """
                 the package's releases as checks use them (read and indexed at most once a second per instance), at \
                 most 100 of them from a cursor, and for each its few running counts of reports (kept as reports \
                 arrive) and the registered app contracts (at most 256) that meet its needs, each judged once per \
                 release and contract
                 """),
             budgets: [.checksPerClient]),
        Door(route: "GET /v1/packages/{id}/releases/{version}", caller: .anyone,
             cost: Cost(bound: """
                 the release found by halving among the package's releases as checks use them, its few running counts \
                 of reports, and the registered app contracts (at most 256, read as checks read them) that meet its \
                 needs, each judged once per release and contract
                 """),
             budgets: [.checksPerClient]),
        Door(route: "GET /v1/packages/{id}/update", caller: .anyone,
             cost: Cost(bound: """
                 the package's releases (read and indexed at most once a second per instance, and again before \
                 answering when the check took longer), walked on the device's channel from the newest down to the \
                 one offered, one token signed, and for a device naming an older version of its channel one read of \
                 the delta's name and digest, the delta made once and one at a time per instance (a check asking for \
                 another meanwhile gets the full package); with a contract, the registered contracts (at most 256, \
                 read at most once a second per instance, a contract's entries once), the device's judged against the \
                 releases walked once per release and contract, and noted at most once an hour per package
                 """),
             budgets: [.checksPerClient]),
        Door(route: "HEAD /v1/files/{name}", caller: .anyone, cost: Cost(bound: """
                 one file's size and date read (with files in PostgreSQL, copied to the instance's folder the \
                 first time it serves it)
                 """)),
        Door(route: "POST /v1/packages/{id}/releases", caller: .publisher,
             cost: Cost(bound: "an upload of at most 512 MiB, its signature and every file checked",
                        growsWith: "the package's releases")),
        Door(route: "POST /v1/packages/{id}/releases/{version}/pause", caller: .publisher,
             cost: Cost(bound: "one release read and written")),
        Door(route: "POST /v1/packages/{id}/releases/{version}/resume", caller: .publisher,
             cost: Cost(bound: "one release read and written")),
        Door(route: "POST /v1/packages/{id}/releases/{version}/rollback", caller: .publisher,
             cost: Cost(bound: "one release read and written")),
        Door(route: "POST /v1/packages/{id}/reports", caller: .deviceWithToken,
             cost: Cost(bound: """
                 a body of at most 4 KiB, one token checked and redeemed, one report written with the release's \
                 running counts moved (a few rows), and, when it has a health rule, the release and the counts of \
                 its health round read
                 """),
             budgets: [.reportsPerClient, .reportsPerDevice]),
        Door(route: "PUT /v1/contracts/{digest}", caller: .publisher,
             cost: Cost(bound: "a body of at most 1 MiB, its digests checked, the registered contracts counted and one written")),
        Door(route: "PUT /v1/packages/{id}/releases/{version}/health-rule", caller: .publisher,
             cost: Cost(bound: "a body of at most 2 MiB, one release read and written")),
        Door(route: "PUT /v1/packages/{id}/releases/{version}/rollout", caller: .publisher,
             cost: Cost(bound: "one release read and written")),
    ]

    /// The table as Markdown, one row a door: what docs/threat-model.md shows.
    public static var markdownTable: String {
        var lines = ["| route | caller | the most one request costs | grows with | budgets (key) |",
                     "|---|---|---|---|---|"]
        for door in all {
            let budgets = door.budgets.map { "\($0.rawValue) (\($0.key))" }.joined(separator: "; ")
            lines.append("| `\(door.route)` | \(door.caller.rawValue) | \(door.cost.bound) | "
                + "\(door.cost.growsWith ?? "nothing stored") | \(budgets.isEmpty ? "none" : budgets) |")
        }
        return lines.joined(separator: "\n")
    }
}
