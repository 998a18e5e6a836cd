import Causeway
import Foundation
import Testing

/// The table of doors against what it describes: every field of the page's budget and the bridge's limits bounds
/// some door, every limit a row names exists, and the threat model shows the table as it is. The methods and engine
/// signals are checked against a real container in `DoorTableTests` (WebKitGTK).
struct PageDoorsTests {
    private static let threatModel = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("docs/threat-model.md")
    private static let begin = "<!-- page doors: generated from PageDoors.all; CAUSEWAY_WRITE_DOCS=1 writes it -->\n"
    private static let end = "<!-- end of page doors -->"

    @Test func everyFieldOfTheBudgetAndTheLimitsBoundsADoor() {
        let fields = Set(Mirror(reflecting: PageBudget()).children.compactMap(\.label)
            + Mirror(reflecting: BridgeLimits()).children.compactMap(\.label))
        let named = Set(PageDoors.all.flatMap(\.limits))
        #expect(fields.subtracting(named).isEmpty, "fields no row names: \(fields.subtracting(named).sorted())")
        #expect(named.subtracting(fields).isEmpty, "rows name limits that do not exist: \(named.subtracting(fields).sorted())")
    }

    @Test func eachDoorIsListedOnceWithItsBoundAndBudget() {
        let keys = PageDoors.all.map { "\($0.kind) \($0.name)" }
        #expect(Set(keys).count == keys.count, "listed twice: \(keys.filter { key in keys.filter { $0 == key }.count > 1 })")
        for door in PageDoors.all where ![.person, .platform].contains(door.kind) {
            #expect(!door.carries.isEmpty && !door.bound.isEmpty && !door.budget.isEmpty, "\(door.name)")
        }
    }

    @Test func theThreatModelShowsTheTable() throws {
        let text = try String(contentsOf: Self.threatModel, encoding: .utf8)
        let start = try #require(text.range(of: Self.begin), "docs/threat-model.md has no generated table of doors")
        let stop = try #require(text.range(of: Self.end, range: start.upperBound..<text.endIndex))
        let shown = String(text[start.upperBound..<stop.lowerBound])
        if shown != PageDoors.markdown, ProcessInfo.processInfo.environment["CAUSEWAY_WRITE_DOCS"] == "1" {
            try text.replacingCharacters(in: start.upperBound..<stop.lowerBound, with: PageDoors.markdown)
                .write(to: Self.threatModel, atomically: true, encoding: .utf8)
            return
        }
        #expect(shown == PageDoors.markdown, "docs/threat-model.md's table of doors is stale: run the test with CAUSEWAY_WRITE_DOCS=1")
    }
}
