// Source: https://developer.apple.com/documentation/webkit/wkurlschemetask
//   Apple: `protocol WKURLSchemeTask : NSObjectProtocol` (iOS 11+) — NOT main-actor isolated (Apple's page shows no
//   `@MainActor`, unlike WKURLSchemeHandler). Requirements:
//   https://developer.apple.com/documentation/webkit/wkurlschemetask/request      `var request: URLRequest { get }`
//   https://developer.apple.com/documentation/webkit/wkurlschemetask/didreceive(_:)-2u23r  `func didReceive(_ response: URLResponse)`
//   https://developer.apple.com/documentation/webkit/wkurlschemetask/didreceive(_:)-8t5f8  `func didReceive(_ data: Data)`
//   https://developer.apple.com/documentation/webkit/wkurlschemetask/didfinish()  `func didFinish()`
//   `func didFailWithError(_ error: any Error)` (the spelling public test doubles use, e.g. Firefox for iOS's
//   WKURLSchemeTaskMock; Apple's page for it was not in the corpus).
//   Apps never adopt this protocol; WebKit hands its own tasks to handlers. The model's task is `ModelURLSchemeTask`.
public import Foundation

public protocol WKURLSchemeTask: NSObjectProtocol {
    var request: URLRequest { get }

    func didReceive(_ response: URLResponse)

    func didReceive(_ data: Data)

    func didFinish()

    func didFailWithError(_ error: any Error)
}
