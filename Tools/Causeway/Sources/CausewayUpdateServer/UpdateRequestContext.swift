public import Hummingbird
import NIOCore

/// The update server's request context: Hummingbird's basics and the address of the client, which limits how
/// many reports one address may send.
public struct UpdateRequestContext: RequestContext, RemoteAddressRequestContext {
    public var coreContext: CoreRequestContextStorage
    /// The connected peer: the device, or the load balancer in front of the server.
    public let remoteAddress: SocketAddress?

    public init(source: ApplicationRequestContextSource) {
        coreContext = CoreRequestContextStorage(source: source)
        remoteAddress = source.channel.remoteAddress
    }

    /// The client's address as text, without the port; `unknown` when the channel has none.
    var clientAddress: String {
        remoteAddress?.ipAddress ?? "unknown"
    }
}
