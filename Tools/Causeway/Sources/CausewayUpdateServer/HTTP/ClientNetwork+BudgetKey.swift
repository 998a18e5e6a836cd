extension ClientNetwork {
    /// What a client at `address` is budgeted as: an IPv4 address as it is (an IPv4-mapped IPv6 address as its IPv4
    /// address), an IPv6 address by its first `ipv6Prefix` bits, such as `2001:db8:1:2:0:0:0:0/64`, since whoever
    /// holds one address of a /64 holds them all; anything else as it is.
    static func budgetKey(of address: String, ipv6Prefix: Int) -> String {
        if let octets = ipv4(address) { return octets.map(String.init).joined(separator: ".") }
        guard let groups = ipv6(address) else { return address }
        if groups[0..<5].allSatisfy({ $0 == 0 }), groups[5] == 0xffff {
            return [groups[6] >> 8, groups[6] & 0xff, groups[7] >> 8, groups[7] & 0xff].map(String.init)
                .joined(separator: ".")
        }
        let kept = groups.indices.map { index in
            let bits = min(max(ipv6Prefix - index * 16, 0), 16)
            return bits == 0 ? 0 : groups[index] & ~(UInt16.max >> bits)
        }
        return kept.map { String($0, radix: 16) }.joined(separator: ":") + "/\(ipv6Prefix)"
    }
}
