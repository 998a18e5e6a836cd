// Hostile HTML in a frame: it reaches for its parent's bridge and document, then uses its own bridge, and reports
// what each attempt gave to the parent.
"use strict";
(async () => {
  const frame = document.currentScript.dataset.frame;
  const attempt = async (run) => {
    try {
      return { ok: await run() };
    } catch (error) {
      // A CausewayError's code is a string; a DOMException's is a legacy number, and its name says what it is.
      return { error: typeof error.code === "string" ? error.code : error.name };
    }
  };
  parent.postMessage({
    frame,
    parentRuntime: await attempt(() => parent.causeway.call("secret.read", { via: `${frame}, parent.causeway` })),
    // Whoever reaches the parent's document can dispatch causeway:send there, which its courier stamps as the
    // main frame.
    parentDocument: await attempt(() => typeof parent.document.dispatchEvent),
    ownRuntime: await attempt(() => causeway.call("secret.read", { via: `${frame}, own runtime` })),
    identity: await attempt(() => causeway.call("frame.whoami")),
  }, "*");
})();
