// Causeway page runtime, wire protocol version 1 (docs/protocol.md). Defines `window.causeway`.
(() => {
  "use strict";
  if ("causeway" in window) return;

  // Everything the runtime uses is captured now ($ = captured), so page script that replaces these globals later
  // cannot break the bridge.
  const $window = window;
  const $document = document;
  const $CustomEvent = CustomEvent;
  const $AbortController = AbortController;
  const $Promise = Promise;
  const $Map = Map;
  const $Set = Set;
  const $Uint8Array = Uint8Array;
  const $ArrayBuffer = ArrayBuffer;
  const $Blob = Blob;
  const $Proxy = Proxy;
  const $Object = Object;
  const $fetch = fetch;
  const $setTimeout = setTimeout;
  const $queueMicrotask = queueMicrotask;
  const $clearTimeout = clearTimeout;
  const { parse, stringify } = JSON;
  const { create, defineProperty, entries, freeze, fromEntries, getOwnPropertyNames, keys } = Object;
  const { isArray } = Array;
  const { isView } = ArrayBuffer;
  const { apply } = Reflect;
  const { addEventListener, removeEventListener, dispatchEvent } = EventTarget.prototype;
  const { error: logError, warn: logWarn } = console;

  const VERSION = "1.0.0";
  const BLOB_URL = "causeway-blob://bridge/";
  const DEFAULT_LIMITS = { maxMessageBytes: 33554432, maxBlobBytes: 268435456, maxDepth: 256 };
  const HOOKS = ["toJSON", "toString", "valueOf"];

  /** @typedef {Record<string, any>} Message  a parsed wire message */
  /** @typedef {ArrayBuffer | ArrayBufferView | Blob} Binary */
  /** @typedef {{ text: string, blobs: string[] }} Payload  a value as JSON text, with the blob tokens it uses */
  /**
   * A message waiting for the end of the turn, the courier and the epoch.
   * @typedef {object} Outgoing
   * @property {string} kind
   * @property {Record<string, unknown>} [fields]
   * @property {string} [key]  the field that holds `payload`
   * @property {Payload} [payload]
   * @property {(error?: CausewayError) => void} [done]  called when handed to the courier, or with why it was not
   */
  /**
   * A page call waiting for native answers.
   * @typedef {object} Pending
   * @property {(message: Message, value: unknown) => void} deliver  `value` is the message's payload, blobs fetched
   * @property {(error: CausewayError, cancel?: boolean) => void} fail
   */

  /** An error from the other side of the bridge, or a call that failed locally. */
  class CausewayError extends Error {
    /**
     * @param {CausewayErrorCode} code
     * @param {string} [message]
     * @param {CausewayErrorOptions} options
     */
    constructor(code, message = "", options = {}) {
      super(message);
      const { path, data } = options;
      this.name = "CausewayError";
      this.code = code;
      if (path !== undefined) this.path = path;
      if (data !== undefined) this.data = data;
    }
  }

  /** The async iterator that `stream` returns. */
  class Stream {
    /**
     * @param {() => Promise<IteratorResult<any>>} next
     * @param {() => Promise<IteratorResult<any>>} stop  leaves the stream early
     */
    constructor(next, stop) {
      this.next = next;
      this.return = stop;
    }

    [Symbol.asyncIterator]() {
      return this;
    }
  }

  let courier = false; // the courier has been heard
  /** @type {() => void} */
  let heardCourier = () => {};
  /** @type {Promise<void>} resolves once the courier has been heard */
  const courierHeard = new $Promise((resolve) => {
    heardCourier = () => resolve(undefined);
  });
  let lastUpload = 0;
  /** @type {Map<number, (answer: string) => void>} uploads waiting for the courier's answer, by id */
  const uploads = new $Map();
  let greeting = false; // a hello is waiting for its answer
  let epoch = 0; // 0 until the hello answer
  let limits = DEFAULT_LIMITS;
  /** @type {Map<string, CausewayMethodKind>} what the hello answer says this frame may call */
  let methods = new $Map();
  /** @type {Set<string>} every `a` and `a.b` that some method `a.b.c` is under: the names that are namespaces */
  let prefixes = new $Set();
  let wantReady = false;
  let readySent = false;
  let wantDeclared = false;
  let declaredSent = false;
  let lastId = 0;
  let flushing = false; // a flush is queued for the end of this turn
  /** @type {Outgoing[]} */
  const outbox = [];
  /** @type {Map<string, Pending>} page calls by id */
  const pending = new $Map();
  /** @type {Map<string, AbortController>} native calls to page handlers, by id */
  const running = new $Map();
  /** @type {Map<string, CausewayHandler>} */
  const handlers = new $Map();
  /** @type {Map<string, Set<CausewayListener>>} */
  const listeners = new $Map();

  /**
   * @param {EventTarget} target
   * @param {string} type
   * @param {(event: any) => void} listener
   * @param {AddEventListenerOptions} [options]
   */
  const listen = (target, type, listener, options) => apply(addEventListener, target, [type, listener, options]);
  /**
   * @param {EventTarget} target
   * @param {string} type
   * @param {(event: any) => void} listener
   */
  const unlisten = (target, type, listener) => apply(removeEventListener, target, [type, listener]);
  /**
   * @param {string} type
   * @param {unknown} [detail]
   */
  const signal = (type, detail) => apply(dispatchEvent, $document, [new $CustomEvent(type, { detail })]);

  const cancelled = () => new CausewayError("cancelled", "The call was cancelled");
  const badName = () => new CausewayError("invalidArguments", "A method or event name must be a string");

  /**
   * @param {unknown} error
   * @param {CausewayErrorCode} code  used when `error` is not a CausewayError
   */
  function asError(error, code) {
    if (error instanceof CausewayError) return error;
    const e = /** @type {any} */ (error);
    return new CausewayError(code, String((e && e.message) || e));
  }

  /**
   * Builds the CausewayError a wire `error` object describes.
   * @param {any} error
   */
  function fromWire(error) {
    const e = error && typeof error === "object" ? error : {};
    return new CausewayError(e.code ?? "protocolError", e.message ?? "", { path: e.path, data: e.data });
  }

  /**
   * The wire `error` object for a page handler's throw.
   * @param {unknown} error
   */
  function toWire(error) {
    if (error instanceof CausewayError) {
      return { code: error.code, message: error.message, path: error.path, data: error.data };
    }
    const e = /** @type {any} */ (error);
    return { code: "handlerFailed", message: String((e && e.message) || e), data: e?.data };
  }

  /**
   * Whether `text` takes more than `max` bytes as UTF-8.
   * @param {string} text
   * @param {number} max
   */
  function exceeds(text, max) {
    if (text.length > max) return true;
    if (text.length * 3 <= max) return false;
    let bytes = 0;
    for (let i = 0; i < text.length; i++) {
      const c = text.charCodeAt(i);
      bytes += c < 0x80 ? 1 : c < 0x800 || (c >= 0xd800 && c < 0xe000) ? 2 : 3;
    }
    return bytes > max;
  }

  /**
   * @param {unknown} value
   * @returns {value is Binary}
   */
  const isBinary = (value) => value instanceof $ArrayBuffer || isView(value) || value instanceof $Blob;

  /**
   * JSON text of `value` with each binary value replaced by `swap(value)`, enforcing `limits.maxDepth`.
   * @param {unknown} value
   * @param {(binary: Binary) => unknown} swap
   * @returns {string}
   */
  function serialize(value, swap) {
    /** @typedef {{ up?: Level, key: string | number, depth: number }} Level */
    /** @type {Map<unknown, Level>} */
    const levels = new $Map();
    /**
     * @this {unknown}
     * @param {string} key
     * @param {unknown} v
     */
    function replacer(key, v) {
      if (v === null || typeof v !== "object") return v;
      const up = levels.get(this);
      /** @type {Level} */
      const level = { up, key: isArray(this) ? +key : key, depth: up ? up.depth + 1 : 1 };
      if (level.depth > limits.maxDepth) {
        /** @type {CausewayPath} */
        const path = [];
        for (let l = level; l.up; l = l.up) path.unshift(l.key);
        throw new CausewayError("invalidArguments", `The value is nested deeper than ${limits.maxDepth}`, { path });
      }
      if (isBinary(v)) return swap(v);
      levels.set(v, level);
      return v;
    }
    try {
      return stringify(value === undefined ? null : value, replacer) ?? "null";
    } catch (error) {
      throw asError(error, "invalidArguments");
    }
  }

  /**
   * Uploads bytes through the courier, which reads a Blob into plain bytes and posts them to the blob endpoint.
   * @param {Binary} value
   * @returns {Promise<string>} the token
   */
  async function upload(value) {
    const size = value instanceof $Blob ? value.size : value.byteLength;
    if (size > limits.maxBlobBytes) {
      throw new CausewayError("payloadTooLarge", `A binary value of ${size} bytes is larger than ${limits.maxBlobBytes}`);
    }
    await courierHeard;
    const id = ++lastUpload;
    const answer = await new $Promise((/** @type {(answer: string) => void} */ resolve) => {
      uploads.set(id, resolve);
      signal("causeway:upload", { id, bytes: value });
    });
    const status = answer.slice(0, answer.indexOf("\n"));
    const text = answer.slice(status.length + 1);
    if (status === "413") throw new CausewayError("payloadTooLarge", text);
    if (status !== "200") throw new CausewayError("protocolError", `The upload failed with status ${status}: ${text}`);
    return text;
  }

  /**
   * Fetches the bytes a native blob token stands for.
   * @param {string} token
   */
  async function download(token) {
    const response = await $fetch(BLOB_URL + token);
    if (!response.ok) throw new CausewayError("protocolError", `Blob ${token} failed with status ${response.status}`);
    return new $Uint8Array(await response.arrayBuffer());
  }

  /**
   * Encodes an outgoing payload, uploading its binary values. Rejects with a CausewayError.
   * @param {unknown} value
   * @returns {Promise<Payload>}
   */
  async function encode(value) {
    /** @type {Binary[]} */
    const found = [];
    const text = serialize(value, (binary) => {
      found.push(binary);
      return null;
    });
    if (!found.length) return { text, blobs: [] };
    /** @type {string[]} */
    const blobs = [];
    try {
      for (const binary of found) blobs.push(await upload(binary));
    } catch (error) {
      throw asError(error, "protocolError");
    }
    let next = 0;
    return { text: serialize(value, () => ({ $blob: blobs[next++] })), blobs };
  }

  /**
   * Replaces each `{"$blob": token}` whose token is in `blobs` with the fetched bytes. Rejects with a CausewayError.
   * @param {unknown} value  parsed from a wire message
   * @param {unknown} blobs  the message's `blobs`
   * @returns {Promise<unknown>}
   */
  async function inflate(value, blobs) {
    if (!isArray(blobs) || !blobs.length) return value;
    /**
     * @param {any} v
     * @returns {Promise<unknown>}
     */
    const walk = async (v) => {
      if (v === null || typeof v !== "object") return v;
      const names = keys(v);
      if (names.length === 1 && names[0] === "$blob" && blobs.includes(v.$blob)) {
        return download(v.$blob);
      }
      for (const name of names) v[name] = await walk(v[name]);
      return v;
    };
    try {
      return await walk(value);
    } catch (error) {
      throw asError(error, "protocolError");
    }
  }

  /**
   * Queues a message. Everything queued in one turn leaves together at the end of it, in one post, once the courier
   * is listening and the epoch is known.
   * @param {Outgoing} out
   */
  function post(out) {
    outbox.push(out);
    if (flushing) return;
    flushing = true;
    $queueMicrotask(flush);
  }

  /** Hands everything queued to the courier in one post, one message per line, once the epoch is known. */
  function flush() {
    flushing = false;
    if (!epoch) return;
    /** @type {string[]} */
    const texts = [];
    /** @type {Outgoing[]} */
    const sent = [];
    for (const out of outbox.splice(0)) {
      const text = stamp(out);
      if (exceeds(text, limits.maxMessageBytes)) {
        out.done?.(new CausewayError("payloadTooLarge", `The message is larger than ${limits.maxMessageBytes} bytes`));
      } else {
        texts.push(text);
        sent.push(out);
      }
    }
    if (texts.length) signal("causeway:send", texts.join("\n"));
    for (const { done } of sent) done?.();
  }

  /**
   * The JSON text of a message, stamped with the epoch.
   * @param {Outgoing} out
   */
  function stamp({ kind, fields, key, payload }) {
    /** @type {Record<string, unknown>} */
    const head = { v: 1, kind, epoch, ...fields };
    if (payload?.blobs.length) head.blobs = payload.blobs;
    const text = stringify(head);
    return payload ? `${text.slice(0, -1)},"${key}":${payload.text}}` : text;
  }

  /** Asks native code for the epoch and the limits, in a post of its own. */
  function hello() {
    greeting = true;
    signal("causeway:send", stringify({ v: 1, kind: "hello", epoch: 0, runtime: VERSION }));
  }

  /** @param {Message} answer  the hello answer */
  function greeted(answer) {
    if (!greeting) return;
    greeting = false;
    epoch = answer.epoch;
    limits = { ...DEFAULT_LIMITS, ...answer.limits };
    learn(answer.methods);
    if (wantReady) announceReady(false);
    pull();
  }

  /**
   * Replaces the map of permitted methods with the hello answer's `methods`; anything else clears it.
   * @param {unknown} [map]
   */
  function learn(map) {
    methods = new $Map();
    prefixes = new $Set();
    for (const [name, kind] of entries($Object(map))) {
      if (kind !== "call" && kind !== "stream") continue;
      methods.set(name, kind);
      for (let dot = name.indexOf("."); dot > 0; dot = name.indexOf(".", dot + 1)) prefixes.add(name.slice(0, dot));
    }
  }

  /**
   * Tells native code the page can take calls and events: once per epoch, after hello. The runtime says it at
   * DOMContentLoaded; page script that calls `causeway.ready()` also declares that it started, which native code
   * may wait for (an offline package on trial does), so that call is sent even after the runtime's own.
   * @param {boolean} declared  whether page script called it
   */
  function announceReady(declared) {
    wantReady = true;
    wantDeclared ||= declared;
    if (!epoch || (readySent && (declaredSent || !wantDeclared))) return;
    readySent = true;
    declaredSent = wantDeclared;
    post(wantDeclared ? { kind: "ready", fields: { declared: true } } : { kind: "ready" });
  }

  /** `causeway.ready()`: the page declares itself started. */
  function ready() {
    announceReady(true);
  }

  /** Parks a pull for native messages, in a post of its own after anything queued. */
  function pull() {
    if (!epoch) return;
    flush();
    signal("causeway:send", stringify({ v: 1, kind: "pull", epoch }));
  }

  /**
   * Sends page call `id` once its arguments are encoded; native answers for it go to `entry`.
   * @param {string} id
   * @param {string} method
   * @param {unknown} args
   * @param {Record<string, unknown>} extra  more fields of the call message
   * @param {Pending} entry
   * @returns {(cancel: boolean) => void} forgets the call, and sends `cancel` if asked and the call has left
   */
  function open(id, method, args, extra, entry) {
    /** @type {Outgoing | undefined} */
    let out;
    let sent = false;
    pending.set(id, entry);
    (async () => {
      /** @type {Payload} */
      let payload;
      try {
        payload = await encode(args);
      } catch (error) {
        return entry.fail(/** @type {CausewayError} */ (error));
      }
      if (pending.get(id) !== entry) return;
      out = {
        kind: "call",
        fields: { id, method, ...extra },
        key: "args",
        payload,
        done: (error) => {
          if (error) entry.fail(error);
          else sent = true;
        },
      };
      post(out);
    })();
    return (cancel) => {
      if (pending.get(id) !== entry) return;
      pending.delete(id);
      const queued = out ? outbox.indexOf(out) : -1;
      if (queued >= 0) outbox.splice(queued, 1);
      if (cancel && sent) post({ kind: "cancel", fields: { id } });
    };
  }

  /**
   * Calls native method `method` and resolves with its result.
   * @param {string} method
   * @param {unknown} [args]  any JSON value, with binary values anywhere in it
   * @param {CausewayCallOptions} options
   * @returns {Promise<any>} rejects with a CausewayError
   */
  function call(method, args, options = {}) {
    return new $Promise((resolve, reject) => {
      const { timeout, signal } = options;
      if (typeof method !== "string") throw badName();
      if (signal?.aborted) throw cancelled();
      /** @type {number | undefined} */
      let timer;
      const stop = () => {
        $clearTimeout(timer);
        if (signal) unlisten(signal, "abort", abort);
      };
      /**
       * @param {CausewayError} error
       * @param {boolean} [cancel]
       */
      const fail = (error, cancel = false) => {
        stop();
        close(cancel);
        reject(error);
      };
      const abort = () => fail(cancelled(), true);
      const timed = typeof timeout === "number";
      const close = open(`p${++lastId}`, method, args, timed ? { timeout } : {}, {
        fail,
        deliver(message, value) {
          if (message.kind !== "reply") return;
          stop();
          close(false);
          if (message.ok) resolve(value);
          else reject(fromWire(message.error));
        },
      });
      if (timed) timer = $setTimeout(() => fail(new CausewayError("timeout", `${method} timed out`), true), timeout);
      if (signal) listen(signal, "abort", abort);
    });
  }

  /**
   * Opens native stream `method`, for `for await`. The call is sent when iteration starts.
   * @param {string} method
   * @param {unknown} [args]
   * @param {CausewayStreamOptions} options
   * @returns {AsyncIterableIterator<any>}
   */
  function stream(method, args, options = {}) {
    const { signal } = options;
    /** @type {unknown[]} */
    const values = [];
    /** @type {Array<{ resolve: (result: IteratorResult<any>) => void, reject: (error: CausewayError) => void }>} */
    const waiting = [];
    let started = false;
    let finished = false;
    /** @type {CausewayError | undefined} thrown by the next `next()` once the values are taken */
    let failure;
    /** @type {(cancel: boolean) => void} */
    let close = () => {};

    const answer = () => {
      while (waiting.length && (values.length || finished)) {
        const { resolve, reject } = /** @type {typeof waiting[number]} */ (waiting.shift());
        if (values.length) resolve({ value: values.shift(), done: false });
        else if (failure) {
          reject(failure);
          failure = undefined;
        } else resolve({ value: undefined, done: true });
      }
    };
    /**
     * @param {CausewayError} [error]
     * @param {boolean} [cancel]
     */
    const finish = (error, cancel = false) => {
      if (finished) return;
      finished = true;
      failure = error;
      close(cancel);
      if (signal) unlisten(signal, "abort", abort);
      answer();
    };
    const abort = () => {
      values.length = 0;
      finish(cancelled(), true);
    };
    const start = () => {
      started = true;
      if (typeof method !== "string") return finish(badName());
      if (signal?.aborted) return finish(cancelled());
      if (signal) listen(signal, "abort", abort);
      close = open(`p${++lastId}`, method, args, { stream: true }, {
        fail: finish,
        deliver(message, value) {
          if (message.kind === "next") {
            values.push(value);
            answer();
          } else if (message.kind === "end") finish(message.error ? fromWire(message.error) : undefined);
        },
      });
    };

    return new Stream(
      () => {
        if (!started && !finished) start();
        return new $Promise((resolve, reject) => {
          waiting.push({ resolve, reject });
          answer();
        });
      },
      async () => {
        values.length = 0;
        finish(undefined, true);
        return { value: undefined, done: true };
      },
    );
  }

  /**
   * Sends event `name` to native code.
   * @param {string} name
   * @param {unknown} [data]
   * @returns {Promise<void>} resolves once handed to the courier; rejects with a CausewayError
   */
  async function emit(name, data) {
    if (typeof name !== "string") throw badName();
    const payload = await encode(data);
    return new $Promise((resolve, reject) => {
      post({ kind: "event", fields: { name }, key: "data", payload, done: (error) => (error ? reject(error) : resolve()) });
    });
  }

  /**
   * Lets native code call `name` on this page.
   * @param {string} name
   * @param {CausewayHandler} handler  receives the arguments and `{signal, method}`; its result is the reply
   * @returns {() => void} removes the handler
   */
  function handle(name, handler) {
    handlers.set(name, handler);
    return () => {
      if (handlers.get(name) === handler) handlers.delete(name);
    };
  }

  /**
   * Listens for native event `name`.
   * @param {string} name
   * @param {CausewayListener} listener
   * @returns {() => void} removes the listener
   */
  function on(name, listener) {
    let set = listeners.get(name);
    if (!set) listeners.set(name, (set = new $Set()));
    set.add(listener);
    return () => off(name, listener);
  }

  /**
   * Removes a listener added with `on`.
   * @param {string} name
   * @param {CausewayListener} listener
   */
  function off(name, listener) {
    listeners.get(name)?.delete(listener);
  }

  /**
   * Sends the reply to native call `id`.
   * @param {string} id
   * @param {boolean} ok
   * @param {unknown} value  the result, or the wire error
   * @param {AbortSignal} [signal]  no reply is sent once it is aborted
   */
  async function reply(id, ok, value, signal) {
    /** @type {Payload} */
    let payload;
    try {
      payload = await encode(value);
    } catch (error) {
      const { code, message, path } = /** @type {CausewayError} */ (error);
      ok = false;
      payload = { text: stringify({ code, message, path }), blobs: [] };
    }
    if (signal?.aborted) return;
    const key = ok ? "result" : "error";
    post({
      kind: "reply",
      fields: { id, ok },
      key,
      payload,
      done: (error) => {
        if (error?.code === "payloadTooLarge") reply(id, false, { code: error.code, message: error.message });
      },
    });
  }

  /**
   * Runs a page handler for native call `id` and replies, unless the call is cancelled first.
   * @param {string} id
   * @param {string} method
   * @param {CausewayHandler} handler
   * @param {unknown} args
   * @param {AbortController} controller
   */
  async function serve(id, method, handler, args, controller) {
    const { signal } = controller;
    let ok = true;
    let value;
    try {
      value = await handler(args, { signal, method });
    } catch (error) {
      ok = false;
      value = toWire(error);
    }
    await reply(id, ok, value, signal);
    running.delete(id);
  }

  /**
   * Handles one native message other than hello and batch.
   * @param {Message} message
   */
  async function receive(message) {
    if (!message || typeof message !== "object") return;
    // An answer saying the document changed settles its call whatever epoch it carries; page ids are never reused.
    if ((!epoch || message.epoch !== epoch) && message.error?.code !== "navigated") return;
    const { kind, id } = message;
    switch (kind) {
      case "reply":
      case "next":
      case "end": {
        const entry = pending.get(id);
        if (!entry) return;
        let value;
        try {
          value = await inflate(kind === "reply" ? message.result : message.value, message.blobs);
        } catch (error) {
          return entry.fail(/** @type {CausewayError} */ (error), kind === "next");
        }
        return entry.deliver(message, value);
      }
      case "event": {
        let data;
        try {
          data = await inflate(message.data, message.blobs);
        } catch (error) {
          return logError(`causeway: event ${message.name} was dropped:`, error);
        }
        for (const listener of [...(listeners.get(message.name) ?? [])]) {
          try {
            listener(data);
          } catch (error) {
            logError(error);
          }
        }
        return;
      }
      case "call": {
        const handler = handlers.get(message.method);
        if (!handler) {
          reply(id, false, { code: "unknownMethod", message: `No handler for ${message.method}` });
          return;
        }
        const controller = new $AbortController();
        running.set(id, controller);
        let args;
        try {
          args = await inflate(message.args, message.blobs);
        } catch (error) {
          running.delete(id);
          reply(id, false, toWire(error));
          return;
        }
        if (!controller.signal.aborted) serve(id, message.method, handler, args, controller);
        return;
      }
      case "cancel":
        running.get(id)?.abort(cancelled());
        running.delete(id);
        return;
      case "error":
        logWarn("causeway: native code could not read a message:", message.error?.message);
    }
  }

  /** @param {Message} batch  the answer to a pull */
  async function receiveBatch(batch) {
    const { messages } = batch;
    // An empty batch answers a pull that a newer one replaced; that newer pull is still parked.
    if (batch.epoch !== epoch || !isArray(messages) || !messages.length) return;
    for (const message of messages) await receive(message);
    if (batch.epoch === epoch) pull();
  }

  /**
   * The wire messages of a post or an answer: JSON texts, one per line. A line that is not JSON is dropped.
   * @param {string} text
   * @returns {Message[]}
   */
  function lines(text) {
    /** @type {Message[]} */
    const messages = [];
    for (const line of text.split("\n")) {
      try {
        messages.push(parse(line));
      } catch {
        logWarn("causeway: dropped a message that is not JSON");
      }
    }
    return messages;
  }

  /**
   * Handles the messages of a native answer one after another.
   * @param {string} answer
   */
  async function answered(answer) {
    for (const message of lines(answer)) {
      if (message?.kind === "hello") greeted(message);
      else if (message?.kind === "batch") await receiveBatch(message);
      else await receive(message);
    }
  }

  listen($document, "causeway:courier", () => {
    if (courier) return;
    courier = true;
    heardCourier();
    hello();
  });

  listen($document, "causeway:uploaded", (/** @type {CustomEvent} */ event) => {
    const detail = event.detail;
    if (typeof detail !== "string") return;
    const id = +detail.slice(0, detail.indexOf("\n"));
    const resolve = uploads.get(id);
    if (!resolve) return;
    uploads.delete(id);
    resolve(detail.slice(detail.indexOf("\n") + 1));
  });

  listen($document, "causeway:recv", (/** @type {CustomEvent} */ event) => {
    if (typeof event.detail === "string" && event.detail) answered(event.detail);
  });

  listen($document, "causeway:fail", (/** @type {CustomEvent} */ event) => {
    if (typeof event.detail !== "string") return;
    for (const message of lines(event.detail)) {
      if (message?.kind !== "call") continue;
      pending.get(message.id)?.fail(new CausewayError("protocolError", "The message could not be posted"));
    }
  });

  listen($window, "pagehide", (/** @type {PageTransitionEvent} */ event) => {
    if (!event.persisted) return;
    const gone = new CausewayError("navigated", "The page was hidden");
    for (const entry of [...pending.values()]) entry.fail(gone);
    for (const controller of running.values()) controller.abort(gone);
    running.clear();
    for (const out of outbox.splice(0)) out.done?.(gone);
    epoch = 0;
    learn();
    greeting = false;
    readySent = false;
    declaredSent = false;
  });

  listen($window, "pageshow", (/** @type {PageTransitionEvent} */ event) => {
    if (event.persisted && courier) hello();
  });

  if ($document.readyState === "loading") listen($document, "DOMContentLoaded", () => announceReady(false), { once: true });
  else announceReady(false);

  /** @type {Causeway} */
  const api = freeze({
    version: VERSION,
    get epoch() {
      return epoch;
    },
    get methods() {
      return freeze(fromEntries(methods));
    },
    CausewayError,
    call,
    stream,
    handle,
    on,
    off,
    emit,
    ready,
  });

  // `causeway.a.b.c(args)` is `causeway.call("a.b.c", args)`, or `causeway.stream(…)` when the hello answer says so.
  // Namespaces are proxies over frozen, empty, prototype-less objects and the root is a proxy over the frozen API, so
  // writes, deletes and definitions fail.
  /** @typedef {(args?: unknown, options?: CausewayCallOptions) => unknown} Run */
  /** @type {Map<string, object>} */
  const namespaces = new $Map();
  /** @type {Map<string, Run>} */
  const functions = new $Map();
  /**
   * A proxy over `target` whose reads `get` answers, and whose deletes fail even for names it does not have. Its
   * handler has no prototype, so page script cannot add traps to it.
   * @template {object} T
   * @param {T} target
   * @param {(key: string | symbol) => unknown} get
   * @returns {T}
   */
  const guard = (target, get) =>
    new $Proxy(target, /** @type {ProxyHandler<T>} */ ({
      __proto__: null,
      get: (_, key) => get(key),
      deleteProperty: () => false,
    }));
  /**
   * The namespace object for `path`, the same one every time.
   * @param {string} path
   * @returns {object}
   */
  function namespace(path) {
    let space = namespaces.get(path);
    if (!space) {
      space = guard(/** @type {object} */ (freeze(create(null))), (key) => member(path, key));
      namespaces.set(path, space);
    }
    return space;
  }
  /**
   * Property `key` of namespace `path`: a deeper namespace, or the function that calls or streams `path.key`.
   * @param {string} path
   * @param {string | symbol} key
   * @returns {unknown}
   */
  function member(path, key) {
    if (typeof key !== "string") return;
    const name = `${path}.${key}`;
    // `then` would make the namespace a thenable; the others are read by JSON.stringify and string conversion.
    if (key === "then" || (!methods.has(name) && HOOKS.includes(key))) return;
    if (prefixes.has(name)) return namespace(name);
    let run = functions.get(name);
    if (!run) {
      /** @type {Run} */
      const method = (args, options) => (methods.get(name) === "stream" ? stream : call)(name, args, options);
      functions.set(name, (run = freeze(method)));
    }
    return run;
  }
  // The API's own names and those it inherits, as they are now: a name page script adds to Object.prototype later is
  // still a namespace.
  const members = new $Set([...keys(api), ...getOwnPropertyNames($Object.prototype)]);
  const root = guard(api, (key) =>
    typeof key !== "string" || members.has(key) ? /** @type {any} */ (api)[key] : namespace(key),
  );
  defineProperty($window, "causeway", { value: root, enumerable: true });
  signal("causeway:page");
})();
