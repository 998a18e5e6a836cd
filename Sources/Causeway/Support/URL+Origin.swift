public import Foundation

extension URL {
    /// The serialized origin of the URL, `scheme://host[:port]`, or `null` when it has none (`about:`, `data:`).
    public var webOrigin: String {
        guard let scheme, let host = host(percentEncoded: false), !host.isEmpty else { return "null" }
        return port.map { "\(scheme)://\(host):\($0)" } ?? "\(scheme)://\(host)"
    }
}
