public import Causeway

/// Why `causeway dev` cannot start.
public enum DevError: Error, Equatable, CustomStringConvertible {
    /// The path to watch is not a folder.
    case notAFolder(String)
    /// GIO refused to watch the folder.
    case cannotWatch(String, String)
    /// The page to open is neither on disk nor a URL.
    case noSuchPage(String)
    /// The trace file cannot be written.
    case trace(BridgeTraceFileError)

    public var description: String {
        switch self {
        case .notAFolder(let path): "\(path) is not a folder"
        case .cannotWatch(let path, let reason): "\(path) cannot be watched: \(reason)"
        case .noSuchPage(let target): "\(target) is neither a file, a folder nor a URL"
        case .trace(let error): error.description
        }
    }
}
