import Foundation

/// The network a client address belongs to: its /24 for IPv4, its /48 for IPv6 (an IPv4-mapped IPv6 address counts
/// as its IPv4 address). A health rule counts bad reports by network, so that one stranger's few addresses count as
/// few, and a ``RequestBudget`` keeps a bounded number of one network's clients.
public struct ClientNetwork: Hashable, Sendable, CustomStringConvertible {
    /// The network in CIDR notation, such as `198.51.100.0/24` or `2001:db8:1::/48`; for an address that is not an
    /// IP address, that address as it is.
    public let description: String

    /// The network of `address`, an IPv4 or IPv6 address in text.
    public init(address: String) {
        if let octets = Self.ipv4(address) {
            description = "\(octets[0]).\(octets[1]).\(octets[2]).0/24"
        } else if let groups = Self.ipv6(address) {
            if groups[0..<5].allSatisfy({ $0 == 0 }), groups[5] == 0xffff {
                description = "\(groups[6] >> 8).\(groups[6] & 0xff).\(groups[7] >> 8).0/24"
            } else {
                description = groups[0..<3].map { String($0, radix: 16) }.joined(separator: ":") + "::/48"
            }
        } else {
            description = address
        }
    }

    /// The four octets of a dotted IPv4 address.
    static func ipv4(_ text: some StringProtocol) -> [UInt8]? {
        let parts = text.split(separator: ".", omittingEmptySubsequences: false)
        let octets = parts.compactMap { $0.count <= 3 ? UInt8($0) : nil }
        return parts.count == 4 && octets.count == 4 ? octets : nil
    }

    /// The eight 16-bit groups of an IPv6 address, with `::` expanded, a dotted IPv4 tail read as two groups, and a
    /// zone (`%eth0`) ignored.
    static func ipv6(_ text: String) -> [UInt16]? {
        let address = text.split(separator: "%", maxSplits: 1, omittingEmptySubsequences: false)[0]
        let halves = address.components(separatedBy: "::")
        guard halves.count <= 2 else { return nil }
        func groups(_ half: String) -> [UInt16]? {
            guard !half.isEmpty else { return [] }
            var parts = half.split(separator: ":", omittingEmptySubsequences: false).map(String.init)
            var tail: [UInt16] = []
            if let last = parts.last, last.contains(".") {
                guard let octets = ipv4(last) else { return nil }
                tail = [UInt16(octets[0]) << 8 | UInt16(octets[1]), UInt16(octets[2]) << 8 | UInt16(octets[3])]
                parts.removeLast()
            }
            let read = parts.compactMap { $0.count <= 4 ? UInt16($0, radix: 16) : nil }
            return read.count == parts.count ? read + tail : nil
        }
        guard let head = groups(halves[0]), let rest = halves.count == 2 ? groups(halves[1]) : [] else { return nil }
        if halves.count == 2 {
            guard head.count + rest.count < 8 else { return nil }
            return head + Array(repeating: 0, count: 8 - head.count - rest.count) + rest
        }
        return head.count == 8 ? head : nil
    }
}
