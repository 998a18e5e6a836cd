import Foundation
import UIKit

/// The native "about" page the showcase opens with `nav.openNative({name: "about", parameters: {opener}})`.
final class AboutViewController: UIViewController {
    /// The URL of the page that opened it.
    let opener: String

    init(opener: String) {
        self.opener = opener
        super.init(nibName: nil, bundle: nil)
        title = "About"
    }

    @available(*, unavailable, message: "Make it with init(opener:)")
    required init?(coder: NSCoder) {
        return nil
    }

    override func loadView() {
        let label = UILabel()
        label.text = "A native UIKit page, opened by name from\n\(opener)\nThe navigation bar's back button returns."
        label.numberOfLines = 0
        label.textAlignment = .center
        label.backgroundColor = .systemBackground
        view = label
    }
}
