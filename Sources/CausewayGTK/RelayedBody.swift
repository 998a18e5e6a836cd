import CWebKitGTK
import Causeway
import Foundation

/// A streamed answer written by the ``MediaRelay``'s server: one chunk at a time, the next read only once libsoup
/// has written the one before, so a long video costs one chunk of memory. A client that goes away (the player
/// closed, the page navigated) ends the message, which cancels the reading and closes the source.
@MainActor
final class RelayedBody {
    private let message: OpaquePointer
    private let body: UnsafeMutablePointer<SoupMessageBody>
    private var pump: Task<Void, Never>?
    private var written: CheckedContinuation<Void, Never>?
    private var isFinished = false
    private var connections: [SignalConnection] = []

    /// Starts sending `stream` as the body of the paused `message`; `onEnd` runs once the message is over.
    init(message: OpaquePointer, stream: SchemeBodyStream, onEnd: @escaping @MainActor (RelayedBody) -> Void) {
        self.message = message
        body = soup_server_message_get_response_body(message)!
        g_object_ref(UnsafeMutableRawPointer(message))
        soup_message_body_set_accumulate(body, 0)
        let headers = soup_server_message_get_response_headers(message)
        if let length = stream.length {
            soup_message_headers_set_content_length(headers, goffset(length))
        } else {
            soup_message_headers_set_encoding(headers, SOUP_ENCODING_CHUNKED)
        }
        connections = [
            SignalConnection(UnsafeMutableRawPointer(message), "wrote-chunk") { [weak self] _ in self?.chunkWritten() },
            SignalConnection(UnsafeMutableRawPointer(message), "finished") { [weak self] _ in
                guard let self else { return }
                self.finish()
                onEnd(self)
            },
        ]
        pump = Task { [weak self] in
            do {
                for try await chunk in stream.chunks {
                    guard let self, !self.isFinished else { return }
                    await self.send(chunk)
                }
            } catch {
                // The source failed: the client sees the body end short of its length.
            }
            self?.complete()
        }
    }

    isolated deinit {
        g_object_unref(UnsafeMutableRawPointer(message))
    }

    private func send(_ chunk: Data) async {
        chunk.withUnsafeBytes { soup_message_body_append(body, SOUP_MEMORY_COPY, $0.baseAddress, gsize($0.count)) }
        await withCheckedContinuation { continuation in
            written = continuation
            soup_server_message_unpause(message)
        }
    }

    /// libsoup wrote the last chunk: hold the message until the next one is read.
    private func chunkWritten() {
        guard !isFinished else { return }
        soup_server_message_pause(message)
        written.take()?.resume()
    }

    private func complete() {
        guard !isFinished else { return }
        soup_message_body_complete(body)
        soup_server_message_unpause(message)
    }

    private func finish() {
        isFinished = true
        pump?.cancel()
        written.take()?.resume()
        for connection in connections { connection.disconnect() }
    }
}
