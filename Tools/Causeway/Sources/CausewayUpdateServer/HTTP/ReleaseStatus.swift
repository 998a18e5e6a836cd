import CausewayPackages
public import Hummingbird

/// A release and how it is doing, as `GET …/releases` lists them.
public struct ReleaseStatus: Codable, Sendable, Equatable {
    public var release: Release
    public var health: ReleaseHealth
    /// The registered app contracts that meet the release's needs, sorted by name; `nil` when it has none, so that
    /// every app can run it.
    public var serves: [ContractSummary]?

    public init(release: Release, health: ReleaseHealth, serves: [ContractSummary]? = nil) {
        self.release = release
        self.health = health
        self.serves = serves
    }
}

extension Release: ResponseEncodable {}
extension ReleaseStatus: ResponseEncodable {}
extension ContractSummary: ResponseEncodable {}
// CausewayPackages is another package's module that knows nothing of Hummingbird; the server says how its documents
// travel. An offer, the answer to most requests, is written as JSON by hand (`UpdateOffer+JSON.swift`).
extension InstallReport: @retroactive ResponseCodable {}
extension HealthRule: ResponseCodable {}
