#if canImport(WebKit) && canImport(UIKit)
public import Causeway
public import WebKit

extension FrameIdentity {
    /// The frame as WebKit reports it: the serialized origin of `frameInfo.securityOrigin` and `isMainFrame`.
    ///
    /// An origin without a scheme or host (a sandboxed or otherwise opaque origin) serializes as `"null"`, as
    /// `self.origin` does in the page; a port of 0 is the scheme's default and is left out.
    @MainActor
    public init(frameInfo: WKFrameInfo) {
        let origin = frameInfo.securityOrigin
        let serialized: String
        if origin.protocol.isEmpty || origin.host.isEmpty {
            serialized = "null"
        } else if origin.port == 0 {
            serialized = "\(origin.protocol)://\(origin.host)"
        } else {
            serialized = "\(origin.protocol)://\(origin.host):\(origin.port)"
        }
        self.init(origin: serialized, isMainFrame: frameInfo.isMainFrame)
    }
}
#endif
