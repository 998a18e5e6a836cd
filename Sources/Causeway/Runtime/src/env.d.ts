// What the bundle's first lines define before the runtime's modules (scripts/runtime-bundle).

/** `/* CAUSEWAY_HOSTED *\/ false`, which a native container injects as `true`: whether the runtime is hosted. */
declare const CAUSEWAY_HOSTED: boolean;

/**
 * `/* CAUSEWAY_PAGE_WORLD *\/ false`, which a native container injects as `true` where the engine names the frame of
 * every script message (WKWebView): whether the runtime posts to the message handler of its own world rather than
 * through the courier.
 */
declare const CAUSEWAY_PAGE_WORLD: boolean;
