// Everything the runtime uses is captured when this module runs, at document start ($ = captured), so page script
// that replaces these globals later cannot break the bridge, change what it sends or read what it receives. Each of
// the two bundles, causeway.js and components.js, holds its own copy of this module, and each is injected before any
// page script runs: components.js captures its built-ins when it starts, as causeway.js does (dom.ts adds the DOM's).
//
// Methods of built-in prototypes are captured the same way. `text.slice(0, -1)` or `pending.get(id)` would look the
// method up on String.prototype or Map.prototype at the time of the call, where page script may have put its own,
// so the runtime calls the captured one instead: `$string.slice(text, 0, -1)`, `$map.get(pending, id)`.
// Language features look things up too, so the runtime also keeps to these rules:
// - No iteration protocol on its data (`for…of`, spread, array destructuring call `Symbol.iterator` and `next`):
//   index loops, and the captured `forEach` of maps and sets.
// - No array method that makes a new array (`splice`, `slice`, `map`, `filter`, `concat` build it with
//   `constructor[Symbol.species]`), and no `split` (some engines call `Symbol.split` of a string separator).
// - Nothing assigned where page script could have put a setter: arrays grow with `append` and fields are defined
//   with `put`, never pushed or assigned (records.ts); only its own lists, made without a prototype (`emptyList`),
//   grow by assignment. Its own types keep their state in `#private` fields.
// - Its records, and the wire messages it reads, have no prototype (`bare`, `strip`): a field they lack reads as
//   undefined, not as what page script put on Object.prototype, and `JSON.stringify` finds no `toJSON` on them.
// - No `instanceof`, which calls the constructor's `Symbol.hasInstance`: the captured `isPrototypeOf` instead.
// - What becomes part of a message is encoded in the caller's turn, and a native message is handled in the turn it
//   arrives unless it carries bytes: on the way, only uploads and downloads of bytes are awaited, through
//   `unhooked`, and they resolve to a string, a bare record or nothing.
// What no capture can close (docs/threat-model.md): other awaits, and promise resolution, read `constructor` and
// `then`; `JSON.stringify` reads `toJSON` of the values it is given; the sizes of binary values are read from them.
// The bundle is built for ES2022, so that esbuild adds no helper of its own that would look globals up later.

export const $window = window;
export const $document = document;
export const $CustomEvent = CustomEvent;
export const $AbortController = AbortController;
export const $Promise = Promise;
export const $Map = Map;
export const $Set = Set;
export const $String = String;
export const $Uint8Array = Uint8Array;
export const $ArrayBuffer = ArrayBuffer;
export const $Blob = Blob;
export const $Proxy = Proxy;
export const $Object = Object;
export const $Number = Number;
export const $parseFloat = parseFloat;
export const $fetch = fetch;
export const $setTimeout = setTimeout;
export const $queueMicrotask = queueMicrotask;
export const $clearTimeout = clearTimeout;
export const { parse, stringify } = JSON;
export const {
  assign,
  create,
  defineProperty,
  entries,
  freeze,
  getOwnPropertyDescriptor,
  getOwnPropertyNames,
  getPrototypeOf,
  keys,
  setPrototypeOf,
} = Object;
export const { abs, max, min, round } = Math;
export const { isArray } = Array;
export const { isView } = ArrayBuffer;
export const { apply } = Reflect;
const { addEventListener, removeEventListener, dispatchEvent } = EventTarget.prototype;
export const { error: logError, warn: logWarn } = console;

/** `fn` as a function that takes the `this` of its call as its first argument. */
export const uncurry = (fn: Function) => (self: unknown, ...args: unknown[]): any => apply(fn, self, args);
/** The getter of accessor `name` of `prototype`, uncurried. */
export const getter = (prototype: object, name: string) =>
  uncurry(getOwnPropertyDescriptor(prototype, name)?.get as Function);
/** The setter of accessor `name` of `prototype`, uncurried. */
export const setter = (prototype: object, name: string) =>
  uncurry(getOwnPropertyDescriptor(prototype, name)?.set as Function);

export const $array: {
  includes<T>(list: readonly T[], item: T): boolean;
  indexOf<T>(list: readonly T[], item: T): number;
  join(list: readonly string[], separator: string): string;
  reverse<T>(list: T[]): T[];
  shift<T>(list: T[]): T | undefined;
  sort<T>(list: T[], order: (a: T, b: T) => number): T[];
} = {
  includes: uncurry(Array.prototype.includes),
  indexOf: uncurry(Array.prototype.indexOf),
  join: uncurry(Array.prototype.join),
  reverse: uncurry(Array.prototype.reverse),
  shift: uncurry(Array.prototype.shift),
  sort: uncurry(Array.prototype.sort),
};
export const $string: {
  charCodeAt(text: string, index: number): number;
  indexOf(text: string, search: string, from?: number): number;
  slice(text: string, start: number, end?: number): string;
  startsWith(text: string, search: string): boolean;
} = {
  charCodeAt: uncurry(String.prototype.charCodeAt),
  indexOf: uncurry(String.prototype.indexOf),
  slice: uncurry(String.prototype.slice),
  startsWith: uncurry(String.prototype.startsWith),
};
export const $map: {
  clear<K, V>(map: Map<K, V>): void;
  delete<K, V>(map: Map<K, V>, key: K): boolean;
  forEach<K, V>(map: Map<K, V>, each: (value: V, key: K) => void): void;
  get<K, V>(map: Map<K, V>, key: K): V | undefined;
  has<K, V>(map: Map<K, V>, key: K): boolean;
  set<K, V>(map: Map<K, V>, key: K, value: V): Map<K, V>;
} = {
  clear: uncurry(Map.prototype.clear),
  delete: uncurry(Map.prototype.delete),
  forEach: uncurry(Map.prototype.forEach),
  get: uncurry(Map.prototype.get),
  has: uncurry(Map.prototype.has),
  set: uncurry(Map.prototype.set),
};
export const $set: {
  add<T>(set: Set<T>, value: T): Set<T>;
  delete<T>(set: Set<T>, value: T): boolean;
  forEach<T>(set: Set<T>, each: (value: T) => void): void;
  has<T>(set: Set<T>, value: T): boolean;
} = {
  add: uncurry(Set.prototype.add),
  delete: uncurry(Set.prototype.delete),
  forEach: uncurry(Set.prototype.forEach),
  has: uncurry(Set.prototype.has),
};
export const $object: { isPrototypeOf(prototype: object, value: unknown): boolean } = {
  isPrototypeOf: uncurry(Object.prototype.isPrototypeOf),
};
export const $promise: {
  then<T>(promise: Promise<T>, fulfilled: (value: T) => void, rejected: (reason: unknown) => void): Promise<void>;
} = {
  then: uncurry(Promise.prototype.then),
};
// The platform's accessors and methods on the runtime's own events, controllers, signals and responses.
export const $customEvent: { detail(event: Event): unknown } = {
  detail: getter(CustomEvent.prototype, "detail"),
};
export const $abortController: {
  abort(controller: AbortController, reason: unknown): void;
  signal(controller: AbortController): AbortSignal;
} = {
  abort: uncurry(AbortController.prototype.abort),
  signal: getter(AbortController.prototype, "signal"),
};
export const $abortSignal: { aborted(signal: AbortSignal): boolean } = {
  aborted: getter(AbortSignal.prototype, "aborted"),
};
export const $response: {
  arrayBuffer(response: Response): Promise<ArrayBuffer>;
  ok(response: Response): boolean;
  status(response: Response): number;
} = {
  arrayBuffer: uncurry(Response.prototype.arrayBuffer),
  ok: getter(Response.prototype, "ok"),
  status: getter(Response.prototype, "status"),
};

/** Adds `listener` for `type` to `target` through the captured `addEventListener`. */
export const listen = (
  target: EventTarget,
  type: string,
  listener: (event: any) => void,
  options?: AddEventListenerOptions,
) => apply(addEventListener, target, [type, listener, options]);
/** Removes `listener` for `type` from `target` through the captured `removeEventListener`. */
export const unlisten = (target: EventTarget, type: string, listener: (event: any) => void) =>
  apply(removeEventListener, target, [type, listener]);
/** Dispatches a CustomEvent `type` with `detail` on `target` through the captured `dispatchEvent`. */
export const dispatch = (target: EventTarget, type: string, detail?: unknown): boolean =>
  apply(dispatchEvent, target, [new $CustomEvent(type, { detail })]);
/** Dispatches a CustomEvent `type` with `detail` on the document: how the runtime speaks to the courier. */
export const signal = (type: string, detail?: unknown) => dispatch($document, type, detail);
