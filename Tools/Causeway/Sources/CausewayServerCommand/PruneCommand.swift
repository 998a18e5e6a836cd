public import ArgumentParser
import CausewayUpdateServer
import Foundation
import Logging

/// `prune`: drops the deltas and files no release needs any more (``UpdateService/prune(olderThan:)``), safely
/// while instances serve; run it from a timer.
public struct PruneCommand: ParsableCommand, Sendable {
    public static let configuration = CommandConfiguration(
        commandName: "prune",
        abstract: "Forget the deltas no device is offered and remove the files no release or delta names, while instances serve."
    )

    @OptionGroup var store: StoreOptions

    @Option(help: "Leave a file alone until it was stored this many seconds ago: a publish may be storing it now.")
    var grace = 3600

    public init() {}

    public func validate() throws {
        guard grace >= 0 else { throw ValidationError("--grace is a number of seconds, 0 or more.") }
    }

    public func run() throws {
        try waitFor { try await self.work() }
    }

    private func work() async throws {
        let registry = try await store.openRegistry(logger: Logger(label: "causeway.prune"))
        do {
            // Pruning checks no signature: the service is made without publishers.
            let service = UpdateService(registry: registry, files: try store.files(of: registry), publishers: [],
                                        deltaKey: nil)
            print(try await service.prune(olderThan: .seconds(grace)))
        } catch {
            await registry.close()
            throw error
        }
        await registry.close()
    }
}
