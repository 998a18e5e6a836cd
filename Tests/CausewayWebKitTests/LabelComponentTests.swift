import Causeway
import CausewayWebKit
import Foundation
import Testing
@testable import UIKit

/// The built-in `label` on UIKit: its props as the page writes them, and its taps.
@MainActor
@Suite struct LabelComponentTests {
    let page = BuiltInComponentStage()

    private func insertLabel(_ attributes: [String: String]) throws -> UILabel {
        try #require(try page.insert("label", attributes: attributes) as? UILabel)
    }

    @Test func attributesSetTheTextItsColoursAndItsSize() throws {
        let label = try insertLabel([
            "text": "Native", "color": "white", "background": "#0050c8", "font-size": "24",
        ])
        #expect(label.text == "Native")
        #expect(label.textColor == UIColor(red: 1, green: 1, blue: 1, alpha: 1))
        #expect(label.backgroundColor == UIColor(red: 0, green: 80 / 255, blue: 200 / 255, alpha: 1))
        #expect(label.font.pointSize == 24)
        #expect(label.textAlignment == .center)
    }

    @Test func coloursItCannotReadAndMissingPropsFallBackToTheDefaults() throws {
        let label = try insertLabel(["text": "Plain", "color": "no-such-colour"])
        #expect(label.textColor == UIColor(red: 0, green: 0, blue: 0, alpha: 1), "black")
        #expect(label.backgroundColor == UIColor(red: 0, green: 0, blue: 0, alpha: 0), "transparent")
        #expect(label.font.pointSize == UIFont.labelFontSize)

        try page.update(attributes: ["text": "Red", "color": "rgb(255, 0, 0)", "font-size": "30"])
        #expect(label.text == "Red")
        #expect(label.textColor == UIColor(red: 1, green: 0, blue: 0, alpha: 1))
        #expect(label.font.pointSize == 30)

        try page.update(attributes: ["text": "Red"])
        #expect(label.textColor == UIColor(red: 0, green: 0, blue: 0, alpha: 1), "props are complete: none is black")
        #expect(label.font.pointSize == UIFont.labelFontSize)
    }

    @Test func aTapReportsThePointWithinTheLabel() throws {
        let label = try insertLabel(["text": "Tap me"])
        let container = UIView(frame: CGRect(x: 0, y: 300, width: 320, height: 200))
        label.frame = CGRect(x: 10, y: 20, width: 200, height: 100)
        container.addSubview(label)

        label.modelTap(at: CGPoint(x: 30, y: 40))
        #expect(page.events == [.init(id: "cw1", name: "tap", detail: ["x": 30, "y": 40])])

        label.modelTap(at: CGPoint(x: 250, y: 40))
        #expect(page.events.count == 1, "a finger lifted outside the label is no tap")
    }
}
