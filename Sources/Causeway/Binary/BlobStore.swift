public import Foundation
import Synchronization

/// Bytes waiting to cross the bridge, each under an unguessable single-use token.
///
/// Uploads from the page wait here until a handler's arguments claim them; native `Data` waits here until the page
/// fetches it. Unclaimed entries expire on a timer. Uploads are bounded per frame, in bytes and in count, and in total
/// bytes, so no frame can fill the app's memory or make a deposit slow; native deposits are not bounded. Every deposit
/// and claim costs the same however many entries wait.
public final class BlobStore: Sendable {
    /// Why an upload was refused.
    public enum Refusal: Error, Equatable {
        /// The frame already has `limit` bytes waiting.
        case frameFull(limit: Int)
        /// Uploads from all frames already hold `limit` bytes.
        case storeFull(limit: Int)
        /// The frame already has `limit` uploads waiting.
        case frameCountFull(limit: Int)
    }

    private struct Entry {
        let data: Data
        let deadline: ContinuousClock.Instant
        /// The uploading frame's token; `nil` for native bytes.
        let frame: String?
    }

    private struct State {
        private(set) var entries: [String: Entry] = [:]
        /// When the expiry timer fires next, if it is set.
        var sweep: ContinuousClock.Instant?
        /// The bytes of all waiting uploads.
        private(set) var uploadedBytes = 0
        /// The bytes and the count of each frame's waiting uploads.
        private var uploads: [String: (bytes: Int, count: Int)] = [:]

        func uploads(by frame: String) -> (bytes: Int, count: Int) {
            uploads[frame] ?? (0, 0)
        }

        mutating func insert(_ entry: Entry, under token: String) {
            entries[token] = entry
            guard let frame = entry.frame else { return }
            uploadedBytes += entry.data.count
            uploads[frame, default: (0, 0)].bytes += entry.data.count
            uploads[frame, default: (0, 0)].count += 1
        }

        mutating func remove(_ token: String) -> Entry? {
            guard let entry = entries.removeValue(forKey: token) else { return nil }
            guard let frame = entry.frame, let held = uploads[frame] else { return entry }
            uploadedBytes -= entry.data.count
            uploads[frame] = held.count == 1 ? nil : (held.bytes - entry.data.count, held.count - 1)
            return entry
        }

        mutating func removeAll(where drops: (Entry) -> Bool) {
            for (token, entry) in entries where drops(entry) { _ = remove(token) }
        }
    }

    private let state = Mutex(State())
    private let lifetime: Duration
    private let maxBytesPerFrame: Int
    private let maxUploadedBytes: Int
    private let maxUploadsPerFrame: Int

    /// Makes an empty store whose entries expire after `lifetime`, holding at most `maxBytesPerFrame` bytes and
    /// `maxUploadsPerFrame` entries of one frame's uploads, and `maxUploadedBytes` of all uploads.
    public init(lifetime: Duration = .seconds(60), maxBytesPerFrame: Int = .max, maxUploadedBytes: Int = .max,
                maxUploadsPerFrame: Int = .max)
    {
        self.lifetime = lifetime
        self.maxBytesPerFrame = maxBytesPerFrame
        self.maxUploadedBytes = maxUploadedBytes
        self.maxUploadsPerFrame = maxUploadsPerFrame
    }

    /// Keeps native `data` and returns the token that claims it.
    public func deposit(_ data: Data) -> String {
        keep(data, from: nil) { _ in }
    }

    /// Keeps `data` uploaded by the frame with token `frame` and returns the token that claims it, unless the frame's
    /// or the store's bound for uploads would be passed.
    public func depositUpload(_ data: Data, from frame: String) throws(Refusal) -> String {
        try keep(data, from: frame) { state throws(Refusal) in
            let held = state.uploads(by: frame)
            if held.count >= maxUploadsPerFrame { throw .frameCountFull(limit: maxUploadsPerFrame) }
            if held.bytes + data.count > maxBytesPerFrame { throw .frameFull(limit: maxBytesPerFrame) }
            if state.uploadedBytes + data.count > maxUploadedBytes { throw .storeFull(limit: maxUploadedBytes) }
        }
    }

    /// Takes the bytes under `token` out of the store, or `nil` when there are none (claimed, expired or unknown).
    public func claim(_ token: String) -> Data? {
        state.withLock { state in
            guard let entry = state.remove(token), entry.deadline > .now else { return nil }
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
        state.withLock { $0.removeAll { _ in true } }
    }

    /// Keeps `data` under a new token once `admit`, handed the state under the lock, has not thrown.
    private func keep<Failure: Error>(_ data: Data, from frame: String?,
                                      admitting admit: (State) throws(Failure) -> Void) throws(Failure) -> String
    {
        let token = Self.makeToken()
        let deadline = ContinuousClock.now + lifetime
        let startsTimer = try state.withLock { state throws(Failure) in
            try admit(state)
            state.insert(Entry(data: data, deadline: deadline, frame: frame), under: token)
            guard state.sweep == nil else { return false }
            state.sweep = deadline
            return true
        }
        if startsTimer { scheduleSweep(at: deadline) }
        return token
    }

    /// Drops expired entries at `deadline`, then sets the timer for the next entry to expire, if any, at most once
    /// a second (or once a lifetime, when that is shorter): a sweep looks at every entry, and expired entries are
    /// refused anyway.
    private func scheduleSweep(at deadline: ContinuousClock.Instant) {
        let interval = min(lifetime, .seconds(1))
        Task { [weak self] in
            try? await Task.sleep(until: deadline, clock: .continuous)
            guard let self else { return }
            let next: ContinuousClock.Instant? = state.withLock { state in
                let now = ContinuousClock.now
                state.removeAll { $0.deadline <= now }
                state.sweep = state.entries.values.map(\.deadline).min().map { max($0, now + interval) }
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
