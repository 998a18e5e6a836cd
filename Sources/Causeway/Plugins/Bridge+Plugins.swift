import Foundation

extension Bridge {
    /// Installs `plugin`: registers its methods under its namespace, adds its scripts to documents loaded from now
    /// on, and tells it it is attached. A plugin already installed under the same namespace is uninstalled first.
    public func install(_ plugin: some Plugin) {
        uninstall(namespace: plugin.namespace)
        let methods = PluginMethods(namespace: plugin.namespace)
        plugin.register(methods)
        handlers.install(plugin, declaring: methods)
        for script in plugin.scripts { engine?.addUserScript(script) }
        plugin.attached(to: self)
    }

    /// Uninstalls the plugin of `namespace`: its methods stop answering (calls get
    /// ``BridgeError/Code/unknownMethod``) and it is told it is detached. Scripts it added stay in documents
    /// loaded meanwhile: engines cannot take back one user script.
    public func uninstall(namespace: String) {
        handlers.uninstall(namespace: namespace)?.detached(from: self)
    }

    /// The installed plugins, by namespace.
    public var plugins: [String: any Plugin] { handlers.plugins }

    func pluginsDocumentChanged(url: URL?) {
        for plugin in handlers.plugins.values { plugin.documentChanged(epoch: epoch, url: url) }
    }
}
