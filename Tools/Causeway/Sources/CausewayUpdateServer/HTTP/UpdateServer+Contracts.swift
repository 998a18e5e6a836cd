import CausewayPackages
import Foundation
import HTTPTypes
import Hummingbird

extension UpdateServer {
    /// The routes publishers register, list and remove app contracts through, each with a bearer token.
    func addContractRoutes(to router: Router<UpdateRequestContext>) {
        let (service, tokens) = (service, tokens)
        router.put("v1/contracts/:digest") { request, context -> ContractSummary in
            try Self.authorize(request, tokens)
            let digest = try Self.parameter("digest", context)
            guard let name = request.uri.queryParameters.get("name") else {
                throw HTTPError(.badRequest, message: "name is required: what people call the app build")
            }
            var request = request
            let body = try await request.collectBody(upTo: UpdateService.maxContractBytes)
            return try await Self.answering {
                let contract = try AppContract.decode(Data(body.readableBytesView))
                guard contract.digest == digest else {
                    throw UpdateServerError.badRequest("The contract's digest is \(contract.digest), not the one in the path")
                }
                return try await service.register(contract, name: String(name))
            }
        }
        router.get("v1/contracts") { request, _ -> [ContractSummary] in
            try Self.authorize(request, tokens)
            return try await service.contracts(reportedFor: request.uri.queryParameters.get("package").map { String($0) })
        }
        router.delete("v1/contracts/:digest") { request, context -> HTTPResponse.Status in
            try Self.authorize(request, tokens)
            try await Self.answering { try await service.removeContract(try Self.parameter("digest", context)) }
            return .noContent
        }
    }

    /// Whether `text` is an app contract's digest: a SHA-256 in lowercase hex.
    static func isContractDigest(_ text: String) -> Bool {
        text.utf8.count == 64 && text.utf8.allSatisfy { (0x30...0x39).contains($0) || (0x61...0x66).contains($0) }
    }
}
