import Causeway
import Foundation

/// The pages the component benchmark scrolls, served as `causeway-bench://components/…`.
enum ComponentBenchPages {
    static let scheme = "causeway-bench"
    static let origin: OriginPattern = "causeway-bench://components"

    /// The lag page: a red stripe in the page directly above a blue native label. While the page scrolls, the
    /// gap between them on screen is how far the label trails the page.
    static let stripeX = 250
    static let stripeHeight = 20
    static let lag = """
        <!doctype html><html><head><meta charset="utf-8"><title>lag</title><style>
        body { margin: 0; background: white; } .pad { height: 300px; } .room { height: 5000px; }
        #stripe { margin-left: 100px; width: 300px; height: \(stripeHeight)px; background: rgb(255, 0, 0); }
        #probe { display: block; margin-left: 100px; width: 300px; height: 200px; }
        </style></head><body><div class="pad"></div><div id="stripe"></div>
        <causeway-view id="probe" type="label" text="" background="#0000ff"></causeway-view>
        <div class="room"></div></body></html>
        """

    /// `count` rows, each a native label (`components`) or a plain element with the same box.
    static func rows(_ count: Int, components: Bool) -> String {
        let rows = (0..<count).map { index in
            let colour = String(format: "#%02x%02x%02x", (index * 37) % 256, (index * 91) % 256, (index * 53) % 256)
            return components
                ? "<causeway-view class=\"row\" type=\"label\" text=\"Row \(index)\" background=\"\(colour)\"></causeway-view>"
                : "<div class=\"row\" style=\"background: \(colour)\">Row \(index)</div>"
        }
        return """
            <!doctype html><html><head><meta charset="utf-8"><title>rows</title><style>
            body { margin: 0; } .row { display: block; height: 48px; margin: 12px 40px; } .room { height: 3000px; }
            </style></head><body>\(rows.joined())<div class="room"></div></body></html>
            """
    }

    /// Answers `lag.html` and `rows-N.html` / `components-N.html`.
    static func respond(to request: SchemeRequest) -> SchemeResponse {
        let name = request.url.lastPathComponent
        let html: String?
        if name == "lag.html" {
            html = lag
        } else if name.hasSuffix(".html"), let dash = name.lastIndex(of: "-"),
                  let count = Int(name[name.index(after: dash)...].dropLast(5))
        {
            html = rows(count, components: name.hasPrefix("components-"))
        } else {
            html = nil
        }
        guard let html else { return .text(404, "no page \(name)") }
        return SchemeResponse(status: 200, headers: ["Content-Type": "text/html; charset=utf-8"], body: Data(html.utf8))
    }

    /// Page script: scrolls by `speed` pixels in each of `frames` animation frames, posting each frame's scroll
    /// position and time to the raw message handler `benchRaw`; returns the frames it took.
    static func scroll(frames: Int, speed: Int, reporting: Bool) -> String {
        """
        const started = performance.now();
        for (let frame = 0; frame < \(frames); frame++) {
            await new Promise((resolve) => requestAnimationFrame(resolve));
            scrollBy(0, \(speed));
            \(reporting ? "webkit.messageHandlers.benchRaw.postMessage({ scrollY, t: performance.timeOrigin + performance.now() });" : "")
        }
        await new Promise((resolve) => requestAnimationFrame(resolve));
        return { frames: \(frames), ms: performance.now() - started };
        """
    }
}
