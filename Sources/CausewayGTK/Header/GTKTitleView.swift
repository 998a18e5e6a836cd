public import CWebKitGTK

/// An app's own view in a container header's title, made by name from ``GTKContainerWindow/titleViews``: a widget,
/// and an object kept for as long as the view shows, such as the one that owns its signal connections.
///
/// ```swift
/// window.titleViews.register("search") { (parameters: SearchParameters, container: Container) in
///     let field = SearchField(placeholder: parameters.placeholder, container: container) // owns its connections
///     return GTKTitleView(widget: field.widget, owner: field)
/// }
/// ```
public struct GTKTitleView {
    /// The widget shown in the header's title.
    public var widget: UnsafeMutablePointer<GtkWidget>
    /// Kept while the view shows, released when another title takes its place.
    public var owner: AnyObject?

    /// A title view showing `widget`, keeping `owner` while it shows.
    public init(widget: UnsafeMutablePointer<GtkWidget>, owner: AnyObject? = nil) {
        self.widget = widget
        self.owner = owner
    }
}
