// Source: https://developer.apple.com/documentation/webkit/wkwebviewconfiguration
//   Apple: `@MainActor class WKWebViewConfiguration : NSObject, NSSecureCoding, NSCopying` (the header marks it
//   WK_SWIFT_UI_ACTOR), `init()` public. Members, as Apple's pages give them (".../" is
//   https://developer.apple.com/documentation/webkit/wkwebviewconfiguration/):
//   .../usercontentcontroller  `var userContentController: WKUserContentController { get set }`
//   .../websitedatastore       `var websiteDataStore: WKWebsiteDataStore { get set }`
//   .../seturlschemehandler(_:forurlscheme:)
//       `func setURLSchemeHandler(_ urlSchemeHandler: (any WKURLSchemeHandler)?, forURLScheme urlScheme: String)`
//   .../urlschemehandler(forurlscheme:)
//       `func urlSchemeHandler(forURLScheme urlScheme: String) -> (any WKURLSchemeHandler)?`
//   .../applicationnameforuseragent  `var applicationNameForUserAgent: String? { get set }` — on iOS it defaults to
//       "Mobile/15E148" (WebKit's WKWebViewConfiguration.mm, defaultApplicationNameForUserAgent()) and WebKit appends
//       it to the standard user agent; a web view reads it once, when it is made from the configuration.
//   NSCopying: `func copy(with zone: NSZone? = nil) -> Any`, so `copy()` (inherited from NSObject) works as on Apple.
//   Not modelled: preferences, process pool, media and rendering settings, NSSecureCoding.
//
// Behaviour: the defaults are a new user content controller and `WKWebsiteDataStore.default()`. A copy is shallow
// as WebKit's is: it shares the user content controller and data store objects and copies the scheme-handler table.
// `setURLSchemeHandler` follows WebKit's rules: a scheme WebKit handles itself (http, https, file, about, data,
// blob, ws, wss, javascript), an invalid scheme name, or a scheme that already has a handler is a programmer error
// (WebKit raises NSInvalidArgumentException; the model stops with a precondition failure that says so). Schemes are
// matched case-insensitively, as URL schemes are. Passing `nil` removes the scheme's handler (model choice; not
// documented by Apple).
public import Foundation

@MainActor
open class WKWebViewConfiguration: NSObject, @preconcurrency NSCopying {
    private var storedUserContentController = WKUserContentController()
    private var storedWebsiteDataStore = WKWebsiteDataStore.default()
    private var storedSchemeHandlers: [String: any WKURLSchemeHandler] = [:]

    public override init() {
        super.init()
    }

    open var userContentController: WKUserContentController {
        get { storedUserContentController }
        set { storedUserContentController = newValue }
    }

    open var websiteDataStore: WKWebsiteDataStore {
        get { storedWebsiteDataStore }
        set { storedWebsiteDataStore = newValue }
    }

    open var applicationNameForUserAgent: String? = "Mobile/15E148"

    open func setURLSchemeHandler(_ urlSchemeHandler: (any WKURLSchemeHandler)?, forURLScheme urlScheme: String) {
        precondition(
            Self.isValidSchemeName(urlScheme),
            "WKWebViewConfiguration: '\(urlScheme)' is not a valid URL scheme (WebKit raises NSInvalidArgumentException)"
        )
        let key = urlScheme.lowercased()
        guard let urlSchemeHandler else {
            storedSchemeHandlers[key] = nil
            return
        }
        precondition(
            !WKWebViewConfiguration.modelSchemesHandledByWebKit.contains(key),
            "WKWebViewConfiguration: '\(urlScheme)' is a URL scheme that WKWebView handles natively "
                + "(WebKit raises NSInvalidArgumentException)"
        )
        precondition(
            storedSchemeHandlers[key] == nil,
            "WKWebViewConfiguration: URL scheme '\(urlScheme)' already has a registered URL scheme handler "
                + "(WebKit raises NSInvalidArgumentException)"
        )
        storedSchemeHandlers[key] = urlSchemeHandler
    }

    open func urlSchemeHandler(forURLScheme urlScheme: String) -> (any WKURLSchemeHandler)? {
        guard Self.isValidSchemeName(urlScheme) else { return nil }
        return storedSchemeHandlers[urlScheme.lowercased()]
    }

    public func copy(with zone: NSZone? = nil) -> Any {
        let copy = WKWebViewConfiguration()
        copy.storedUserContentController = storedUserContentController
        copy.storedWebsiteDataStore = storedWebsiteDataStore
        copy.storedSchemeHandlers = storedSchemeHandlers
        copy.applicationNameForUserAgent = applicationNameForUserAgent
        return copy
    }

    // Model only: the schemes with a registered handler (lower-cased), for tests.
    var modelRegisteredSchemes: [String] { storedSchemeHandlers.keys.sorted() }

    // Model only: the schemes WebKit loads itself and refuses handlers for (WKWebView.handlesURLScheme(_:)).
    static let modelSchemesHandledByWebKit: Set<String> = [
        "http", "https", "file", "about", "data", "blob", "ws", "wss", "javascript",
    ]

    // Apple: "must start with an ASCII letter, and may contain only ASCII letters, numbers, '+', '-' and '.'".
    private static func isValidSchemeName(_ scheme: String) -> Bool {
        guard let first = scheme.unicodeScalars.first, first.isASCII, first.properties.isAlphabetic else {
            return false
        }
        return scheme.unicodeScalars.allSatisfy { scalar in
            scalar.isASCII && (scalar.properties.isAlphabetic || ("0"..."9").contains(scalar) || "+-.".unicodeScalars.contains(scalar))
        }
    }
}
