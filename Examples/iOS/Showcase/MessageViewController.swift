import Foundation
import UIKit

/// A screen with one centred message: the showcase opening, or why it could not.
final class MessageViewController: UIViewController {
    /// The message shown.
    let text: String

    init(text: String) {
        self.text = text
        super.init(nibName: nil, bundle: nil)
    }

    @available(*, unavailable, message: "Make it with init(text:)")
    required init?(coder: NSCoder) {
        return nil
    }

    override func loadView() {
        let label = UILabel()
        label.text = text
        label.numberOfLines = 0
        label.textAlignment = .center
        label.backgroundColor = .systemBackground
        view = label
    }
}
