import Causeway
import CausewayTesting
import CausewayWebKit
import Foundation
import Testing
@testable import UIKit

/// The header's title views as the navigation item's `titleView` on the UIKit model: a segmented control, a button
/// with a menu, an app's own view; the modelled user's picks reaching the container.
@MainActor
@Suite(.timeLimit(.minutes(1))) struct HeaderTitleViewUIKitTests {
    let app = HybridApp(info: AppInfo(name: "Reader", identifier: "app.reader", version: "1.0", build: "1"),
                        policy: .allowing([OriginPattern(originOf: URL(string: "https://app.example/")!)]))
    let titleViews = NativeTitleViews<UIView>()

    private func page() -> CausewayViewController {
        CausewayViewController(app: app, url: URL(string: "https://app.example/")!, titleViews: titleViews)
    }

    private func picks(of page: CausewayViewController) -> Recorder<ContainerEvent> {
        let picks = Recorder<ContainerEvent>()
        page.container.observe { event in
            switch event {
            case .headerSegmentSelected, .headerMenuItemSelected: picks.append(event)
            default: break
            }
        }
        return picks
    }

    @Test func segmentsAreASegmentedControlWhoseTapsReachTheContainer() throws {
        let page = page()
        let picks = picks(of: page)
        try page.container.configureHeader(HeaderConfiguration(title: "Feed",
                                                               titleView: .segments(HeaderSegments(["Hot", "New"]))))
        let control = try #require(page.navigationItem.titleView as? UISegmentedControl)
        #expect(page.navigationItem.title == "Feed", "the title stays for the back button of the page above")
        #expect((0..<control.numberOfSegments).map { control.titleForSegment(at: $0) } == ["Hot", "New"])
        #expect(control.selectedSegmentIndex == 0)

        control.modelTap(segment: 1)
        #expect(picks.items == [.headerSegmentSelected(HeaderSelection(index: 1, title: "New"))])
        #expect(page.container.header.titleView == .segments(HeaderSegments(["Hot", "New"], selected: 1)))

        try page.container.configureHeader(HeaderConfiguration(titleView: .segments(HeaderSegments(["Hot", "New"]))))
        #expect(page.navigationItem.titleView === control, "the same items keep the same control")
        #expect(control.selectedSegmentIndex == 0, "native code's selection is shown")
        #expect(picks.items.count == 1, "a selection made in code is no pick")

        try page.container.configureHeader(HeaderConfiguration(titleView: .plain))
        #expect(page.navigationItem.titleView == nil, "the plain title is the item's title")
    }

    @Test func aMenuIsAButtonWhoseMenuListsTheItems() throws {
        let page = page()
        let picks = picks(of: page)
        try page.container.configureHeader(HeaderConfiguration(titleView: .menu(HeaderMenu(["Inbox", "Sent", "Drafts"]))))
        let button = try #require(page.navigationItem.titleView as? UIButton)
        #expect(button.title(for: .normal) == "Inbox")
        #expect(button.showsMenuAsPrimaryAction, "a tap shows the menu")
        #expect(button.image(for: .normal)?.modelSystemName == "chevron.down")
        let menu = try #require(button.menu)
        #expect(menu.options.contains(.singleSelection))
        #expect(menu.children.map(\.title) == ["Inbox", "Sent", "Drafts"])
        #expect(menu.children.compactMap { ($0 as? UIAction)?.state } == [.on, .off, .off])

        #expect(button.modelChooseFromMenu(at: 2))
        #expect(picks.items == [.headerMenuItemSelected(HeaderSelection(index: 2, title: "Drafts"))])
        #expect(page.navigationItem.titleView === button)
        #expect(button.title(for: .normal) == "Drafts")
        #expect(button.menu?.children.compactMap { ($0 as? UIAction)?.state } == [.off, .off, .on])

        #expect(button.modelChooseFromMenu(at: 2), "choosing the selected item again")
        #expect(picks.items.count == 1, "is no change")
    }

    @Test func anAppsOwnTitleViewComesFromTheRegistry() throws {
        struct Logo: Decodable { var text: String }
        var madeFor: [ObjectIdentifier] = []
        titleViews.register("logo") { (logo: Logo, container: Container) in
            madeFor.append(ObjectIdentifier(container))
            let label = UILabel(frame: .zero)
            label.text = logo.text
            return label
        }
        let page = page()
        #expect(throws: BridgeError.self) {
            try page.container.configureHeader(HeaderConfiguration(titleView: .native(NativeTitleView("nowhere"))))
        }
        #expect(page.navigationItem.titleView == nil, "a refused title view changes nothing")

        let logo = NativeTitleView("logo", parameters: ["text": "Reader"])
        try page.container.configureHeader(HeaderConfiguration(titleView: .native(logo)))
        let label = try #require(page.navigationItem.titleView as? UILabel)
        #expect(label.text == "Reader")
        #expect(madeFor == [ObjectIdentifier(page.container)])
        try page.container.configureHeader(HeaderConfiguration(title: "Other"))
        #expect(page.navigationItem.titleView === label, "a change elsewhere in the header keeps the view")
        #expect(madeFor.count == 1)
    }
}
