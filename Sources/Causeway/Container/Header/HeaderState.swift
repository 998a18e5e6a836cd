/// The header's two sources of change and what they make of the page options: the page's own configuration, which
/// lasts as long as its document, and native code's, which outlives page changes. The page's wins.
struct HeaderState {
    private var fromPage = HeaderConfiguration()
    private var fromNative = HeaderConfiguration()

    /// Adds the page's `configuration` to what the page set before.
    mutating func configureFromPage(_ configuration: HeaderConfiguration) {
        fromPage = fromPage.merged(with: configuration)
    }

    /// Adds native code's `configuration` to what it set before.
    mutating func configureFromNative(_ configuration: HeaderConfiguration) {
        fromNative = fromNative.merged(with: configuration)
    }

    /// The user picked item `index` of the title view shown over `options` (the route's): the configuration that
    /// supplied the title view keeps the pick, so it lasts as long as that configuration. A pick in a title view a
    /// route supplied is kept as the page's, until the document changes.
    mutating func select(_ index: Int, over options: PageOptions) {
        if let titleView = fromPage.titleView {
            fromPage.titleView = titleView.selecting(index)
        } else if let titleView = fromNative.titleView {
            fromNative.titleView = titleView.selecting(index)
        } else {
            fromPage.titleView = options.titleView.selecting(index)
        }
    }

    /// A new document: what its predecessor configured is gone.
    mutating func documentChanged() {
        fromPage = HeaderConfiguration()
    }

    /// `options` with native code's and then the page's configuration applied.
    func applied(to options: PageOptions) -> PageOptions {
        var options = options
        fromNative.apply(to: &options)
        fromPage.apply(to: &options)
        return options
    }
}

extension Header {
    /// What the header shows for `options`, with `documentTitle` where the title follows the document; the back
    /// button only when `canGoBack` (back leads somewhere).
    init(options: PageOptions, documentTitle: String?, canGoBack: Bool = true) {
        let title = switch options.title {
        case .document: documentTitle ?? ""
        case .fixed(let title): title
        }
        self.init(title: title, titleView: options.titleView, isVisible: options.showsHeader,
                  showsBackButton: options.showsBackButton && canGoBack, showsCloseButton: options.showsCloseButton,
                  rightItems: options.rightItems, showsProgress: options.showsProgress)
    }
}

extension HeaderConfiguration {
    /// This configuration with the fields `newer` sets replaced.
    func merged(with newer: HeaderConfiguration) -> HeaderConfiguration {
        var merged = self
        if let title = newer.title {
            merged.title = title
            merged.followsDocumentTitle = nil
        }
        if newer.followsDocumentTitle == true {
            merged.title = nil
            merged.followsDocumentTitle = true
        }
        merged.titleView = newer.titleView ?? titleView
        merged.visible = newer.visible ?? visible
        merged.backButton = newer.backButton ?? backButton
        merged.closeButton = newer.closeButton ?? closeButton
        merged.rightItems = newer.rightItems ?? rightItems
        return merged
    }
}
