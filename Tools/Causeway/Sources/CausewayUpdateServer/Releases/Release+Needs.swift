import CausewayPackages
import Foundation

extension Release {
    /// The ``needs`` as a registry stores them: JSON with sorted keys; `nil` for none.
    var needsText: String? {
        guard let needs else { return nil }
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        // Encoding plain Codable values into memory does not fail.
        return (try? encoder.encode(needs)).map { String(decoding: $0, as: UTF8.self) }
    }

    /// The needs a registry stored as ``needsText``: `.some(nil)` for none, and `nil` for text that is not needs,
    /// whose release a registry then skips as it skips one whose version does not parse (offering it could send a
    /// device pages that call what its app lacks).
    static func needs(storedText: String?) -> [String: ContractEntry]?? {
        guard let storedText else { return .some(nil) }
        return (try? JSONDecoder().decode([String: ContractEntry].self, from: Data(storedText.utf8))).map { .some($0) }
    }
}
