public import Foundation
import Synchronization

/// Bytes waiting to cross the bridge, each under an unguessable single-use token.
///
/// Uploads from the page wait here until a handler's arguments claim them; native `Data` waits here until the page
/// fetches it. Unclaimed entries expire on a timer. Uploads are bounded per frame and in total, so no frame can
/// fill the app's memory; native deposits are not.
public final class BlobStore: Sendable {
    /// Why an upload was refused.
    public enum Refusal: Error, Equatable {
        /// The frame already has `limit` bytes waiting.
        case frameFull(limit: Int)
        /// Uploads from all frames already hold `limit` bytes.
        case storeFull(limit: Int)
    }

    private struct Entry {
        let data: Data
        let deadline: ContinuousClock.Instant
        /// The uploading frame's token; `nil` for native bytes.
        let frame: String?
    }

    private struct State {
        var entries: [String: Entry] = [:]
        /// When the expiry timer fires next, if it is set.
        var sweep: ContinuousClock.Instant?

        func uploadedBytes(by frame: String? = nil) -> Int {
            entries.values.reduce(0) { sum, entry in
                guard let owner = entry.frame, frame == nil || owner == frame else { return sum }
                return sum + entry.data.count
            }
        }
    }

    private let state = Mutex(State())
    private let lifetime: Duration
    private let maxBytesPerFrame: Int
    private let maxUploadedBytes: Int

    /// Makes an empty store whose entries expire after `lifetime`, holding at most `maxBytesPerFrame` bytes of one
    /// frame's uploads and `maxUploadedBytes` of all uploads.
    public init(lifetime: Duration = .seconds(60), maxBytesPerFrame: Int = .max, maxUploadedBytes: Int = .max) {
        self.lifetime = lifetime
        self.maxBytesPerFrame = maxBytesPerFrame
        self.maxUploadedBytes = maxUploadedBytes
    }

    /// Keeps native `data` and returns the token that claims it.
    public func deposit(_ data: Data) -> String {
        keep(data, from: nil)
    }

    /// Keeps `data` uploaded by the frame with token `frame` and returns the token that claims it, unless the frame's
    /// or the store's bound for uploads would be passed.
    public func depositUpload(_ data: Data, from frame: String) throws(Refusal) -> String {
        let refusal: Refusal? = state.withLock { state in
            if state.uploadedBytes(by: frame) + data.count > maxBytesPerFrame { return .frameFull(limit: maxBytesPerFrame) }
            if state.uploadedBytes() + data.count > maxUploadedBytes { return .storeFull(limit: maxUploadedBytes) }
            return nil
        }
        if let refusal { throw refusal }
        return keep(data, from: frame)
    }

    /// Takes the bytes under `token` out of the store, or `nil` when there are none (claimed, expired or unknown).
    public func claim(_ token: String) -> Data? {
        state.withLock { state in
            guard let entry = state.entries.removeValue(forKey: token), entry.deadline > .now else { return nil }
            return entry.data
        }
    }

    /// The bytes under `token`, left in the store.
    public func peek(_ token: String) -> Data? {
        state.withLock { state in
            guard let entry = state.entries[token], entry.deadline > .now else { return nil }
            return entry.data
        }
    }

    /// How many blobs are waiting.
    public var count: Int { state.withLock { $0.entries.count } }

    /// Drops every waiting blob.
    public func removeAll() {
        state.withLock { $0.entries.removeAll() }
    }

    private func keep(_ data: Data, from frame: String?) -> String {
        let token = Self.makeToken()
        let deadline = ContinuousClock.now + lifetime
        let startsTimer = state.withLock { state in
            state.entries[token] = Entry(data: data, deadline: deadline, frame: frame)
            guard state.sweep == nil else { return false }
            state.sweep = deadline
            return true
        }
        if startsTimer { scheduleSweep(at: deadline) }
        return token
    }

    /// Drops expired entries at `deadline`, then sets the timer for the next entry to expire, if any.
    private func scheduleSweep(at deadline: ContinuousClock.Instant) {
        Task { [weak self] in
            try? await Task.sleep(until: deadline, clock: .continuous)
            guard let self else { return }
            let next: ContinuousClock.Instant? = state.withLock { state in
                let now = ContinuousClock.now
                state.entries = state.entries.filter { $0.value.deadline > now }
                state.sweep = state.entries.values.map(\.deadline).min()
                return state.sweep
            }
            if let next { scheduleSweep(at: next) }
        }
    }

    /// A new unguessable token: 128 random bits in hex.
    static func makeToken() -> String {
        var generator = SystemRandomNumberGenerator()
        return (0..<4).map { _ in
            let word = generator.next() as UInt32
            let hex = String(word, radix: 16)
            return String(repeating: "0", count: 8 - hex.count) + hex
        }.joined()
    }
}
