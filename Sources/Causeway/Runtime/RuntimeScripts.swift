import Foundation

/// The JavaScript that every bridged document runs, shipped as resources of this package.
public enum RuntimeScripts {
    /// `causeway.js`: the page runtime that defines `window.causeway`, injected into the page's world. The file is also
    /// what a page loads itself to run without a native side (the `causeway-runtime` package); injected, it is told
    /// that it is hosted, so that its calls go to native code and never to web implementations, and how its posts
    /// travel: through the courier, or for ``MessageChannel/pageWorld`` to the message handler of its own world.
    public static func page(for channel: MessageChannel) -> String {
        switch channel {
        case .courier: hostedRuntime
        case .pageWorld: hostedRuntime.replacingOccurrences(of: pageWorldMarker, with: "/* CAUSEWAY_PAGE_WORLD */ true")
        }
    }
    /// `courier.js`: the courier that uploads the page's bytes and, where the bridge's message handler is in its world
    /// (``MessageChannel/courier``), posts the page's messages with the frame's identity; injected into the isolated
    /// world ``Bridge/worldName``. `uploadKey` is the secret its uploads carry.
    public static func courier(uploadKey: String) -> String {
        courierSource.replacingOccurrences(of: "CAUSEWAY_UPLOAD_KEY", with: uploadKey)
    }
    private static let courierSource = resource("courier", "js")
    /// `legacy-wvjb.js`: WebViewJavascriptBridge's page API over `window.causeway`.
    public static let legacyWebViewJavascriptBridge = resource("legacy-wvjb", "js")
    /// `legacy-invoke.js`: the plugin protocol's `window.bridge.invoke` over `window.causeway`.
    public static let legacyInvoke = resource("legacy-invoke", "js")
    /// `console.js`: forwards the page's console to ``ConsolePlugin``.
    public static let console = resource("console", "js")
    /// `container.js`: a ``Container``'s own script (selection and long-press switches, content height), injected
    /// into the main frame's isolated world ``Container/scriptWorld``.
    public static let container = resource("container", "js")
    /// `components.js`: the `<causeway-view>` element of ``ComponentsPlugin``, a function of the host's
    /// configuration, injected into the main frame's page world.
    public static let components = resource("components", "js").trimmingCharacters(in: .whitespacesAndNewlines)
        .trimmingCharacters(in: CharacterSet(charactersIn: ";"))
    /// `causeway.d.ts`: typings of the page API.
    public static let typings = resource("causeway", "d.ts")

    /// The `causeway-runtime` ES module's files, as a page imports them to run in a browser too
    /// (`import { causeway } from "./runtime/index.js"`): `index.js` and `index.d.ts`, `causeway.js` as a page loads it
    /// (not hosted: without a native side it answers from web implementations), and `causeway.d.ts`.
    public static var moduleFiles: [(name: String, text: String)] {
        [("index.js", resource("index", "js")), ("index.d.ts", resource("index", "d.ts")),
         ("causeway.js", resource("causeway", "js")), ("causeway.d.ts", typings)]
    }

    private static let hostedMarker = "/* CAUSEWAY_HOSTED */ false"
    private static let pageWorldMarker = "/* CAUSEWAY_PAGE_WORLD */ false"

    private static let hostedRuntime = hosted(resource("causeway", "js"))

    private static func hosted(_ runtime: String) -> String {
        for marker in [hostedMarker, pageWorldMarker] {
            precondition(runtime.contains(marker), "causeway.js lost its \(marker) marker")
        }
        return runtime.replacingOccurrences(of: hostedMarker, with: "/* CAUSEWAY_HOSTED */ true")
    }

    private static func resource(_ name: String, _ ext: String) -> String {
        guard let url = Bundle.module.url(forResource: name, withExtension: ext),
              let text = try? String(contentsOf: url, encoding: .utf8)
        else {
            preconditionFailure("The Causeway resource \(name).\(ext) is missing from the package bundle")
        }
        return text
    }
}
