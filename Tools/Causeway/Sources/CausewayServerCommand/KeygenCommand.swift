public import ArgumentParser
import CausewayPackages
import Foundation

/// `keygen NAME`: a new Ed25519 key pair for signing packages (as `causeway keygen`) or deltas (as
/// `causeway-server keygen`, for `serve --signing-key`).
public struct KeygenCommand: ParsableCommand {
    public static let configuration = CommandConfiguration(
        commandName: "keygen",
        abstract: "Make an Ed25519 key pair that signs packages: NAME.key (secret) and NAME.pub (ships with the app)."
    )

    @Argument(help: "The path and base name of the two files.")
    var name: String

    public init() {}

    public mutating func run() throws {
        let key = PackageSigningKey()
        let secret = URL(fileURLWithPath: name + ".key")
        guard FileManager.default.createFile(atPath: secret.path, contents: Data(key.text.utf8),
                                             attributes: [.posixPermissions: 0o600])
        else {
            throw ValidationError("cannot write \(secret.path)")
        }
        try key.verifyingKey.text.write(toFile: name + ".pub", atomically: true, encoding: .utf8)
        print("wrote \(name).key (keep it secret) and \(name).pub")
    }
}
