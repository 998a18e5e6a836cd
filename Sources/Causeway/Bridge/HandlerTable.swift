/// The native methods pages may call, by name, and the plugins that registered some of them.
@MainActor
final class HandlerTable {
    private var entries: [String: HandlerEntry] = [:]
    private var installed: [String: InstalledPlugin] = [:]

    /// The handler of `method`.
    func entry(for method: String) -> HandlerEntry? {
        entries[method]
    }

    /// Registers `entry` as the handler of `method`, in place of any other.
    func register(_ entry: HandlerEntry, for method: String) {
        entries[method] = entry
    }

    /// Removes the handler of `method`.
    func remove(_ method: String) {
        entries[method] = nil
    }

    /// The argument and result shapes of every method, by name.
    var signatures: [MethodSignature] {
        entries.sorted { $0.key < $1.key }.map { $0.value.describe($0.key) }
    }

    /// The methods `isPermitted` lets through, and how each answers.
    func kinds(where isPermitted: (String) -> Bool) -> [String: MethodKind] {
        entries.filter { isPermitted($0.key) }.mapValues(\.kind)
    }

    // MARK: Plugins

    /// The installed plugins, by namespace.
    var plugins: [String: any Plugin] { installed.mapValues(\.plugin) }

    /// Registers the methods `plugin` declared in `methods` and records it under its namespace, which no plugin
    /// may hold yet.
    func install(_ plugin: any Plugin, declaring methods: PluginMethods) {
        precondition(installed[plugin.namespace] == nil, "\(plugin.namespace) is installed already")
        for (name, entry) in methods.entries { register(entry, for: name) }
        installed[plugin.namespace] = InstalledPlugin(plugin: plugin, methods: methods.names)
    }

    /// Removes the plugin of `namespace` and the methods it registered; returns it, or `nil` when none is installed.
    func uninstall(namespace: String) -> (any Plugin)? {
        guard let removed = installed.removeValue(forKey: namespace) else { return nil }
        for method in removed.methods { remove(method) }
        return removed.plugin
    }

    /// Removes every handler, as the bridge closes; it uninstalls the plugins first, to tell each it is detached.
    func removeAll() {
        entries.removeAll()
    }
}

/// A plugin and the methods it registered.
private struct InstalledPlugin {
    let plugin: any Plugin
    let methods: [String]
}
