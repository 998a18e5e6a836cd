#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Foundation

/// File operations that reach the disk before they return, so that a crash or a power cut right after one sees
/// it done.
enum DurableFiles {
    /// Writes `data` to a new file at `url` and flushes it.
    static func write(_ data: Data, to url: URL) throws {
        guard FileManager.default.createFile(atPath: url.path, contents: nil),
              let handle = FileHandle(forWritingAtPath: url.path)
        else {
            throw PackageError.storage("cannot create \(url.path)")
        }
        defer { try? handle.close() }
        try handle.write(contentsOf: data)
        try handle.synchronize()
    }

    /// Renames `source` to `destination` (replacing a file there) in one step, and flushes the folder.
    static func move(_ source: URL, to destination: URL) throws {
        guard rename(source.path, destination.path) == 0 else {
            throw PackageError.storage("cannot rename \(source.lastPathComponent): \(String(cString: strerror(errno)))")
        }
        try synchronizeFolder(destination.deletingLastPathComponent())
    }

    /// Flushes a folder's entries (the names of the files in it).
    static func synchronizeFolder(_ url: URL) throws {
        let descriptor = open(url.path, O_RDONLY | O_DIRECTORY)
        guard descriptor >= 0 else { throw PackageError.storage("cannot open \(url.path)") }
        defer { close(descriptor) }
        guard fsync(descriptor) == 0 else { throw PackageError.storage("cannot flush \(url.path)") }
    }

    /// Runs `body` holding an exclusive lock on the file at `url`, across processes.
    static func withLock<Result>(_ url: URL, _ body: () throws(PackageError) -> Result) throws(PackageError) -> Result {
        let descriptor = open(url.path, O_CREAT | O_RDWR, 0o644)
        guard descriptor >= 0 else { throw .storage("cannot open the lock \(url.path)") }
        defer { close(descriptor) }
        guard flock(descriptor, LOCK_EX) == 0 else { throw .storage("cannot lock \(url.path)") }
        return try body()
    }
}
