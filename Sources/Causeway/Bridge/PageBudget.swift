/// What one page may make the app hold at once: its resources, each with a documented default an app can change.
///
/// A page that asks for more than its budget is refused with ``BridgeError/Code/limitExceeded`` and nothing it
/// already holds changes; it never stalls or ends the app. The work done for one request is bounded by that request,
/// never by what the app already holds. An app sets its budget on ``HybridApp/budget`` (every container made from
/// then on uses it), or hands one to a bare ``Bridge``.
///
/// ```swift
/// app.budget.components = 16       // a page of this app shows at most 16 native components at once
/// app.budget.prerenderedPages = 0  // and prerenders nothing
/// ```
public struct PageBudget: Sendable, Equatable {
    /// Pages prerendered at once for one app (`nav.prerender`); a call naming more URLs than this is refused.
    /// Default 2.
    public var prerenderedPages: Int
    /// Pages, web and native, in the stack of the host a page opens pages in (``ContainerHost/pageCount``): past
    /// it, `nav.openWeb` and `nav.openNative` are refused and new windows are not opened. Default 32.
    public var stackedPages: Int
    /// Native components placed in one document at once (`<causeway-view>`); an insert past it fails alone.
    /// Default 64.
    public var components: Int
    /// Bytes of one URL a native component loads into the app (``ComponentContext/load(_:)``: a video the player
    /// cannot open where it is, an image to decode): past it the load fails with
    /// ``PageResource/Failure/tooLarge(_:_:)`` and no more is read. Default 64 MiB.
    public var componentResourceBytes: Int
    /// Items of one header part: segments of a title view, entries of a menu, buttons. Default 16.
    public var headerItems: Int
    /// Uploaded binary values of one frame waiting to be claimed by a call; past it an upload is refused. Bytes are
    /// bounded by ``BridgeLimits``. Default 1,024.
    public var waitingBlobs: Int
    /// The page's calls and streams running natively at once, in all its frames' documents; its subframes together
    /// hold at most half, so neither frames multiply it nor an iframe takes the main frame's share. Default 1,024.
    public var runningCalls: Int
    /// Native events waiting for one frame's document to take them (a page that stops pulling, or has not said
    /// ready): past it the oldest waiting event is dropped for each new one, and the drop is logged. Default 1,024.
    public var waitingEvents: Int
    /// Bytes of native answers (`Data` in a call's result or a stream's values) waiting for the page's frames to
    /// fetch them, which a page may never do; its subframes' together at most half. Past it the call fails with
    /// `limitExceeded`. Each also expires after 60 seconds. Default 512 MiB.
    public var waitingDownloadBytes: Int

    /// The documented defaults.
    public init(prerenderedPages: Int = 2, stackedPages: Int = 32, components: Int = 64,
                componentResourceBytes: Int = 64 << 20, headerItems: Int = 16, waitingBlobs: Int = 1_024,
                runningCalls: Int = 1_024, waitingEvents: Int = 1_024, waitingDownloadBytes: Int = 512 << 20)
    {
        self.prerenderedPages = prerenderedPages
        self.stackedPages = stackedPages
        self.components = components
        self.componentResourceBytes = componentResourceBytes
        self.headerItems = headerItems
        self.waitingBlobs = waitingBlobs
        self.runningCalls = runningCalls
        self.waitingEvents = waitingEvents
        self.waitingDownloadBytes = waitingDownloadBytes
    }
}
