// Just enough of a browser for the page runtime in plain JavaScriptCore: tasks (__turn runs one), DOM events,
// AbortController, Blob, fetch and console. The courier is the bench's (bench.js).
var __tasks = [];
function __turn() { const t = __tasks.shift(); if (!t) return false; t(); return true; }
var setTimeout = (f, ms) => { const id = { f, dead: false }; __tasks.push(() => { if (!id.dead) f(); }); return id; };
var clearTimeout = (id) => { if (id) id.dead = true; };
var setImmediate = (f) => __tasks.push(f);
var queueMicrotask = globalThis.queueMicrotask ?? ((f) => Promise.resolve().then(f));
class Event { constructor(type) { this.type = type; } }
class CustomEvent extends Event { #detail; constructor(type, init) { super(type); this.#detail = init?.detail; } get detail() { return this.#detail; } }
class EventTarget {
  #l = new Map();
  addEventListener(type, f, o) { if (!this.#l.has(type)) this.#l.set(type, []); this.#l.get(type).push({ f, once: o?.once }); }
  removeEventListener(type, f) { const l = this.#l.get(type); if (l) this.#l.set(type, l.filter((e) => e.f !== f)); }
  dispatchEvent(event) { const l = this.#l.get(event.type); if (!l) return true; for (const e of [...l]) { if (e.once) this.removeEventListener(event.type, e.f); try { e.f.call(this, event); } catch (x) { console.error(x); } } return true; }
}
class AbortSignal extends EventTarget { #aborted = false; reason; get aborted() { return this.#aborted; } __abort(r) { if (this.#aborted) return; this.#aborted = true; this.reason = r; this.dispatchEvent(new Event("abort")); } static abort() { const s = new AbortSignal(); s.__abort(new Error("aborted")); return s; } }
class AbortController { #signal = new AbortSignal(); get signal() { return this.#signal; } abort(r) { this.#signal.__abort(r); } }
class Blob { constructor(parts) { this.size = 0; } }
class Response { #b; #s; constructor(b, o) { this.#b = b; this.#s = o?.status ?? 200; } get ok() { return this.#s === 200; } get status() { return this.#s; } async arrayBuffer() { return new Uint8Array(this.#b).buffer; } }
var fetch = async () => new Response(new Uint8Array([1]));
var console = { log() {}, warn() {}, error() {} };
var window = new EventTarget();
var document = new EventTarget();
document.readyState = "complete";
window.document = document;
globalThis.addEventListener = (...a) => window.addEventListener(...a);
