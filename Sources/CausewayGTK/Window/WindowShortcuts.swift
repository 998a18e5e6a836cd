import CWebKitGTK

/// Keyboard shortcuts that work anywhere in a window.
@MainActor
enum WindowShortcuts {
    /// Calls `run` whenever a key of `triggers` (GTK's syntax, such as `F5|<Control>r`) is pressed anywhere in
    /// `window`, for as long as the window lives.
    static func add(_ triggers: String, to window: UnsafeMutablePointer<GtkWindow>,
                    _ run: @escaping @MainActor () -> Void)
    {
        let controller = gtk_shortcut_controller_new()
        gtk_shortcut_controller_set_scope(controller, GTK_SHORTCUT_SCOPE_GLOBAL)
        gtk_shortcut_controller_add_shortcut(controller, gtk_shortcut_new(gtk_shortcut_trigger_parse_string(triggers),
                                                                          CCallback.shortcutAction(run)))
        gtk_widget_add_controller(window.cast(), controller)
    }
}
