import ArgumentParser
import CausewayPackages
import Foundation
import Version

/// This device as the update server sees it: its id, which decides its gray-release bucket, and its channel.
struct DeviceOptions: ParsableArguments {
    static let defaultDevice = "causeway-run"
    static let defaultChannel = "stable"

    @Option(help: "This device's id, which decides its gray-release bucket.")
    var device = defaultDevice

    @Option(help: "The release channel.")
    var channel = defaultChannel

    /// Whether an option was given a value other than its default.
    var isChanged: Bool { device != Self.defaultDevice || channel != Self.defaultChannel }

    /// A client of the update server at `server` for `packageID`, installing into `store`.
    func client(of server: String, for packageID: String, store: PackageStore) throws -> UpdateClient {
        guard let url = URL(string: server), url.scheme != nil else { throw ValidationError("\(server) is not a URL") }
        return UpdateClient(store: store, configuration: .init(server: url, packageID: packageID, channel: channel,
                                                               device: device, nativeVersion: store.nativeVersion))
    }
}

extension UpdateClient {
    /// Updates the package from the server, printing what happened.
    func updatePrinting() async throws {
        let before = try store.installed(configuration.packageID)?.manifest.version
        guard let offer = try await check() else {
            print("\(configuration.packageID) \(before.map { "\($0)" } ?? "(none)") is up to date")
            return
        }
        let installed = try await install(offer)
        print("updated \(offer.packageID) \(before.map { "\($0)" } ?? "(none)") → \(installed.manifest.version) "
            + "from a \(offer.kind.rawValue) package of \(offer.size) bytes")
    }
}
