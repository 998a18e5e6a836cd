#if canImport(UIKit)
public import Causeway
public import UIKit

extension ComponentRegistry where View == UIView {
    /// A registry with the built-in types `label`, `input` and `video`, with the same props, events and methods as on
    /// Linux; apps add their own with ``ComponentRegistry/register(_:make:)``.
    public static func standard() -> ComponentRegistry<UIView> {
        let registry = ComponentRegistry<UIView>()
        registry.register("label") { props, context in LabelComponent(props: props, context: context) }
        registry.register("input") { props, context in InputComponent(props: props, context: context) }
        registry.register("video") { props, context in VideoComponent(props: props, context: context) }
        return registry
    }
}
#endif
