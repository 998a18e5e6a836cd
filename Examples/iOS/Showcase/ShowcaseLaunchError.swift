/// Why the showcase cannot open.
enum ShowcaseLaunchError: Error, Equatable, CustomStringConvertible {
    /// The app bundle lacks a resource it ships.
    case missingResource(String)

    var description: String {
        switch self {
        case .missingResource(let name): "the app bundle has no \(name)"
        }
    }
}
