import CausewayTesting
import Foundation
import Testing

/// The command line says what it does: an option a command would ignore is refused, and an option it cannot do
/// without is required, with ArgumentParser's usage error (status 64) naming it.
@Suite struct CommandOptionsTests {
    @Test(arguments: [
        (["install", "shop.zip", "--public-key", "publisher.pub", "--update-server", "http://127.0.0.1:1"],
         "Unknown option '--update-server'"),
        (["install", "shop.zip", "--public-key", "publisher.pub", "--device", "phone"], "Unknown option '--device'"),
        (["install", "shop.zip", "--public-key", "publisher.pub", "--channel", "beta"], "Unknown option '--channel'"),
        (["install", "shop.zip"], "Missing expected argument '--public-key <public-key> ...'"),
        (["update", "shop", "--public-key", "publisher.pub"], "Missing expected argument '--update-server <update-server>'"),
        (["update", "shop", "--update-server", "http://127.0.0.1:1"],
         "Missing expected argument '--public-key <public-key> ...'"),
        (["run", "page/", "--update-server", "http://127.0.0.1:1"], "go with --package"),
        (["run", "page/", "--public-key", "publisher.pub"], "go with --package"),
        (["run", "page/", "--store", "packages"], "go with --package"),
        (["run", "page/", "--trial-timeout", "300"], "go with --package"),
        (["run", "--package", "shop", "--public-key", "publisher.pub", "--device", "phone"],
         "--device and --channel go with --update-server"),
    ])
    func anIgnoredOrMissingOptionIsAUsageError(_ arguments: [String], _ said: String) async throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("causeway-options-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let tool = try ToolProcess(arguments, in: folder)
        #expect(await tool.exitStatus() == 64, "\(tool.output)")
        #expect(tool.output.contains(said), "\(tool.output)")
    }
}
