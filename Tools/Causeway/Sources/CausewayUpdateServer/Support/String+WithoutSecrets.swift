import Foundation

extension String {
    /// A database address as an error or a log may repeat it: `scheme://USER:***@HOST…/PATH`, with the password in
    /// its user part written `***` and its query and fragment (where a `password=` can also be) left out. Text that
    /// is not a URL at all is cut the same way, so whatever is wrong with it, its secrets are not repeated.
    var withoutSecrets: String {
        guard let schemeEnd = range(of: "://")?.upperBound else {
            let kept = prefix { $0 != "?" && $0 != "#" }
            return kept.lastIndex(of: "@").map { "***" + kept[$0...] } ?? String(kept)
        }
        let rest = self[schemeEnd...].prefix { $0 != "?" && $0 != "#" }
        let authority = rest.prefix { $0 != "/" }
        guard let at = authority.lastIndex(of: "@") else { return String(self[..<schemeEnd] + rest) }
        let user = authority[..<at].prefix { $0 != ":" }
        let hidden = user.endIndex < at ? user + ":***" : user
        return String(self[..<schemeEnd] + hidden + rest[at...])
    }
}
