import Crypto
package import Foundation

/// Streaming SHA-256 of files on disk.
package enum FileDigest {
    /// The size and SHA-256 of the file at `url`, read in chunks.
    package static func of(_ url: URL) throws(PackageError) -> PackageManifest.File {
        guard let handle = FileHandle(forReadingAtPath: url.path) else { throw .missingFile(url.path) }
        defer { try? handle.close() }
        var hasher = SHA256()
        var size: Int64 = 0
        do {
            while let chunk = try handle.read(upToCount: 1 << 20), !chunk.isEmpty {
                hasher.update(data: chunk)
                size += Int64(chunk.count)
            }
        } catch {
            throw .storage("cannot read \(url.path): \(error)")
        }
        return PackageManifest.File(sha256: hasher.finalize().hexString, size: size)
    }

    /// The SHA-256 of `data`, in hex.
    package static func of(_ data: Data) -> String {
        SHA256.hash(data: data).hexString
    }
}
