/// What changed from one app contract to the next, entry by entry, and which changes break the packages written
/// against the first: what `causeway contract diff` prints.
public struct ContractChanges: Sendable, Hashable {
    /// Entries only the new contract has.
    public let added: [String]
    /// Entries only the old contract has: a package that uses one no longer fits.
    public let removed: [String]
    /// Entries whose shapes changed in a way pages written against the old contract still fit.
    public let compatible: [String]
    /// Entries whose shapes changed in a way pages written against the old contract do not fit, with why.
    public let incompatible: [ContractMismatch]

    /// The changes from `old` to `new`, each list sorted by name.
    public init(from old: AppContract, to new: AppContract) {
        let unmet = new.unmet(old.entries)
        let broken = Set(unmet.map(\.entry))
        added = new.entries.keys.filter { old.entries[$0] == nil }.sorted()
        removed = unmet.filter { $0.reason == .missing }.map(\.entry)
        incompatible = unmet.filter { $0.reason != .missing }
        compatible = old.entries.filter { name, entry in
            new.entries[name].map { $0 != entry } == true && !broken.contains(name)
        }.keys.sorted()
    }

    /// Whether every package whose needs the old contract met is met by the new one too.
    public var keepsOlderPackages: Bool { removed.isEmpty && incompatible.isEmpty }
}
