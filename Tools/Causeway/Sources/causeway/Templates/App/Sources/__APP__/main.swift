// The Linux app: the pages of web/ in a container window.
//   swift run __APP__            opens it
//   swift run __APP__ --dev      opens it for working on the pages: reloaded when web/ changes, their uncaught errors
//                                over them, the bridge's traffic printed every second (add --inspect for WebKit's
//                                Web Inspector)
//   swift run __APP__ --check    opens it, asks the page what it shows, prints it and exits with whether it is the
//                                greeting
import Causeway
import CausewayDev
import CausewayGTK
import Foundation
import __APP__Plugins

let arguments = CommandLine.arguments.dropFirst()
let web = URL(fileURLWithPath: arguments.first { !$0.hasPrefix("--") } ?? "web")

let passed = try GLibMainLoop.run { () async throws -> Bool in
    let app = __APP__App.make(serving: web)
    let window = GTKContainerWindow(app: app)
    let tools = arguments.contains("--dev")
        ? try DevTools(app: app, window: window, options: DevTools.Options(watch: [web], inspect: arguments.contains("--inspect")))
        : nil
    let page = window.open(__APP__App.entry)
    if let tools {
        try tools.start(inspecting: page)
        tools.onReload = { paths in print("↻ reloaded after changes to \(paths.joined(separator: ", "))") }
        let reporting = tools.reportTraffic { print($0) }
        defer { reporting.cancel() }
        await window.waitUntilClosed()
        return true
    }
    guard arguments.contains("--check") else {
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
