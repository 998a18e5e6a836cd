public import CausewayHTTPFiles
public import Foundation

/// The body of a ``SchemeResponse``: bytes in memory, or chunks the engine hands the page as they come, so a large
/// file or a long media stream never sits in memory whole.
public enum SchemeBody: Sendable {
    /// The whole body, in memory.
    case data(Data)
    /// The body read in pieces while it is sent.
    case stream(SchemeBodyStream)

    /// All of the body's bytes, read into memory, for a caller that trusts the body's size: a test, or the app's
    /// own files. A stream that fails throws its error.
    public func collected() async throws -> Data {
        try await collected(upTo: .max, else: CancellationError())
    }

    /// The body's bytes, read into memory, for callers that need the whole body at once, such as a component that
    /// decodes an image: no more than `limit` of them. A body that says or turns out to be longer throws `overrun`,
    /// and no more of it is read; a stream that fails throws its error.
    public func collected(upTo limit: Int, else overrun: some Error) async throws -> Data {
        switch self {
        case .data(let data):
            guard data.count <= limit else { throw overrun }
            return data
        case .stream(let stream):
            guard (stream.length ?? 0) <= Int64(limit) else { throw overrun }
            var data = Data()
            for try await chunk in stream.chunks {
                guard chunk.count <= limit - data.count else { throw overrun }
                data.append(chunk)
            }
            return data
        }
    }
}

/// A body sent in chunks: each chunk is read when the engine is ready for it, and giving up the iteration (the page
/// went away) stops the reading.
public struct SchemeBodyStream: Sendable {
    /// How many bytes the chunks add up to, when it is known; engines announce it as the body's length.
    public let length: Int64?
    /// The chunks, in order.
    public let chunks: any AsyncSequence<Data, any Error> & Sendable

    /// A body of `chunks`, which add up to `length` bytes when it is given.
    public init(length: Int64?, chunks: some AsyncSequence<Data, any Error> & Sendable) {
        self.length = length
        self.chunks = chunks
    }

    /// The bytes of a file region, read from disk one bounded chunk at a time.
    public init(_ region: FileRegion) {
        self.init(length: region.length, chunks: region.chunks())
    }
}
