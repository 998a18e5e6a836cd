#if canImport(UIKit)
public import Causeway
public import UIKit

extension ComponentRegistry where View == UIView {
    /// A registry with the built-in types `label`, `input` and `video`, with the same props, events and methods as on
    /// Linux (they are defined once, in the core); apps add their own with `ComponentRegistry.register(_:make:)`.
    public static func standard() -> ComponentRegistry<UIView> {
        let registry = ComponentRegistry<UIView>()
        registry.register("label") { props, context in LabelComponent(UIKitLabelView(), props: props, context: context) }
        registry.register("input") { props, context in InputComponent(UIKitTextField(), props: props, context: context) }
        registry.register("video") { props, context in VideoComponent(AVKitVideoPlayer(), props: props, context: context) }
        return registry
    }
}
#endif
