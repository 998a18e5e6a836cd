public import Causeway
import CausewayContract
public import CausewayPackages

extension AppContract {
    /// The contract of the methods and component types `declarations` describe: the same description
    /// `causeway typings` writes TypeScript from, so the contract and the declarations a page is checked against
    /// cannot disagree.
    ///
    /// ```swift
    /// let declarations = TypeScriptDeclarations(plugins: plugins, components: components, includingContainerBuiltIns: true)
    /// let store = try PackageStore(root: packages, trustedKeys: [publisherKey], nativeVersion: Version(1, 4, 0),
    ///                              contract: AppContract(declarations: declarations))
    /// ```
    public init(declarations: TypeScriptDeclarations) {
        var entries: [String: ContractEntry] = [:]
        for method in declarations.methods {
            entries[method.name] = ContractEntry(kind: method.kind == .stream ? .stream : .call, input: method.arguments,
                                                 output: method.result, objects: method.objects)
        }
        for component in declarations.components {
            let name = "view:\(component.type)", objects = component.objects
            entries[name] = ContractEntry(kind: .component, input: component.props, output: .null, objects: objects)
            for method in component.methods {
                entries["\(name).\(method.name)"] = ContractEntry(kind: .componentMethod, input: method.arguments,
                                                                  output: method.result, objects: objects)
            }
            for event in component.events {
                entries["\(name)@\(event.name)"] = ContractEntry(kind: .componentEvent, input: .null,
                                                                  output: event.detail, objects: objects)
            }
        }
        self.init(entries: entries)
    }
}
