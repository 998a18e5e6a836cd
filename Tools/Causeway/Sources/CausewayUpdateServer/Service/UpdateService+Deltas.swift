import CausewayPackages
import Foundation
import Version

/// The deltas checks offer: made once, by one check of this process at a time, and signed with the service's key.
extension UpdateService {
    /// The delta from `base` to `target`: made once, then found in the registry. `nil` when it cannot be made, or
    /// is not known and not `making`.
    ///
    /// This process makes one delta at a time: checks that ask for it meanwhile share its call to the registry
    /// (which makes it once across the instances that share it), and checks that ask for another get `nil`, so the
    /// full package, until it is made. A delta the stored packages cannot make (a ``PackageError``: a damaged file, a
    /// signature by no publisher's key) is not tried again by this process; one that failed for another reason (a
    /// registry or a file store that did not answer) is.
    func delta(from base: Release, to target: Release, making: Bool) async -> Delta? {
        if let known = try? await registry.delta(of: target.packageID, from: base.version, to: target.version) {
            return known
        }
        let key = "\(target.packageID) \(base.version) \(target.version)"
        guard making, let deltaKey, !deltasThatCannotBeMade.contains(key) else { return nil }
        if let running = deltaInProgress, running.key == key { return await running.task.value }
        guard deltaInProgress == nil else { return nil }
        let (registry, files, publishers) = (registry, files, publishers.map(\.key))
        let task = Task<Delta?, Never> {
            do {
                return try await registry.delta(of: target.packageID, from: base.version, to: target.version) {
                    try await Self.makeDelta(from: base, to: target, signedWith: deltaKey, trusting: publishers,
                                             into: files)
                }
            } catch is PackageError {
                await self.cannotMake(key)
                return nil
            } catch {
                return nil
            }
        }
        deltaInProgress = (key, task)
        let delta = await task.value
        deltaInProgress = nil
        return delta
    }

    /// Remembers that the delta `key` names cannot be made from the packages stored.
    private func cannotMake(_ key: String) {
        deltasThatCannotBeMade.insert(key)
    }

    /// Builds the delta from `base` to `target`, whose packages a key of `publishers` signed, signed with `key`,
    /// stores it in `files`, and returns it with its digest.
    private static func makeDelta(from base: Release, to target: Release, signedWith key: PackageSigningKey,
                                  trusting publishers: [PackageVerifyingKey],
                                  into files: any PackageFileStorage) async throws -> Delta
    {
        guard let old = try await files.file(named: base.fileName), let new = try await files.file(named: target.fileName) else {
            throw UpdateServerError.notFound("the package file of \(base.version) or \(target.version) is missing")
        }
        let name = "\(target.packageID)-\(base.version)-to-\(target.version).delta.zip"
        let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("causeway-\(UUID().uuidString)-\(name)")
        defer { try? FileManager.default.removeItem(at: scratch) }
        try PackageBuilder(key: key).diff(from: old, to: new, output: scratch, trusting: publishers)
        let digest = try Self.digest(of: scratch)
        try await files.put(scratch, as: name)
        return Delta(fileName: name, sha256: digest.sha256, size: digest.size)
    }

    static func digest(of file: URL) throws -> (sha256: String, size: Int64) {
        let digest = try FileDigest.of(file)
        return (digest.sha256, digest.size)
    }
}
