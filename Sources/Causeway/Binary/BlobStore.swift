public import Foundation
import Synchronization

/// Bytes waiting to cross the bridge, each under an unguessable single-use token.
///
/// Uploads from the page wait here until a handler's arguments claim them; native `Data` waits here until the page
/// fetches it. Unclaimed entries expire on a timer. Uploads are bounded per frame, in bytes and in count, and in total
/// bytes, and the bytes of the page's answers waiting for its frames to fetch them in all (its subframes' at most
/// half), so no frame can fill the app's memory or make a deposit slow; native code's own deposits (events, its calls' arguments) are not bounded. Every
/// deposit and claim costs the same however many entries wait.
public final class BlobStore: Sendable {
    /// Why an upload was refused.
    public enum Refusal: Error, Equatable {
        /// The frame already has `limit` bytes waiting.
        case frameFull(limit: Int)
        /// Uploads from all frames already hold `limit` bytes.
        case storeFull(limit: Int)
        /// The frame already has `limit` uploads waiting.
        case frameCountFull(limit: Int)
        /// The page's frames (or, for a subframe, its subframes) already have `limit` bytes of answers waiting for
        /// them to fetch them.
        case downloadsFull(limit: Int)
    }

    /// Whose bytes an entry holds, for the bounds they count against.
    private enum Owner {
        /// Uploaded by the frame with this token.
        case upload(String)
        /// Native bytes answering a frame, the main frame or a subframe, waiting for it to fetch them.
        case download(isMainFrame: Bool)
    }

    private struct Entry {
        let data: Data
        let deadline: ContinuousClock.Instant
        /// Whose bytes these are; `nil` for native code's own.
        let owner: Owner?
    }

    private struct State {
        private(set) var entries: [String: Entry] = [:]
        /// When the expiry timer fires next, if it is set.
        var sweep: ContinuousClock.Instant?
        /// The bytes of all waiting uploads.
        private(set) var uploadedBytes = 0
        /// The bytes and the count of each frame's waiting uploads.
        private var uploads: [String: (bytes: Int, count: Int)] = [:]
        /// The bytes of the answers waiting for all frames, and for subframes, to fetch them.
        private(set) var downloads = (all: 0, subframes: 0)

        func uploads(by frame: String) -> (bytes: Int, count: Int) {
            uploads[frame] ?? (0, 0)
        }

        mutating func insert(_ entry: Entry, under token: String) {
            entries[token] = entry
            switch entry.owner {
            case .upload(let frame):
                uploadedBytes += entry.data.count
                uploads[frame, default: (0, 0)].bytes += entry.data.count
                uploads[frame, default: (0, 0)].count += 1
            case .download(let isMainFrame):
                downloads.all += entry.data.count
                if !isMainFrame { downloads.subframes += entry.data.count }
            case nil:
                break
            }
        }

        mutating func remove(_ token: String) -> Entry? {
            guard let entry = entries.removeValue(forKey: token) else { return nil }
            switch entry.owner {
            case .upload(let frame):
                guard let held = uploads[frame] else { break }
                uploadedBytes -= entry.data.count
                uploads[frame] = held.count == 1 ? nil : (held.bytes - entry.data.count, held.count - 1)
            case .download(let isMainFrame):
                downloads.all -= entry.data.count
                if !isMainFrame { downloads.subframes -= entry.data.count }
            case nil:
                break
            }
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
    private let maxDownloadBytes: Int

    /// Makes an empty store whose entries expire after `lifetime`, holding at most `maxBytesPerFrame` bytes and
    /// `maxUploadsPerFrame` entries of one frame's uploads, `maxUploadedBytes` of all uploads, and `maxDownloadBytes`
    /// of answers waiting for the frames to fetch them (half of it for subframes).
    public init(lifetime: Duration = .seconds(60), maxBytesPerFrame: Int = .max, maxUploadedBytes: Int = .max,
                maxUploadsPerFrame: Int = .max, maxDownloadBytes: Int = .max)
    {
        self.lifetime = lifetime
        self.maxBytesPerFrame = maxBytesPerFrame
        self.maxUploadedBytes = maxUploadedBytes
        self.maxUploadsPerFrame = maxUploadsPerFrame
        self.maxDownloadBytes = maxDownloadBytes
    }

    /// Keeps native `data` and returns the token that claims it.
    public func deposit(_ data: Data) -> String {
        keep(data, owner: nil) { _ in }
    }

    /// Keeps native `data` that answers a frame (the main frame, or a subframe), which decides whether to fetch it,
    /// and returns the token that claims it, unless the answers waiting would pass the store's bound: in all, or for
    /// a subframe's, half of it.
    public func depositDownload(_ data: Data, forMainFrame isMainFrame: Bool) throws(Refusal) -> String {
        try keep(data, owner: .download(isMainFrame: isMainFrame)) { state throws(Refusal) in
            if state.downloads.all + data.count > maxDownloadBytes { throw .downloadsFull(limit: maxDownloadBytes) }
            if !isMainFrame, state.downloads.subframes + data.count > maxDownloadBytes / 2 {
                throw .downloadsFull(limit: maxDownloadBytes / 2)
            }
        }
    }

    /// Keeps `data` uploaded by the frame with token `frame` and returns the token that claims it, unless the frame's
    /// or the store's bound for uploads would be passed.
    public func depositUpload(_ data: Data, from frame: String) throws(Refusal) -> String {
        try keep(data, owner: .upload(frame)) { state throws(Refusal) in
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
    private func keep<Failure: Error>(_ data: Data, owner: Owner?,
                                      admitting admit: (State) throws(Failure) -> Void) throws(Failure) -> String
    {
        let token = Self.makeToken()
        let deadline = ContinuousClock.now + lifetime
        let startsTimer = try state.withLock { state throws(Failure) in
            try admit(state)
            state.insert(Entry(data: data, deadline: deadline, owner: owner), under: token)
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
