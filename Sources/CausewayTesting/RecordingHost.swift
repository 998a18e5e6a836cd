public import Causeway
public import Foundation

/// A ``ContainerHost`` that draws nothing and records what its containers ask of it, for tests of the container
/// without a screen. What it answers is set through its properties.
@MainActor
public final class RecordingHost: ContainerHost {
    /// Every header drawn, in order.
    public private(set) var headers: [Header] = []
    /// Every content height reported, in order.
    public private(set) var heights: [Double] = []
    /// The URLs `nav.openWeb` opened.
    public private(set) var opened: [URL] = []
    /// The URLs handed to the system.
    public private(set) var outside: [URL] = []
    /// The native pages opened, by name.
    public private(set) var natives: [String] = []
    /// How many times a container asked to close its page.
    public private(set) var closed = 0

    /// The native pages `nav.openNative` may open; any other name is refused as not found.
    public var nativePageNames: Set<String> = []
    /// The answer to every dialog.
    public var dialogAnswer: ScriptDialog.Answer = .confirmed
    /// Whether the user shares what a page offers.
    public var shares = true
    /// The host's own title views, each "view" a string naming what it was made from; none at first.
    public let titleViews = NativeTitleViews<String>()
    /// Where `nav.prerender` goes: a ``Prerenderer``, for a host that keeps prerendered pages.
    public var prerender: (@MainActor (Container, [URL]) -> [URL])?

    /// A host that opens no native pages, confirms dialogs and shares.
    public init() {}

    /// The root page and every page opened since, web and native.
    public var pageCount: Int { 1 + opened.count + natives.count }

    public func container(_ container: Container, didUpdate header: Header) { headers.append(header) }
    public func container(_ container: Container, didUpdateProgress progress: Double, isLoading: Bool) {}
    public func container(_ container: Container, didChangeContentHeight height: Double) { heights.append(height) }
    public func container(_ container: Container, present dialog: ScriptDialog) async -> ScriptDialog.Answer {
        dialogAnswer
    }
    public func container(_ container: Container, share item: ShareItem) async -> Bool { shares }
    public func container(_ container: Container, openWeb url: URL) { opened.append(url) }
    public func container(_ container: Container, openOutside url: URL) { outside.append(url) }
    public func containerDidRequestClose(_ container: Container) { closed += 1 }

    public func container(_ container: Container, openNative name: String, parameters: JSONValue) throws(BridgeError) {
        guard nativePageNames.contains(name) else { throw BridgeError(.invalidArguments, "No native page named \(name)") }
        natives.append(name)
    }

    public func container(_ container: Container, check titleView: NativeTitleView) throws(BridgeError) {
        try titleViews.check(titleView)
    }

    public func container(_ container: Container, prerender urls: [URL]) -> [URL] {
        prerender?(container, urls) ?? []
    }
}
