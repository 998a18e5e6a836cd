import Causeway
import CausewayGTK
import CausewayTesting
import Foundation
import XCTest

/// The `built-in-methods` fuzz target's corpus and fail cases, replayed on WebKitGTK: the same calls from a real
/// page, so that the GTK host sees every input the in-memory engine was fuzzed with. After every call the app lives,
/// the call was answered, and what the page holds is within the budget.
final class BuiltInMethodsReplayTests: XCTestCase {
    /// The budget of the fuzz target.
    private static let budget = PageBudget(prerenderedPages: 2, stackedPages: 4, components: 4, headerItems: 4,
                                           waitingBlobs: 8, runningCalls: 8)
    private static let fuzz = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("../../Tools/Fuzz").standardizedFileURL

    func testTheFuzzCorpusHoldsOnTheRealEngine() throws {
        let inputs = try ["Corpus", "FailCases"].flatMap { folder in
            let url = Self.fuzz.appendingPathComponent("\(folder)/built-in-methods")
            let names = (try? FileManager.default.contentsOfDirectory(atPath: url.path)) ?? []
            return try names.sorted().map { (name: $0, text: try String(contentsOf: url.appendingPathComponent($0), encoding: .utf8)) }
        }
        XCTAssertFalse(inputs.isEmpty, "the corpus is there")
        try GLibMainLoop.run {
            for input in inputs {
                // The app shares nothing, so that `share.share` answers without a person at the sheet.
                let fixture = try ContainerFixture { app in
                    app.budget = Self.budget
                    app.share = { _ in false }
                }
                defer { fixture.close() }
                try await fixture.open("index.html")
                for line in input.text.split(separator: "\n").prefix(8) {
                    let parts = line.split(separator: " ", maxSplits: 1)
                    guard let method = parts.first else { continue }
                    let args = parts.dropFirst().first.map(String.init) ?? "null"
                    guard let container = fixture.window.topContainer else { break }
                    try await fixture.until("\(input.name): the page is ready") { container.bridge.isPageReady }
                    let answer = try await fixture.evaluate("""
                        let args; try { args = JSON.parse(\(JSONValue.string(args).jsonText)); } catch { return "unread"; }
                        try { await causeway.call(\(JSONValue.string(String(method)).jsonText), args, {timeout: 30000}); return "answered"; }
                        catch (e) { return e.code === "timeout" ? "timeout" : "answered"; }
                        """, in: container)
                    XCTAssertNotEqual(answer, "timeout", "\(input.name): \(method) was answered")
                    XCTAssertLessThanOrEqual(fixture.window.pageCount, Self.budget.stackedPages, "\(input.name): \(method)")
                    XCTAssertLessThanOrEqual(fixture.window.prerendered.urls.count, Self.budget.prerenderedPages)
                    let components = container.engine.componentHost?.componentIDs.count ?? 0
                    XCTAssertLessThanOrEqual(components, Self.budget.components, "\(input.name): \(method)")
                }
            }
        }
    }
}
