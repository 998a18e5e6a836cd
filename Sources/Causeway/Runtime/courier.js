// Causeway courier (docs/protocol.md). Runs in the isolated world "causeway". It uploads the page's binary values, as
// plain bytes and with a key page script cannot read: WebKit's UI process cannot read a request body that holds a
// Blob, so the engine reads no body that lacks the key. Where the bridge's message handler is registered in this
// world (an engine that does not name the frame of a post), it is the only world that can post to the native bridge,
// and the courier also carries the page runtime's messages with an envelope that page script cannot write; where the
// engine names every post's frame, the handler is in the page's world and the runtime posts itself.
(() => {
  "use strict";
  /** @typedef {{ postMessage(envelope: unknown): Promise<unknown> }} MessageHandler */
  const world = /** @type {{ webkit?: { messageHandlers?: { causeway?: MessageHandler } } }} */ (
    /** @type {unknown} */ (window)
  );
  const handler = world.webkit?.messageHandlers?.causeway;

  const frame = Array.from(crypto.getRandomValues(new Uint8Array(16)), (b) => b.toString(16).padStart(2, "0")).join("");
  const uploadKey = "CAUSEWAY_UPLOAD_KEY";

  /** @param {string} type @param {string} [detail] */
  const signal = (type, detail) => document.dispatchEvent(new CustomEvent(type, { detail }));

  /**
   * Uploads a binary value as plain bytes; resolves with the answer's status and text on two lines.
   * @param {unknown} value  what the page runtime handed over, cloned into this world
   * @returns {Promise<string>}
   */
  async function upload(value) {
    try {
      const body = value instanceof Blob ? await value.arrayBuffer() : value;
      if (!(body instanceof ArrayBuffer) && !ArrayBuffer.isView(body)) return "400\nNot a binary value";
      const response = await fetch("causeway-blob://bridge/upload", {
        method: "POST",
        body,
        headers: { "X-Causeway-Upload": uploadKey, "X-Causeway-Frame": frame },
      });
      return `${response.status}\n${await response.text()}`;
    } catch (error) {
      return `0\n${error}`;
    }
  }

  /**
   * Carries the page runtime's posts, where this world has the message handler.
   * @param {MessageHandler} handler
   */
  function carry(handler) {
    /**
     * Posts `body` with the frame's identity; resolves with the native answer. One string, not an object: the engine
     * hands a string to native code far more cheaply.
     * @param {string} body
     */
    const post = (body) => handler.postMessage(`${self.origin}\n${window.top === window ? 1 : 0}\n${frame}\n${body}`);

    document.addEventListener("causeway:send", (event) => {
      const body = /** @type {CustomEvent} */ (event).detail;
      if (typeof body !== "string") return;
      post(body).then(
        (answer) => {
          if (typeof answer === "string" && answer) signal("causeway:recv", answer);
        },
        () => signal("causeway:fail", body),
      );
    });
    // A document that goes away for good (its frame removed, or navigated) tells the bridge, which ends its work.
    window.addEventListener("pagehide", (event) => {
      if (!(/** @type {PageTransitionEvent} */ (event).persisted)) post('{"v":1,"kind":"gone","epoch":0}').catch(() => {});
    });
  }

  if (handler) carry(handler);
  document.addEventListener("causeway:upload", (event) => {
    const detail = /** @type {CustomEvent} */ (event).detail;
    if (!detail || typeof detail.id !== "number") return;
    upload(detail.bytes).then((answer) => signal("causeway:uploaded", `${detail.id}\n${answer}`));
  });
  document.addEventListener("causeway:page", () => signal("causeway:courier"));
  signal("causeway:courier");
})();
