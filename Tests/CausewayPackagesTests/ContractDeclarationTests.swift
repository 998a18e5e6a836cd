import Causeway
import CausewayContract
import CausewayPackagePages
import CausewayPackages
import CausewayTesting
import Foundation
import Testing

/// An app's contract is made from the description its TypeScript declarations are written from.
@MainActor
@Suite struct ContractDeclarationTests {
    enum Size: String, Codable, CaseIterable, Sendable { case small, large }
    struct Item: Codable, Sendable { var sku: String; var count: Int; var size: Size?; var note: String? }
    struct Cart: Codable, Sendable { var items: [Item] }

    final class CartPlugin: Plugin {
        let namespace = "cart"
        func register(_ methods: PluginMethods) {
            methods.handle("add") { (_: Item) in Cart(items: []) }
            methods.handleStream("changes") { (_: Empty, _: CallContext) in AsyncStream<Cart> { $0.finish() } }
        }
    }

    @Test func everyDeclaredMethodIsAnEntryWithItsShapes() throws {
        let declarations = TypeScriptDeclarations(plugins: [CartPlugin()], includingContainerBuiltIns: true)
        let contract = AppContract(declarations: declarations)
        #expect(contract.entries.keys.sorted() == declarations.methods.map(\.name))
        let add = try #require(contract.entries["cart.add"])
        #expect(add.kind == .call)
        let method = try #require(declarations.methods.first { $0.name == "cart.add" })
        #expect(add.input == method.arguments && add.output == method.result)
        #expect(add.objects == method.objects.sorted { $0.name < $1.name })
        guard case .named(let itemName) = add.input else {
            Issue.record("cart.add reads an object: \(add)")
            return
        }
        #expect(add.objects.first { $0.name == itemName }?.fields == [
            .init(name: "sku", shape: .string), .init(name: "count", shape: .number),
            .init(name: "size", shape: .literals(["small", "large"]), isOptional: true),
            .init(name: "note", shape: .string, isOptional: true),
        ])
        #expect(contract.entries["cart.changes"]?.kind == .stream)
        #expect(contract.entries["cart.changes"]?.output == declarations.methods.first { $0.name == "cart.changes" }?.result)
    }

    @Test func componentTypesGiveTheirPropsMethodsAndEvents() throws {
        let registry = ComponentRegistry<String>()
        registry.register("video") { props, context in VideoComponent(FakeVideoPlayer(), props: props, context: context) }
        let declarations = TypeScriptDeclarations(plugins: [], components: registry)
        let contract = AppContract(declarations: declarations)
        let video = try #require(declarations.components.first)
        let names = ["view:video"] + video.methods.map { "view:video.\($0.name)" } + video.events.map { "view:video@\($0.name)" }
        #expect(contract.entries.keys.sorted() == names.sorted())
        #expect(contract.entries["view:video"]?.kind == .component)
        #expect(contract.entries["view:video.seek"]?.input == .named("VideoSeek"))
        #expect(contract.entries["view:video@ended"]?.output == .null)
        #expect(contract.entries["view:video@loadedmetadata"]?.objects.map(\.name) == ["VideoMetadata"])
    }

    @Test func theDigestChangesWithAShapeOnly() throws {
        let one = AppContract(declarations: TypeScriptDeclarations(plugins: [CartPlugin()]))
        let again = AppContract(declarations: TypeScriptDeclarations(plugins: [CartPlugin()]))
        #expect(one.digest == again.digest)
        #expect(try one.encoded() == again.encoded())
        #expect(one.digest != AppContract(declarations: TypeScriptDeclarations(plugins: [])).digest)
    }
}
