public import CWebKitGTK
public import Causeway

/// The component types of WebKitGTK containers.
public typealias GTKComponentRegistry = ComponentRegistry<UnsafeMutablePointer<GtkWidget>>

extension ComponentRegistry where View == UnsafeMutablePointer<GtkWidget> {
    /// A registry with the built-in types `label`, `input` and `video` (defined once, in the core, and drawn here
    /// by GTK's widgets); apps add their own with `ComponentRegistry.register(_:make:)`.
    public static func standard() -> GTKComponentRegistry {
        let registry = GTKComponentRegistry()
        registry.register("label") { props, context in LabelComponent(GTKLabelView(), props: props, context: context) }
        registry.register("input") { props, context in InputComponent(GTKTextField(), props: props, context: context) }
        registry.register("video") { props, context in VideoComponent(GTKVideoPlayer(keeping: context.lease), props: props,
                                                                  context: context) }
        return registry
    }
}
