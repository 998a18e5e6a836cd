import CausewayPackages
import CausewayTesting
import CausewayToolTestSupport
import Foundation
import Testing
import Version

/// A real `causeway install` process killed at random moments: the store always serves a complete, verified
/// version afterwards.
@Suite struct InstallCrashTests {
    /// The `causeway` tool built beside this test binary.
    static let tool = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath()
        .deletingLastPathComponent().appendingPathComponent("causeway")

    @Test func killingAnInstallAtAnyMomentLeavesACompleteVersion() async throws {
        let fixture = try PackageFixture()
        var generator = SystemRandomNumberGenerator()
        func version(_ marker: UInt8) -> [String: Data] {
            var files = ["index.html": Data("<!doctype html><title>\(marker)</title>".utf8)]
            for index in 0..<400 {
                let words = (0..<2048).map { _ in UInt64.random(in: .min ... .max, using: &generator) }
                files["assets/\(index % 10)/\(index).bin"] = words.withUnsafeBytes { Data($0) }
            }
            return files
        }
        let packages = [try fixture.pack("v1", version: Version(1, 0, 0), version(1)),
                        try fixture.pack("v2", version: Version(2, 0, 0), version(2))]
        let publicKey = fixture.url("publisher.pub")
        try fixture.key.verifyingKey.text.write(to: publicKey, atomically: true, encoding: .utf8)
        let store = fixture.url("store")

        let started = ContinuousClock.now
        try await Self.install(packages[0], into: fixture.url("timing-store"), publicKey: publicKey).exitStatus()
        let elapsed = (ContinuousClock.now - started).components
        let fullInstall = Double(elapsed.seconds) + Double(elapsed.attoseconds) / 1e18

        var interrupted = 0
        for round in 0..<16 {
            let process = try Self.install(packages[round % 2], into: store, publicKey: publicKey)
            if round.isMultiple(of: 4) {
                // In the middle by construction, whatever the machine's speed: once the install has staged some of
                // its files.
                let staged = Int.random(in: 1...400, using: &generator)
                try await waitUntil("the install staged \(staged) files") {
                    Self.stagedFiles(in: store.appendingPathComponent("shop")) >= staged || !process.isRunning
                }
            } else {
                // Any moment, before the install starts writing to after it ended, as a fraction of one timed install.
                try await Task.sleep(for: .seconds(fullInstall * Double.random(in: 0.1...1.1, using: &generator)))
            }
            process.signal(SIGKILL)
            await process.exitStatus()
            if Self.hasLeftovers(in: store.appendingPathComponent("shop")) { interrupted += 1 }

            let reopened = try PackageStore(root: store, trustedKeys: [fixture.key.verifyingKey],
                                            nativeVersion: Version(1, 0, 0))
            #expect(!Self.hasLeftovers(in: store.appendingPathComponent("shop")), "opening clears what the kill left")
            if let served = try reopened.installed("shop") {
                #expect([Version(1, 0, 0), Version(2, 0, 0)].contains(served.manifest.version))
                try reopened.verify("shop")
            }
        }
        #expect(interrupted > 0, "some kills landed in the middle of an install")
        let final = try PackageStore(root: store, trustedKeys: [fixture.key.verifyingKey], nativeVersion: Version(1, 0, 0))
        try final.install(packages[0], allowingOlder: true)
        try final.install(packages[1])
        try final.verify("shop")
    }

    private static func install(_ package: URL, into store: URL, publicKey: URL) throws -> ChildProcess {
        // Alternating versions: every other install goes back to the older one.
        try ChildProcess([tool.path, "install", package.path, "--store", store.path, "--public-key", publicKey.path,
                          "--allow-older"])
    }

    /// How many files a package folder's staging folder holds.
    private static func stagedFiles(in folder: URL) -> Int {
        let staging = folder.appendingPathComponent("staging")
        return FileManager.default.enumerator(atPath: staging.path)?.allObjects.count ?? 0
    }

    /// Whether a package folder holds a staging folder, an unfinished state file, or a version its state does not
    /// name.
    private static func hasLeftovers(in folder: URL) -> Bool {
        let fileManager = FileManager.default
        if fileManager.fileExists(atPath: folder.appendingPathComponent("staging").path) { return true }
        let names = (try? fileManager.contentsOfDirectory(atPath: folder.path)) ?? []
        if names.contains(where: { $0.hasPrefix("state.json.") }) { return true }
        let state = (try? Data(contentsOf: folder.appendingPathComponent("state.json"))).map { String(decoding: $0, as: UTF8.self) } ?? ""
        let versions = (try? fileManager.contentsOfDirectory(atPath: folder.appendingPathComponent("versions").path)) ?? []
        return versions.contains { !state.contains($0) }
    }
}
