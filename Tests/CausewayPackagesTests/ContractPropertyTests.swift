import CausewayContract
import CausewayPackages
import CausewayTesting
import Foundation
import Testing

/// The compatibility rule on random contracts, from fixed seeds: a contract meets its own entries; an app change
/// that only adds keeps every package's needs met; a change that removes or requires more is named entry by entry;
/// the JSON document reads back with the same digests.
@Suite struct ContractPropertyTests {
    static let seeds: [UInt64] = Array(1...200)

    @Test func everyShapeFitsItself() {
        for seed in Self.seeds {
            var random = RandomContract(seed: seed)
            let entry = random.entry()
            let rule = ShapeCompatibility(appObjects: entry.objects, pageObjects: entry.objects)
            #expect(rule.problems(app: entry.input, page: entry.input, direction: .toApp, path: "input").isEmpty, "seed \(seed)")
            #expect(rule.problems(app: entry.output, page: entry.output, direction: .toPage, path: "output").isEmpty, "seed \(seed)")
        }
    }

    @Test func additiveChangesKeepNeedsMet() {
        for seed in Self.seeds {
            var random = RandomContract(seed: seed)
            let old = random.contract()
            let new = random.addingOnly(to: old)
            #expect(new.digest != old.digest, "seed \(seed)")
            #expect(new.unmet(old.entries) == [], "seed \(seed): \(new.unmet(old.entries))")
        }
    }

    @Test func breakingChangesAreNamed() {
        for seed in Self.seeds {
            var random = RandomContract(seed: seed)
            let old = random.contract()
            let (new, broken) = random.breaking(old)
            let unmet = new.unmet(old.entries)
            #expect(unmet.map(\.entry) == [broken], "seed \(seed): \(unmet)")
        }
    }

    @Test func documentsReadBackWithTheirDigests() throws {
        for seed in Self.seeds {
            var random = RandomContract(seed: seed)
            let contract = random.contract()
            let read = try AppContract.decode(try contract.encoded())
            #expect(read == contract, "seed \(seed)")
            #expect(read.digest == contract.digest, "seed \(seed)")
            #expect(try read.encoded() == contract.encoded(), "seed \(seed)")
        }
    }
}

/// Random contracts and changes to them. Object types are named by the side that reads them (`In…` for what the
/// app reads, `Out…` for what it sends), and unions hold plain shapes only, so a change to one object type has one
/// direction.
struct RandomContract {
    private var random: SplitMix64
    private var objects: [ObjectShape] = []
    private var count = 0

    init(seed: UInt64) {
        random = SplitMix64(seed: seed)
    }

    mutating func contract() -> AppContract {
        var entries: [String: ContractEntry] = [:]
        for index in 0..<Int.random(in: 1...5, using: &random) { entries["plugin.method\(index)"] = entry() }
        return AppContract(entries: entries)
    }

    mutating func entry() -> ContractEntry {
        objects = []
        let input = shape(depth: 3, side: "In")
        let output = shape(depth: 3, side: "Out")
        return ContractEntry(kind: .call, input: input, output: output, objects: objects)
    }

    /// `contract` with one change that only adds.
    mutating func addingOnly(to contract: AppContract) -> AppContract {
        var entries = contract.entries
        let name = entries.keys.sorted().randomElement(using: &random)!
        var entry = entries[name]!
        let inputs = entry.objects.indices.filter { entry.objects[$0].name.hasPrefix("In") }
        let outputs = entry.objects.indices.filter { entry.objects[$0].name.hasPrefix("Out") }
        switch Int.random(in: 0..<3, using: &random) {
        case 0 where !inputs.isEmpty:
            entry.objects[inputs.randomElement(using: &random)!].fields.append(.init(name: "added", shape: .string, isOptional: true))
        case 1 where !outputs.isEmpty:
            entry.objects[outputs.randomElement(using: &random)!].fields.append(.init(name: "added", shape: .number))
        default:
            entries["plugin.added"] = self.entry()
            return AppContract(entries: entries)
        }
        entries[name] = entry
        return AppContract(entries: entries)
    }

    /// `contract` with one change that breaks one entry, and that entry's name.
    mutating func breaking(_ contract: AppContract) -> (AppContract, String) {
        var entries = contract.entries
        let name = entries.keys.sorted().randomElement(using: &random)!
        var entry = entries[name]!
        let inputs = entry.objects.indices.filter { entry.objects[$0].name.hasPrefix("In") }
        switch Int.random(in: 0..<4, using: &random) {
        case 0 where !inputs.isEmpty:
            entry.objects[inputs.randomElement(using: &random)!].fields.append(.init(name: "added", shape: .string))
        case 1:
            entry.kind = .stream
        case 2 where !Self.holdsNull(entry.output):
            entry.output = .optional(entry.output)
        default:
            entries[name] = nil
            return (AppContract(entries: entries), name)
        }
        entries[name] = entry
        return (AppContract(entries: entries), name)
    }

    private static func holdsNull(_ shape: TypeShape) -> Bool {
        switch shape {
        case .null, .optional: true
        case .union(let alternatives): alternatives.contains(.null)
        default: false
        }
    }

    private mutating func shape(depth: Int, side: String) -> TypeShape {
        let plain: [TypeShape] = [.string, .number, .boolean, .bytes, .null]
        switch depth <= 0 ? 0 : Int.random(in: 0..<7, using: &random) {
        case 1: return .array(shape(depth: depth - 1, side: side))
        case 2: return .record(shape(depth: depth - 1, side: side))
        case 3: return .optional(shape(depth: depth - 1, side: side))
        case 4: return .literals(["a", "b", "c"].filter { _ in Bool.random(using: &random) } + ["d"])
        case 5: return .union(Array(plain.shuffled(using: &random).prefix(2)))
        case 6:
            count += 1
            let name = "\(side)\(count)"
            var fields: [ObjectShape.Field] = []
            for index in 0..<Int.random(in: 0...3, using: &random) {
                fields.append(.init(name: "f\(index)", shape: shape(depth: depth - 1, side: side),
                                    isOptional: Bool.random(using: &random)))
            }
            objects.append(ObjectShape(name: name, fields: fields))
            return .named(name)
        default: return plain.randomElement(using: &random)!
        }
    }
}
