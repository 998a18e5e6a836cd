import Foundation

/// The native pages `nav.openNative` may open, by name, each made from typed parameters.
///
/// `Page` is the platform's page type: a GTK widget on Linux, a `UIViewController` on UIKit.
///
/// ```swift
/// routes.register("profile") { (parameters: ProfileParameters) in ProfileViewController(id: parameters.id) }
/// // In the page: await causeway.nav.openNative({name: "profile", parameters: {id: 42}})
/// ```
@MainActor
public final class NativePageRoutes<Page> {
    private var makers: [String: @MainActor (JSONValue) -> Result<Page, BridgeError>] = [:]

    /// An empty table.
    public init() {}

    /// Registers the native page `name`, made by `make` from the page's parameters.
    public func register<Parameters: Decodable>(_ name: String,
                                                _ make: @escaping @MainActor (Parameters) throws -> Page)
    {
        makers[name] = { parameters in
            let decoded: Parameters
            do throws(BridgeError) {
                decoded = try parameters.decode(as: Parameters.self, at: [.key("parameters")])
            } catch {
                return .failure(error)
            }
            do {
                return .success(try make(decoded))
            } catch {
                return .failure(BridgeError(converting: error))
            }
        }
    }

    /// The registered names.
    public var names: [String] { makers.keys.sorted() }

    /// Makes the page `name` from `parameters`; throws `invalidArguments` for an unknown name or parameters
    /// that do not fit.
    public func page(named name: String, parameters: JSONValue) throws(BridgeError) -> Page {
        guard let make = makers[name] else {
            throw BridgeError(.invalidArguments, "No native page named \(name)", path: [.key("name")])
        }
        return try make(parameters).get()
    }
}
