#if canImport(CausewayGTK)
public import Causeway
import CausewayGTK
import Foundation

/// The pictures in the docs, taken by the tests that read the same screens as a person: each is the window at a
/// step its test has just checked, so a picture shows what the test proved, and regenerating them is running the
/// tests (`scripts/pictures`).
public enum DocumentationPictures {
    /// The environment variable naming the folder the pictures go to; without it, none is written.
    public static let folderVariable = "CAUSEWAY_PICTURES"

    /// The names of every picture the tests take, each written as `NAME.png`.
    public static let names = ["showcase", "components", "article-list", "segmented-title", "dev-overlay", "dashboard"]

    /// Writes what `take` renders as the picture `name` (one of ``names``) when ``folderVariable`` names a
    /// folder; otherwise renders nothing.
    public static func keep(_ name: String, isolation: isolated (any Actor)? = #isolation,
                            _ take: () async throws -> PageSnapshot) async throws
    {
        precondition(names.contains(name), "\(name) is not one of the docs' pictures")
        guard let folder = ProcessInfo.processInfo.environment[folderVariable], !folder.isEmpty else { return }
        try await take().writePNG(to: URL(fileURLWithPath: folder).appendingPathComponent("\(name).png").path)
    }
}
#endif
