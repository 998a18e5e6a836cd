public import Foundation
import CWebKitGTK
import CausewayGTK

/// Watches a folder and every folder under it for changed files, with GIO's file monitors (inotify on Linux), and
/// reports each burst of changes once, when no change has come for ``settle``.
///
/// Folders created later are watched as they appear. Hidden files and folders (a name starting with `.`, such as an
/// editor's swap file or `.git`), `node_modules`, and backup files ending in `~` are left out.
@MainActor
public final class FolderWatch {
    /// The folder watched.
    public let root: URL
    /// How long the watch waits after a change for more before it reports them.
    public let settle: Duration

    private let onChange: @MainActor ([String]) -> Void
    private var monitors: [String: Monitor] = [:]
    private var changed: Set<String> = []
    private var settling: Task<Void, Never>?

    /// Watches `root`; `onChange` gets the paths, relative to `root` and sorted, that changed in each burst.
    public init(_ root: URL, settle: Duration = .milliseconds(150),
                onChange: @escaping @MainActor ([String]) -> Void) throws(DevError)
    {
        self.root = root.standardizedFileURL
        self.settle = settle
        self.onChange = onChange
        guard Self.isFolder(self.root.path) else { throw .notAFolder(root.path) }
        try watch(folder: self.root.path)
    }

    isolated deinit {
        settling?.cancel()
        for path in Array(monitors.keys) { stopWatching(path) }
    }

    private func watch(folder path: String) throws(DevError) {
        guard monitors[path] == nil else { return }
        let file = g_file_new_for_path(path)
        defer { g_object_unref(UnsafeMutableRawPointer(file)) }
        var error: UnsafeMutablePointer<GError>?
        guard let monitor = g_file_monitor_directory(file, G_FILE_MONITOR_WATCH_MOVES, nil, &error) else {
            let reason = error.map { String(cString: $0.pointee.message) } ?? "unknown"
            if let error { g_error_free(error) }
            throw .cannotWatch(path, reason)
        }
        g_file_monitor_set_rate_limit(monitor, 50)
        let connection = SignalConnection(UnsafeMutableRawPointer(monitor), "changed") { [weak self] emission in
            self?.changed(emission)
        }
        monitors[path] = Monitor(pointer: monitor, connection: connection)
        let children = (try? FileManager.default.contentsOfDirectory(atPath: path)) ?? []
        for name in children where !Self.isIgnored(name) && Self.isFolder("\(path)/\(name)") {
            try watch(folder: "\(path)/\(name)")
        }
    }

    private func stopWatching(_ path: String) {
        guard let monitor = monitors.removeValue(forKey: path) else { return }
        monitor.connection.disconnect()
        g_file_monitor_cancel(monitor.pointer)
        g_object_unref(UnsafeMutableRawPointer(monitor.pointer))
    }

    /// One of GIO's `changed` emissions: (monitor, file, other file, event). A file renamed within the folder (as
    /// an editor's or a tool's atomic save renames a temporary file over the real one) counts as its new name.
    private func changed(_ emission: SignalEmission) {
        let event = GFileMonitorEvent(emission.enumeration(at: 3))
        let renamed = event == G_FILE_MONITOR_EVENT_RENAMED
        guard event != G_FILE_MONITOR_EVENT_ATTRIBUTE_CHANGED,
              let path = Self.path(of: emission.pointer(at: renamed ? 2 : 1)),
              !path.split(separator: "/").contains(where: { Self.isIgnored(String($0)) })
        else { return }
        if event == G_FILE_MONITOR_EVENT_CREATED || event == G_FILE_MONITOR_EVENT_MOVED_IN || renamed,
           Self.isFolder(path)
        {
            try? watch(folder: path)
        } else if event == G_FILE_MONITOR_EVENT_DELETED || event == G_FILE_MONITOR_EVENT_MOVED_OUT {
            for watched in monitors.keys where watched == path || watched.hasPrefix(path + "/") {
                stopWatching(watched)
            }
        }
        let rootPath = root.path
        changed.insert(path.hasPrefix(rootPath + "/") ? String(path.dropFirst(rootPath.count + 1)) : path)
        settling?.cancel()
        settling = Task { [weak self, settle] in
            try? await Task.sleep(for: settle)
            guard !Task.isCancelled, let self else { return }
            let paths = self.changed.sorted()
            self.changed.removeAll()
            self.onChange(paths)
        }
    }

    private static func path(of file: UnsafeMutableRawPointer?) -> String? {
        guard let file, let path = g_file_get_path(OpaquePointer(file)) else { return nil }
        defer { g_free(path) }
        return String(cString: path)
    }

    private static func isIgnored(_ name: String) -> Bool {
        name.hasPrefix(".") || name.hasSuffix("~") || name == "node_modules"
    }

    private static func isFolder(_ path: String) -> Bool {
        var isDirectory: ObjCBool = false
        return FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) && isDirectory.boolValue
    }

    private struct Monitor {
        let pointer: UnsafeMutablePointer<GFileMonitor>
        let connection: SignalConnection
    }
}
