public import Foundation
public import Version

/// The update check's answer: nothing to do, or the package to download (a full package, or a delta from the
/// version the device has).
public struct UpdateOffer: Codable, Sendable, Equatable {
    /// How the offered file installs.
    public enum Kind: String, Codable, Sendable {
        case full, delta
    }

    public var packageID: String
    @CheckedVersion public var version: Version
    public var kind: Kind
    /// The file's path on the server, `/v1/files/NAME`, which answers ranges so a download can resume.
    public var path: String
    /// The file's SHA-256, in hex.
    public var sha256: String
    /// The file's size in bytes.
    public var size: Int64
    /// What the device's report on this version must carry to count: bound to the device, the package and the
    /// version, and good for one report.
    public var reportToken: String?

    public init(packageID: String, version: Version, kind: Kind, path: String, sha256: String, size: Int64,
                reportToken: String? = nil)
    {
        self.packageID = packageID
        self.version = version
        self.kind = kind
        self.path = path
        self.sha256 = sha256
        self.size = size
        self.reportToken = reportToken
    }
}

extension UpdateOffer {
    /// Where a server keeps the files it offers; an offer's ``path`` is one file name below it.
    public static let filesPath = "/v1/files/"

    /// Reads an update server's offer of package `packageID`, refusing one ``validate(for:)`` refuses.
    public static func decode(_ data: Data, for packageID: String) throws(UpdateClientError) -> UpdateOffer {
        let offer: UpdateOffer
        do {
            offer = try JSONDecoder().decode(UpdateOffer.self, from: data)
        } catch {
            throw .invalidOffer("\(error)")
        }
        try offer.validate(for: packageID)
        return offer
    }

    /// Throws unless a device may act on this offer of package `packageID`: it is of that package, its digest is 64
    /// lower-case hex digits (it names the download's file), its size is not negative, and its path is one file name
    /// below ``filesPath``.
    public func validate(for packageID: String) throws(UpdateClientError) {
        guard self.packageID == packageID else { throw .invalidOffer("an offer of \(self.packageID)") }
        guard sha256.utf8.count == 64,
              sha256.utf8.allSatisfy({ (0x30...0x39).contains($0) || (0x61...0x66).contains($0) })
        else {
            throw .invalidOffer("the digest \(sha256) is not 64 lower-case hex digits")
        }
        guard size >= 0 else { throw .invalidOffer("a size of \(size) bytes") }
        let name = path.dropFirst(Self.filesPath.count)
        guard path.hasPrefix(Self.filesPath), !name.isEmpty, name != ".", name != "..",
              !name.contains("/"), !name.contains("\\"), !name.contains("?"), !name.contains("#")
        else {
            throw .invalidOffer("the path \(path) is not a file of the server's")
        }
    }

    /// The file in `downloads` that a download of this offer is kept in while it is incomplete.
    func partialFile(in downloads: URL) -> URL {
        downloads.appendingPathComponent("\(sha256).part")
    }
}
