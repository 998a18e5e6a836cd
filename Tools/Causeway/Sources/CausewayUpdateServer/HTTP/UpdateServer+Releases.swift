import CausewayPackages
import Foundation
import HTTPTypes
import Hummingbird
import NIOCore
import Version

extension UpdateServer {
    /// The routes that publish a package and list the packages and their releases.
    func addReleaseRoutes(to router: Router<UpdateRequestContext>) {
        let (service, tokens, maxUploadBytes) = (service, tokens, maxUploadBytes)
        let (trustedProxies, checksPerAddress, ipv6Prefix) = (trustedProxies, checksPerAddress, ipv6BudgetPrefix)
        router.get("v1/packages") { request, context -> [String] in
            try Self.spendListing(checksPerAddress, by: Self.clientAddress(of: request, context: context,
                                                                           trusting: trustedProxies), ipv6Prefix: ipv6Prefix)
            let query = request.uri.queryParameters
            return try await service.registry.packageIDs(after: query.get("after").map { String($0) },
                                                         limit: try Self.pageLimit(query))
        }
        let packages = router.group("v1/packages/:id")
        packages.post("releases") { request, context -> EditedResponse<Release> in
            try Self.authorize(request, tokens)
            var request = request
            let body = try await request.collectBody(upTo: maxUploadBytes)
            let upload = FileManager.default.temporaryDirectory.appendingPathComponent("causeway-upload-\(UUID().uuidString).zip")
            defer { try? FileManager.default.removeItem(at: upload) }
            try Data(body.readableBytesView).write(to: upload)
            let query = request.uri.queryParameters
            var rule: HealthRule?
            if let above = query.get("pauseAbove", as: Double.self), let minimum = query.get("minReports", as: Int.self) {
                rule = HealthRule(maximumBadPercent: above, minimumReports: minimum,
                                  minimumNetworks: query.get("minNetworks", as: Int.self)
                                      ?? HealthRule.defaultMinimumNetworks)
            }
            let release = try await Self.answering {
                try await service.publish(upload, channel: query.get("channel") ?? "stable",
                                          rolloutPercent: query.get("rollout", as: Int.self) ?? 100, healthRule: rule)
            }
            guard release.packageID == (try Self.parameter("id", context)) else {
                throw HTTPError(.badRequest, message: "The package is \(release.packageID), not the one in the path")
            }
            return EditedResponse(status: .created, response: release)
        }
        packages.get("releases") { request, context -> [ReleaseStatus] in
            try Self.spendListing(checksPerAddress, by: Self.clientAddress(of: request, context: context,
                                                                           trusting: trustedProxies), ipv6Prefix: ipv6Prefix)
            let query = request.uri.queryParameters
            let before = try query.get("before").map { text in
                guard let version = Version(checking: text) else {
                    throw HTTPError(.badRequest, message: "before is not a semantic version")
                }
                return version
            }
            return try await service.statuses(of: try Self.parameter("id", context), before: before,
                                              limit: try Self.pageLimit(query))
        }
        packages.get("releases/:version") { request, context -> ReleaseStatus in
            try Self.spendListing(checksPerAddress, by: Self.clientAddress(of: request, context: context,
                                                                           trusting: trustedProxies), ipv6Prefix: ipv6Prefix)
            return try await Self.answering {
                try await service.status(of: try Self.parameter("id", context), version: try Self.version(context))
            }
        }
    }

    /// The publisher's controls over a release, each with a bearer token: pause, resume, roll back, its rollout and
    /// its health rule.
    func addControlRoutes(to router: Router<UpdateRequestContext>) {
        let (service, tokens) = (service, tokens)
        let packages = router.group("v1/packages/:id")
        let controls: [(String, ReleaseState.Event)] = [("pause", .pause), ("resume", .resume), ("rollback", .rollBack)]
        for (action, event) in controls {
            packages.post("releases/:version/\(action)") { request, context -> Release in
                try Self.authorize(request, tokens)
                return try await Self.answering {
                    try await service.apply(event, to: try Self.parameter("id", context), version: try Self.version(context))
                }
            }
        }
        packages.put("releases/:version/rollout") { request, context -> Release in
            try Self.authorize(request, tokens)
            guard let percent = request.uri.queryParameters.get("percent", as: Int.self), (0...100).contains(percent) else {
                throw HTTPError(.badRequest, message: "percent must be 0 to 100")
            }
            return try await Self.answering {
                try await service.change(try Self.parameter("id", context), version: try Self.version(context)) {
                    $0.rolloutPercent = percent
                }
            }
        }
        packages.put("releases/:version/health-rule") { request, context -> Release in
            try Self.authorize(request, tokens)
            let rule = try await request.decode(as: HealthRule.self, context: context)
            return try await Self.answering {
                try rule.validate()
                return try await service.change(try Self.parameter("id", context), version: try Self.version(context)) {
                    $0.healthRule = rule
                }
            }
        }
        packages.delete("releases/:version/health-rule") { request, context -> Release in
            try Self.authorize(request, tokens)
            return try await Self.answering {
                try await service.change(try Self.parameter("id", context), version: try Self.version(context)) {
                    $0.healthRule = nil
                }
            }
        }
    }
}
