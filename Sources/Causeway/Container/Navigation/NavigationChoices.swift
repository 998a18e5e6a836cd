/// What a container does with a navigation, as the app decides per URL (``HybridApp/decideNavigation``).
public enum NavigationChoice: Sendable, Equatable {
    /// Load it here.
    case allow
    /// Do not load it.
    case cancel
    /// Do not load it here; hand it to the system (``ContainerHost/container(_:openOutside:)``).
    case openOutside
}

/// Where a page's request for a new window (`target=_blank`, `window.open`) goes
/// (``HybridApp/decideNewWindow``).
public enum NewWindowChoice: Sendable, Equatable {
    /// Load the URL in the same container, replacing the page, after ``HybridApp/decideNavigation`` allows it. Only
    /// a page's URL is loaded (see ``NavigationPolicy``): never a `javascript:`, `data:` or `about:` URL, or another
    /// origin's `blob:` URL, whichever frame asked.
    case sameContainer
    /// Open a new container page for it, when it is a page's URL (see ``NavigationPolicy``) and the stack has room.
    case newContainer
    /// Hand it to the system.
    case openOutside
    /// Ignore the request.
    case refuse
}
