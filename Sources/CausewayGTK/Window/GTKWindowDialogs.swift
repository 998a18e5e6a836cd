import CWebKitGTK
import Causeway

/// The dialogs of a ``GTKContainerWindow``: a page's `alert`, `confirm` and `prompt` and the share sheet, each a
/// ``GTKDialog`` over the window, one answer at a time as the user gives it.
@MainActor
final class GTKWindowDialogs {
    /// The dialog on screen, if any.
    private(set) var presented: GTKDialog?
    private let window: UnsafeMutablePointer<GtkWindow>

    /// Dialogs over `window`.
    init(over window: UnsafeMutablePointer<GtkWindow>) {
        self.window = window
    }

    /// Asks the user the page's `dialog`, with OK (and Cancel, for a question), under the page's origin.
    func present(_ dialog: ScriptDialog) async -> ScriptDialog.Answer {
        let origin = dialog.origin ?? "This page"
        let (text, choices): (String?, [GTKDialog.Choice]) = switch dialog.kind {
        case .alert: (nil, [GTKDialog.Choice(label: "OK", accepts: true)])
        case .confirm: (nil, [GTKDialog.Choice(label: "Cancel", accepts: false), GTKDialog.Choice(label: "OK", accepts: true)])
        case .prompt(let defaultText):
            (defaultText, [GTKDialog.Choice(label: "Cancel", accepts: false), GTKDialog.Choice(label: "OK", accepts: true)])
        }
        let answer = await ask(GTKDialog(parent: window, title: origin, message: dialog.message, text: text,
                                         choices: choices))
        switch dialog.kind {
        case .alert: return .dismissed
        case .confirm: return answer.accepted ? .confirmed : .dismissed
        case .prompt: return answer.accepted ? .text(answer.text ?? "") : .dismissed
        }
    }

    /// The Linux share sheet: shows the item and copies it to the clipboard when the user chooses Copy.
    func share(_ item: ShareItem) async -> Bool {
        let shared = [item.title, item.text, item.url].compactMap { $0 }.joined(separator: "\n")
        let answer = await ask(GTKDialog(parent: window, title: "Share", message: shared, text: nil, choices: [
            GTKDialog.Choice(label: "Cancel", accepts: false), GTKDialog.Choice(label: "Copy", accepts: true),
        ]))
        guard answer.accepted else { return false }
        gdk_clipboard_set_text(gtk_widget_get_clipboard(window.cast()), item.url ?? item.text ?? item.title ?? "")
        return true
    }

    private func ask(_ dialog: GTKDialog) async -> (accepted: Bool, text: String?) {
        presented = dialog
        defer { if presented === dialog { presented = nil } }
        return await dialog.run()
    }
}
