import CausewayPackages
import Foundation
import HTTPTypes
import Hummingbird
import NIOCore
import Version

/// What the routes read from a request and how they refuse it: paging, budgets, client addresses, tokens, path
/// parameters and the service's errors as HTTP answers.
extension UpdateServer {
    /// The most items a page of a listing has, and how many it has unless asked for fewer.
    public static let pageLimit = 100

    /// The `limit` of a listing's page in `query`: 1 to ``pageLimit``, ``pageLimit`` when not given.
    static func pageLimit(_ query: Parameters) throws -> Int {
        guard let text = query.get("limit") else { return pageLimit }
        guard let limit = Int(text), (1...pageLimit).contains(limit) else {
            throw HTTPError(.badRequest, message: "limit is a number from 1 to \(pageLimit)")
        }
        return limit
    }

    /// Spends one request of `budget` by `client` for a listing, or refuses it with `429`.
    static func spendListing(_ budget: RequestBudget, by client: String, ipv6Prefix: Int) throws {
        guard spend(budget, by: client, ipv6Prefix: ipv6Prefix) else {
            throw HTTPError(.tooManyRequests, message: "Too many requests from this client (its address, or its IPv6 /64)")
        }
    }

    /// The most bytes a device id may have, in a check or a report.
    static let maxDeviceBytes = 256

    static func isDeviceID(_ device: String) -> Bool {
        (1...maxDeviceBytes).contains(device.utf8.count)
    }

    /// Spends one request of `budget` by `client`, keyed as ``RequestBudget`` is told for client addresses: by the
    /// address or its IPv6 prefix, within its ``ClientNetwork``.
    static func spend(_ budget: RequestBudget, by client: String, ipv6Prefix: Int) -> Bool {
        budget.spend(ClientNetwork.budgetKey(of: client, ipv6Prefix: ipv6Prefix),
                     in: ClientNetwork(address: client).description)
    }

    /// The address a request comes from: its peer's, or, when the peer is a trusted proxy, the last address in the
    /// `X-Forwarded-For` it added.
    static func clientAddress(of request: Request, context: UpdateRequestContext,
                                      trusting proxies: Set<String>) -> String
    {
        let peer = context.remoteAddress?.ipAddress ?? "unknown"
        guard proxies.contains(peer), let name = HTTPField.Name("X-Forwarded-For"), let forwarded = request.headers[name],
              let last = forwarded.split(separator: ",").last?.trimmingCharacters(in: .whitespaces), !last.isEmpty
        else { return peer }
        return last
    }

    static func authorize(_ request: Request, _ tokens: Set<String>) throws {
        guard let header = request.headers[.authorization], header.hasPrefix("Bearer "),
              tokens.contains(String(header.dropFirst("Bearer ".count)))
        else {
            throw HTTPError(.unauthorized, message: "A publisher token is required")
        }
    }

    /// The path parameter `name`, percent-decoded (a version's `+` arrives as `%2B`).
    static func parameter(_ name: String, _ context: UpdateRequestContext) throws -> String {
        let raw = try context.parameters.require(name)
        guard let decoded = raw.removingPercentEncoding else {
            throw HTTPError(.badRequest, message: "The path's \(name) is not percent-encoded text")
        }
        return decoded
    }

    static func version(_ context: UpdateRequestContext) throws -> Version {
        guard let version = Version(checking: try Self.parameter("version", context)) else {
            throw HTTPError(.badRequest, message: "Not a semantic version")
        }
        return version
    }

    /// Runs `body`, turning the service's errors into HTTP answers that say what was wrong.
    static func answering<Value>(_ body: () async throws -> Value) async throws -> Value {
        do {
            return try await body()
        } catch let error as UpdateServerError {
            switch error {
            case .conflict(let why): throw HTTPError(.conflict, message: why)
            case .notFound(let why): throw HTTPError(.notFound, message: why)
            case .badRequest(let why): throw HTTPError(.badRequest, message: why)
            case .forbidden(let why): throw HTTPError(.forbidden, message: why)
            }
        } catch let error as PackageError {
            throw HTTPError(.unprocessableContent, message: error.description)
        }
    }
}
