public import CausewayPackages

/// Gets the packages an app lists for preload ready before the user opens them: each is brought up to date from
/// the update server (installed, if it was not), and its entry document is read ahead into the endpoint's memory.
///
/// ```swift
/// let preloader = PackagePreloader(clients: [shopUpdates, helpUpdates], endpoint: endpoint)
/// Task { await preloader.preload() }       // at launch, while the user is on the first screen
/// ```
public struct PackagePreloader: Sendable {
    /// One update client per package to preload.
    public let clients: [UpdateClient]
    /// The endpoint that serves the packages.
    public let endpoint: PackageEndpoint

    /// A preloader of the packages `clients` keep up to date, read ahead into `endpoint`.
    public init(clients: [UpdateClient], endpoint: PackageEndpoint) {
        self.clients = clients
        self.endpoint = endpoint
    }

    /// Updates every package, then reads their entry documents ahead; returns the ids whose update failed (they are
    /// read ahead from what is installed, if anything).
    @discardableResult
    public func preload() async -> [String] {
        var failed: [String] = []
        for client in clients {
            do {
                try await client.update()
            } catch {
                failed.append(client.configuration.packageID)
            }
        }
        endpoint.readAhead(clients.map(\.configuration.packageID))
        return failed
    }
}
