/// The container's header for pages: `header.configure` changes it for as long as the document lives,
/// `header.get` reads it; taps on right items arrive as the event `header.itemTapped` with `{id}`, and picks in a
/// segmented or menu title (``HeaderTitleView``) as `header.segmentSelected` and `header.menuItemSelected` with
/// `{index, title}`. A title view the header cannot show is refused with `invalidArguments` and changes nothing.
/// Every ``Container`` installs it.
///
/// ```js
/// await causeway.header.configure({title: "Inbox", rightItems: [{id: "compose", title: "New"}]});
/// causeway.on("header.itemTapped", ({id}) => { if (id === "compose") compose(); });
/// await causeway.header.configure({titleView: {segments: ["Hot", "New"], selected: 0}});
/// causeway.on("header.segmentSelected", ({index}) => showList(index));
/// ```
public final class HeaderPlugin: Plugin {
    public let namespace = "header"
    private weak var container: Container?

    /// The plugin serving `container`'s header; without one it only describes its methods.
    init(container: Container?) {
        self.container = container
    }

    public func register(_ methods: PluginMethods) {
        methods.handle("configure") { @MainActor [weak self] (configuration: HeaderConfiguration) -> Header in
            let container = try Container.required(self?.container)
            try container.headerController.configureFromPage(configuration)
            return container.header
        }
        methods.handle("get") { @MainActor [weak self] (_: Empty) -> Header in
            let container = try Container.required(self?.container)
            return container.header
        }
    }
}
