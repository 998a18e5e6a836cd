public import Foundation

/// The bytes of a ``FileRegion``, read a bounded chunk at a time: memory held is one chunk, whatever the region's
/// length.
public struct FileChunks: AsyncSequence, Sendable {
    public typealias Element = Data
    public typealias Failure = any Error

    /// The region read.
    public let region: FileRegion
    /// The largest chunk read at once.
    public let chunkSize: Int

    public func makeAsyncIterator() -> Iterator {
        Iterator(reader: FileChunkReader(region: region, chunkSize: chunkSize))
    }

    /// Reads the next chunk; ends after the region's last byte, and throws `CancellationError` once its task is
    /// cancelled.
    public struct Iterator: AsyncIteratorProtocol {
        fileprivate let reader: FileChunkReader

        public mutating func next() async throws -> Data? {
            try reader.next()
        }
    }
}

/// The open file behind one iteration of ``FileChunks``: the only owner of its handle, which it closes at the end,
/// on an error, on cancellation, or when the iteration is dropped.
final class FileChunkReader {
    private let region: FileRegion
    private let chunkSize: Int
    private var handle: FileHandle?
    private var remaining: Int64
    private var isDone = false

    init(region: FileRegion, chunkSize: Int) {
        self.region = region
        self.chunkSize = chunkSize
        remaining = region.length
    }

    deinit {
        try? handle?.close()
    }

    func next() throws -> Data? {
        guard !isDone else { return nil }
        do {
            try Task.checkCancellation()
            guard remaining > 0 else {
                finish()
                return nil
            }
            let handle = try open()
            let count = Int(min(Int64(chunkSize), remaining))
            let read: Data?
            do {
                read = try handle.read(upToCount: count)
            } catch {
                throw FileRegionError.unreadable(region.file)
            }
            guard let chunk = read, !chunk.isEmpty else { throw FileRegionError.truncated(region.file, missing: remaining) }
            remaining -= Int64(chunk.count)
            return chunk
        } catch {
            finish()
            throw error
        }
    }

    private func open() throws -> FileHandle {
        if let handle { return handle }
        guard let opened = FileHandle(forReadingAtPath: region.file.path) else {
            throw FileRegionError.unreadable(region.file)
        }
        handle = opened
        do {
            try opened.seek(toOffset: UInt64(region.offset))
        } catch {
            throw FileRegionError.unreadable(region.file)
        }
        return opened
    }

    private func finish() {
        isDone = true
        try? handle?.close()
        handle = nil
    }
}
