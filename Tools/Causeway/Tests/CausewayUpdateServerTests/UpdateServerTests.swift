import Causeway
import CausewayContract
import CausewayPackagePages
import CausewayPackages
import CausewayUpdateServer
import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import Testing
import Version

/// The update server on loopback, with real clients: publishing, gray release, deltas, resumed downloads, reports
/// and rollbacks.
@Suite struct UpdateServerTests {
    @Test func publishingNeedsATokenAndAPackageByTheTrustedPublisher() async throws {
        let server = try await ServerFixture()
        let package = try server.package(Version(1, 0, 0), marker: "one")
        #expect(try await server.publish(package, token: nil) == 401)
        #expect(try await server.publish(package, token: "guess") == 401)
        #expect(try await server.publish(try server.package(Version(1, 0, 0), marker: "x", signer: PackageSigningKey())) == 422)
        var truncated = try Data(contentsOf: package)
        truncated.removeLast(truncated.count / 2)
        try truncated.write(to: server.folder.appendingPathComponent("truncated.zip"))
        #expect(try await server.publish(server.folder.appendingPathComponent("truncated.zip")) == 422)
        #expect(try await server.publish(package) == 201)
        #expect(try await server.publish(package) == 409, "a version is published once")
        #expect(try await server.service.registry.releases(of: "shop").map(\.version) == [Version(1, 0, 0)])
        let (listed, _) = try await URLSession.shared.data(from: server.url.appendingPathComponent("v1/packages"))
        #expect(try JSONDecoder().decode([String].self, from: listed) == ["shop"])
    }

    @Test func grayReleaseReachesItsShareOfDevicesAndOnlyGrows() async throws {
        let server = try await ServerFixture()
        #expect(try await server.publish(try server.package(Version(1, 0, 0), marker: "one")) == 201)
        #expect(try await server.publish(try server.package(Version(2, 0, 0), marker: "two"), rollout: 30) == 201)
        let devices = (0..<600).map { "device-\($0)" }

        func offered() async throws -> Set<String> {
            try await withThrowingTaskGroup(of: (String, Version?).self) { group in
                for device in devices {
                    group.addTask { (device, try await server.client(device: device).check()?.version) }
                }
                var onTwo: Set<String> = []
                for try await (device, version) in group where version == Version(2, 0, 0) { onTwo.insert(device) }
                return onTwo
            }
        }
        let atThirty = try await offered()
        #expect((150...210).contains(atThirty.count), "about 30% of 600: \(atThirty.count)")
        #expect(try await server.control(Version(2, 0, 0), "rollout?percent=60", method: "PUT") == 200)
        let atSixty = try await offered()
        #expect((330...390).contains(atSixty.count), "about 60% of 600: \(atSixty.count)")
        #expect(atThirty.isSubset(of: atSixty), "raising the share only adds devices")
    }

    @Test func aDeviceGetsADeltaResumesItsDownloadInstallsAndReports() async throws {
        let server = try await ServerFixture()
        #expect(try await server.publish(try server.package(Version(1, 0, 0), marker: "one")) == 201)
        let client = try server.client(device: "phone")
        let first = try #require(try await client.update())
        #expect(first.manifest.version == Version(1, 0, 0))
        try client.store.confirm("shop")

        #expect(try await server.publish(try server.package(Version(2, 0, 0), marker: "two")) == 201)
        let offers = try await withThrowingTaskGroup(of: UpdateOffer?.self) { group in
            for _ in 0..<8 { group.addTask { try await client.check() } }
            return try await group.reduce(into: [UpdateOffer?]()) { $0.append($1) }
        }
        let offer = try #require(offers.first ?? nil)
        #expect(offers.allSatisfy { $0?.path == offer.path && $0?.sha256 == offer.sha256 },
                "concurrent checks get the same delta, generated once")
        #expect(Set(offers.compactMap { $0?.reportToken }).count == 8, "each offer has a token of its own")
        #expect(offer.kind == .delta && offer.version == Version(2, 0, 0))
        let full = try #require(try await server.service.registry.releases(of: "shop").first)
        #expect(offer.size < full.size / 4, "a delta of one changed file: \(offer.size) of \(full.size) bytes")
        let deltas = try FileManager.default.contentsOfDirectory(atPath: server.folder.appendingPathComponent("files").path)
            .filter { $0.hasSuffix(".delta.zip") }
        #expect(deltas.count == 1)

        // A download cut halfway is resumed from where it stopped.
        let whole = try await client.download(offer)
        let bytes = try Data(contentsOf: whole.file)
        try bytes.prefix(bytes.count / 2).write(to: whole.file)
        let resumed = try await client.download(offer)
        #expect(resumed.resumedFrom == Int64(bytes.count / 2))
        #expect(try Data(contentsOf: resumed.file) == bytes)

        let installed = try client.store.install(resumed.file)
        #expect(installed.manifest.version == Version(2, 0, 0))
        try client.store.verify("shop")
        try await client.report(InstallReport(packageID: "shop", version: Version(2, 0, 0), device: "phone", outcome: .installed,
                                              offerToken: offer.reportToken))
        let tablet = try server.client(device: "tablet")
        #expect(try await tablet.update()?.manifest.version == Version(2, 0, 0))
        // The trial ends after the app restarted: a new client on the same store finds the offer's token.
        let restarted = try server.client(device: "tablet")
        try await restarted.report(InstallReport(packageID: "shop", version: Version(2, 0, 0), device: "tablet",
                                                 outcome: .rolledBack, reason: "no ready within 10 s"))
        await #expect(throws: UpdateClientError.self, "the token was redeemed and forgotten") {
            try await restarted.report(InstallReport(packageID: "shop", version: Version(2, 0, 0), device: "tablet",
                                                     outcome: .installed))
        }
        let health = try await server.service.registry.health(of: "shop", version: Version(2, 0, 0), round: nil)
        #expect(health == ReleaseHealth(installed: 1, rolledBack: 1, badNetworks: 1))
        #expect(try await client.check() == nil, "the device runs what it should")
    }

    @Test func aPauseStopsNewInstallsAndARollbackMovesDevicesBack() async throws {
        let server = try await ServerFixture()
        #expect(try await server.publish(try server.package(Version(1, 0, 0), marker: "one")) == 201)
        #expect(try await server.publish(try server.package(Version(2, 0, 0), marker: "two")) == 201)
        #expect(try await server.service.registry.releases(of: "shop").map(\.state.phase) == [.live, .superseded])
        let fresh = try server.client(device: "fresh")
        #expect(try await fresh.check()?.version == Version(2, 0, 0))

        #expect(try await server.control(Version(2, 0, 0), "pause") == 200)
        #expect(try await fresh.check()?.version == Version(1, 0, 0))
        #expect(try await server.control(Version(2, 0, 0), "pause") == 409, "paused already")
        #expect(try await server.control(Version(2, 0, 0), "resume") == 200)
        #expect(try await fresh.check()?.version == Version(2, 0, 0))

        let updated = try server.client(device: "updated")
        _ = try await updated.update()
        #expect(try updated.store.installed("shop")?.manifest.version == Version(2, 0, 0))
        #expect(try await server.control(Version(2, 0, 0), "pause") == 200)
        #expect(try await updated.check() == nil, "a pause is not a rollback: the device keeps 2.0.0")
        #expect(try await server.control(Version(2, 0, 0), "rollback") == 200)
        let back = try #require(try await updated.check())
        #expect(back.version == Version(1, 0, 0) && back.isRollback,
                "a device on a rolled-back release is sent the one before it, marked as a rollback")

        // The device installs an older version only from an offer marked as a rollback.
        var unmarked = back
        unmarked.isRollback = false
        await #expect(throws: PackageError.olderThanInstalled(Version(1, 0, 0), installed: Version(2, 0, 0))) {
            try await updated.install(unmarked)
        }
        #expect(try updated.store.installed("shop")?.manifest.version == Version(2, 0, 0))
        #expect(try await updated.install(back).manifest.version == Version(1, 0, 0))
        #expect(try await updated.check() == nil)
        #expect(try await server.control(Version(2, 0, 0), "resume") == 409, "a rollback is for good")
        #expect(try await server.control(Version(9, 0, 0), "pause") == 404)
    }

    @Test func preloadingInstallsFromTheServerAndReadsTheEntryAhead() async throws {
        let server = try await ServerFixture()
        #expect(try await server.publish(try server.package(Version(1, 0, 0), marker: "one")) == 201)
        let client = try server.client(device: "launching")
        let endpoint = PackageEndpoint(store: client.store)
        let failed = await PackagePreloader(clients: [client], endpoint: endpoint).preload()
        #expect(failed.isEmpty)
        let installed = try #require(try client.store.installed("shop"))
        let entry = installed.filesFolder.appendingPathComponent("index.html")
        let original = try Data(contentsOf: entry)
        try Data("changed on disk".utf8).write(to: entry)
        let served = await endpoint.respond(to: SchemeRequest(url: URL(string: "causeway://shop/")!))
        #expect(try await served.body.collected() == original, "the entry document was read ahead")
    }

    @Test func olderNativeAppsAndUnfitNetworksAreNotUpdated() async throws {
        let server = try await ServerFixture()
        #expect(try await server.publish(try server.package(Version(1, 0, 0), marker: "one")) == 201)
        #expect(try await server.publish(try server.package(Version(2, 0, 0), marker: "two", minimumNativeVersion: Version(3, 0, 0))) == 201)
        let old = try server.client(device: "old-app")
        #expect(try await old.check()?.version == Version(1, 0, 0), "native 1.0.0 is below 2.0.0's minimum")
        let new = try server.client(device: "new-app", nativeVersion: Version(3, 1, 0))
        #expect(try await new.check()?.version == Version(2, 0, 0))

        let metered = try server.client(device: "metered", allowsDownload: { false })
        #expect(try await metered.update() == nil, "no download while the network is unfit")
        #expect(try metered.store.installed("shop") == nil)
    }

    /// With a files base, offers point at another HTTP server (Debian's nginx on loopback, serving a copy of the
    /// server's files folder as a CDN would), and the device checks each file's digest and size whoever served it:
    /// bytes changed there are refused with a typed error, and the installed version stays.
    @Test func offersPointAtAFilesServerWhoseBytesTheDeviceChecks() async throws {
        let cdn = ServerFixture.scratchFolder()
        try FileManager.default.createDirectory(at: cdn, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: cdn) }
        let nginx = try await LoopbackNginx(serving: cdn)
        let server = try await ServerFixture(filesBase: nginx.url)
        func mirror() throws {
            let files = server.folder.appendingPathComponent("files")
            for name in try FileManager.default.contentsOfDirectory(atPath: files.path) {
                try? FileManager.default.removeItem(at: cdn.appendingPathComponent(name))
                try FileManager.default.copyItem(at: files.appendingPathComponent(name), to: cdn.appendingPathComponent(name))
            }
        }
        #expect(try await server.publish(try server.package(Version(1, 0, 0), marker: "one")) == 201)
        try mirror()
        let client = try server.client(device: "behind-a-cdn")
        let first = try #require(try await client.check())
        let published = try #require(try await server.service.registry.releases(of: "shop").first)
        #expect(first.path == nginx.url.appendingPathComponent(published.fileName).absoluteString)
        #expect(try await client.update()?.manifest.version == Version(1, 0, 0))

        #expect(try await server.publish(try server.package(Version(2, 0, 0), marker: "two")) == 201)
        let second = try #require(try await client.check())
        let name = try #require(URL(string: second.path)?.lastPathComponent)
        #expect(second.path == nginx.url.appendingPathComponent(name).absoluteString)
        try mirror()
        var bytes = try Data(contentsOf: cdn.appendingPathComponent(name))
        bytes[bytes.count / 2] ^= 0xFF
        try bytes.write(to: cdn.appendingPathComponent(name))
        await #expect(throws: UpdateClientError.digestMismatch) { try await client.update() }
        let kept = try #require(try client.store.installed("shop"))
        #expect(kept.manifest.version == Version(1, 0, 0), "the installed version stays")
        let script = try Data(contentsOf: kept.filesFolder.appendingPathComponent("app.js"))
        #expect(String(decoding: script, as: UTF8.self) == "console.log('one')")
    }

    /// A package file is streamed: a download many times the chunk size arrives whole, and a range of it exactly.
    @Test func aLargeFileIsStreamedWholeAndInRanges() async throws {
        let server = try await ServerFixture()
        let files = server.folder.appendingPathComponent("files")
        let bytes = Data((0..<(9 << 20)).map { UInt8(truncatingIfNeeded: $0 &* 31 &+ ($0 >> 16)) })
        try bytes.write(to: files.appendingPathComponent("large.zip"))
        let url = server.url.appendingPathComponent("v1/files/large.zip")
        let (whole, response) = try await URLSession.shared.data(from: url)
        #expect((response as? HTTPURLResponse)?.statusCode == 200 && whole == bytes)
        var request = URLRequest(url: url)
        request.setValue("bytes=5000000-5999999", forHTTPHeaderField: "Range")
        let (part, partial) = try await URLSession.shared.data(for: request)
        #expect((partial as? HTTPURLResponse)?.statusCode == 206 && part == bytes[5_000_000..<6_000_000])
        #expect((partial as? HTTPURLResponse)?.value(forHTTPHeaderField: "Content-Range") == "bytes 5000000-5999999/\(bytes.count)")

        func answer(_ headers: [String: String], method: String = "GET") async throws -> (Data, HTTPURLResponse?) {
            var request = URLRequest(url: url)
            request.httpMethod = method
            for (name, value) in headers { request.setValue(value, forHTTPHeaderField: name) }
            let (body, response) = try await URLSession.shared.data(for: request)
            return (body, response as? HTTPURLResponse)
        }
        let (headBody, head) = try await answer([:], method: "HEAD")
        #expect(head?.statusCode == 200 && headBody.isEmpty && head?.value(forHTTPHeaderField: "Content-Length") == "\(bytes.count)")
        let etag = try #require(head?.value(forHTTPHeaderField: "ETag"))
        #expect(try await answer(["If-None-Match": etag]).1?.statusCode == 304)
        #expect(try await answer(["Range": "bytes=\(bytes.count)-"]).1?.statusCode == 416)
        let (stale, staleAnswer) = try await answer(["Range": "bytes=0-9", "If-Range": "\"other\""])
        #expect(staleAnswer?.statusCode == 200 && stale.count == bytes.count, "a changed file is sent whole")
    }
}
