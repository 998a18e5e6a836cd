import Causeway
import CausewayGTK
import CausewayTesting
import XCTest

/// Containers warmed ahead of time: their web process runs before they open a page, and the warm-up leaves no
/// trace in the page's history.
final class ContainerPoolTests: XCTestCase {
    func testOpenedPagesComeFromWarmedContainers() throws {
        try GLibMainLoop.run {
            let fixture = try ContainerFixture(poolSize: 1)
            defer { fixture.close() }
            let pool = try XCTUnwrap(fixture.window.pool)
            try await fixture.until("a container is warm") { pool.warmCount == 1 }

            let first = try await fixture.open("index.html")
            XCTAssertFalse(first.engine.canGoBack, "the warm-up is not in the history")
            let title = try await fixture.evaluate("return document.title;", in: first)
            XCTAssertEqual(title, "Home")
            try await fixture.until("the pool warms a replacement") { pool.warmCount == 1 }

            let second = try await fixture.open("second.html")
            XCTAssertFalse(first === second)
            let build = try await fixture.evaluate("return (await causeway.app.info()).build;", in: second)
            XCTAssertEqual(build, "42", "the pooled container has its plugins")
            XCTAssertFalse(second.engine.canGoBack)
        }
    }
}
