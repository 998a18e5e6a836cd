package import Foundation
#if canImport(FoundationNetworking)
package import FoundationNetworking
#endif

/// One HTTP request whose body is stopped the moment it passes the bytes its caller allows for the answer's status,
/// with `overrun` thrown: written to a file as it arrives, never whole into memory (the file is removed if it is
/// stopped), or, for an answer its caller reads whole, kept in memory (see ``BoundedAnswer``).
///
/// On Linux the request goes through libcurl (``CurlExchange``), whose body callback stops a transfer at once; on
/// Apple platforms through a session of its own (``URLSessionExchange``), which cancels it. swift-corelibs-foundation's
/// sessions cannot stop a body without end: every session's work waits on one queue that the incoming body keeps busy,
/// so a cancel, and every other request of the process, would wait for as long as the server sends.
package final class BoundedFetch: Sendable {
    private let answer: BoundedAnswer

    /// A fetch into `destination` that reads at most `allowance(status)` bytes of an answer with that status (none,
    /// and no file, when it gives `nil`), and throws `overrun` past them.
    package init(to destination: BoundedAnswer.Destination, overrun: any Error,
                 allowance: @escaping @Sendable (Int) -> Int64?)
    {
        answer = BoundedAnswer(to: destination, overrun: overrun, allowance: allowance)
    }

    /// The body of an answer kept in memory, once ``fetch(_:configuration:)`` returned.
    package var body: Data { answer.body }

    /// The answer's header fields, by lowercased name, once ``fetch(_:configuration:)`` returned.
    package var headers: [String: String] { answer.headers }

    /// Sends `request` with `configuration`'s timeouts and headers; returns the answer's status once its body, if
    /// allowed, is in its destination.
    ///
    /// A configuration that names URL protocols of the app's own (`protocolClasses`: a transport of its own, a test's
    /// stub server) goes through a session on Linux too: only a session runs them, and what they answer does not come
    /// from the network.
    package func fetch(_ request: URLRequest, configuration: URLSessionConfiguration) async throws -> Int {
        #if canImport(CCurl)
        if !Self.hasProtocolsOfItsOwn(configuration) {
            return try await CurlExchange.perform(request, configuration: configuration, into: answer)
        }
        #endif
        return try await URLSessionExchange.perform(request, configuration: configuration, into: answer)
    }

    #if canImport(CCurl)
    /// Whether `configuration` names a URL protocol that is not one of FoundationNetworking's own, told by the
    /// module that declares it, not by comparing with another configuration's list, whose contents depend on what
    /// was registered when each was made.
    private static func hasProtocolsOfItsOwn(_ configuration: URLSessionConfiguration) -> Bool {
        (configuration.protocolClasses ?? []).contains { !String(reflecting: $0).hasPrefix("FoundationNetworking.") }
    }
    #endif
}
