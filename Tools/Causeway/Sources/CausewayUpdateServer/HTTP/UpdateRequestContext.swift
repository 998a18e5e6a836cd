public import Hummingbird
import NIOCore

/// The update server's request context: Hummingbird's basics and the connected peer's address, which limits how
/// many reports one address may send.
public struct UpdateRequestContext: RequestContext, RemoteAddressRequestContext {
    public var coreContext: CoreRequestContextStorage
    /// The connected peer: the device, or the load balancer in front of the server.
    public let remoteAddress: SocketAddress?

    public init(source: ApplicationRequestContextSource) {
        coreContext = CoreRequestContextStorage(source: source)
        remoteAddress = source.channel.remoteAddress
    }
}
