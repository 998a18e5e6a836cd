import CausewayContract
public import Foundation

/// What an app build serves its pages, entry by entry: its native methods, the built-ins among them, and its
/// same-layer component types' props, methods and events, each with the shapes a page sends and receives.
///
/// An app makes its contract from the same description its TypeScript declarations are written from
/// (`AppContract(declarations:)` in `CausewayPackagePages`), and gives it to its ``PackageStore``, which then refuses
/// a package whose ``PackageManifest/needs`` it does not meet. Its JSON (``encoded()``) is stable: sorted keys, each
/// entry with the SHA-256 of its canonical JSON, and the contract's own ``digest`` over all of them.
///
/// ```swift
/// let unmet = contract.unmet(manifest.needs ?? [:])   // [] when the app can serve every entry the pages use
/// ```
public struct AppContract: Sendable, Hashable {
    /// The entries by name: a method by its full name (`cart.add`), a component type as `view:TYPE`, its methods as
    /// `view:TYPE.METHOD` and its events as `view:TYPE@EVENT`.
    public let entries: [String: ContractEntry]

    /// A contract of `entries`.
    public init(entries: [String: ContractEntry]) {
        self.entries = entries
    }

    /// The SHA-256 of the entries' canonical JSON, in hex: two app builds that serve the same entries with the same
    /// shapes have the same digest.
    public var digest: String {
        // Encoding plain Codable values into memory does not fail.
        FileDigest.of((try? CanonicalJSON.encode(entries)) ?? Data())
    }

    /// The needs of `needs` this contract does not meet, by entry name; empty when it meets them all.
    public func unmet(_ needs: [String: ContractEntry]) -> [ContractMismatch] {
        needs.sorted { $0.key < $1.key }.compactMap { name, need in
            guard let served = entries[name] else { return ContractMismatch(entry: name, reason: .missing) }
            let problems = Self.problems(serving: need, with: served)
            return problems.isEmpty ? nil : ContractMismatch(entry: name, reason: .incompatible(problems))
        }
    }

    /// The entries named `names`, as needs for a package's manifest; refused with ``PackageError/unmetNeeds(_:)``
    /// naming each one the contract lacks.
    public func needs(_ names: some Sequence<String>) throws(PackageError) -> [String: ContractEntry] {
        var needs: [String: ContractEntry] = [:]
        var missing: [ContractMismatch] = []
        for name in Set(names).sorted() {
            if let entry = entries[name] { needs[name] = entry } else { missing.append(ContractMismatch(entry: name, reason: .missing)) }
        }
        guard missing.isEmpty else { throw .unmetNeeds(missing) }
        return needs
    }

    private static func problems(serving need: ContractEntry, with served: ContractEntry) -> [String] {
        guard served != need else { return [] }
        guard served.kind == need.kind else {
            return ["the app serves a \(served.kind.rawValue), the pages use a \(need.kind.rawValue)"]
        }
        let rule = ShapeCompatibility(appObjects: served.objects, pageObjects: need.objects)
        return rule.problems(app: served.input, page: need.input, direction: .toApp, path: "input")
            + rule.problems(app: served.output, page: need.output, direction: .toPage, path: "output")
    }
}

extension AppContract {
    /// The contract's JSON document: its format, ``digest``, and every entry with its ``ContractEntry/digest``.
    public func encoded() throws -> Data {
        try CanonicalJSON.encode(Document(
            format: 1, digest: digest,
            entries: entries.mapValues { DigestedEntry(entry: $0, digest: $0.digest) }))
    }

    /// Reads a contract's JSON document, checking its format and that every digest it carries is the one of what it
    /// describes. The digests are derived, so a document written by hand may leave them out.
    public static func decode(_ data: Data) throws(PackageError) -> AppContract {
        let document: Document
        do {
            document = try CanonicalJSON.decode(Document.self, from: data)
        } catch {
            throw .invalidContract("\(error)")
        }
        guard document.format == 1 else { throw .invalidContract("format \(document.format) is not known") }
        for (name, entry) in document.entries where entry.digest.map({ $0 != entry.entry.digest }) == true {
            throw .invalidContract("the digest of \(name) is not the one of its entry")
        }
        let contract = AppContract(entries: document.entries.mapValues(\.entry))
        guard document.digest.map({ $0 == contract.digest }) != false else {
            throw .invalidContract("the digest is not the one of its entries")
        }
        return contract
    }

    private struct Document: Codable {
        var format: Int
        var digest: String?
        var entries: [String: DigestedEntry]
    }

    /// An entry with its digest beside its fields.
    private struct DigestedEntry: Codable {
        private enum Key: String, CodingKey {
            case digest
        }

        var entry: ContractEntry
        var digest: String?

        init(entry: ContractEntry, digest: String?) {
            self.entry = entry
            self.digest = digest
        }

        init(from decoder: any Decoder) throws {
            entry = try ContractEntry(from: decoder)
            digest = try decoder.container(keyedBy: Key.self).decodeIfPresent(String.self, forKey: .digest)
        }

        func encode(to encoder: any Encoder) throws {
            try entry.encode(to: encoder)
            var container = encoder.container(keyedBy: Key.self)
            try container.encodeIfPresent(digest, forKey: .digest)
        }
    }
}
