public import Causeway

/// The messages of `screen.shows` and `screen.tapSegment`, with which the showcase's check, which has no eyes and no
/// pointer, asks the app whether its window shows a page and picks a segment of the header's segmented title. Each
/// platform's showcase app answers them over its own window (on Linux `GTKScreenPlugin`, reading the window's
/// pixels; on iOS the example's `UIKitScreenPlugin`, reading the navigation stack).
public enum ScreenPlugin {
    /// The plugins' namespace.
    public static let namespace = "screen"

    /// Which page the window must show.
    public enum Page: String, Codable, Sendable, CaseIterable {
        /// Whatever page is on top.
        case top
        /// The page asking.
        case this
    }

    /// `screen.shows`'s arguments.
    public struct Query: Codable, Sendable, Bounded {
        public var page: Page
        /// How long the page may take to show, in milliseconds: at most ten minutes.
        public var within: Int

        public init(page: Page, within: Int) {
            self.page = page
            self.within = within
        }

        public func checkBounds(_ bounds: Bounds) throws(BridgeError) {
            try bounds.integer(within, in: 0...600_000, at: "within")
        }
    }

    /// Which segment of the header's title to click.
    public struct SegmentTap: Codable, Sendable {
        public var index: Int

        public init(index: Int) {
            self.index = index
        }
    }

    /// `screen.shows`'s answer.
    public struct Report: Codable, Sendable, Equatable {
        /// Whether the top page is on screen.
        public var shown: Bool
        /// The top page: its URL, or the native page's title.
        public var page: String

        public init(shown: Bool, page: String) {
            self.shown = shown
            self.page = page
        }
    }
}
