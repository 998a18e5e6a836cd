import CGioUnix
import CWebKitGTK
import Causeway
import Foundation

/// A streamed scheme answer handed to WebKitGTK as a `GInputStream`: the chunks are written into one end of a
/// socket pair, and WebKit reads the other end at its own pace.
///
/// Memory stays bounded: a chunk is read only once the socket has taken the one before it, so what waits is one
/// chunk and the socket's buffer. When WebKit stops reading (the page went away, the load was cancelled) it closes
/// its end; the next write fails, the iteration ends and the chunks' source (a file) is closed.
enum StreamedBody {
    /// A new stream of `body`'s chunks for WebKit, whose reference the caller owns; `nil` when the system has no
    /// descriptors left. The chunks are read on a task of their own, one at a time, as the socket takes them.
    static func inputStream(reading body: SchemeBodyStream) -> UnsafeMutablePointer<GInputStream>? {
        var ends: [Int32] = [-1, -1]
        guard socketpair(AF_UNIX, Int32(SOCK_STREAM.rawValue), 0, &ends) == 0 else { return nil }
        let writer = SocketWriter(descriptor: ends[1])
        Task.detached {
            do {
                for try await chunk in body.chunks {
                    try await writer.write(chunk)
                }
            } catch {
                // The reader went away or the source failed: the socket closes and WebKit sees the body end early.
            }
        }
        return g_unix_input_stream_new(ends[0], 1).assumingMemoryBound(to: GInputStream.self)
    }
}

/// The writing end of a streamed body's socket, its only owner: written without blocking a thread (a full socket
/// is waited on with a dispatch source), and closed when the writer goes, which the reader sees as the body's end.
final class SocketWriter: Sendable {
    /// Why a write ended the stream.
    enum Failure: Error {
        /// The reading end is closed.
        case readerGone
    }

    private let descriptor: Int32
    private let queue = DispatchQueue(label: "causeway.streamed-body")

    init(descriptor: Int32) {
        self.descriptor = descriptor
        _ = fcntl(descriptor, F_SETFL, fcntl(descriptor, F_GETFL) | O_NONBLOCK)
    }

    /// Writes all of `chunk`, waiting while the socket is full; throws once the reader has closed its end.
    func write(_ chunk: Data) async throws {
        var offset = 0
        while offset < chunk.count {
            try Task.checkCancellation()
            let sent = chunk.withUnsafeBytes { bytes in
                Glibc.send(descriptor, bytes.baseAddress! + offset, bytes.count - offset, Int32(MSG_NOSIGNAL))
            }
            if sent > 0 {
                offset += sent
            } else if sent < 0, errno == EAGAIN || errno == EWOULDBLOCK || errno == EINTR {
                await writable()
            } else {
                throw Failure.readerGone
            }
        }
    }

    deinit {
        Glibc.close(descriptor)
    }

    /// Returns once the socket can take more bytes, or its reader is gone.
    private func writable() async {
        await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
            let source = DispatchSource.makeWriteSource(fileDescriptor: descriptor, queue: queue)
            source.setEventHandler {
                source.cancel()
                continuation.resume()
            }
            source.resume()
        }
    }
}
