import Foundation

/// The app `causeway init` writes: the files of `Templates/App`, with `__APP__` (in names and text) replaced by the
/// app's name, `__APP_ID__` by its bundle identifier and `__CAUSEWAY__` by the path of the Causeway package.
struct AppTemplate {
    /// The app's name: a Swift type name, since it names the app's modules.
    let name: String
    /// The folder of the Causeway package the app depends on.
    let causeway: URL

    /// Why an app cannot be written.
    enum Failure: Error, CustomStringConvertible {
        case badName(String)
        case exists(String)
        case missingTemplate

        var description: String {
            switch self {
            case .badName(let name):
                "\(name) cannot name an app: use letters and digits, starting with a capital letter (Notes, MyApp2)"
            case .exists(let path): "\(path) already exists"
            case .missingTemplate: "The app template is missing from the causeway tool's resources"
            }
        }
    }

    init(name: String, causeway: URL) throws(Failure) {
        guard let first = name.unicodeScalars.first, ("A"..."Z").contains(first),
              name.unicodeScalars.allSatisfy({ ("A"..."Z").contains($0) || ("a"..."z").contains($0) || ("0"..."9").contains($0) })
        else { throw .badName(name) }
        self.name = name
        self.causeway = causeway
    }

    /// The app's bundle identifier.
    var identifier: String { "dev.causeway.\(name.lowercased())" }

    /// Writes the app into `folder`, which must not exist; returns the paths written, relative to it.
    func write(to folder: URL) throws -> [String] {
        guard !FileManager.default.fileExists(atPath: folder.path) else { throw Failure.exists(folder.path) }
        guard let template = Bundle.module.url(forResource: "App", withExtension: nil, subdirectory: "Templates") else {
            throw Failure.missingTemplate
        }
        let files = try Self.files(under: template)
        for path in files {
            let target = folder.appendingPathComponent(fill(path))
            try FileManager.default.createDirectory(at: target.deletingLastPathComponent(), withIntermediateDirectories: true)
            let text = try String(contentsOf: template.appendingPathComponent(path), encoding: .utf8)
            try fill(text).write(to: target, atomically: true, encoding: .utf8)
        }
        return files.map(fill).sorted()
    }

    private func fill(_ text: String) -> String {
        text.replacingOccurrences(of: "__APP_ID__", with: identifier)
            .replacingOccurrences(of: "__APP__", with: name)
            .replacingOccurrences(of: "__CAUSEWAY__", with: causeway.path)
    }

    private static func files(under root: URL) throws -> [String] {
        let root = root.standardizedFileURL.resolvingSymlinksInPath()
        guard let walk = FileManager.default.enumerator(at: root, includingPropertiesForKeys: [.isRegularFileKey]) else {
            return []
        }
        return try walk.compactMap { item in
            guard let url = item as? URL, try url.resourceValues(forKeys: [.isRegularFileKey]).isRegularFile == true else {
                return nil
            }
            return String(url.standardizedFileURL.resolvingSymlinksInPath().path.dropFirst(root.path.count + 1))
        }
    }
}
