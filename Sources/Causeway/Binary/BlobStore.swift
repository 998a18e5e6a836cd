public import Foundation
import Synchronization

/// Bytes waiting to cross the bridge, each under an unguessable single-use token.
///
/// Uploads from the page wait here until a handler's arguments claim them; native `Data` waits here until the page
/// fetches it. Unclaimed entries expire.
public final class BlobStore: Sendable {
    private struct Entry {
        let data: Data
        let deadline: ContinuousClock.Instant
    }

    private let entries = Mutex<[String: Entry]>([:])
    private let lifetime: Duration

    /// Makes an empty store whose entries expire after `lifetime`.
    public init(lifetime: Duration = .seconds(60)) {
        self.lifetime = lifetime
    }

    /// Keeps `data` and returns the token that claims it.
    public func deposit(_ data: Data) -> String {
        let token = Self.makeToken()
        let now = ContinuousClock.now
        entries.withLock { entries in
            entries = entries.filter { $0.value.deadline > now }
            entries[token] = Entry(data: data, deadline: now + lifetime)
        }
        return token
    }

    /// Takes the bytes under `token` out of the store, or `nil` when there are none (claimed, expired or unknown).
    public func claim(_ token: String) -> Data? {
        entries.withLock { entries in
            guard let entry = entries.removeValue(forKey: token), entry.deadline > .now else { return nil }
            return entry.data
        }
    }

    /// The bytes under `token`, left in the store.
    public func peek(_ token: String) -> Data? {
        entries.withLock { entries in
            guard let entry = entries[token], entry.deadline > .now else { return nil }
            return entry.data
        }
    }

    /// How many blobs are waiting.
    public var count: Int { entries.withLock { $0.count } }

    /// Drops every waiting blob.
    public func removeAll() {
        entries.withLock { $0.removeAll() }
    }

    private static func makeToken() -> String {
        var generator = SystemRandomNumberGenerator()
        return (0..<4).map { _ in
            let word = generator.next() as UInt32
            let hex = String(word, radix: 16)
            return String(repeating: "0", count: 8 - hex.count) + hex
        }.joined()
    }
}
