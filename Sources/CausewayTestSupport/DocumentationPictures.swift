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

    /// Writes what `take` renders as the picture `NAME.png` when ``folderVariable`` names a folder; otherwise renders
    /// nothing. CI fails when a picture in docs/images was not written, so a misspelt name shows there.
    public static func keep(_ name: String, isolation: isolated (any Actor)? = #isolation,
                            _ take: () async throws -> PageSnapshot) async throws
    {
        guard let folder = ProcessInfo.processInfo.environment[folderVariable], !folder.isEmpty else { return }
        try await take().writePNG(to: URL(fileURLWithPath: folder).appendingPathComponent("\(name).png").path)
    }
}
#endif
