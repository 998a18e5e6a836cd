import Crypto
import Foundation

/// The gray-release bucket of a device: a number from 0 to 99 from a stable hash of its id and the package id. A
/// release at P percent is offered to the devices whose bucket is below P, so raising P only adds devices.
public enum RolloutBucket {
    /// The bucket of `device` for `packageID`.
    public static func of(device: String, packageID: String) -> Int {
        let digest = Array(SHA256.hash(data: Data("\(packageID)\n\(device)".utf8)))
        let number = digest.prefix(8).reduce(UInt64(0)) { $0 << 8 | UInt64($1) }
        return Int(number % 100)
    }
}
