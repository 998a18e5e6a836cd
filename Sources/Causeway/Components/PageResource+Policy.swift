public import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

extension PageResource {
    /// Which URLs native code loads or opens for a page (a component's `src`, anything a plugin fetches on its
    /// behalf): what the page itself could have loaded, and no more.
    ///
    /// The engine's own schemes (the app's and offline packages'), `data:` and `http`/`https` URLs of hosts named
    /// publicly pass. A `file:` URL would hand a page the user's files, and a loopback, private or link-local address
    /// (`localhost`, `127.0.0.1`, `10.0.0.1`, `192.168.…`, `[::1]`, `fd00::…`) the services on the device and its
    /// network; both are refused unless the app opts in. A host name is judged as written: one that a DNS server maps
    /// to a private address is not caught here.
    public struct Policy: Sendable, Equatable {
        /// Whether `file:` URLs may be opened. Default `false`.
        public var allowsFiles: Bool
        /// Whether loopback, private and link-local hosts may be reached. Default `false`.
        public var allowsPrivateAddresses: Bool

        /// A policy refusing files and private addresses unless told otherwise.
        public init(allowsFiles: Bool = false, allowsPrivateAddresses: Bool = false) {
            self.allowsFiles = allowsFiles
            self.allowsPrivateAddresses = allowsPrivateAddresses
        }

        /// Refuses `url` with ``PageResource/Failure/refused(_:)`` unless this policy lets native code open it.
        public func check(_ url: URL) throws(Failure) {
            switch url.scheme?.lowercased() {
            case "file":
                guard allowsFiles else { throw Failure.refused(url) }
            case "http", "https":
                guard allowsPrivateAddresses || !Self.isPrivate(host: url.host ?? "") else { throw Failure.refused(url) }
            default:
                // The engine's schemes and `data:` load as the page's would; anything else finds no loader.
                break
            }
        }

        /// Whether `host` names this device or a private network: `localhost` and its subdomains, and literal
        /// addresses in the loopback, private, shared, link-local and unspecified ranges (IPv4, IPv6, and IPv4 mapped
        /// into IPv6).
        static func isPrivate(host: String) -> Bool {
            let name = host.lowercased().trimmingCharacters(in: CharacterSet(charactersIn: "[]."))
            if name.isEmpty || name == "localhost" || name.hasSuffix(".localhost") { return true }
            var v4 = in_addr()
            if inet_pton(AF_INET, name, &v4) == 1 {
                return isPrivate(v4: withUnsafeBytes(of: &v4) { Array($0) })
            }
            var v6 = in6_addr()
            guard inet_pton(AF_INET6, name, &v6) == 1 else { return false }
            let bytes = withUnsafeBytes(of: &v6) { Array($0) }
            if bytes[0..<10].allSatisfy({ $0 == 0 }), bytes[10] == 0xFF, bytes[11] == 0xFF {
                return isPrivate(v4: Array(bytes[12...]))
            }
            let loopbackOrUnspecified = bytes[0..<15].allSatisfy { $0 == 0 } && bytes[15] <= 1
            return loopbackOrUnspecified || bytes[0] & 0xFE == 0xFC || (bytes[0] == 0xFE && bytes[1] & 0xC0 == 0x80)
        }

        private static func isPrivate(v4 bytes: [UInt8]) -> Bool {
            switch (bytes[0], bytes[1]) {
            case (0, _), (10, _), (127, _), (169, 254), (192, 168): true
            case (172, 16...31), (100, 64...127): true
            default: false
            }
        }
    }
}
