public import Foundation

/// A run of bytes in a file on disk: what a file answer sends, read in chunks when it is sent rather than held in
/// memory.
public struct FileRegion: Sendable, Equatable {
    /// The largest chunk ``chunks(of:)`` reads by default: 64 KiB.
    public static let defaultChunkSize = 64 << 10

    /// The file.
    public let file: URL
    /// Where the region starts, in bytes from the start of the file.
    public let offset: Int64
    /// How many bytes the region holds.
    public let length: Int64

    /// The `length` bytes of `file` from `offset`.
    public init(file: URL, offset: Int64, length: Int64) {
        self.file = file
        self.offset = offset
        self.length = length
    }

    /// The region's bytes in order, at most `size` bytes a chunk. The file is opened when the first chunk is asked
    /// for and closed after the last one, or as soon as the iteration is given up or its task cancelled.
    public func chunks(of size: Int = defaultChunkSize) -> FileChunks {
        FileChunks(region: self, chunkSize: max(1, size))
    }
}

/// Why a file region could not be read.
public enum FileRegionError: Error, Sendable, Equatable {
    /// The file could not be opened or read at the region's offset.
    case unreadable(URL)
    /// The file ended before the region did: it changed since its answer was made.
    case truncated(URL, missing: Int64)
}
