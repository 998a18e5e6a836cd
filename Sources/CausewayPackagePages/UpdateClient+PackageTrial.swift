public import CausewayPackages

extension UpdateClient {
    /// Reports a trial's outcome.
    @MainActor
    public func report(_ outcome: PackageTrial.Outcome) async throws {
        let report = switch outcome {
        case .confirmed(let manifest):
            InstallReport(packageID: manifest.id, version: manifest.version, device: configuration.device, outcome: .installed)
        case .rolledBack(let manifest, let reason, _):
            InstallReport(packageID: manifest.id, version: manifest.version, device: configuration.device,
                          outcome: .rolledBack, reason: reason)
        }
        try await self.report(report)
    }
}
