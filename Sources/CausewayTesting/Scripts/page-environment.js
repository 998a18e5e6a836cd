// What a FakePage's JavaScript context has of a browser: enough for the page runtime (causeway.js) and its courier
// (courier.js) to run unchanged. Events on the window and the document, CustomEvent, AbortController, Blob, fetch
// and Response, timers, crypto.getRandomValues, console, and each script world's message handlers. Everything that
// leaves the context goes through `__causewayHost(operation, id, ...strings)`, which native code defines before this
// script runs and answers through `__causewayEnvironment.deliver(operation, id, ...strings)`.
//
// Bytes cross as strings of one character a byte (`latin1`), so the native side needs nothing but strings.
((setup) => {
  "use strict";
  const host = globalThis.__causewayHost;
  delete globalThis.__causewayHost;
  /** `value` as text, whatever it is: an object without a prototype has no `toString`. */
  const text = (value) => {
    try {
      return String(value);
    } catch {
      return Object.prototype.toString.call(value);
    }
  };
  const report = (error) => host("error", 0, error?.stack ? `${text(error)}\n${error.stack}` : text(error));
  /** UTF-8 bytes (as one character a byte) as text, a malformed sequence as U+FFFD, as a browser decodes. */
  const decodeUTF8 = (latin1) => {
    try {
      return decodeURIComponent(escape(latin1));
    } catch {
      return latin1.replace(/[\x80-\xff]+/g, (run) => {
        try {
          return decodeURIComponent(escape(run));
        } catch {
          return "\ufffd";
        }
      });
    }
  };

  const toLatin1 = (bytes) => {
    let text = "";
    for (let at = 0; at < bytes.length; at += 8192) text += String.fromCharCode.apply(null, bytes.subarray(at, at + 8192));
    return text;
  };
  const fromLatin1 = (text) => {
    const bytes = new Uint8Array(text.length);
    for (let at = 0; at < text.length; at++) bytes[at] = text.charCodeAt(at);
    return bytes;
  };
  const bytesOf = (value) => {
    if (value instanceof ArrayBuffer) return new Uint8Array(value.slice(0));
    if (ArrayBuffer.isView(value)) return new Uint8Array(value.buffer.slice(value.byteOffset, value.byteOffset + value.byteLength));
    if (value instanceof Blob) return value.__bytes();
    if (value === undefined || value === null) return new Uint8Array(0);
    return new TextEncoderShim().encode(String(value));
  };
  class TextEncoderShim {
    encode(text) {
      return fromLatin1(unescape(encodeURIComponent(String(text).toWellFormed?.() ?? String(text))));
    }
  }

  // Answers native code sends back, by the id of what asked.
  const waiting = new Map();
  let lastID = 0;
  const ask = (operation, ...values) =>
    new Promise((resolve, reject) => {
      const id = ++lastID;
      waiting.set(id, { resolve, reject });
      host(operation, id, ...values);
    });

  // Events. Listeners are kept beside their targets, so that the window (the global object) is a target too.
  const listeners = new WeakMap();
  class Event {
    #type;
    constructor(type, init) {
      this.#type = String(type);
      this.persisted = !!init?.persisted;
    }
    get type() {
      return this.#type;
    }
  }
  class CustomEvent extends Event {
    #detail;
    constructor(type, init) {
      super(type, init);
      this.#detail = init?.detail ?? null;
    }
    get detail() {
      return this.#detail;
    }
  }
  class EventTarget {
    addEventListener(type, listener, options) {
      if (typeof listener !== "function") return;
      let byType = listeners.get(this);
      if (!byType) listeners.set(this, (byType = new Map()));
      const list = byType.get(type) ?? [];
      if (list.some((entry) => entry.listener === listener)) return;
      byType.set(type, [...list, { listener, once: !!options?.once }]);
    }
    removeEventListener(type, listener) {
      const byType = listeners.get(this);
      const list = byType?.get(type);
      if (list) byType.set(type, list.filter((entry) => entry.listener !== listener));
    }
    dispatchEvent(event) {
      const byType = listeners.get(this);
      for (const entry of byType?.get(event.type) ?? []) {
        // A listener an earlier one removed is not called, as in the DOM.
        if (!byType.get(event.type)?.includes(entry)) continue;
        if (entry.once) this.removeEventListener(event.type, entry.listener);
        try {
          entry.listener.call(this, event);
        } catch (error) {
          report(error);
        }
      }
      return true;
    }
  }
  class AbortSignal extends EventTarget {
    #aborted = false;
    #reason;
    get aborted() {
      return this.#aborted;
    }
    get reason() {
      return this.#reason;
    }
    __abort(reason) {
      if (this.#aborted) return;
      this.#aborted = true;
      this.#reason = reason ?? new Error("The operation was aborted");
      this.dispatchEvent(new Event("abort"));
    }
  }
  class AbortController {
    #signal = new AbortSignal();
    get signal() {
      return this.#signal;
    }
    abort(reason) {
      this.#signal.__abort(reason);
    }
  }

  class Blob {
    #bytes;
    #type;
    constructor(parts = [], options) {
      const chunks = Array.from(parts, bytesOf);
      this.#bytes = new Uint8Array(chunks.reduce((sum, chunk) => sum + chunk.length, 0));
      let at = 0;
      for (const chunk of chunks) {
        this.#bytes.set(chunk, at);
        at += chunk.length;
      }
      this.#type = String(options?.type ?? "");
    }
    get size() {
      return this.#bytes.length;
    }
    get type() {
      return this.#type;
    }
    __bytes() {
      return this.#bytes.slice();
    }
    async arrayBuffer() {
      return this.#bytes.slice().buffer;
    }
    async text() {
      return decodeUTF8(toLatin1(this.#bytes));
    }
  }

  class Headers {
    #fields = new Map();
    constructor(fields) {
      for (const [name, value] of Object.entries(fields ?? {})) this.#fields.set(name.toLowerCase(), String(value));
    }
    get(name) {
      return this.#fields.get(String(name).toLowerCase()) ?? null;
    }
  }
  class Response {
    #bytes;
    #status;
    #headers;
    constructor(bytes, status, headers) {
      this.#bytes = bytes;
      this.#status = status;
      this.#headers = new Headers(headers);
    }
    get ok() {
      return this.#status >= 200 && this.#status < 300;
    }
    get status() {
      return this.#status;
    }
    get headers() {
      return this.#headers;
    }
    async arrayBuffer() {
      return this.#bytes.slice().buffer;
    }
    async blob() {
      return new Blob([this.#bytes]);
    }
    async text() {
      return decodeUTF8(toLatin1(this.#bytes));
    }
  }
  /** A request goes to the engine's registered schemes (`FakeEngine.request`); a URL that is none answers 404. */
  async function fetch(url, init) {
    const headers = {};
    for (const [name, value] of Object.entries(init?.headers ?? {})) headers[name] = String(value);
    const body = init?.body === undefined ? "" : toLatin1(bytesOf(init.body instanceof Blob ? init.body : init.body));
    const answer = await ask("fetch", String(url), String(init?.method ?? "GET"), JSON.stringify(headers), body,
                             init?.body === undefined ? "0" : "1");
    const { status, headers: answerHeaders, body: answerBody } = answer;
    if (status === 0) throw new TypeError(`Load failed: ${url}`);
    return new Response(fromLatin1(answerBody), status, answerHeaders);
  }

  const timers = new Map();
  let lastTimer = 0;
  const setTimeout = (callback, delay, ...args) => {
    const id = ++lastTimer;
    timers.set(id, () => callback(...args));
    host("timer", id, String(Math.max(0, Number(delay) || 0)));
    return id;
  };
  const clearTimeout = (id) => {
    if (timers.delete(id)) host("clearTimer", id);
  };
  const queueMicrotask = (callback) =>
    void Promise.resolve().then(() => {
      try {
        callback();
      } catch (error) {
        report(error);
      }
    });

  const frameBytes = setup.frame.match(/../g).map((pair) => parseInt(pair, 16));
  const crypto = {
    getRandomValues(array) {
      // 16 bytes asked for name the frame (courier.js, and causeway.js where it posts itself), so that native code
      // knows the token the page's posts carry.
      if (array.length === frameBytes.length) {
        array.set(frameBytes);
        return array;
      }
      for (let at = 0; at < array.length; at++) array[at] = Math.floor(Math.random() * 256);
      return array;
    },
  };

  const console = {
    log() {},
    info() {},
    debug() {},
    warn: (...values) => host("console", 0, values.map(text).join(" ")),
    error: (...values) => host("console", 0, values.map(text).join(" ")),
  };

  const window = globalThis;
  const document = new EventTarget();
  document.readyState = "complete";
  /** The message handlers `names` of one script world: what `webkit.messageHandlers` holds in that world. */
  const messageHandlers = (names) => {
    const handlers = {};
    for (const name of names) {
      handlers[name] = { postMessage: (body) => ask("post", name, typeof body === "string" ? body : JSON.stringify(body)) };
    }
    return handlers;
  };
  Object.assign(window, {
    window, self: window, top: setup.isMainFrame ? window : {}, origin: setup.origin, document, Event, CustomEvent,
    EventTarget, AbortSignal, AbortController, Blob, Response, Headers, fetch, setTimeout, clearTimeout, queueMicrotask,
    crypto, console, webkit: { messageHandlers: {} },
  });
  for (const method of ["addEventListener", "removeEventListener", "dispatchEvent"]) {
    window[method] = EventTarget.prototype[method];
  }

  /**
   * What native code answers: a post (`posted` with the answer, `refused` with why), a fetch (`fetched` with the
   * status, the headers as JSON and the body), or a timer that fired (`timer`).
   */
  window.__causewayEnvironment = {
    /**
     * Gives the script evaluated next the message handlers `names` of its world. The page runtime and the courier
     * share this context, so each sees only its own world's handlers by capturing them as it starts, as it does in
     * WebKit.
     */
    enterWorld(names) {
      window.webkit = { messageHandlers: messageHandlers(names) };
    },
    deliver(operation, key, ...values) {
      const id = Number(key);
      if (operation === "timer") {
        const callback = timers.get(id);
        timers.delete(id);
        if (callback) callback();
        return;
      }
      const asked = waiting.get(id);
      waiting.delete(id);
      if (!asked) return;
      if (operation === "fetched") {
        asked.resolve({ status: Number(values[0]), headers: JSON.parse(values[1]), body: values[2] });
      } else if (operation === "posted") {
        asked.resolve(values[0]);
      } else {
        asked.reject(new Error(values[0]));
      }
    },
    bytesOf,
    toLatin1,
    fromLatin1,
    host,
    report,
  };
})
