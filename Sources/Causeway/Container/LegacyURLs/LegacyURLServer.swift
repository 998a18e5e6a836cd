public import Foundation
public import Logging

/// Serves the `hybrid://` URL protocol of older pages: each request runs its method through the bridge's handlers
/// directly, with the page's origin and frame, and the reply goes to the page's callback.
@MainActor
final class LegacyURLServer {
    /// The protocol's scheme and parsing.
    let urlProtocol: LegacyURLProtocol
    private weak var bridge: Bridge?
    private weak var engine: (any WebEngine)?
    private let logger: Logger

    /// A server of `urlProtocol` for the page `engine` shows, through `bridge`.
    init(_ urlProtocol: LegacyURLProtocol, bridge: Bridge, engine: any WebEngine, logger: Logger) {
        self.urlProtocol = urlProtocol
        self.bridge = bridge
        self.engine = engine
        self.logger = logger
    }

    /// Serves `url` when it is a request of the protocol, from the main frame or not, and says whether it was.
    func serve(_ url: URL, isMainFrame: Bool) -> Bool {
        guard let request = urlProtocol.request(from: url) else { return false }
        let sender = Sender(origin: engine?.url?.webOrigin ?? "null", isMainFrame: isMainFrame, frameID: "url-protocol")
        Task { @MainActor in
            let outcome: Result<JSONValue, BridgeError>
            do {
                guard let bridge else { throw BridgeError.handlerFailed("The page's bridge is gone") }
                outcome = .success(try await bridge.dispatch(request.method, arguments: request.arguments, from: sender))
            } catch let error as BridgeError {
                outcome = .failure(error)
            } catch {
                outcome = .failure(BridgeError(converting: error))
            }
            guard let callback = request.callback, let engine else { return }
            let script = LegacyURLProtocol.replyScript(callback: callback, reply: LegacyURLProtocol.reply(outcome))
            do {
                _ = try await engine.evaluate(script, in: .page)
            } catch {
                logger.warning("A URL-protocol reply did not reach the page",
                               metadata: ["method": "\(request.method)", "error": "\(error)"])
            }
        }
        return true
    }
}
