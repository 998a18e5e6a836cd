@testable import CausewayPackages
import Foundation

/// Reads the input as one of the JSON documents that cross between devices, publishers and the update server: a
/// manifest, a delta's description, an update offer, a device's install report, or an app contract (which publishers
/// register with the server). A document that is read must hold what the readers promise: paths that stay inside the
/// package, an entry page the package carries, sizes whose total is their sum, a digest that names a file inside the
/// download folder and a path that names one of the server's files, a contract that meets its own entries, and the
/// same document again after writing it out and reading it back.
enum PackageDocumentsCheck {
    private static let packageID = "shop"

    static func check(_ input: Data) throws(FuzzFinding) {
        guard let first = input.first else { return }
        let document = Data(input.dropFirst())
        switch first % 5 {
        case 0: try checkManifest(document)
        case 1: try checkDelta(document)
        case 2: try checkOffer(document)
        case 3: try checkReport(document)
        default: try checkContract(document)
        }
    }

    private static func checkManifest(_ data: Data) throws(FuzzFinding) {
        guard let manifest = try? PackageManifest.decode(data) else { return }
        try require(PackageManifest.isValidID(manifest.id), "a manifest with the id \(manifest.id) was read")
        try requireSafe(manifest.files.keys)
        try require(manifest.files[manifest.entry] != nil, "the entry page \(manifest.entry) is not a file")
        let (total, overflow) = manifest.files.values.reduce((Int64(0), false)) { sum, file in
            let (next, overflow) = sum.0.addingReportingOverflow(file.size)
            return (next, sum.1 || overflow)
        }
        try require(!overflow && manifest.totalSize == total, "the sizes \(manifest.files.values.map(\.size)) were read")
        try require((try? PackageManifest.decode(manifest.encoded())) == manifest, "the manifest does not read back")
    }

    private static func checkDelta(_ data: Data) throws(FuzzFinding) {
        guard let delta = try? PackageDelta.decode(data) else { return }
        try requireSafe(delta.deleted)
        try require((try? PackageDelta.decode(delta.encoded())) == delta, "the delta description does not read back")
    }

    private static func checkOffer(_ data: Data) throws(FuzzFinding) {
        guard let offer = try? UpdateOffer.decode(data, for: packageID) else { return }
        let downloads = URL(fileURLWithPath: "/downloads")
        try require(offer.partialFile(in: downloads).deletingLastPathComponent().standardizedFileURL.path == downloads.path,
                    "the offer's download would be kept outside its folder: \(offer.sha256)")
        // The URL the client asks for, as it makes it: a file of the server's, or an http(s) file on another server.
        let server = URL(string: "https://updates.example/")!
        let requested = offer.fileURL(on: server)
        if offer.path.hasPrefix("/") {
            try require(requested.host == server.host && requested.standardized.deletingLastPathComponent().path == "/v1/files",
                        "the offer points outside the server's files: \(offer.path)")
        } else {
            try require(["http", "https"].contains(requested.scheme?.lowercased() ?? "") && requested.user == nil
                            && requested.standardized.path == requested.path && !requested.lastPathComponent.isEmpty,
                        "the offer points at no plain http(s) file: \(offer.path)")
        }
    }

    private static func checkReport(_ data: Data) throws(FuzzFinding) {
        // As the update server reads a report a device posts.
        guard let report = try? JSONDecoder().decode(InstallReport.self, from: data) else { return }
        let again = try? JSONEncoder().encode(report)
        try require(again.flatMap { try? JSONDecoder().decode(InstallReport.self, from: $0) } == report,
                    "the report does not read back")
    }

    private static func checkContract(_ data: Data) throws(FuzzFinding) {
        // As the update server reads a contract a publisher registers, and the tool one it is given.
        guard let contract = try? AppContract.decode(data) else { return }
        try require(contract.unmet(contract.entries).isEmpty, "a contract does not meet its own entries")
        let again = try? AppContract.decode(contract.encoded())
        try require(again == contract && again?.digest == contract.digest, "the contract does not read back")
    }

    /// Each path, resolved in a package's folder, stays inside it.
    private static func requireSafe(_ paths: some Sequence<String>) throws(FuzzFinding) {
        let folder = URL(fileURLWithPath: "/package")
        for path in paths {
            let resolved = folder.appendingPathComponent(path).standardizedFileURL.path
            try require(resolved.hasPrefix("/package/") && resolved.count > "/package/".count && !path.contains("\0"),
                        "the path \(path), which resolves to \(resolved), was read")
        }
    }
}
