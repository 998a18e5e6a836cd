import Causeway
import CausewayGTK
import CausewayShowcase
import CausewayShowcasePlugins

extension TypeScriptDeclarations {
    /// What `causeway run` serves its pages: the showcase's plugins, the standard component types and the
    /// container's built-ins; `causeway typings` and `causeway contract` both describe it.
    @MainActor
    static var toolApp: TypeScriptDeclarations {
        TypeScriptDeclarations(plugins: ShowcasePlugins.all(), components: GTKComponentRegistry.standard(),
                               includingContainerBuiltIns: true)
    }
}
