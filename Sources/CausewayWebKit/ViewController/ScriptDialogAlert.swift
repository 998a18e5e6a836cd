#if canImport(WebKit) && canImport(UIKit)
import Causeway
import Foundation
import UIKit

/// The UIKit alert for a page's `alert`, `confirm` or `prompt`.
@MainActor
enum ScriptDialogAlert {
    static let okTitle = "OK"
    static let cancelTitle = "Cancel"

    /// An alert titled with the page's host, showing `dialog`'s message (and, for a prompt, a text field with its
    /// default text); the button the user taps calls `answer`, once.
    static func make(for dialog: ScriptDialog, answer: @escaping @MainActor (ScriptDialog.Answer) -> Void)
        -> UIAlertController
    {
        let host = dialog.origin.flatMap { URL(string: $0)?.host }
        // Page text, cut to its shapes: an alert as tall as a million characters would fill the screen with text.
        let alert = UIAlertController(title: host.map { PageText($0, .title).text },
                                      message: PageText(dialog.message, .message).text, preferredStyle: .alert)
        switch dialog.kind {
        case .alert:
            alert.addAction(UIAlertAction(title: okTitle, style: .default) { _ in answer(.dismissed) })
        case .confirm:
            alert.addAction(UIAlertAction(title: cancelTitle, style: .cancel) { _ in answer(.dismissed) })
            alert.addAction(UIAlertAction(title: okTitle, style: .default) { _ in answer(.confirmed) })
        case .prompt(let defaultText):
            alert.addTextField { $0.text = PageText(defaultText, .field).text }
            alert.addAction(UIAlertAction(title: cancelTitle, style: .cancel) { _ in answer(.dismissed) })
            alert.addAction(UIAlertAction(title: okTitle, style: .default) { [weak alert] _ in
                answer(.text(alert?.textFields?.first?.text ?? ""))
            })
        }
        return alert
    }
}
#endif
