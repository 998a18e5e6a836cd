/// Every door a page can knock on, in one table: ``PageDoor`` says what each row holds.
///
/// Every method call also draws on the page's running calls (``PageBudget/runningCalls``) and passes the message
/// bounds (``BridgeLimits/maxMessageBytes``, ``BridgeLimits/maxDepth``); the rows name what is particular to each.
/// An app's own methods are doors of the same kind: their argument types declare their bounds (``Bounded``), and
/// they draw on the same running calls.
public enum PageDoors {
    /// The table, in the order the threat model shows it.
    public static let all: [PageDoor] = methods + engine + resources + memory + logs + others

    /// The rows of one kind.
    public static func rows(_ kind: PageDoor.Kind) -> [PageDoor] {
        all.filter { $0.kind == kind }
    }

    /// The row of `kind` named `name`, if the table has one.
    public static func row(_ kind: PageDoor.Kind, _ name: String) -> PageDoor? {
        all.first { $0.kind == kind && $0.name == name }
    }

    private static let calls = "running calls a page"
    private static let url = "8 KiB"

    private static let methods: [PageDoor] = [
        PageDoor(.method, "account.current", carries: "nothing", bound: "readers the app lists", budget: calls),
        PageDoor(.method, "app.info", carries: "nothing", bound: "–", budget: calls),
        PageDoor(.method, "components.apply", carries: "a frame's component commands and props",
                 bound: "1,024 commands; ids 128 B; 64 attributes of 64 KiB; geometry within ±2²⁴ px",
                 budget: "components a page, counted until released; URL bytes a load", limits: ["components",
                 "componentResourceBytes"]),
        PageDoor(.method, "components.invoke", carries: "a component method's arguments",
                 bound: "the method's argument type", budget: calls),
        PageDoor(.method, "console.write", carries: "a console line", bound: "64 KiB; logged as one line of 2,048 characters",
                 budget: "the page's log budget"),
        PageDoor(.method, "cookies.delete", carries: "a cookie name and a URL", bound: "name 256 B, URL \(url)",
                 budget: "the page's own sites"),
        PageDoor(.method, "cookies.get", carries: "a URL", bound: url, budget: "the page's own sites"),
        PageDoor(.method, "cookies.set", carries: "a cookie", bound: "name 256 B, value 4 KiB, path 2 KiB",
                 budget: "50 cookies a host"),
        PageDoor(.method, "header.configure", carries: "the header's title, title view and items",
                 bound: "title 1 KiB, labels 256 B, 256 items; drawn as page text", budget: "items a header part",
                 limits: ["headerItems"]),
        PageDoor(.method, "header.get", carries: "nothing", bound: "–", budget: calls),
        PageDoor(.method, "nav.back", carries: "nothing", bound: "–", budget: calls),
        PageDoor(.method, "nav.close", carries: "nothing", bound: "–", budget: calls),
        PageDoor(.method, "nav.forward", carries: "nothing", bound: "–", budget: calls),
        PageDoor(.method, "nav.openNative", carries: "a route name and its parameters",
                 bound: "name 256 B; parameters 64 KiB of JSON, decoded again into the route's type",
                 budget: "pages in the host's stack",
                 limits: ["stackedPages"]),
        PageDoor(.method, "nav.openWeb", carries: "a URL", bound: "\(url); a page's schemes only",
                 budget: "pages in the host's stack", limits: ["stackedPages"]),
        PageDoor(.method, "nav.prerender", carries: "URLs", bound: "64 URLs of \(url)",
                 budget: "pages prerendered an app", limits: ["prerenderedPages"]),
        PageDoor(.method, "nav.reload", carries: "nothing", bound: "–", budget: calls),
        PageDoor(.method, "nav.state", carries: "nothing", bound: "–", budget: calls),
        PageDoor(.method, "share.share", carries: "a title, a text and a URL",
                 bound: "1 KiB, 64 KiB, \(url); drawn as page text", budget: "one sheet at a time a page"),
    ]

    private static let engine: [PageDoor] = [
        PageDoor(.engine, "WebKitUserContentManager script-message-with-reply-received::causeway",
                 carries: "every bridge message of a frame, through its courier",
                 bound: "messages of 32 MiB, nesting 256 deep; read in slices of 4 ms", budget: "running calls a page",
                 limits: ["maxMessageBytes", "maxDepth", "runningCalls"]),
        PageDoor(.engine, "WebKitUserContentManager script-message-with-reply-received::causewayContainer",
                 carries: "the container script's page options and content height",
                 bound: "URL \(url); height 0 to 2²⁰ px", budget: "one message a change"),
        PageDoor(.engine, "WebKitWebView notify::title", carries: "the document's title",
                 bound: "drawn as page text: one line of 160 characters", budget: "–"),
        PageDoor(.engine, "WebKitWebView script-dialog", carries: "alert, confirm and prompt messages and defaults",
                 bound: "drawn as page text: 12 lines of 1,024 characters; a default of 1,024",
                 budget: "one at a time: the page's script waits in each"),
        PageDoor(.engine, "WebKitWebView decide-policy", carries: "a navigation's or new window's URL",
                 bound: "the app's navigation policy", budget: "pages in the host's stack", limits: ["stackedPages"]),
        PageDoor(.engine, "WebKitWebView create", carries: "a new window's URL",
                 bound: "the app's navigation policy", budget: "pages in the host's stack"),
        PageDoor(.engine, "WebKitWebView load-changed", carries: "the page's URL as it loads",
                 bound: "logged in its logged form", budget: "–"),
        PageDoor(.engine, "WebKitWebView load-failed", carries: "a failed load's URL and the engine's error text",
                 bound: "the text stays native", budget: "–"),
        PageDoor(.engine, "WebKitWebView notify::estimated-load-progress", carries: "a load's progress",
                 bound: "0 to 1", budget: "–"),
        PageDoor(.engine, "WebKitWebView web-process-terminated", carries: "a web process's end, which a page can cause",
                 bound: "recovery once a load (`WebProcessRecovery`)", budget: "–"),
        PageDoor(.engine, "scheme request causeway-blob", carries: "uploaded bytes",
                 bound: "256 MiB a value, read in 1 MiB slices", budget: "waiting uploads a frame and in all",
                 limits: ["maxBlobBytes", "waitingBlobs", "maxWaitingBlobBytesPerFrame", "maxWaitingBlobBytes"]),
        PageDoor(.engine, "scheme request of the app", carries: "a URL and headers of the page's choosing",
                 bound: "files resolved inside their folder; ranges within the file; no bodies", budget: "–"),
        PageDoor(.engine, "GtkGstMediaFile notify::error", carries: "the media player's error text for a page's video",
                 bound: "the text stays in the app's log", budget: "–"),
        PageDoor(.engine, "GtkGstMediaFile notify::prepared", carries: "a page's video's duration",
                 bound: "a number", budget: "–"),
        PageDoor(.engine, "GtkGstMediaFile notify::playing", carries: "a page's video playing or not", bound: "–", budget: "–"),
        PageDoor(.engine, "GtkGstMediaFile notify::ended", carries: "a page's video's end", bound: "–", budget: "–"),
    ]

    private static let resources: [PageDoor] = [
        PageDoor(.resource, "native component", carries: "a view, and for a video a player with its pipeline and file",
                 bound: "a URL it opens passes the app's `PageResource.Policy` (no files, no private addresses)",
                 budget: "components a page, counted from insert until what it made is freed",
                 limits: ["components", "componentResourceBytes"]),
        PageDoor(.resource, "web page in the host's stack", carries: "a web view and its web process",
                 bound: "–", budget: "pages in the host's stack", limits: ["stackedPages"]),
        PageDoor(.resource, "prerendered page", carries: "a web view loading in the background", bound: "–",
                 budget: "pages prerendered an app", limits: ["prerenderedPages"]),
        PageDoor(.resource, "dialog or sheet", carries: "a modal window a person answers",
                 bound: "its text drawn as page text", budget: "one at a time a page"),
        PageDoor(.resource, "frame channel", carries: "a frame's table entry, its running calls and streams",
                 bound: "–", budget: "channels in all; the quietest subframe's ends", limits: ["maxFrameChannels"]),
        PageDoor(.resource, "running call or stream", carries: "a handler's task", bound: "–",
                 budget: "running calls a page, its subframes' together at most half", limits: ["runningCalls"]),
        PageDoor(.resource, "header item", carries: "a button, segment or menu entry", bound: "drawn as page text",
                 budget: "items a header part", limits: ["headerItems"]),
    ]

    private static let memory: [PageDoor] = [
        PageDoor(.memory, "waiting upload", carries: "uploaded bytes no call has claimed yet",
                 bound: "60 s, then dropped", budget: "count and bytes a frame, bytes in all",
                 limits: ["waitingBlobs", "maxWaitingBlobBytesPerFrame", "maxWaitingBlobBytes"]),
        PageDoor(.memory, "waiting answer bytes", carries: "`Data` answering a frame's call or stream, until it fetches it",
                 bound: "60 s, then dropped; past the budget the call fails with `limitExceeded`",
                 budget: "bytes a page, its subframes' at most half", limits: ["waitingDownloadBytes"]),
        PageDoor(.memory, "waiting native event", carries: "events for a frame that has not pulled them, or not said ready",
                 bound: "past the budget the oldest waiting event is dropped (logged)",
                 budget: "waiting events a frame, and as many before the main frame is ready", limits: ["waitingEvents"]),
        PageDoor(.memory, "component resource", carries: "the bytes of a URL a component loads",
                 bound: "the load ends at the budget", budget: "bytes a load", limits: ["componentResourceBytes"]),
    ]

    private static let logs: [PageDoor] = [
        PageDoor(.log, "console line", carries: "a page's console text", bound: "one line of 2,048 characters",
                 budget: "100 lines at once, then 20 a second, a page; the rest dropped and counted"),
        PageDoor(.log, "refused call", carries: "the method name a denied or unknown call gave",
                 bound: "one line of 2,048 characters",
                 budget: "100 lines at once, then 20 a second, a page; the rest dropped and counted"),
        PageDoor(.log, "failed handler", carries: "the method name of a call whose handler failed",
                 bound: "one line of 2,048 characters", budget: calls),
        PageDoor(.log, "component failure", carries: "a media player's or loader's error text for a page's component",
                 bound: "one line of 2,048 characters", budget: "–"),
        PageDoor(.log, "refused URL", carries: "a URL the app refused to open", bound: "its logged form", budget: "–"),
    ]

    private static let others: [PageDoor] = [
        PageDoor(.person, "GtkButton clicked", carries: "a person's click", bound: "–", budget: "–"),
        PageDoor(.person, "GtkToggleButton toggled", carries: "a person's pick of a segment", bound: "–", budget: "–"),
        PageDoor(.person, "GtkDropDown notify::selected", carries: "a person's pick of a menu entry", bound: "–", budget: "–"),
        PageDoor(.person, "GtkGestureClick released", carries: "a person's tap on a label component", bound: "–", budget: "–"),
        PageDoor(.person, "GtkEntry changed", carries: "a person's typing", bound: "–", budget: "–"),
        PageDoor(.person, "GtkEntry activate", carries: "a person's Enter", bound: "–", budget: "–"),
        PageDoor(.person, "GtkEventControllerFocus enter", carries: "focus", bound: "–", budget: "–"),
        PageDoor(.person, "GtkEventControllerFocus leave", carries: "focus", bound: "–", budget: "–"),
        PageDoor(.person, "GtkEventControllerScroll scroll", carries: "a person's wheel", bound: "–", budget: "–"),
        PageDoor(.person, "GtkWindow close-request", carries: "a person closing a window", bound: "–", budget: "–"),
        PageDoor(.person, "GtkWindow destroy", carries: "a window's end", bound: "–", budget: "–"),
        PageDoor(.platform, "GdkFrameClockIdle after-paint", carries: "a frame drawn", bound: "–", budget: "–"),
        PageDoor(.platform, "GtkOverlay get-child-position", carries: "where a component goes, from its bounded geometry",
                 bound: "–", budget: "–"),
        PageDoor(.platform, "GMemoryMonitorDBus low-memory-warning", carries: "the system's memory pressure", bound: "–",
                 budget: "–"),
        PageDoor(.platform, "SoupServerMessage wrote-chunk", carries: "the media relay's progress", bound: "–", budget: "–"),
        PageDoor(.platform, "SoupServerMessage finished", carries: "the media relay's end of an answer", bound: "–",
                 budget: "–"),
        PageDoor(.platform, "GFileMonitor changed", carries: "a watched folder's change (development only)", bound: "–",
                 budget: "–"),
    ]
}

extension PageDoors {
    /// The table as Markdown, one table per kind of door, as the threat model shows it.
    public static var markdown: String {
        PageDoor.Kind.allCases.map { kind in
            let rows = rows(kind).map { door in
                "| `\(door.name)` | \(door.carries) | \(door.bound) | \(door.budget) |"
            }
            return (["**\(kind.title)**", "", "| door | what comes in | bound | budget |", "|---|---|---|---|"] + rows)
                .joined(separator: "\n")
        }.joined(separator: "\n\n") + "\n"
    }
}

extension PageDoor.Kind {
    /// The heading of this kind's table.
    var title: String {
        switch self {
        case .method: "Bridge methods"
        case .engine: "Engine callbacks, message handlers and scheme requests carrying page data"
        case .resource: "Native resources a page causes"
        case .memory: "Memory held for a page"
        case .log: "Page text in the app's log"
        case .person: "Signals carrying a person's input"
        case .platform: "Signals of the platform"
        }
    }
}
