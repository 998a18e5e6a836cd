public import Causeway

/// Why development tools cannot start.
public enum DevError: Error, Equatable, CustomStringConvertible {
    /// The path to watch is not a folder.
    case notAFolder(String)
    /// GIO refused to watch the folder.
    case cannotWatch(String, String)
    /// The trace file cannot be written.
    case trace(BridgeTraceFileError)

    public var description: String {
        switch self {
        case .notAFolder(let path): "\(path) is not a folder"
        case .cannotWatch(let path, let reason): "\(path) cannot be watched: \(reason)"
        case .trace(let error): error.description
        }
    }
}
