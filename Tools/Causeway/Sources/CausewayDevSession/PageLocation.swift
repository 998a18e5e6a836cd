public import Foundation
import CausewayShowcase
import CausewayShowcasePlugins

/// Where `causeway run` and `causeway dev` load their page from: a folder served as `causeway://app/` (its
/// `index.html` opens), a file opened from its folder, or a URL loaded as it is.
public struct PageLocation: Sendable {
    /// The page to open.
    public let url: URL
    /// The folder served as `causeway://app/`, when the target is on disk.
    public let site: URL?

    /// A target that is neither on disk nor a URL.
    public struct Failure: Error, CustomStringConvertible {
        public let target: String
        public var description: String { "\(target) is neither a file, a folder nor a URL" }
    }

    /// The location `target` names.
    public init(_ target: String) throws(Failure) {
        var isDirectory: ObjCBool = false
        if FileManager.default.fileExists(atPath: target, isDirectory: &isDirectory) {
            let file = URL(fileURLWithPath: target).standardizedFileURL
            site = isDirectory.boolValue ? file : file.deletingLastPathComponent()
            let page = isDirectory.boolValue ? "" : file.lastPathComponent
            url = URL(string: "\(ShowcaseSite.scheme)://\(ShowcaseApp.host)/\(page)")!
        } else if let url = URL(string: target), url.scheme != nil {
            self.url = url
            site = nil
        } else {
            throw Failure(target: target)
        }
    }
}
