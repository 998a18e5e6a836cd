// Causeway page runtime, wire protocol version 1 (docs/protocol.md). Defines `window.causeway`.
(() => {
  "use strict";
  if ("causeway" in window) return;

  // Everything the runtime uses is captured now ($ = captured), so page script that replaces these globals later
  // cannot break the bridge, change what it sends or read what it receives.
  const $window = window;
  const $document = document;
  const $CustomEvent = CustomEvent;
  const $AbortController = AbortController;
  const $Promise = Promise;
  const $Map = Map;
  const $Set = Set;
  const $String = String;
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
  const { assign, create, defineProperty, entries, freeze, getOwnPropertyDescriptor, getOwnPropertyNames, keys } =
    Object;
  const { isArray } = Array;
  const { isView } = ArrayBuffer;
  const { apply } = Reflect;
  const { addEventListener, removeEventListener, dispatchEvent } = EventTarget.prototype;
  const { error: logError, warn: logWarn } = console;

  // Methods of built-in prototypes, captured the same way. `text.slice(0, -1)` or `pending.get(id)` would look the
  // method up on String.prototype or Map.prototype at the time of the call, where page script may have put its own,
  // so the runtime calls the captured one instead: `$string.slice(text, 0, -1)`, `$map.get(pending, id)`.
  // Language features look things up too, so the runtime also keeps to these rules:
  // - No iteration protocol on its data (`for…of`, spread, array destructuring call `Symbol.iterator` and `next`):
  //   index loops, and the captured `forEach` of maps and sets.
  // - No array method that makes a new array (`splice`, `slice`, `map`, `filter`, `concat` build it with
  //   `constructor[Symbol.species]`), and no `split` (some engines call `Symbol.split` of a string separator).
  // - Nothing assigned where page script could have put a setter: arrays grow with `append` and fields are defined
  //   with `put`, never pushed or assigned.
  // - Its records, and the wire messages it reads, have no prototype (`bare`): a field they lack reads as undefined,
  //   not as what page script put on Object.prototype, and `JSON.stringify` finds no `toJSON` on them.
  // - No `instanceof`, which calls the constructor's `Symbol.hasInstance`: the captured `isPrototypeOf` instead.
  // - What becomes part of a message is encoded in the caller's turn; only the tokens of uploaded bytes are awaited,
  //   through `unhooked`, and resolve to a string or a bare record.
  // What no capture can close (docs/threat-model.md): other awaits, and promise resolution, read `constructor` and
  // `then`; `JSON.stringify` reads `toJSON` of the values it is given; the sizes of binary values are read from them.
  /**
   * `fn` as a function that takes the `this` of its call as its first argument.
   * @param {Function} fn
   * @returns {(self: any, ...args: any[]) => any}
   */
  const uncurry = (fn) => (self, ...args) => apply(fn, self, args);
  /**
   * The getter of accessor `name` of `prototype`, uncurried.
   * @param {object} prototype
   * @param {string} name
   */
  const getter = (prototype, name) => uncurry(/** @type {Function} */ (getOwnPropertyDescriptor(prototype, name)?.get));

  const $array = {
    /** @type {<T>(list: T[], item: T) => boolean} */
    includes: uncurry(Array.prototype.includes),
    /** @type {<T>(list: T[], item: T) => number} */
    indexOf: uncurry(Array.prototype.indexOf),
    /** @type {(list: string[], separator: string) => string} */
    join: uncurry(Array.prototype.join),
    /** @type {<T>(list: T[]) => T[]} */
    reverse: uncurry(Array.prototype.reverse),
    /** @type {<T>(list: T[]) => T | undefined} */
    shift: uncurry(Array.prototype.shift),
  };
  const $string = {
    /** @type {(text: string, index: number) => number} */
    charCodeAt: uncurry(String.prototype.charCodeAt),
    /** @type {(text: string, search: string, from?: number) => number} */
    indexOf: uncurry(String.prototype.indexOf),
    /** @type {(text: string, start: number, end?: number) => string} */
    slice: uncurry(String.prototype.slice),
  };
  const $map = {
    /** @type {<K, V>(map: Map<K, V>) => void} */
    clear: uncurry(Map.prototype.clear),
    /** @type {<K, V>(map: Map<K, V>, key: K) => boolean} */
    delete: uncurry(Map.prototype.delete),
    /** @type {<K, V>(map: Map<K, V>, each: (value: V, key: K) => void) => void} */
    forEach: uncurry(Map.prototype.forEach),
    /** @type {<K, V>(map: Map<K, V>, key: K) => V | undefined} */
    get: uncurry(Map.prototype.get),
    /** @type {<K, V>(map: Map<K, V>, key: K) => boolean} */
    has: uncurry(Map.prototype.has),
    /** @type {<K, V>(map: Map<K, V>, key: K, value: V) => Map<K, V>} */
    set: uncurry(Map.prototype.set),
  };
  const $set = {
    /** @type {<T>(set: Set<T>, value: T) => Set<T>} */
    add: uncurry(Set.prototype.add),
    /** @type {<T>(set: Set<T>, value: T) => boolean} */
    delete: uncurry(Set.prototype.delete),
    /** @type {<T>(set: Set<T>, each: (value: T) => void) => void} */
    forEach: uncurry(Set.prototype.forEach),
    /** @type {<T>(set: Set<T>, value: T) => boolean} */
    has: uncurry(Set.prototype.has),
  };
  const $object = {
    /** @type {(prototype: object, value: unknown) => boolean} */
    isPrototypeOf: uncurry(Object.prototype.isPrototypeOf),
  };
  // The platform's accessors and methods on the runtime's own events, controllers, signals and responses.
  const $customEvent = {
    /** @type {(event: Event) => unknown} */
    detail: getter(CustomEvent.prototype, "detail"),
  };
  const $abortController = {
    /** @type {(controller: AbortController, reason: unknown) => void} */
    abort: uncurry(AbortController.prototype.abort),
    /** @type {(controller: AbortController) => AbortSignal} */
    signal: getter(AbortController.prototype, "signal"),
  };
  const $abortSignal = {
    /** @type {(signal: AbortSignal) => boolean} */
    aborted: getter(AbortSignal.prototype, "aborted"),
  };
  const $response = {
    /** @type {(response: Response) => Promise<ArrayBuffer>} */
    arrayBuffer: uncurry(Response.prototype.arrayBuffer),
    /** @type {(response: Response) => boolean} */
    ok: getter(Response.prototype, "ok"),
    /** @type {(response: Response) => number} */
    status: getter(Response.prototype, "status"),
  };

  /**
   * A copy of the own enumerable fields of `value` in an object with no prototype (an empty one when `value` is not
   * an object).
   * @template T
   * @param {T} value
   * @returns {T}
   */
  const bare = (value) => assign(create(null), value);
  /**
   * Defines `key` of `object` as assignment would create it, without running a setter page script put on a
   * prototype.
   * @param {object} object
   * @param {PropertyKey} key
   * @param {unknown} value
   */
  const put = (object, key, value) => {
    defineProperty(object, key, /** @type {PropertyDescriptor} */ ({
      __proto__: null,
      value,
      writable: true,
      enumerable: true,
      configurable: true,
    }));
  };
  /**
   * `promise`, which `await` then takes as it is. `await p` reads `p.constructor`, and when that is not the captured
   * Promise (page script can set Promise.prototype.constructor) it calls `p.then`, which page script can also replace,
   * and which could then swap what the runtime gets. Only for the runtime's own promises.
   * @template T
   * @param {Promise<T>} promise
   * @returns {Promise<T>}
   */
  const unhooked = (promise) => {
    put(promise, "constructor", $Promise);
    return promise;
  };
  /**
   * Adds `value` at the end of `list`.
   * @template T
   * @param {T[]} list
   * @param {T} value
   */
  const append = (list, value) => put(list, list.length, value);
  /**
   * Empties `list` and returns what it held.
   * @template T
   * @param {T[]} list
   * @returns {T[]}
   */
  const take = (list) => {
    /** @type {T[]} */
    const taken = [];
    for (let i = 0; i < list.length; i++) append(taken, list[i]);
    list.length = 0;
    return taken;
  };
  /**
   * Removes the first `item` from `list`, if it is there.
   * @template T
   * @param {T[]} list
   * @param {T} item
   */
  const remove = (list, item) => {
    const at = $array.indexOf(list, item);
    if (at < 0) return;
    for (let i = at + 1; i < list.length; i++) list[i - 1] = list[i];
    list.length -= 1;
  };

  const VERSION = "1.0.0";
  // Whether a native container injected this runtime: containers inject it with `true` here (RuntimeScripts.page).
  // Loaded by a page itself, in a browser, it has no native side: calls go to the web implementations page script
  // registers with `causeway.web`, and reject with `unknownMethod` where there is none.
  const hosted = /** @type {boolean} */ (/* CAUSEWAY_HOSTED */ false);
  const BLOB_URL = "causeway-blob://bridge/";
  const DEFAULT_LIMITS = { maxMessageBytes: 33554432, maxBlobBytes: 268435456, maxDepth: 256 };
  const HOOKS = ["toJSON", "toString", "valueOf"];

  /** @typedef {Record<string, any>} Message  a parsed wire message */
  /** @typedef {{ kind: CausewayMethodKind, implementation: Function }} WebMethod  a web implementation */
  /** @typedef {ArrayBuffer | ArrayBufferView | Blob} Binary */
  /** @typedef {{ text: string, blobs: string[] }} Payload  a value as JSON text, with the blob tokens it uses */
  /**
   * A message waiting for the end of the turn, the courier and the epoch, and for its bytes to be uploaded.
   * @typedef {object} Outgoing
   * @property {string} kind
   * @property {Record<string, unknown>} [fields]
   * @property {string} [key]  the field that holds `payload`
   * @property {Payload} [payload]
   * @property {boolean} [held]  its bytes are uploading: it and every message behind it wait
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
    constructor(code, message = "", options = create(null)) {
      super(message);
      const { path, data } = options;
      // Defined, not assigned: an assignment would run a setter that page script put on a prototype. Each lone
      // `this.x` after a definition reads the field just defined and gives the type checker its type.
      put(this, "name", "CausewayError");
      put(this, "code", code);
      /** @type {CausewayErrorCode} */ this.code;
      if (path !== undefined) {
        put(this, "path", path);
        /** @type {CausewayPath | undefined} */ this.path;
      }
      if (data !== undefined) {
        put(this, "data", data);
        /** @type {unknown} */ this.data;
      }
    }
  }
  /** @param {unknown} value */
  const isCausewayError = (value) => $object.isPrototypeOf(CausewayError.prototype, value);

  /** The async iterator that `stream` returns. Its prototype is frozen, so page script cannot wrap every stream. */
  class Stream {
    /**
     * @param {() => Promise<IteratorResult<any>>} next
     * @param {() => Promise<IteratorResult<any>>} stop  leaves the stream early
     */
    constructor(next, stop) {
      put(this, "next", next);
      /** @type {() => Promise<IteratorResult<any>>} */ this.next;
      put(this, "return", stop);
      /** @type {() => Promise<IteratorResult<any>>} */ this.return;
    }

    [Symbol.asyncIterator]() {
      return this;
    }
  }
  freeze(Stream.prototype);

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
  let readyQueued = false;
  let wantDeclared = false;
  let declaredQueued = false;
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
  /** @type {Map<string, WebMethod>} the web implementations, used only without a native side */
  const webMethods = new $Map();
  /** @type {Map<string, Set<CausewayListener>>} listeners for the page's own events, only without a native side */
  const webListeners = new $Map();

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
    if (isCausewayError(error)) return /** @type {CausewayError} */ (error);
    const e = /** @type {any} */ (error);
    return new CausewayError(code, $String((e && e.message) || e));
  }

  /**
   * Builds the CausewayError a wire `error` object describes.
   * @param {any} error
   */
  function fromWire(error) {
    const e = bare(error);
    return new CausewayError(e.code ?? "protocolError", e.message ?? "", { path: e.path, data: e.data });
  }

  /**
   * The wire `error` object for a page handler's throw.
   * @param {unknown} error
   */
  function toWire(error) {
    if (isCausewayError(error)) {
      const { code, message, path, data } = /** @type {CausewayError} */ (error);
      return { code, message, path, data };
    }
    const e = /** @type {any} */ (error);
    return { code: "handlerFailed", message: $String((e && e.message) || e), data: e?.data };
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
      const c = $string.charCodeAt(text, i);
      bytes += c < 0x80 ? 1 : c < 0x800 || (c >= 0xd800 && c < 0xe000) ? 2 : 3;
    }
    return bytes > max;
  }

  /**
   * @param {unknown} value
   * @returns {value is Binary}
   */
  const isBinary = (value) =>
    $object.isPrototypeOf($ArrayBuffer.prototype, value) || isView(value) || isBlob(value);
  /** @param {unknown} value */
  const isBlob = (value) => $object.isPrototypeOf($Blob.prototype, value);

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
      const up = $map.get(levels, this);
      /** @type {Level} */
      const level = { up, key: isArray(this) ? +key : key, depth: up ? up.depth + 1 : 1 };
      if (level.depth > limits.maxDepth) {
        /** @type {CausewayPath} */
        const path = [];
        for (let l = level; l.up; l = l.up) append(path, l.key);
        $array.reverse(path);
        throw new CausewayError("invalidArguments", `The value is nested deeper than ${limits.maxDepth}`, { path });
      }
      if (isBinary(v)) return swap(v);
      $map.set(levels, v, level);
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
    const size = isBlob(value) ? /** @type {Blob} */ (value).size : /** @type {ArrayBuffer} */ (value).byteLength;
    if (size > limits.maxBlobBytes) {
      throw new CausewayError("payloadTooLarge", `A binary value of ${size} bytes is larger than ${limits.maxBlobBytes}`);
    }
    await courierHeard;
    const id = ++lastUpload;
    const answer = await new $Promise((/** @type {(answer: string) => void} */ resolve) => {
      $map.set(uploads, id, resolve);
      signal("causeway:upload", { id, bytes: value });
    });
    const status = $string.slice(answer, 0, $string.indexOf(answer, "\n"));
    const text = $string.slice(answer, status.length + 1);
    if (status === "413") throw new CausewayError("payloadTooLarge", text);
    if (status === "429") throw new CausewayError("limitExceeded", text);
    if (status !== "200") throw new CausewayError("protocolError", `The upload failed with status ${status}: ${text}`);
    return text;
  }

  /**
   * Fetches the bytes a native blob token stands for.
   * @param {string} token
   */
  async function download(token) {
    const response = await $fetch(BLOB_URL + token);
    if (!$response.ok(response)) {
      throw new CausewayError("protocolError", `Blob ${token} failed with status ${$response.status(response)}`);
    }
    return new $Uint8Array(await $response.arrayBuffer(response));
  }

  /**
   * Encodes an outgoing payload whose binary values are `found`, uploading them. Resolves with a record without a
   * prototype, so that no `then` page script put on Object.prototype is offered it; await it through `unhooked`.
   * Rejects with a CausewayError.
   * @param {unknown} value
   * @param {Binary[]} found  the binary values of `value`, in the order `serialize` meets them
   * @returns {Promise<Payload>}
   */
  async function encode(value, found) {
    /** @type {string[]} */
    const blobs = [];
    try {
      for (let i = 0; i < found.length; i++) append(blobs, await unhooked(upload(found[i])));
    } catch (error) {
      throw asError(error, "protocolError");
    }
    let next = 0;
    return bare({ text: serialize(value, () => ({ $blob: blobs[next++] })), blobs });
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
      if (names.length === 1 && names[0] === "$blob" && $array.includes(blobs, v.$blob)) {
        return download(v.$blob);
      }
      for (let i = 0; i < names.length; i++) v[names[i]] = await walk(v[names[i]]);
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
   * is listening and the epoch is known, in the order it was queued.
   * @param {Outgoing} out
   * @returns {Outgoing} the record queued: `out`'s fields, without a prototype
   */
  function post(out) {
    const record = bare(out);
    append(outbox, record);
    schedule();
    return record;
  }

  /**
   * Queues message `out` with `value`, encoded now, as its `key` field. A value without binary values leaves with
   * this turn's post. One with binary values takes its place in the outbox at once, held: it and every message
   * queued behind it wait until its bytes are uploaded, then leave in order; if the upload fails, `out.done` gets
   * the error and the messages behind it leave without it.
   * @param {Outgoing} out  without `payload`
   * @param {unknown} value
   * @returns {Outgoing} the record queued
   * @throws {CausewayError} when `value` cannot be serialized; nothing is queued then
   */
  function send(out, value) {
    /** @type {Binary[]} */
    const found = [];
    const text = serialize(value, (binary) => {
      append(found, binary);
      return null;
    });
    if (!found.length) return post({ ...out, payload: bare({ text, blobs: [] }) });
    const record = post({ ...out, held: true });
    (async () => {
      /** @type {Payload} */
      let payload;
      try {
        payload = await unhooked(encode(value, found));
      } catch (error) {
        if (drop(record)) record.done?.(/** @type {CausewayError} */ (error));
        return;
      }
      // Gone from the outbox: cancelled, or the page was hidden.
      if ($array.indexOf(outbox, record) < 0) return;
      put(record, "payload", payload);
      put(record, "held", false);
      schedule();
    })();
    return record;
  }

  /**
   * Takes `record` out of the outbox without sending it; the messages behind it keep their order.
   * @param {Outgoing} record
   * @returns {boolean} whether it was still there
   */
  function drop(record) {
    if ($array.indexOf(outbox, record) < 0) return false;
    remove(outbox, record);
    schedule();
    return true;
  }

  /** Queues a flush for the end of this turn, once. */
  function schedule() {
    if (flushing) return;
    flushing = true;
    $queueMicrotask(flush);
  }

  /**
   * Hands what is queued to the courier in one post, one message per line, once the epoch is known: everything up
   * to the first held message.
   */
  function flush() {
    flushing = false;
    if (!epoch) return;
    /** @type {string[]} */
    const texts = [];
    /** @type {Outgoing[]} */
    const sent = [];
    const queued = takeUntilHeld();
    for (let i = 0; i < queued.length; i++) {
      const out = queued[i];
      const text = stamp(out);
      if (exceeds(text, limits.maxMessageBytes)) {
        out.done?.(new CausewayError("payloadTooLarge", `The message is larger than ${limits.maxMessageBytes} bytes`));
      } else {
        append(texts, text);
        append(sent, out);
      }
    }
    if (texts.length) signal("causeway:send", $array.join(texts, "\n"));
    for (let i = 0; i < sent.length; i++) {
      const { done } = sent[i];
      done?.();
    }
  }

  /**
   * Empties the outbox up to its first held message and returns what it held before it.
   * @returns {Outgoing[]}
   */
  function takeUntilHeld() {
    /** @type {Outgoing[]} */
    const taken = [];
    let count = 0;
    while (count < outbox.length && !outbox[count].held) append(taken, outbox[count++]);
    for (let i = count; i < outbox.length; i++) outbox[i - count] = outbox[i];
    outbox.length -= count;
    return taken;
  }

  /**
   * The JSON text of a message, stamped with the epoch.
   * @param {Outgoing} out
   */
  function stamp({ kind, fields, key, payload }) {
    const text = stringify(bare({ v: 1, kind, epoch, ...fields }));
    if (!payload) return text;
    // The tokens are written out one by one: an array would be offered to a `toJSON` that page script can set.
    const blobs = payload.blobs.length ? `,"blobs":${strings(payload.blobs)}` : "";
    return `${$string.slice(text, 0, -1)}${blobs},"${key}":${payload.text}}`;
  }

  /**
   * The JSON text of an array of strings.
   * @param {string[]} list
   */
  function strings(list) {
    /** @type {string[]} */
    const texts = [];
    for (let i = 0; i < list.length; i++) append(texts, stringify(list[i]));
    return `[${$array.join(texts, ",")}]`;
  }

  /**
   * Asks native code for the epoch and the limits, in a post of its own. A ready wanted before it takes its place in
   * the outbox now, ahead of whatever is queued later.
   */
  function hello() {
    greeting = true;
    signal("causeway:send", stringify(bare({ v: 1, kind: "hello", epoch: 0, runtime: VERSION })));
    if (wantReady) announceReady(false);
  }

  /** @param {Message} answer  the hello answer */
  function greeted(answer) {
    if (!greeting) return;
    greeting = false;
    epoch = answer.epoch;
    limits = { ...DEFAULT_LIMITS, ...answer.limits };
    learn(answer.methods);
    pull();
  }

  /**
   * Replaces the map of permitted methods with the hello answer's `methods`; anything else clears it.
   * @param {unknown} [map]
   */
  function learn(map) {
    methods = new $Map();
    prefixes = new $Set();
    const pairs = entries($Object(map));
    for (let i = 0; i < pairs.length; i++) {
      const name = pairs[i][0];
      const kind = pairs[i][1];
      if (kind !== "call" && kind !== "stream") continue;
      $map.set(methods, name, kind);
      for (let dot = $string.indexOf(name, "."); dot > 0; dot = $string.indexOf(name, ".", dot + 1)) {
        $set.add(prefixes, $string.slice(name, 0, dot));
      }
    }
  }

  /**
   * Tells native code the page can take calls and events: once per epoch, after hello. The runtime says it at
   * DOMContentLoaded; page script that calls `causeway.ready()` also declares that it started, which native code
   * may wait for (an offline package on trial does), so that call is sent even after the runtime's own. Once the
   * hello is sent, the ready is queued when it is wanted, in order with the calls, events and replies around it; one
   * wanted before the hello is queued with it.
   * @param {boolean} declared  whether page script called it
   */
  function announceReady(declared) {
    if (!hosted) return;
    wantReady = true;
    wantDeclared ||= declared;
    if ((!greeting && !epoch) || (readyQueued && (declaredQueued || !wantDeclared))) return;
    readyQueued = true;
    declaredQueued = wantDeclared;
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
    signal("causeway:send", stringify(bare({ v: 1, kind: "pull", epoch })));
  }

  /**
   * Queues page call `id` now, in the caller's turn; native answers for it go to `entry`.
   * @param {string} id
   * @param {string} method
   * @param {unknown} args
   * @param {Record<string, unknown>} extra  more fields of the call message
   * @param {Pending} entry
   * @returns {(cancel: boolean) => void} forgets the call, and sends `cancel` if asked and the call has left
   * @throws {CausewayError} when `args` cannot be serialized; nothing is queued then
   */
  function open(id, method, args, extra, entry) {
    if (!hosted) return openWeb(method, args, extra, entry);
    let sent = false;
    const out = send({
      kind: "call",
      fields: { id, method, ...extra },
      key: "args",
      done: (error) => {
        if (error) entry.fail(error);
        else sent = true;
      },
    }, args);
    $map.set(pending, id, entry);
    return (cancel) => {
      if ($map.get(pending, id) !== entry) return;
      $map.delete(pending, id);
      drop(out);
      if (cancel && sent) post({ kind: "cancel", fields: { id } });
    };
  }

  /**
   * Runs a page call on the web implementation of `method`, without a native side; its outcome goes to `entry` as
   * native answers would. Page script is the only party here, so the implementation is called as it is, not through
   * the captured built-ins.
   * @param {string} method
   * @param {unknown} args
   * @param {Record<string, unknown>} extra  the call message's other fields: `stream` for a stream
   * @param {Pending} entry
   * @returns {(cancel: boolean) => void} forgets the call, and with `cancel` aborts the implementation's signal
   */
  function openWeb(method, args, extra, entry) {
    const found = $map.get(webMethods, method);
    const streamed = extra.stream === true;
    const controller = new $AbortController();
    let live = true;
    /** @type {AsyncIterator<unknown> | Iterator<unknown> | undefined} */
    let iterator;
    const run = async () => {
      if (!found) throw new CausewayError("unknownMethod", `No web implementation of ${method}`);
      if ((found.kind === "stream") !== streamed) {
        throw new CausewayError("unknownMethod", `${method} is a ${found.kind}; use causeway.${found.kind}`);
      }
      const result = await found.implementation(args, { signal: $abortController.signal(controller), method });
      if (!streamed) return live && entry.deliver({ kind: "reply", ok: true }, result);
      const values = /** @type {any} */ (result);
      iterator = typeof values?.[Symbol.asyncIterator] === "function"
        ? values[Symbol.asyncIterator]()
        : values?.[Symbol.iterator]();
      if (!iterator) throw new CausewayError("handlerFailed", `The web implementation of ${method} returned no iterable`);
      while (live) {
        const step = await iterator.next();
        if (!live) return;
        if (step.done) return entry.deliver({ kind: "end" }, undefined);
        entry.deliver({ kind: "next" }, step.value);
      }
    };
    $queueMicrotask(() => run().catch((error) => live && entry.fail(asError(error, "handlerFailed"))));
    return (cancel) => {
      if (!live) return;
      live = false;
      if (!cancel) return;
      $abortController.abort(controller, cancelled());
      // The page left the stream: what the iterator's own `return` throws is the implementation's business.
      try {
        $Promise.resolve(iterator?.return?.()).catch(() => {});
      } catch {}
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
      if (signal && $abortSignal.aborted(signal)) throw cancelled();
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
        const { resolve, reject } = /** @type {typeof waiting[number]} */ ($array.shift(waiting));
        if (values.length) resolve({ value: $array.shift(values), done: false });
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
      if (signal && $abortSignal.aborted(signal)) return finish(cancelled());
      try {
        close = open(`p${++lastId}`, method, args, { stream: true }, {
          fail: finish,
          deliver(message, value) {
            if (message.kind === "next") {
              append(values, value);
              answer();
            } else if (message.kind === "end") finish(message.error ? fromWire(message.error) : undefined);
          },
        });
      } catch (error) {
        return finish(/** @type {CausewayError} */ (error));
      }
      if (signal) listen(signal, "abort", abort);
    };

    return new Stream(
      () => {
        if (!started && !finished) start();
        return new $Promise((resolve, reject) => {
          append(waiting, { resolve, reject });
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
  function emit(name, data) {
    return new $Promise((resolve, reject) => {
      if (typeof name !== "string") throw badName();
      if (!hosted) return resolve(dispatch(webListeners, name, data));
      send({ kind: "event", fields: { name }, key: "data", done: (error) => (error ? reject(error) : resolve()) }, data);
    });
  }

  /**
   * Lets native code call `name` on this page.
   * @param {string} name
   * @param {CausewayHandler} handler  receives the arguments and `{signal, method}`; its result is the reply
   * @returns {() => void} removes the handler
   */
  function handle(name, handler) {
    $map.set(handlers, name, handler);
    return () => {
      if ($map.get(handlers, name) === handler) $map.delete(handlers, name);
    };
  }

  /**
   * Listens for native event `name`.
   * @param {string} name
   * @param {CausewayListener} listener
   * @returns {() => void} removes the listener
   */
  function on(name, listener) {
    return listenIn(listeners, name, listener);
  }

  /**
   * Adds `listener` for event `name` to `to`.
   * @param {Map<string, Set<CausewayListener>>} to
   * @param {string} name
   * @param {CausewayListener} listener
   * @returns {() => void} removes the listener
   */
  function listenIn(to, name, listener) {
    let set = $map.get(to, name);
    if (!set) $map.set(to, name, (set = new $Set()));
    $set.add(set, listener);
    return () => unlistenIn(to, name, listener);
  }

  /**
   * Removes `listener` for event `name` from `from`.
   * @param {Map<string, Set<CausewayListener>>} from
   * @param {string} name
   * @param {CausewayListener} listener
   */
  function unlistenIn(from, name, listener) {
    const set = $map.get(from, name);
    if (set) $set.delete(set, listener);
  }

  /**
   * Calls the listeners of `from` for event `name`, as they are now: one that a listener adds or removes takes effect
   * from the next event. A listener's throw is logged and does not stop the others.
   * @param {Map<string, Set<CausewayListener>>} from
   * @param {string} name
   * @param {unknown} data
   */
  function dispatch(from, name, data) {
    /** @type {CausewayListener[]} */
    const called = [];
    const set = $map.get(from, name);
    if (set) $set.forEach(set, (listener) => append(called, listener));
    for (let i = 0; i < called.length; i++) {
      const listener = called[i];
      try {
        listener(data);
      } catch (error) {
        logError(error);
      }
    }
  }

  /**
   * Removes a listener added with `on`.
   * @param {string} name
   * @param {CausewayListener} listener
   */
  function off(name, listener) {
    unlistenIn(listeners, name, listener);
  }

  /**
   * Registers the web implementation of `method`, used only without a native side: the path style then reaches it
   * too (`causeway.math.add(…)`), as the hello answer's methods do in an app.
   * @param {string} method
   * @param {CausewayMethodKind} kind
   * @param {Function} implementation
   * @returns {() => void} removes it
   */
  function register(method, kind, implementation) {
    if (typeof method !== "string") throw badName();
    if (typeof implementation !== "function") throw new CausewayError("invalidArguments", "An implementation must be a function");
    if (hosted) return () => {};
    /** @type {WebMethod} */
    const entry = bare({ kind, implementation });
    $map.set(webMethods, method, entry);
    learnWeb();
    return () => {
      if ($map.get(webMethods, method) !== entry) return;
      $map.delete(webMethods, method);
      learnWeb();
    };
  }

  /** Makes the web implementations the methods this page may call. */
  function learnWeb() {
    /** @type {Record<string, CausewayMethodKind>} */
    const map = create(null);
    $map.forEach(webMethods, (entry, name) => put(map, name, entry.kind));
    learn(map);
  }

  /**
   * `causeway.web.call`: calls page handler `name` as native code would, without a native side.
   * @param {string} name
   * @param {unknown} [args]
   * @returns {Promise<any>}
   */
  async function callPage(name, args) {
    if (typeof name !== "string") throw badName();
    const handler = hosted ? undefined : $map.get(handlers, name);
    if (!handler) {
      throw new CausewayError("unknownMethod", hosted ? "Native code calls this page" : `No handler for ${name}`);
    }
    try {
      return await handler(args, { signal: $abortController.signal(new $AbortController()), method: name });
    } catch (error) {
      throw asError(error, "handlerFailed");
    }
  }

  /** `causeway.web`: the page's stand-in for native code where there is none. */
  const web = freeze({
    active: !hosted,
    /**
     * @param {string} method
     * @param {Function} implementation
     */
    handle: (method, implementation) => register(method, "call", implementation),
    /**
     * @param {string} method
     * @param {Function} implementation
     */
    handleStream: (method, implementation) => register(method, "stream", implementation),
    call: callPage,
    /**
     * @param {string} name
     * @param {unknown} [data]
     */
    emit(name, data) {
      if (typeof name !== "string") throw badName();
      if (!hosted) dispatch(listeners, name, data);
    },
    /**
     * @param {string} name
     * @param {CausewayListener} listener
     */
    on: (name, listener) => listenIn(webListeners, name, listener),
  });

  /**
   * Queues the reply to native call `id`. A reply that cannot be encoded or sent is replaced by an error reply that
   * says why; a reply whose bytes are still uploading when the call is cancelled is dropped.
   * @param {string} id
   * @param {boolean} ok
   * @param {unknown} value  the result, or the wire error
   * @param {AbortSignal} [signal]  no reply is sent once it is aborted
   * @param {() => void} [left]  called once the reply has left, or will not
   */
  function reply(id, ok, value, signal, left) {
    if (signal && $abortSignal.aborted(signal)) return left?.();
    /**
     * @param {boolean} ok
     * @param {unknown} value
     * @param {boolean} last  whether a failure is final: an error reply that fails is not replaced again
     */
    const queue = (ok, value, last) => send({
      kind: "reply",
      fields: { id, ok },
      key: ok ? "result" : "error",
      done: (error) => {
        if (!error || last || error.code === "navigated") return left?.();
        queue(false, wireError(error), true);
      },
    }, value);
    /** @type {Outgoing} */
    let out;
    try {
      out = queue(ok, value, false);
    } catch (error) {
      out = queue(false, wireError(/** @type {CausewayError} */ (error)), true);
    }
    if (signal && out.held) listen(signal, "abort", () => drop(out) && left?.());
  }

  /**
   * The wire error of a reply that failed on this side.
   * @param {CausewayError} error
   */
  const wireError = ({ code, message, path }) => bare({ code, message, path });

  /**
   * Runs a page handler for native call `id` and replies, unless the call is cancelled first.
   * @param {string} id
   * @param {string} method
   * @param {CausewayHandler} handler
   * @param {unknown} args
   * @param {AbortController} controller
   */
  async function serve(id, method, handler, args, controller) {
    const signal = $abortController.signal(controller);
    let ok = true;
    let value;
    try {
      value = await handler(args, { signal, method });
    } catch (error) {
      ok = false;
      value = toWire(error);
    }
    reply(id, ok, value, signal, () => $map.delete(running, id));
  }

  /**
   * Handles one native message other than hello and batch.
   * @param {Message} message  without a prototype (see `lines`)
   */
  async function receive(message) {
    if (!message || typeof message !== "object") return;
    // An answer saying the document changed settles its call whatever epoch it carries; page ids are never reused.
    if ((!epoch || message.epoch !== epoch) && bare(message.error).code !== "navigated") return;
    const { kind, id } = message;
    switch (kind) {
      case "reply":
      case "next":
      case "end": {
        const entry = $map.get(pending, id);
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
        return dispatch(listeners, message.name, data);
      }
      case "call": {
        const handler = $map.get(handlers, message.method);
        if (!handler) {
          reply(id, false, { code: "unknownMethod", message: `No handler for ${message.method}` });
          return;
        }
        const controller = new $AbortController();
        $map.set(running, id, controller);
        let args;
        try {
          args = await inflate(message.args, message.blobs);
        } catch (error) {
          $map.delete(running, id);
          reply(id, false, toWire(error));
          return;
        }
        if (!$abortSignal.aborted($abortController.signal(controller))) {
          serve(id, message.method, handler, args, controller);
        }
        return;
      }
      case "cancel": {
        const controller = $map.get(running, id);
        if (controller) $abortController.abort(controller, cancelled());
        $map.delete(running, id);
        return;
      }
      case "error":
        logWarn("causeway: native code could not read a message:", bare(message.error).message);
    }
  }

  /** @param {Message} batch  the answer to a pull, without a prototype (see `lines`) */
  async function receiveBatch(batch) {
    const { messages } = batch;
    // An empty batch answers a pull that a newer one replaced; that newer pull is still parked.
    if (batch.epoch !== epoch || !isArray(messages) || !messages.length) return;
    for (let i = 0; i < messages.length; i++) await receive(bare(messages[i]));
    if (batch.epoch === epoch) pull();
  }

  /**
   * The wire messages of a post or an answer: JSON texts, one per line. A line that is not JSON is dropped. Each
   * message has no prototype, so a field it lacks is undefined whatever page script put on Object.prototype.
   * @param {string} text
   * @returns {Message[]}
   */
  function lines(text) {
    /** @type {Message[]} */
    const messages = [];
    for (let start = 0; start <= text.length; ) {
      let end = $string.indexOf(text, "\n", start);
      if (end < 0) end = text.length;
      try {
        append(messages, bare(parse($string.slice(text, start, end))));
      } catch {
        logWarn("causeway: dropped a message that is not JSON");
      }
      start = end + 1;
    }
    return messages;
  }

  /**
   * Handles the messages of a native answer one after another.
   * @param {string} answer
   */
  async function answered(answer) {
    const messages = lines(answer);
    for (let i = 0; i < messages.length; i++) {
      const message = messages[i];
      if (message.kind === "hello") greeted(message);
      else if (message.kind === "batch") await receiveBatch(message);
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
    const detail = $customEvent.detail(event);
    if (typeof detail !== "string") return;
    const newline = $string.indexOf(detail, "\n");
    const id = +$string.slice(detail, 0, newline);
    const resolve = $map.get(uploads, id);
    if (!resolve) return;
    $map.delete(uploads, id);
    resolve($string.slice(detail, newline + 1));
  });

  listen($document, "causeway:recv", (/** @type {CustomEvent} */ event) => {
    const detail = $customEvent.detail(event);
    if (typeof detail === "string" && detail) answered(detail);
  });

  listen($document, "causeway:fail", (/** @type {CustomEvent} */ event) => {
    const detail = $customEvent.detail(event);
    if (typeof detail !== "string") return;
    const messages = lines(detail);
    for (let i = 0; i < messages.length; i++) {
      const message = messages[i];
      if (message.kind !== "call") continue;
      $map.get(pending, message.id)?.fail(new CausewayError("protocolError", "The message could not be posted"));
    }
  });

  listen($window, "pagehide", (/** @type {PageTransitionEvent} */ event) => {
    if (!event.persisted) return;
    const gone = new CausewayError("navigated", "The page was hidden");
    /** @type {Pending[]} */
    const calls = [];
    $map.forEach(pending, (entry) => append(calls, entry));
    for (let i = 0; i < calls.length; i++) calls[i].fail(gone);
    $map.forEach(running, (controller) => $abortController.abort(controller, gone));
    $map.clear(running);
    const queued = take(outbox);
    for (let i = 0; i < queued.length; i++) queued[i].done?.(gone);
    epoch = 0;
    learn();
    greeting = false;
    readyQueued = false;
    declaredQueued = false;
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
      /** @type {Record<string, CausewayMethodKind>} */
      const copy = {};
      $map.forEach(methods, (kind, name) => put(copy, name, kind));
      return freeze(copy);
    },
    CausewayError,
    call,
    stream,
    handle,
    on,
    off,
    emit,
    ready,
    web,
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
    let space = $map.get(namespaces, path);
    if (!space) {
      space = guard(/** @type {object} */ (freeze(create(null))), (key) => member(path, key));
      $map.set(namespaces, path, space);
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
    if (key === "then" || (!$map.has(methods, name) && $array.includes(HOOKS, key))) return;
    if ($set.has(prefixes, name)) return namespace(name);
    let run = $map.get(functions, name);
    if (!run) {
      /** @type {Run} */
      const method = (args, options) => ($map.get(methods, name) === "stream" ? stream : call)(name, args, options);
      $map.set(functions, name, (run = freeze(method)));
    }
    return run;
  }
  // The API's own names and those it inherits, as they are now: a name page script adds to Object.prototype later is
  // still a namespace.
  /** @type {Set<string>} */
  const members = new $Set();
  const names = [keys(api), getOwnPropertyNames($Object.prototype)];
  for (let n = 0; n < names.length; n++) for (let i = 0; i < names[n].length; i++) $set.add(members, names[n][i]);
  const root = guard(api, (key) =>
    typeof key !== "string" || $set.has(members, key) ? /** @type {any} */ (api)[key] : namespace(key),
  );
  defineProperty($window, "causeway", { value: root, enumerable: true });
  signal("causeway:page");
})();
