/// `app.info`: the app's name, identifier, version and build, and the device's system, version, model and
/// locale. Every ``Container`` installs it with ``HybridApp/info``.
public final class AppInfoPlugin: Plugin {
    public let namespace = "app"
    private let info: AppInfo

    /// The plugin answering with `info`.
    public init(info: AppInfo) {
        self.info = info
    }

    public func register(_ methods: PluginMethods) {
        let info = info
        methods.handle("info") { (_: Empty) -> AppInfo in info }
    }
}
