import CWebKitGTK

/// A Swift closure kept alive by the GTK signal connection that calls it, and released with it.
@MainActor
final class SignalAction {
    let run: @MainActor () -> Void

    init(_ run: @escaping @MainActor () -> Void) {
        self.run = run
    }

    /// Calls `run` every time `instance` emits `signal` (a signal whose handler takes only the instance), for as
    /// long as the instance lives.
    static func connect(_ instance: UnsafeMutableRawPointer, _ signal: String, _ run: @escaping @MainActor () -> Void) {
        let callback: @convention(c) (UnsafeMutableRawPointer?, UnsafeMutableRawPointer?) -> Void = { _, userData in
            let action = Unmanaged<SignalAction>.fromOpaque(userData!).takeUnretainedValue()
            MainActor.assumeIsolated { action.run() }
        }
        let release: @convention(c) (UnsafeMutableRawPointer?, UnsafeMutablePointer<GClosure>?) -> Void = { userData, _ in
            Unmanaged<SignalAction>.fromOpaque(userData!).release()
        }
        g_signal_connect_data(instance, signal, unsafeBitCast(callback, to: GCallback.self),
                              Unmanaged.passRetained(SignalAction(run)).toOpaque(), release, GConnectFlags(0))
    }
}

/// Makes a button labelled `label`, or showing the icon `icon` when one is given, that calls `action` (if any)
/// when clicked.
@MainActor
func makeButton(label: String?, icon: String? = nil, action: (@MainActor () -> Void)? = nil)
    -> UnsafeMutablePointer<GtkWidget>
{
    let button: UnsafeMutablePointer<GtkWidget> = if let icon {
        gtk_button_new_from_icon_name(icon)
    } else {
        gtk_button_new_with_label(label ?? "")
    }
    if let label { gtk_widget_set_tooltip_text(button, label) }
    if let action { SignalAction.connect(button.gpointer, "clicked", action) }
    return button
}
