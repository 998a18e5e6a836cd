import Causeway
import CausewayWebKit
import Foundation
import Testing
@testable import UIKit

/// The built-in UIKit components on a stage of their own, inserted, updated and removed as a page does it: attribute
/// text is read by the kind of each prop. The stage keeps each component's view, records what each component sends
/// its placeholder, and serves the URLs they load from ``served``.
@MainActor
final class BuiltInComponentStage {
    /// One event a component sent.
    struct Event: Equatable {
        let id: String
        let name: String
        let detail: JSONValue
    }

    /// A surface that keeps the views it shows, by component id.
    final class Surface: ComponentSurface {
        private(set) var views: [String: UIView] = [:]
        var needsChildScrollViews: Bool { false }

        func add(_ view: UIView, id: String, geometry: ComponentGeometry) { views[id] = view }
        func place(_ id: String, geometry: ComponentGeometry) {}
        func remove(_ id: String) { views[id] = nil }
    }

    /// The page the components are on.
    static let pageURL = URL(string: "app://bundle/pages/index.html")!

    let surface = Surface()
    /// What the components sent, in order.
    private(set) var events: [Event] = []
    /// What the page can load; any other URL fails to load.
    var served: [URL: Data] = [:]
    private lazy var stage = ComponentStage(surface: surface, registry: .standard()) { [unowned self] url, _ in
        try self.load(url)
    }

    /// The names of the events component `id` sent, in order.
    func eventNames(of id: String = "cw1") -> [String] {
        events.filter { $0.id == id }.map(\.name)
    }

    /// Inserts a component of `type` with `attributes`, and returns its view.
    func insert(_ type: String, id: String = "cw1", attributes: [String: String]) throws -> UIView {
        try stage.apply(.insert(id: id, type: type, props: ComponentProps(attributes: attributes),
                                geometry: ComponentGeometry(frame: .zero)), context: context(id))
        return try #require(surface.views[id])
    }

    /// Gives component `id` the complete new `attributes`.
    func update(_ id: String = "cw1", attributes: [String: String]) throws {
        try stage.apply(.update(id: id, props: ComponentProps(attributes: attributes), geometry: nil),
                        context: context(id))
    }

    /// Removes component `id`, as when its placeholder leaves the page.
    func remove(_ id: String = "cw1") throws {
        try stage.apply(.remove(id: id), context: context(id))
    }

    /// Runs component `id`'s method `name`, as `element.invoke(name, args)` does.
    func invoke(_ name: String, on id: String = "cw1", _ args: JSONValue = .null) async throws -> JSONValue {
        let result = try await stage.invoke(name, on: id, ComponentArguments(json: args))
        return try JSONValue(json: String(decoding: try JSONEncoder().encode(result), as: UTF8.self))
    }

    private func context(_ id: String) -> ComponentContext {
        // The app lets its components open files, which the videos of these tests are.
        ComponentContext(id: id, pageURL: Self.pageURL, policy: PageResource.Policy(allowsFiles: true),
                         deliver: { [unowned self] name, detail in
            events.append(Event(id: id, name: name, detail: detail))
        }, load: { [unowned self] url in
            try load(url)
        })
    }

    private func load(_ url: URL) throws -> Data {
        guard let data = served[url] else { throw URLError(.fileDoesNotExist, userInfo: [NSURLErrorKey: url]) }
        return data
    }
}
