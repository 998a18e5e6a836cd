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

extension LoopbackPort {
    /// A server that must be told its port before it binds it, started on a ``free()`` port, and again on another
    /// while the one it was given turns out taken: between the pick and the server's bind, other servers and client
    /// connections of tests running side by side can take the same port. `start` throws ``LoopbackPortTaken`` to
    /// ask for another port; any other error, or the last of `attempts`, ends the tries. `start` runs in the caller's
    /// isolation.
    public static func serving<Server>(attempts: Int = 5, isolation: isolated (any Actor)? = #isolation,
                                       _ start: (Int) async throws -> Server) async throws -> Server
    {
        var attempt = 1
        while true {
            do {
                return try await start(try free())
            } catch is LoopbackPortTaken where attempt < attempts {
                attempt += 1
            }
        }
    }
}

/// A server could not bind the loopback port it was given, because something else holds it.
public struct LoopbackPortTaken: Error, CustomStringConvertible {
    /// The port that was taken.
    public let port: Int
    /// What the server said.
    public let diagnostic: String

    /// The error for a server on `port` that said `diagnostic` (its log or output), when that says the address is
    /// in use, as PostgreSQL, nginx and Go's servers (esbuild) all word it; `nil` otherwise.
    public init?(port: Int, ifSaidIn diagnostic: String) {
        guard diagnostic.lowercased().contains("address already in use") else { return nil }
        self.port = port
        self.diagnostic = diagnostic
    }

    public var description: String { "loopback port \(port) was taken before the server bound it: \(diagnostic)" }
}

/// No loopback port could be had.
public struct LoopbackPortError: Error, CustomStringConvertible {
    public var description: String { "no free loopback port" }
}
