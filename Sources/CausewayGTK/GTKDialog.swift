public import CWebKitGTK
public import Causeway
import Foundation

/// A small modal GTK window asking the user something: a message, an optional text field and a row of buttons.
/// Containers show page dialogs (`alert`, `confirm`, `prompt`) and the share sheet with it.
@MainActor
public final class GTKDialog {
    /// A button of the dialog and what choosing it answers.
    public struct Choice: Sendable, Equatable {
        /// The button's text.
        public var label: String
        /// Whether it accepts (OK, Share) rather than dismisses.
        public var accepts: Bool
    }

    /// The dialog's window.
    public let window: UnsafeMutablePointer<GtkWindow>
    /// The message shown, as page text of a message's shape.
    public let message: String
    /// The buttons, in the order shown.
    public let choices: [Choice]
    private let entry: UnsafeMutablePointer<GtkWidget>?
    private var buttons: [UnsafeMutablePointer<GtkWidget>] = []
    private var signals: [SignalConnection] = []
    private var continuation: CheckedContinuation<(accepted: Bool, text: String?), Never>?
    private var answer: (accepted: Bool, text: String?)?

    /// Makes the dialog over `parent`, with a text field holding `text` when `text` is not `nil`.
    init(parent: UnsafeMutablePointer<GtkWindow>, title: String, message: String, text: String?, choices: [Choice]) {
        self.message = PageText(message, .message).text
        self.choices = choices
        window = gtk_window_new().cast()
        PageTextLabel.title(window, title)
        gtk_window_set_modal(window, 1)
        gtk_window_set_transient_for(window, parent)
        // Closing the container's window closes its dialogs too, and their pages get an answer.
        gtk_window_set_destroy_with_parent(window, 1)
        gtk_window_set_default_size(window, 360, -1)
        let column = gtk_box_new(GTK_ORIENTATION_VERTICAL, 12)!
        for margin in [gtk_widget_set_margin_top, gtk_widget_set_margin_bottom, gtk_widget_set_margin_start,
                       gtk_widget_set_margin_end] { margin(column, 18) }
        gtk_box_append(column.cast(), PageTextLabel.make(PageText(message, .message)))
        if let text {
            let field = gtk_entry_new()!
            gtk_editable_set_text(field.opaque, PageText(text, .field).text)
            gtk_box_append(column.cast(), field)
            entry = field
        } else {
            entry = nil
        }
        let row = gtk_box_new(GTK_ORIENTATION_HORIZONTAL, 6)!
        gtk_widget_set_halign(row, GTK_ALIGN_END)
        gtk_box_append(column.cast(), row)
        gtk_window_set_child(window, column)
        buttons = choices.map { choice in
            let button = makeButton(label: choice.label)
            gtk_box_append(row.cast(), button)
            return button
        }
        signals = zip(buttons, choices).map { button, choice in
            SignalConnection(button.gpointer, "clicked") { [weak self] _ in self?.finish(accepted: choice.accepts) }
        } + ["close-request", "destroy"].map { signal in
            SignalConnection(window.gpointer, signal) { [weak self] _ in self?.finish(accepted: false) }
        }
    }

    /// The text in the dialog's field, if it has one.
    public var text: String? {
        get { entry.map { String(cString: gtk_editable_get_text($0.opaque)) } }
        set { if let entry { gtk_editable_set_text(entry.opaque, newValue ?? "") } }
    }

    /// Renders the dialog as it is on screen now.
    public func screenshot() throws -> PageSnapshot {
        try renderWidget(window.cast())
    }

    /// The button labelled `label`.
    public func button(_ label: String) -> UnsafeMutablePointer<GtkWidget>? {
        choices.firstIndex { $0.label == label }.map { buttons[$0] }
    }

    /// Clicks the button labelled `label`, as the user would.
    public func click(_ label: String) {
        if let button = button(label) { gtk_widget_activate(button) }
    }

    /// Shows the dialog and returns the user's answer: whether they accepted, and the field's text.
    func run() async -> (accepted: Bool, text: String?) {
        gtk_window_present(window)
        if let answer { return answer }
        return await withCheckedContinuation { continuation = $0 }
    }

    private func finish(accepted: Bool) {
        guard answer == nil else { return }
        let answer = (accepted, accepted ? text : nil)
        self.answer = answer
        // Destroying a window that is already being destroyed does nothing.
        gtk_window_destroy(window)
        continuation?.resume(returning: answer)
        continuation = nil
    }
}
