/// Checks on the relative paths a package names: a path that could leave the package folder never reaches the
/// disk.
package enum PackagePath {
    /// Throws ``PackageError/unsafePath(_:)`` unless `path` is relative, uses `/` only, and has no empty, `.` or
    /// `..` component.
    package static func check(_ path: String) throws(PackageError) {
        let components = path.split(separator: "/", omittingEmptySubsequences: false)
        guard !path.isEmpty, !path.hasPrefix("/"), !path.contains("\\"), !path.contains("\0"),
              components.allSatisfy({ !$0.isEmpty && $0 != "." && $0 != ".." })
        else {
            throw .unsafePath(path)
        }
    }
}
