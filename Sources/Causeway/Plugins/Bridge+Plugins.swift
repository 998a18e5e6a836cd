import Foundation

extension Bridge {
    /// Installs `plugin`: registers its methods under its namespace, adds its scripts to documents loaded from now
    /// on, and tells it it is attached. A plugin already installed under the same namespace is uninstalled first.
    public func install(_ plugin: some Plugin) {
        if installedPlugins[plugin.namespace] != nil { uninstall(namespace: plugin.namespace) }
        let methods = PluginMethods(namespace: plugin.namespace)
        plugin.register(methods)
        for (name, entry) in methods.entries { handlers[name] = entry }
        for script in plugin.scripts { engine?.addUserScript(script) }
        installedPlugins[plugin.namespace] = InstalledPlugin(plugin: plugin, methods: methods.names)
        plugin.attached(to: self)
    }

    /// Uninstalls the plugin of `namespace`: its methods stop answering (calls get
    /// ``BridgeError/Code/unknownMethod``) and it is told it is detached. Scripts it added stay in documents
    /// loaded meanwhile: engines cannot take back one user script.
    public func uninstall(namespace: String) {
        guard let installed = installedPlugins.removeValue(forKey: namespace) else { return }
        for method in installed.methods { removeHandler(method) }
        installed.plugin.detached(from: self)
    }

    /// The installed plugins, by namespace.
    public var plugins: [String: any Plugin] { installedPlugins.mapValues(\.plugin) }

    func pluginsDocumentChanged(url: URL?) {
        for installed in installedPlugins.values { installed.plugin.documentChanged(epoch: epoch, url: url) }
    }
}

/// A plugin and the methods it registered.
struct InstalledPlugin {
    let plugin: any Plugin
    let methods: [String]
}
