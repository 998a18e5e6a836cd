import CausewayFetch
public import Foundation
#if canImport(FoundationNetworking)
public import FoundationNetworking
#endif
public import Version

/// The device's side of the update server: checks for an update, downloads it (resuming a download that was cut),
/// checks its digest, installs it into the store, and reports how it went.
///
/// ```swift
/// let updates = UpdateClient(store: store, configuration: .init(
///     server: URL(string: "https://updates.example.com")!, packageID: "shop", device: deviceID,
///     nativeVersion: Version(1, 4, 0)))
/// Task { await updates.run() }                               // checks every `checkInterval`
/// trial.onOutcome = { outcome in Task { try? await updates.report(outcome) } }
/// ```
public final class UpdateClient: Sendable {
    /// Where and how to check.
    public struct Configuration: Sendable {
        /// The update server.
        public var server: URL
        /// The package to keep up to date.
        public var packageID: String
        /// The release channel: `stable`, `beta`, or any name the server uses.
        public var channel: String
        /// This device's stable id; it decides the device's gray-release bucket.
        public var device: String
        /// The native app's version.
        public var nativeVersion: Version
        /// How long ``UpdateClient/run()`` waits between checks.
        public var checkInterval: Duration
        /// Whether the network is fit for a download now (for example, not metered); checked before each download.
        public var allowsDownload: @Sendable () -> Bool

        /// Checks for `packageID` on `server`, every hour unless told otherwise.
        public init(server: URL, packageID: String, channel: String = "stable", device: String, nativeVersion: Version,
                    checkInterval: Duration = .seconds(3600), allowsDownload: @escaping @Sendable () -> Bool = { true })
        {
            self.server = server
            self.packageID = packageID
            self.channel = channel
            self.device = device
            self.nativeVersion = nativeVersion
            self.checkInterval = checkInterval
            self.allowsDownload = allowsDownload
        }
    }

    /// A finished download.
    public struct Download: Sendable, Equatable {
        /// The downloaded file, its digest checked.
        public var file: URL
        /// How many bytes were already on disk from a download that was cut, and were not fetched again.
        public var resumedFrom: Int64
    }

    /// The store updates install into.
    public let store: PackageStore
    /// Where and how the client checks.
    public let configuration: Configuration
    private let session: URLSession
    private let downloads: URL
    private let reportTokens: ReportTokenFiles

    /// The most an answer to a check or a report may hold, in bytes (an offer is a few hundred, an error's text a
    /// line): one past it is refused with ``UpdateClientError/answerTooLarge(_:)`` the moment it passes, read no
    /// further.
    public static let answerLimit = 64 << 10

    /// A client installing into `store`; partial downloads are kept in `downloads` (by default beside the store).
    /// Each request is made with `session`'s configuration (its headers and timeouts) and stopped at its bound:
    /// ``answerLimit`` for checks and reports, the offered size for a download. On Apple platforms it goes through a
    /// session of its own made from that configuration, on Linux through libcurl, since a URLSession there cannot
    /// stop a body that goes on.
    public init(store: PackageStore, configuration: Configuration, session: URLSession = .shared, downloads: URL? = nil) {
        self.store = store
        self.configuration = configuration
        self.session = session
        self.downloads = downloads ?? store.root.appendingPathComponent(".downloads")
        reportTokens = ReportTokenFiles(folder: store.root.appendingPathComponent(".report-tokens"))
    }

    /// What the server offers this device, or `nil` when it runs what it should. When the store has the app's
    /// contract, the check carries its digest, and the server offers only releases whose needs it meets.
    public func check() async throws -> UpdateOffer? {
        var components = URLComponents(url: endpoint("update"), resolvingAgainstBaseURL: false)!
        components.queryItems = [
            URLQueryItem(name: "channel", value: configuration.channel),
            URLQueryItem(name: "device", value: configuration.device),
            URLQueryItem(name: "native", value: configuration.nativeVersion.description),
        ] + (try store.installed(configuration.packageID).map {
            [URLQueryItem(name: "installed", value: $0.manifest.version.description)]
        } ?? []) + (store.contract.map { [URLQueryItem(name: "contract", value: $0.digest)] } ?? [])
        let (status, body) = try await answer(to: URLRequest(url: components.url!))
        switch status {
        case 200: return try UpdateOffer.decode(body, for: configuration.packageID)
        case 204: return nil
        default: throw UpdateClientError.server(status, String(decoding: body, as: UTF8.self))
        }
    }

    /// Sends `request` and reads its answer whole: its status (0 when it is not HTTP) and at most ``answerLimit``
    /// bytes of body.
    private func answer(to request: URLRequest) async throws -> (status: Int, body: Data) {
        let limit = Self.answerLimit
        let fetch = BoundedFetch(to: .memory, overrun: UpdateClientError.answerTooLarge(limit)) { _ in Int64(limit) }
        let status = try await fetch.fetch(request, configuration: session.configuration)
        return (status, fetch.body)
    }

    /// Downloads `offer`'s file, continuing a download of the same file that was cut, and checks its digest. An offer
    /// ``UpdateOffer/validate(for:)`` refuses is not downloaded.
    ///
    /// No more is read than the offer's size, less what a cut download already has: a files server that sends more,
    /// or says it will, is refused with ``UpdateClientError/exceedsOfferedSize(_:)`` the moment it does, and what it
    /// sent, and the cut download, are removed.
    public func download(_ offer: UpdateOffer) async throws -> Download {
        try offer.validate(for: configuration.packageID)
        try FileManager.default.createDirectory(at: downloads, withIntermediateDirectories: true)
        let partial = offer.partialFile(in: downloads)
        let have = (try? FileManager.default.attributesOfItem(atPath: partial.path)[.size] as? Int64) ?? 0
        let resuming = have > 0 && have < offer.size
        var request = URLRequest(url: offer.fileURL(on: configuration.server))
        if resuming { request.setValue("bytes=\(have)-", forHTTPHeaderField: "Range") }
        let body = offer.bodyFile(in: downloads)
        let fetch = BoundedFetch(to: .file(body), overrun: UpdateClientError.exceedsOfferedSize(offer.size)) { status in
            switch status {
            case 206 where resuming: offer.size - have
            case 200: offer.size
            default: nil
            }
        }
        let status: Int
        do {
            status = try await fetch.fetch(request, configuration: session.configuration)
        } catch UpdateClientError.exceedsOfferedSize(let size) {
            try? FileManager.default.removeItem(at: partial)
            throw UpdateClientError.exceedsOfferedSize(size)
        }
        defer { try? FileManager.default.removeItem(at: body) }
        var resumedFrom: Int64 = 0
        switch status {
        case 206 where resuming:
            try Self.append(body, to: partial)
            resumedFrom = have
        case 200:
            try? FileManager.default.removeItem(at: partial)
            try FileManager.default.moveItem(at: body, to: partial)
        default:
            throw UpdateClientError.server(status, "the download failed")
        }
        guard try FileDigest.of(partial) == PackageManifest.File(sha256: offer.sha256, size: offer.size) else {
            try? FileManager.default.removeItem(at: partial)
            throw UpdateClientError.digestMismatch
        }
        return Download(file: partial, resumedFrom: resumedFrom)
    }

    /// Appends the file `piece` to the file `whole`, 64 KiB at a time.
    private static func append(_ piece: URL, to whole: URL) throws {
        let reading = try FileHandle(forReadingFrom: piece)
        defer { try? reading.close() }
        let writing = try FileHandle(forWritingTo: whole)
        defer { try? writing.close() }
        try writing.seekToEnd()
        while let chunk = try reading.read(upToCount: 64 << 10), !chunk.isEmpty {
            try writing.write(contentsOf: chunk)
        }
    }

    /// Checks, downloads and installs an update if there is one, reporting a failed install; returns what was
    /// installed (on trial: report its outcome once `PackageTrial`, in `CausewayPackagePages`, decides).
    @discardableResult
    public func update() async throws -> InstalledPackage? {
        guard let offer = try await check(), configuration.allowsDownload() else { return nil }
        return try await install(offer)
    }

    /// Downloads `offer` and installs it, keeping the offer's report token for the report on that version and
    /// reporting a failed install. A version older than the one installed is installed only when the offer is a
    /// rollback (``UpdateOffer/isRollback``). A package the store's ``PackageStore/contract`` does not serve
    /// (``PackageError/unmetNeeds(_:)``) is refused without a report: the release is not at fault, and a failure
    /// reported by every older app build would count against its health for all.
    @discardableResult
    public func install(_ offer: UpdateOffer) async throws -> InstalledPackage {
        let download = try await self.download(offer)
        defer { try? FileManager.default.removeItem(at: download.file) }
        if let token = offer.reportToken {
            try reportTokens.save(token, packageID: offer.packageID, version: offer.version)
        }
        do {
            return try store.install(download.file, allowingOlder: offer.isRollback)
        } catch .unmetNeeds(let mismatches) {
            reportTokens.remove(packageID: offer.packageID, version: offer.version)
            throw PackageError.unmetNeeds(mismatches)
        } catch {
            try? await report(InstallReport(packageID: offer.packageID, version: offer.version, device: configuration.device,
                                            outcome: .failed, reason: error.description))
            throw error
        }
    }

    /// Tells the server how an update ended on this device, with the report token of the offer the version came
    /// from (unless the report carries one); the token is forgotten once the server accepted the report.
    public func report(_ report: InstallReport) async throws {
        var report = report
        report.offerToken = report.offerToken ?? reportTokens.token(packageID: report.packageID, version: report.version)
        var request = URLRequest(url: endpoint("reports"))
        request.httpMethod = "POST"
        request.setValue("application/json", forHTTPHeaderField: "Content-Type")
        request.httpBody = try JSONEncoder().encode(report)
        let (status, body) = try await answer(to: request)
        guard status == 202 else { throw UpdateClientError.server(status, String(decoding: body, as: UTF8.self)) }
        reportTokens.remove(packageID: report.packageID, version: report.version)
    }

    /// Updates now and then every ``Configuration/checkInterval`` until the task is cancelled; errors wait for the
    /// next check.
    public func run() async {
        while !Task.isCancelled {
            _ = try? await update()
            try? await Task.sleep(for: configuration.checkInterval)
        }
    }

    private func endpoint(_ last: String) -> URL {
        configuration.server.appendingPathComponent("v1/packages/\(configuration.packageID)/\(last)")
    }
}

/// Why an update could not be fetched.
public enum UpdateClientError: Error, Sendable, Equatable {
    /// The server answered with `status`.
    case server(Int, String)
    /// The downloaded file is not the one offered.
    case digestMismatch
    /// The files server sent, or said it would send, more than the offered size (in bytes): the download was
    /// stopped there.
    case exceedsOfferedSize(Int64)
    /// The server's offer is not one a device acts on: unreadable, of another package, or naming a file that is
    /// not one of the server's.
    case invalidOffer(String)
    /// The server's answer to a check or a report held, or said it would hold, more than this many bytes
    /// (``UpdateClient/answerLimit``): it was read no further.
    case answerTooLarge(Int)
}
