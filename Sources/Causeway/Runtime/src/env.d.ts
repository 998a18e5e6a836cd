// What the bundles' first lines define before the runtime's modules (scripts/runtime-bundle).

/** causeway.js: `/* CAUSEWAY_HOSTED *\/ false`, which a native container injects as `true`: whether it is hosted. */
declare const CAUSEWAY_HOSTED: boolean;

/** components.js: whether each placeholder needs a native scroll view of its own (WKWebView), from the host's
 * configuration. */
declare const CAUSEWAY_CHILD_SCROLL_VIEWS: boolean;

/**
 * `/* CAUSEWAY_PAGE_WORLD *\/ false`, which a native container injects as `true` where the engine names the frame of
 * every script message (WKWebView): whether the runtime posts to the message handler of its own world rather than
 * through the courier.
 */
declare const CAUSEWAY_PAGE_WORLD: boolean;
