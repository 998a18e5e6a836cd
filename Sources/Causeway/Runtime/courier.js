// Causeway courier (docs/protocol.md). Runs in the isolated world "causeway", the only world that can post to the
// native bridge, and carries the page runtime's messages with an envelope that page script cannot write.
(() => {
  "use strict";
  /** @typedef {{ postMessage(envelope: unknown): Promise<unknown> }} MessageHandler */
  const world = /** @type {{ webkit?: { messageHandlers?: { causeway?: MessageHandler } } }} */ (
    /** @type {unknown} */ (window)
  );
  const handler = world.webkit?.messageHandlers?.causeway;
  if (!handler) return;

  const frame = Array.from(crypto.getRandomValues(new Uint8Array(16)), (b) => b.toString(16).padStart(2, "0")).join("");

  /** @param {string} type @param {string} [detail] */
  const signal = (type, detail) => document.dispatchEvent(new CustomEvent(type, { detail }));

  document.addEventListener("causeway:send", (event) => {
    const body = /** @type {CustomEvent} */ (event).detail;
    if (typeof body !== "string") return;
    // One string, not an object: the engine hands a string to native code far more cheaply.
    handler.postMessage(`${self.origin}\n${window.top === window ? 1 : 0}\n${frame}\n${body}`).then(
      (answer) => {
        if (typeof answer === "string" && answer) signal("causeway:recv", answer);
      },
      () => signal("causeway:fail", body),
    );
  });
  document.addEventListener("causeway:page", () => signal("causeway:courier"));
  signal("causeway:courier");
})();
