import CWebKitGTK
import Causeway
import CausewayGTK
import CausewayTesting
import Foundation
import XCTest

/// No path hands a page the text of an app's error: a handler, a stream, a component's factory and method, and a
/// native page's maker all fail with a generic message on WebKitGTK, unless the app reveals error descriptions.
final class AppErrorTextTests: XCTestCase {
    /// An app's error whose description must not reach a page.
    struct LeakyError: Error {
        var sql = "SELECT secret FROM users"
    }

    /// A plugin whose call and stream fail with the app's error.
    final class LeakyPlugin: Plugin {
        let namespace = "leaky"

        func register(_ methods: PluginMethods) {
            methods.handle("call") { (_: Empty) async throws -> Int in throw LeakyError() }
            methods.handleStream("stream") { (_: Empty, _: CallContext) -> AsyncThrowingStream<Int, any Error> in
                AsyncThrowingStream { $0.finish(throwing: LeakyError()) }
            }
        }
    }

    /// A component whose one method fails with the app's error.
    final class LeakyComponent: NativeComponent {
        let view = gtk_label_new("leaky")!

        func update(_ props: Empty) {}

        static func register(_ methods: ComponentMethods<LeakyComponent>) {
            methods.handle("leak") { (_: LeakyComponent) -> Empty in throw LeakyError() }
        }
    }

    /// What a page hears from every path, as `JSON.stringify` of each error it gets.
    private static let attempts = """
        const heard = (error) => JSON.stringify({ code: error.code, message: error.message, data: error.data });
        const fail = (promise) => promise.then(() => "no error", heard);
        const placed = (type) => new Promise((resolve) => {
          const view = document.createElement("causeway-view");
          view.setAttribute("type", type);
          view.addEventListener("error", (event) => resolve(heard(event.detail)));
          document.body.append(view);
          window.leakyMethod = view;
        });
        const streamed = async () => {
          try { for await (const _ of causeway.stream("leaky.stream")) {} return "no error"; } catch (error) { return heard(error); }
        };
        return {
          handler: await fail(causeway.call("leaky.call")),
          stream: await streamed(),
          nativePage: await fail(causeway.nav.openNative({ name: "leaky" })),
          factory: await placed("leaky"),
        };
        """

    func testNoPathHandsAPageTheAppsErrorText() throws {
        try GLibMainLoop.run {
            let fixture = try ContainerFixture { $0.installInEveryContainer { _ in LeakyPlugin() } }
            defer { fixture.close() }
            let heard = try await Self.heardOnEveryPath(in: fixture)
            for (path, text) in heard {
                XCTAssertFalse(text.contains("SELECT") || text.contains("LeakyError"), "\(path): \(text)")
                XCTAssertTrue(text.contains("handlerFailed"), "\(path): \(text)")
            }
            XCTAssertEqual(heard.count, 5)
        }
    }

    func testAnAppThatRevealsDescriptionsSeesThemOnEveryPath() throws {
        try GLibMainLoop.run {
            let fixture = try ContainerFixture {
                $0.installInEveryContainer { _ in LeakyPlugin() }
                $0.revealsErrorDescriptions = true
            }
            defer { fixture.close() }
            for (path, text) in try await Self.heardOnEveryPath(in: fixture) {
                XCTAssertTrue(text.contains("SELECT secret FROM users"), "\(path): \(text)")
            }
        }
    }

    /// Opens a page whose app fails on every path with ``LeakyError`` and returns what the page heard on each.
    @MainActor
    private static func heardOnEveryPath(in fixture: ContainerFixture) async throws -> [String: String] {
        fixture.window.nativePages.register("leaky") { (_: Empty) throws -> GTKNativePage in throw LeakyError() }
        let container = try await fixture.open("index.html")
        let engine = try XCTUnwrap(container.engine as? GTKEngine)
        engine.components.registry.register("leaky") { (_: Empty, _: ComponentContext) throws -> LeakyComponent in
            throw LeakyError()
        }
        engine.components.registry.register("leaky-method") { (_: Empty, _: ComponentContext) in LeakyComponent() }
        guard case .object(let members) = try await fixture.evaluate(attempts) else { return [:] }
        var heard = members.compactMapValues(\.stringValue)
        _ = try await fixture.evaluate("""
            leakyMethod.remove();
            const view = document.createElement("causeway-view");
            view.setAttribute("type", "leaky-method");
            document.body.append(view);
            window.leakyMethod = view;
            """)
        try await fixture.until("the component is placed") { engine.components.componentIDs.count == 1 }
        heard["method"] = try await fixture.evaluate("""
            try { await leakyMethod.invoke("leak"); return "no error"; }
            catch (error) { return JSON.stringify({ code: error.code, message: error.message, data: error.data }); }
            """).stringValue
        return heard
    }
}
