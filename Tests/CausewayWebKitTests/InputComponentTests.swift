import Causeway
import CausewayWebKit
import Foundation
import Testing
@testable import UIKit

/// The built-in `input` on UIKit: its props, what the user does in it, and the page's `focus` and `blur`.
@MainActor
@Suite struct InputComponentTests {
    let page = BuiltInComponentStage()

    private func insertField(_ attributes: [String: String] = [:]) throws -> UITextField {
        try #require(try page.insert("input", attributes: attributes) as? UITextField)
    }

    @Test func propsSetTheTextAndPlaceholderAndReportNothing() throws {
        let field = try insertField(["value": "Ada", "placeholder": "Your name"])
        #expect(field.text == "Ada")
        #expect(field.placeholder == "Your name")
        #expect(field.borderStyle == .roundedRect)

        try page.update(attributes: ["value": "Grace"])
        #expect(field.text == "Grace")
        #expect(field.placeholder == nil)
        #expect(page.events.isEmpty)
    }

    @Test func typingFocusesTheFieldAndReportsEachChange() throws {
        let field = try insertField()
        field.modelType("Hi")
        #expect(page.events == [
            .init(id: "cw1", name: "focus", detail: .null),
            .init(id: "cw1", name: "input", detail: ["value": "H"]),
            .init(id: "cw1", name: "input", detail: ["value": "Hi"]),
        ])

        try page.update(attributes: ["value": "Hi"])
        #expect(field.text == "Hi")
        #expect(page.events.count == 3, "the page setting what the field holds changes nothing")
    }

    @Test func returnSubmitsTheValueAndHidesTheKeyboard() throws {
        let field = try insertField(["value": "Go"])
        field.modelType("!")
        field.modelPressReturn()
        #expect(page.eventNames() == ["focus", "input", "submit", "blur"])
        #expect(page.events[2].detail == ["value": "Go!"])
        #expect(!field.isFirstResponder)
    }

    @Test func thePageFocusesAndBlursTheField() async throws {
        let field = try insertField()
        #expect(try await page.invoke("focus") == .null)
        #expect(field.isFirstResponder)
        #expect(try await page.invoke("blur") == .null)
        #expect(!field.isFirstResponder)
        _ = try await page.invoke("blur")
        #expect(page.eventNames() == ["focus", "blur"], "blurring a field without focus reports nothing")

        let error = await #expect(throws: BridgeError.self) { try await page.invoke("select") }
        #expect(error?.code == .unknownMethod)
    }
}
