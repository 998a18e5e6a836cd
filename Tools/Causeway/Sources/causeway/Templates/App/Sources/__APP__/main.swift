// The Linux app: the pages of web/ in a container window. `swift run __APP__` opens it; `swift run __APP__ --check`
// opens it, asks the page what it shows, prints it and exits with whether it is the greeting.
import Causeway
import CausewayGTK
import Foundation
import __APP__Plugins

let arguments = CommandLine.arguments.dropFirst()
let check = arguments.contains("--check")
let web = URL(fileURLWithPath: arguments.first { !$0.hasPrefix("--") } ?? "web")

let passed = try GLibMainLoop.run { () async throws -> Bool in
    let window = GTKContainerWindow(app: __APP__App.make(serving: web))
    let page = window.open(__APP__App.entry)
    guard check else {
        await window.waitUntilClosed()
        return true
    }
    defer { window.close() }
    let shown = try await page.bridge.call("page.shows", as: String.self, timeout: .seconds(30))
    let passed = shown == "Hello, __APP__!"
    print(passed ? "✔ the page shows \(shown)" : "✘ the page shows \(shown)")
    return passed
}
exit(passed ? 0 : 1)
