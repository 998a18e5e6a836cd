import Causeway
import CausewayShowcasePlugins
import CausewayWebKit
import Foundation
@testable import ShowcaseIOS
import Testing
@testable import UIKit

/// The showcase check's screen calls, answered from the navigation stack.
@MainActor
@Suite struct UIKitScreenPluginTests {
    let app = HybridApp(info: AppInfo(name: "Showcase", identifier: "dev.causeway.showcase", version: "1.0.0", build: "1"),
                        policy: .allowing(["causeway://showcase"]))

    @Test func thePageAskingIsShownUntilAnotherIsPushedOverIt() throws {
        let first = CausewayViewController(app: app, url: URL(string: "causeway://showcase/")!)
        let navigation = UINavigationController(rootViewController: first)
        let plugin = UIKitScreenPlugin(container: first.container)
        #expect(plugin.report(.this) == ScreenPlugin.Report(shown: false, page: "causeway://showcase/"),
                "in no window, nothing is shown")

        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        window.rootViewController = navigation
        #expect(plugin.report(.this).shown)
        let second = CausewayViewController(app: app, url: URL(string: "causeway://showcase/second.html")!)
        navigation.pushViewController(second, animated: false)
        #expect(plugin.report(.this) == ScreenPlugin.Report(shown: false, page: "causeway://showcase/second.html"))
        #expect(plugin.report(.top).shown)
        navigation.popViewController(animated: false)
        #expect(plugin.report(.this).shown)
    }

    @Test func aSegmentIsPickedAsATapPicksIt() throws {
        let page = CausewayViewController(app: app, url: URL(string: "causeway://showcase/feed.html")!)
        let navigation = UINavigationController(rootViewController: page)
        let plugin = UIKitScreenPlugin(container: page.container)
        #expect(throws: BridgeError.self, "no segmented title yet") { try plugin.tapSegment(0) }

        let control = UISegmentedControl(items: ["Hot", "New"])
        control.selectedSegmentIndex = 0
        var picked: [Int] = []
        control.addAction(UIAction { _ in picked.append(control.selectedSegmentIndex) }, for: .valueChanged)
        navigation.topViewController?.navigationItem.titleView = control
        try plugin.tapSegment(1)
        #expect(picked == [1])
        let error = #expect(throws: BridgeError.self) { try plugin.tapSegment(2) }
        #expect(error?.code == .invalidArguments)
    }
}
