#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A loopback port for a server a test starts.
public enum LoopbackPort {
    /// A port on 127.0.0.1 that nothing listens on now: the kernel's pick for a socket bound to port 0.
    public static func free() throws(LoopbackPortError) -> Int {
        let (socket, port) = try bound()
        close(socket)
        return port
    }

    /// A TCP socket bound to a port on 127.0.0.1 that the kernel picked, and that port; the caller closes it.
    static func bound() throws(LoopbackPortError) -> (socket: Int32, port: Int) {
        #if canImport(Glibc)
        let socket = Glibc.socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        #else
        let socket = Darwin.socket(AF_INET, SOCK_STREAM, 0)
        #endif
        guard socket >= 0 else { throw LoopbackPortError() }
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        address.sin_port = 0
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        let bound = withUnsafeMutablePointer(to: &address) { pointer in
            pointer.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                bind(socket, $0, length) == 0 && getsockname(socket, $0, &length) == 0
            }
        }
        guard bound else {
            close(socket)
            throw LoopbackPortError()
        }
        return (socket, Int(UInt16(bigEndian: address.sin_port)))
    }
}

/// No loopback port could be had.
public struct LoopbackPortError: Error, CustomStringConvertible {
    public var description: String { "no free loopback port" }
}
