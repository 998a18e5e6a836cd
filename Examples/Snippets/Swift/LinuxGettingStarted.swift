// The Swift code of the CausewayGTK catalog's Getting Started (Sources/CausewayGTK/CausewayGTK.docc/GettingStarted.md).
// snippet: imports
import Causeway
import CausewayGTK
import Foundation
// snippet: end

enum LinuxGettingStarted {
    @MainActor
    static func runTheLoop() throws {
        // snippet: gtk-main-loop
        try GLibMainLoop.run {
            // Everything here is on the main actor; GTK and WebKit callbacks run in the same loop.
        }
        // snippet: end
    }

    @MainActor
    static func onePageWithABridge() throws {
        // snippet: gtk-one-page
        try GLibMainLoop.run {
            let engine = GTKEngine()
            let bridge = Bridge(engine: engine, policy: .allowing(["https://app.example"]))
            bridge.handle("device.info") { (_: Empty) in ["model": "Linux"] }
            let window = GTKWindowHost(engine: engine)       // titled after the document
            engine.load(URL(string: "https://app.example/")!)
            await window.waitUntilClosed()
        }
        // snippet: end
    }

    @MainActor
    static func aContainerWindow() throws {
        // snippet: gtk-container-window
        try GLibMainLoop.run {
            let app = HybridApp(info: AppInfo(name: "Reader", identifier: "app.reader", version: "1.0", build: "1"),
                                policy: CapabilityPolicy(rules: [.allow(["causeway://app"])]))
            app.schemes["causeway"] = StaticFilesEndpoint(sites: ["app": URL(fileURLWithPath: "site")]).respond
            app.installInEveryContainer { _ in ArticlesPlugin() }

            let window = GTKContainerWindow(app: app)
            window.nativePages.register("settings") { (_: Empty) in
                GTKNativePage(title: "Settings", widget: settingsView())
            }
            window.open(URL(string: "causeway://app/")!)
            await window.waitUntilClosed()
        }
        // snippet: end
    }

    @MainActor
    static func aWarmPool(for app: HybridApp) {
        // snippet: gtk-pool
        let pool = ContainerPool(app: app, size: 2) { GTKEngine() }
        let window = GTKContainerWindow(app: app, pool: pool)
        // snippet: end
        window.close()
    }
}
