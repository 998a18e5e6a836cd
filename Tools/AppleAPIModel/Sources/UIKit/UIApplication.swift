// Source: https://developer.apple.com/documentation/uikit/uiapplication
//   Apple: `@MainActor class UIApplication : UIResponder`. Model: `UIResponder` is not modelled, so this derives from
//   `NSObject`. Members modelled:
//   https://developer.apple.com/documentation/uikit/uiapplication/shared  `class var shared: UIApplication { get }`
//   https://developer.apple.com/documentation/uikit/uiapplication/open(_:options:completionhandler:)
//       `func open(_ url: URL, options: [UIApplication.OpenExternalURLOptionsKey : Any] = [:],
//        completionHandler completion: (@MainActor @Sendable (Bool) -> Void)? = nil)`
//   https://developer.apple.com/documentation/uikit/uiapplication/openexternalurloptionskey
//       `struct OpenExternalURLOptionsKey` (Hashable, RawRepresentable over `String`, Sendable)
//   Not modelled: everything else (the `delegate` property, connected scenes, state, `canOpenURL`). The delegate's
//   protocol is in UIApplicationDelegate.swift.
//
// Model: nothing is opened; each URL is recorded in `modelOpenedURLs` and the completion handler, if any, is called
// on the next main-actor turn with `modelOpenSucceeds` (true unless a test changes it).
public import Foundation

@MainActor
open class UIApplication: NSObject {
    private static let sharedApplication = UIApplication()

    // Model only: Apple's app object is made by UIKit at launch.
    override init() {
        super.init()
    }

    open class var shared: UIApplication { sharedApplication }

    // Model only: the URLs handed to `open`, in order, and what the completion handler is told.
    private(set) var modelOpenedURLs: [URL] = []
    var modelOpenSucceeds = true

    open func open(
        _ url: URL,
        options: [UIApplication.OpenExternalURLOptionsKey: Any] = [:],
        completionHandler completion: (@MainActor @Sendable (Bool) -> Void)? = nil
    ) {
        modelOpenedURLs.append(url)
        guard let completion else { return }
        let succeeded = modelOpenSucceeds
        Task { @MainActor in completion(succeeded) }
    }

    public struct OpenExternalURLOptionsKey: Hashable, RawRepresentable, Sendable {
        public let rawValue: String

        public init(rawValue: String) {
            self.rawValue = rawValue
        }

        public init(_ rawValue: String) {
            self.rawValue = rawValue
        }
    }
}
