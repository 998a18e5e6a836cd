import CWebKitGTK
import Causeway
import CausewayGTK
import CausewayTesting
import CausewayTestSupport
import Foundation
import XCTest

/// A person at a container window: they click and type with the real pointer and keyboard (through X), scroll
/// with the mouse wheel, and know only what the window's pixels show, read back after every step. Where the page
/// is measured, it is only to know where to point, as a person knows where a button is by looking.
@MainActor
struct Person {
    let window: GTKContainerWindow

    /// The engine of the page on top.
    var engine: GTKEngine {
        get throws {
            guard let page = window.topWebPage else { throw HarnessError.timedOut("a web page on top") }
            return page.engine
        }
    }

    /// Waits until the window shows its top page, by its pixels.
    func seesTheTopPage(_ what: String) async throws {
        try await waitUntil("the window shows \(what)") { (try? await window.showsTopPage()) == true }
    }

    /// Scrolls the element `selector` of the top page into view with the mouse wheel; returns its box.
    @discardableResult
    func scrollTo(_ selector: String) async throws -> ComponentRect {
        let engine = try engine
        let viewport = Double(gtk_widget_get_height(engine.widget))
        var pixelsPerNotch = 50.0
        for _ in 0..<30 {
            // Where it rests: a wheel scrolls smoothly over several frames.
            var box = try await self.box(of: selector)
            try await waitUntil("the page is at rest") {
                let later = try await self.box(of: selector, afterFrames: true)
                defer { box = later }
                return later == box
            }
            if box.y >= 0, box.y + box.height <= viewport { return box }
            let offset = box.y + box.height / 2 - viewport / 2
            let notches = max(-10, min(10, Int((offset / pixelsPerNotch).rounded(.towardZero))))
            let step = notches == 0 ? (offset > 0 ? 1 : -1) : notches
            try XInput.scroll(engine.widget, x: 20, y: viewport / 2, notches: step)
            try await waitUntil("the page scrolled") { try await self.box(of: selector).y != box.y }
            let moved = try await self.box(of: selector, afterFrames: true)
            if moved.y != box.y { pixelsPerNotch = max(10, abs(box.y - moved.y) / Double(abs(step))) }
        }
        throw HarnessError.timedOut("\(selector) scrolled into view")
    }

    /// Clicks the middle of the element `selector` of the top page, scrolling to it first.
    func click(_ selector: String) async throws {
        let box = try await scrollTo(selector)
        try XInput.click(try engine.widget, x: box.x + box.width / 2, y: box.y + box.height / 2)
    }

    /// Reads the text the window shows in the box of the element `selector` until `condition` holds for it.
    @discardableResult
    func read(_ selector: String, until what: String, _ condition: @escaping (String) -> Bool) async throws -> String {
        try await readPage(until: what, in: {
            // A person looks at it: scrolled into view first when the page under it is on top.
            let box = try await box(of: selector)
            let viewport = Double(gtk_widget_get_height(try engine.widget))
            return box.y >= 0 && box.y + box.height <= viewport ? box : try await scrollTo(selector)
        }, condition)
    }

    /// Reads the text the window shows in its page area (or in the box `region` gives) until `condition` holds.
    @discardableResult
    func readPage(until what: String, in region: (@MainActor () async throws -> ComponentRect)? = nil,
                  _ condition: @escaping (String) -> Bool) async throws -> String
    {
        var text = ""
        var attempt = -1
        do {
            try await waitUntil(what, timeout: .seconds(20)) {
                // While another page is on top, or the element is not there yet, there is nothing to read.
                guard var shot = try? await window.pageScreenshot() else { return false }
                if let region {
                    guard let box = try? await region() else { return false }
                    shot = shot.cropped(to: box)
                }
                // Small regions enlarged more: Tesseract reads small screen text better, and large images slowly.
                // Each reading tries the next enlargement, as a person looks again: the same pixels can read
                // differently at another size.
                attempt += 1
                let scales = shot.width * shot.height > 200_000 ? [2, 3] : [3, 4, 5]
                text = try await TextRecognition.text(in: shot, scale: scales[attempt % scales.count])
                return condition(text)
            }
        } catch {
            XCTFail("\(what): the window reads \"\(text)\"")
            throw error
        }
        return text
    }

    /// Reads the text the header shows in `widget` (a segment, the title's drop-down or label; `nil` while it is not
    /// there) until `condition` holds; `inset` is taken off the widget's box on each side: a button's border, which
    /// linked buttons share with their neighbours, or with a negative inset a margin around a label.
    @discardableResult
    func readHeader(_ widget: @escaping @MainActor () -> UnsafeMutablePointer<GtkWidget>?, inset: Double = 3,
                    until what: String, _ condition: @escaping (String) -> Bool) async throws -> String
    {
        var text = ""
        var attempt = -1
        do {
            try await waitUntil(what) {
                guard let widget = widget(), let box = headerBox(of: widget, inset: inset),
                      let shot = try? window.headerScreenshot().cropped(to: box)
                else { return false }
                // Each reading tries the next enlargement, as in readPage(until:in:_:); small grey labels on light
                // buttons read best in black and white.
                attempt += 1
                text = try await TextRecognition.text(in: shot, scale: [3, 4, 5][attempt % 3], inked: true)
                return condition(text)
            }
        } catch {
            XCTFail("\(what): the header reads \"\(text)\"")
            throw error
        }
        return text
    }

    /// The colour most of each segment of the header's segmented title is drawn in now: its background, which
    /// says whether it is the selected one.
    func segmentColours() throws -> [[UInt8]] {
        let shot = try window.headerScreenshot()
        return window.header.segmentButtons.compactMap { button in
            headerBox(of: button, inset: 3).map { shot.cropped(to: $0).mostCommonColour }
        }
    }

    /// The box of `widget` in the header, `inset` inside its edges.
    func headerBox(of widget: UnsafeMutablePointer<GtkWidget>, inset: Double) -> ComponentRect? {
        var bounds = graphene_rect_t()
        guard gtk_widget_compute_bounds(widget, window.header.widget, &bounds) != 0 else { return nil }
        return ComponentRect(x: Double(bounds.origin.x) + inset, y: Double(bounds.origin.y) + inset,
                             width: Double(bounds.size.width) - 2 * inset, height: Double(bounds.size.height) - 2 * inset)
    }

    /// The dialog presented after `previous`.
    func nextDialog(after previous: GTKDialog?) async throws -> GTKDialog {
        try await waitUntil("a dialog") { window.presentedDialog.map { $0 !== previous } ?? false }
        return try XCTUnwrap(window.presentedDialog)
    }

    /// Clicks the dialog's button `label` with the pointer.
    func click(_ label: String, in dialog: GTKDialog) throws {
        try XInput.click(try XCTUnwrap(dialog.button(label), "\(label) in the dialog"))
    }

    /// The box of the element `selector` in the top page, where a person sees it (after two more frames when
    /// `afterFrames`).
    func box(of selector: String, afterFrames: Bool = false) async throws -> ComponentRect {
        let wait = afterFrames ? "await new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)));" : ""
        let box = try await engine.evaluate("""
            \(wait)
            // An inline element may wrap: its first line's box is one a person can point into.
            const element = document.querySelector(\(JSONValue.string(selector).jsonText));
            const box = element.getClientRects()[0] ?? element.getBoundingClientRect();
            return { x: box.left, y: box.top, width: box.width, height: box.height };
            """, in: .page)
        return try ComponentRect(x: XCTUnwrap(box["x"]?.numberValue), y: XCTUnwrap(box["y"]?.numberValue),
                                 width: XCTUnwrap(box["width"]?.numberValue), height: XCTUnwrap(box["height"]?.numberValue))
    }
}

extension PageSnapshot {
    /// The RGBA value most of the pixels have; empty for an empty snapshot.
    var mostCommonColour: [UInt8] {
        var counts: [[UInt8]: Int] = [:]
        for start in stride(from: 0, to: rgba.count, by: 4) { counts[Array(rgba[start..<start + 4]), default: 0] += 1 }
        return counts.max { $0.value < $1.value }?.key ?? []
    }
}
