import CausewayPackages
import Foundation
import HTTPTypes
import Hummingbird
import NIOCore
import Version

extension UpdateServer {
    /// The routes devices call: update checks, and reports of how an installed update went.
    func addDeviceRoutes(to router: Router<UpdateRequestContext>) {
        let (service, maxReportBytes, perDevice, perAddress) = (service, maxReportBytes, reportsPerDevice, reportsPerAddress)
        let (trustedProxies, checksPerAddress, ipv6Prefix) = (trustedProxies, checksPerAddress, ipv6BudgetPrefix)
        let packages = router.group("v1/packages/:id")
        let metrics = service.metrics
        packages.get("update") { request, context -> Response in
            let client = Self.clientAddress(of: request, context: context, trusting: trustedProxies)
            guard Self.spend(checksPerAddress, by: client, ipv6Prefix: ipv6Prefix) else {
                metrics.checked(.refused)
                throw HTTPError(.tooManyRequests, message: "Too many update checks from this client (its address, or its IPv6 /64)")
            }
            let query = request.uri.queryParameters
            let installed = query.get("installed").map { Version(checking: $0) }
            let contract = query.get("contract").map { String($0) }
            guard let device = query.get("device"), Self.isDeviceID(device),
                  contract.map(Self.isContractDigest) ?? true,
                  let native = query.get("native").flatMap(Version.init(checking:)), installed != .some(nil),
                  (1...UpdateService.maxChannelBytes).contains((query.get("channel") ?? "stable").utf8.count)
            else {
                metrics.checked(.invalid)
                throw HTTPError(.badRequest, message: """
                    device (1 to \(Self.maxDeviceBytes) bytes) and native (a semantic version) are required, installed \
                    is a semantic version, a channel has 1 to \(UpdateService.maxChannelBytes) bytes, and contract is \
                    an app contract's digest (64 lowercase hex digits)
                    """)
            }
            let offer = try await Self.answering {
                try await service.check(try Self.parameter("id", context), channel: query.get("channel") ?? "stable",
                                        device: device, nativeVersion: native,
                                        installed: installed.flatMap { $0 }, contract: contract)
            }
            guard let offer else {
                metrics.checked(.none)
                return Response(status: .noContent)
            }
            metrics.checked(.offer)
            metrics.offered(offer.kind)
            return try offer.response(from: request, context: context)
        }
        packages.post("reports") { request, context -> HTTPResponse.Status in
            do {
                let client = Self.clientAddress(of: request, context: context, trusting: trustedProxies)
                guard Self.spend(perAddress, by: client, ipv6Prefix: ipv6Prefix) else {
                    throw HTTPError(.tooManyRequests, message: "Too many reports from this client (its address, or its IPv6 /64)")
                }
                var request = request
                let body = try await request.collectBody(upTo: maxReportBytes)
                guard let report = try? JSONDecoder().decode(InstallReport.self, from: Data(body.readableBytesView)) else {
                    throw HTTPError(.badRequest, message: "Not an install report")
                }
                guard report.packageID == (try Self.parameter("id", context)) else {
                    throw HTTPError(.badRequest, message: "The report is for another package")
                }
                guard Self.isDeviceID(report.device) else {
                    throw HTTPError(.badRequest, message: "A device id has 1 to \(Self.maxDeviceBytes) bytes")
                }
                let admitted = try await Self.answering { try await service.admit(report) }
                let device = "\(report.packageID) \(report.device)"
                guard perDevice.spend(device) else {
                    throw HTTPError(.tooManyRequests, message: "Too many reports from this device")
                }
                do {
                    try await Self.answering { try await service.record(admitted, from: ClientNetwork(address: client)) }
                } catch {
                    // Not recorded (its token was redeemed already, say): it spends nothing of the device's budget.
                    perDevice.refund(device)
                    throw error
                }
                metrics.reported(report.outcome)
                return .accepted
            } catch {
                metrics.refusedReport()
                throw error
            }
        }
    }
}
