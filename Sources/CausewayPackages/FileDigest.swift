import Crypto
public import Foundation

/// Streaming SHA-256 of files on disk, as manifests and update offers give them; the update server uses it for the
/// packages it stores.
public enum FileDigest {
    /// The size and SHA-256 of the file at `url`, read in chunks.
    public static func of(_ url: URL) throws(PackageError) -> PackageManifest.File {
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
    public static func of(_ data: Data) -> String {
        SHA256.hash(data: data).hexString
    }
}
