import Causeway
import Foundation

/// `files.digest` and `files.random`: bytes both ways, without base64.
final class FilesPlugin: Plugin {
    struct Bytes: Codable, Sendable { var bytes: Data }
    /// How many random bytes: at most 16 MiB.
    struct Size: Codable, Sendable, Bounded {
        var size: Int

        func checkBounds(_ bounds: Bounds) throws(BridgeError) {
            try bounds.integer(size, in: 0...16 << 20, at: "size")
        }
    }
    struct Digest: Codable, Sendable { var count: Int; var sum: Int; var first: [UInt8] }

    let namespace = "files"

    func register(_ methods: PluginMethods) {
        methods.handle("digest") { (args: Bytes) in
            Digest(count: args.bytes.count, sum: args.bytes.reduce(0) { $0 + Int($1) }, first: Array(args.bytes.prefix(8)))
        }
        methods.handle("random") { (args: Size) in
            var generator = SystemRandomNumberGenerator()
            return Data((0..<args.size).map { _ in UInt8.random(in: 0...255, using: &generator) })
        }
    }
}
