public import Foundation
public import Version

/// The update check's answer: nothing to do, or the package to download (a full package, or a delta from the
/// version the device has).
public struct UpdateOffer: Codable, Sendable, Equatable {
    /// How the offered file installs.
    public enum Kind: String, Codable, Sendable {
        /// A whole package, which installs over any version or none.
        case full
        /// A delta package, which installs only over its base version.
        case delta
    }

    /// The package the offer is for.
    public var packageID: String
    /// The version offered.
    @CheckedVersion public var version: Version
    /// Whether the file is a full package or a delta.
    public var kind: Kind
    /// Where the file is: its path on the update server, `/v1/files/NAME`, or an absolute `http` or `https` URL of
    /// another server (a CDN) that serves it. Either way it should answer ranges so a download can resume, and the
    /// device checks the file's digest and size whoever served it.
    public var path: String
    /// The file's SHA-256, in hex.
    public var sha256: String
    /// The file's size in bytes.
    public var size: Int64
    /// What the device's report on this version must carry to count: bound to the device, the package and the
    /// version, and good for one report.
    public var reportToken: String?
    /// Whether the offer goes back to a version older than the one the device runs, because a publisher rolled that
    /// one back; a device installs an older version only from such an offer (see
    /// ``PackageStore/install(_:allowingOlder:)``). It is as trustworthy as the server and the connection to it: see
    /// the threat model.
    public var isRollback: Bool

    /// An offer of `version` of package `packageID`: the file at `path`, with its digest and size.
    public init(packageID: String, version: Version, kind: Kind, path: String, sha256: String, size: Int64,
                reportToken: String? = nil, isRollback: Bool = false)
    {
        self.packageID = packageID
        self.version = version
        self.kind = kind
        self.path = path
        self.sha256 = sha256
        self.size = size
        self.reportToken = reportToken
        self.isRollback = isRollback
    }

    /// Reads an offer; one from a server that does not say `isRollback` is not a rollback.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        packageID = try container.decode(String.self, forKey: .packageID)
        _version = try container.decode(CheckedVersion.self, forKey: .version)
        kind = try container.decode(Kind.self, forKey: .kind)
        path = try container.decode(String.self, forKey: .path)
        sha256 = try container.decode(String.self, forKey: .sha256)
        size = try container.decode(Int64.self, forKey: .size)
        reportToken = try container.decodeIfPresent(String.self, forKey: .reportToken)
        isRollback = try container.decodeIfPresent(Bool.self, forKey: .isRollback) ?? false
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
    /// below ``filesPath`` or an absolute `http` or `https` URL of a file (a host, no user or password, no fragment,
    /// and no `.` or `..` segment).
    public func validate(for packageID: String) throws(UpdateClientError) {
        guard self.packageID == packageID else { throw .invalidOffer("an offer of \(self.packageID)") }
        guard sha256.utf8.count == 64,
              sha256.utf8.allSatisfy({ (0x30...0x39).contains($0) || (0x61...0x66).contains($0) })
        else {
            throw .invalidOffer("the digest \(sha256) is not 64 lower-case hex digits")
        }
        guard size >= 0 else { throw .invalidOffer("a size of \(size) bytes") }
        if path.hasPrefix("/") {
            let name = path.dropFirst(Self.filesPath.count)
            guard path.hasPrefix(Self.filesPath), Self.isFileName(name), !name.contains("?"), !name.contains("#") else {
                throw .invalidOffer("the path \(path) is not a file of the server's")
            }
        } else if Self.absoluteFileURL(path) == nil {
            throw .invalidOffer("\(path) is not an http or https URL of a file")
        }
    }

    /// The URL to download the file from: ``path`` on `server`, or ``path`` itself when it is an absolute URL.
    public func fileURL(on server: URL) -> URL {
        Self.absoluteFileURL(path) ?? server.appendingPathComponent(String(path.dropFirst()))
    }

    /// `text` as an absolute `http` or `https` URL of a file, or `nil` when it is not one.
    private static func absoluteFileURL(_ text: String) -> URL? {
        guard let components = URLComponents(string: text),
              let scheme = components.scheme?.lowercased(), scheme == "http" || scheme == "https",
              let host = components.host, !host.isEmpty, components.user == nil, components.password == nil,
              components.fragment == nil, let url = components.url
        else {
            return nil
        }
        let segments = components.percentEncodedPath.split(separator: "/", omittingEmptySubsequences: false).dropFirst()
        guard let last = segments.last, isFileName(last),
              segments.allSatisfy({ ![".", ".."].contains($0.removingPercentEncoding ?? String($0)) })
        else {
            return nil
        }
        return url
    }

    /// Whether `name` is one plain file name: not empty, not `.` or `..`, and without a slash.
    private static func isFileName(_ name: Substring) -> Bool {
        !name.isEmpty && name != "." && name != ".." && !name.contains("/") && !name.contains("\\")
    }

    /// The file in `downloads` that a download of this offer is kept in while it is incomplete.
    func partialFile(in downloads: URL) -> URL {
        downloads.appendingPathComponent("\(sha256).part")
    }

    /// The file in `downloads` that one answer's body is written to before it joins the partial file.
    func bodyFile(in downloads: URL) -> URL {
        downloads.appendingPathComponent("\(sha256).body")
    }
}
