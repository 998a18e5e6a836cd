public import Foundation

/// A version of a package that the store serves.
public struct InstalledPackage: Sendable, Equatable {
    /// Its manifest.
    public let manifest: PackageManifest
    /// The folder holding its files, by their package paths.
    public let filesFolder: URL
    /// Whether it was installed but has not yet proved itself (see ``PackageStore/confirm(_:)``): until then a
    /// failure rolls it back.
    public let isOnTrial: Bool
}
