// The plugin docs/bridge.md shows, with the app's own pieces it names.
import Causeway
import Foundation

// snippet: plugin
final class NetworkPlugin: Plugin {
    let namespace = "network"
    func register(_ methods: PluginMethods) {
        methods.handle("fetchData") { (request: FetchRequest) in try await fetch(request) }
        methods.handleStream("progress") { (job: JobID, _: CallContext) in progressUpdates(for: job) }
    }
    func documentChanged(epoch: Int, url: URL?) { cancelDownloads() }
}
// snippet: end

struct FetchRequest: Codable, Sendable { var url: URL }
struct JobID: Codable, Sendable { var job: Int }

func fetch(_ request: FetchRequest) async throws -> Data {
    Data(request.url.absoluteString.utf8)
}

func progressUpdates(for job: JobID) -> AsyncStream<Double> {
    AsyncStream { continuation in
        continuation.yield(1)
        continuation.finish()
    }
}

func cancelDownloads() {}

@MainActor
func installTheNetworkPlugin(on bridge: Bridge) {
    // snippet: install-plugin
    bridge.install(NetworkPlugin())
    // snippet: end
}
