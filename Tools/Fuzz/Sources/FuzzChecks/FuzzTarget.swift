public import Foundation

/// One fuzz target: a check of a decoder of bytes that a page or a network peer controls.
///
/// A check feeds the input to the code under test the way the outside would, then tests the invariants that must
/// hold whatever the bytes: it throws a ``FuzzFinding`` when one breaks. A crash inside the code under test is a
/// finding too; libFuzzer and the address sanitizer catch it.
public enum FuzzTarget: String, CaseIterable, Sendable {
    /// Courier envelope → wire messages → dispatch, on the in-memory engine.
    case receivePath = "receive-path"
    /// A package's `manifest.json`, a delta's `delta.json`, an update offer and an install report.
    case packageDocuments = "package-documents"
    /// A package's zip, installed through the package store.
    case packageArchive = "package-archive"
    /// Same-layer component commands: attributes and props, and CSS colours.
    case componentProps = "component-props"
    /// The legacy URL protocol's parser and the reply script it leads to.
    case legacyURL = "legacy-url"
    /// The `Range`, `If-Range`, `If-None-Match` and `If-Modified-Since` headers of file answers.
    case httpHeaders = "http-headers"
    /// A bridge trace file, read and summarised as `causeway trace` does.
    case traceLines = "trace-lines"
    /// The built-in plugins' and components' methods, called with any arguments, against the page budget.
    case builtInMethods = "built-in-methods"
    /// A payload's JSON text, read and written by the bridge's own coders beside Foundation's.
    case wireJSON = "wire-json"

    /// Checks one input.
    @MainActor
    public func check(_ input: Data) async throws(FuzzFinding) {
        switch self {
        case .receivePath: try await ReceivePathCheck.check(input)
        case .packageDocuments: try PackageDocumentsCheck.check(input)
        case .packageArchive: try PackageArchiveCheck.shared.check(input)
        case .componentProps: try await ComponentPropsCheck.check(input)
        case .legacyURL: try LegacyURLCheck.check(input)
        case .httpHeaders: try HTTPHeadersCheck.shared.check(input)
        case .traceLines: try TraceLinesCheck.check(input)
        case .builtInMethods: try await BuiltInMethodsCheck.check(input)
        case .wireJSON: try WireJSONCheck.check(input)
        }
    }
}

/// An invariant that an input broke.
public struct FuzzFinding: Error, CustomStringConvertible {
    /// What broke.
    public let description: String

    init(_ description: String) {
        self.description = description
    }
}

/// Throws a ``FuzzFinding`` saying `what` unless `condition` holds.
func require(_ condition: Bool, _ what: @autoclosure () -> String) throws(FuzzFinding) {
    guard condition else { throw FuzzFinding(what()) }
}
