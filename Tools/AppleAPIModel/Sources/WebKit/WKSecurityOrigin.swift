// Source: https://developer.apple.com/documentation/webkit/wksecurityorigin
//   Apple: `@MainActor class WKSecurityOrigin : NSObject`; `init()` is unavailable (WebKit creates origins).
//   https://developer.apple.com/documentation/webkit/wksecurityorigin/host  `var host: String { get }`
//   https://developer.apple.com/documentation/webkit/wksecurityorigin/port  `var port: Int { get }`
//   `var `protocol`: String { get }` (confirmed through the SDK 27.1 declaration listing at
//   https://onestack.dev/ios-reference/WebKit/WKSecurityOrigin; Apple's own page for it was not in the corpus).
public import Foundation

@MainActor
open class WKSecurityOrigin: NSObject {
    private let storedProtocol: String
    private let storedHost: String
    private let storedPort: Int

    // Model only: Apple does not let apps create origins; tests build them here.
    init(protocol scheme: String, host: String, port: Int) {
        storedProtocol = scheme
        storedHost = host
        storedPort = port
        super.init()
    }

    // Model only: the origin of `url` (scheme, host, port; port 0 when the URL names none, as WebKit reports the
    // default port).
    convenience init(url: URL?) {
        self.init(protocol: url?.scheme ?? "", host: url?.host ?? "", port: url?.port ?? 0)
    }

    open var `protocol`: String { storedProtocol }

    open var host: String { storedHost }

    open var port: Int { storedPort }
}
