// Runs one module of the page runtime (Sources/Causeway/Runtime/src/NAME.ts) for its own tests: esbuild bundles it
// with what it imports into a script that leaves its exports in `exports`, which runs in a fresh node:vm context
// with a minimal fake browser. The behaviour suites beside this folder test the whole bundle, causeway.js.
import assert from "node:assert/strict";
import { execFileSync } from "node:child_process";
import vm from "node:vm";

const sources = new URL("../../../Sources/Causeway/Runtime/src/", import.meta.url).pathname;
const scripts = new Map();

/** Module `name` as a script, built once per test file. */
function script(name) {
  if (!scripts.has(name)) {
    const args = [`${sources}${name}.ts`, "--bundle", "--format=iife", "--global-name=exports", "--target=es2022",
      "--ignore-annotations", "--log-level=warning"];
    scripts.set(name, execFileSync("esbuild", args, { encoding: "utf8" }));
  }
  return scripts.get(name);
}

/**
 * A fresh fake browser page that has run module `name`: its `exports`, its `document` and `window`, what it posted
 * to the courier (`posts`), what it logged (`errors`, `warnings`), and `fire(type, detail)` for the courier's events.
 * `fetch` answers from `stored` (bytes by URL), each once, after `fetchGate` when one is set. `globals` are more of the
 * window's (a fake DOM's, dom.mjs, with its own `document`).
 */
export function load(name, { readyState = "complete", hosted = true, pageWorld = false, globals = {} } = {}) {
  const document = globals.document ?? Object.assign(new EventTarget(), { readyState });
  const page = { document, posts: [], errors: [], warnings: [], stored: new Map(), fetchGate: null };
  const fetch = async (url) => {
    await page.fetchGate;
    const bytes = page.stored.get(url);
    page.stored.delete(url);
    return bytes ? new Response(new Uint8Array(bytes)) : new Response("", { status: 404 });
  };
  const console = { error: (...args) => page.errors.push(args), warn: (...args) => page.warnings.push(args) };
  const window = Object.assign(new EventTarget(), { document, CustomEvent, EventTarget, Event, AbortController,
    AbortSignal, Blob, Response, setTimeout, clearTimeout, queueMicrotask, fetch, console, crypto,
    CAUSEWAY_HOSTED: hosted, CAUSEWAY_PAGE_WORLD: pageWorld, ...globals });
  window.window = window;
  vm.createContext(window);
  document.addEventListener("causeway:send", (event) => page.posts.push(event.detail));
  vm.runInContext(script(name), window, { filename: `${name}.js` });
  page.window = window;
  page.exports = window.exports;
  page.run = (code) => vm.runInContext(code, window);
  page.fire = (type, detail) => document.dispatchEvent(new CustomEvent(type, { detail }));
  return page;
}

export const tick = () => new Promise((resolve) => setImmediate(resolve));

/** Waits, a turn at a time, until `check()` holds. */
export async function until(check, what = "the condition") {
  for (let i = 0; i < 200; i++) {
    if (check()) return;
    await tick();
  }
  assert.fail(`timed out waiting for ${what}`);
}

/** Copies a value from the page's realm into this one, for deepStrictEqual. */
export const plain = (value) => JSON.parse(JSON.stringify(value));

/** Asserts that `promise` rejects with an error whose code is `code`. */
export const rejectsWith = (promise, code) => assert.rejects(promise, (error) => error.code === code);

/**
 * A stand-in for the frame that an outbox sends through: `epoch` and `limits` as set, every post in `posts`, and
 * uploads that wait until `upload.resolve(token)` or `upload.reject(error)` (the latest upload first).
 */
export function link(overrides = {}) {
  const uploads = [];
  return {
    epoch: 3,
    limits: { maxMessageBytes: 1000, maxBlobBytes: 100, maxDepth: 8 },
    posts: [],
    uploads,
    post(text) {
      this.posts.push(text);
    },
    encode(value, found) {
      return new Promise((resolve, reject) => uploads.push({ value, found, resolve, reject }));
    },
    ...overrides,
  };
}

/** The kinds (with ids or names) of the messages in `post`. */
export const kinds = (post) => post.split("\n").map((line) => {
  const { kind, id, name } = JSON.parse(line);
  return id ?? name ? `${kind} ${id ?? name}` : kind;
});

/**
 * A stand-in for the outbox: `queued` holds each message it was given, with `value` for one that `send` encodes;
 * `dropped` holds what was taken out. `send` throws for a bigint, as serialization does.
 */
export function fakeOutbox() {
  return {
    queued: [],
    dropped: [],
    send(out, value) {
      if (typeof value === "bigint") throw Object.assign(new Error("BigInt"), { code: "invalidArguments" });
      return this.post({ ...out, value });
    },
    post(out) {
      this.queued.push(out);
      return out;
    },
    drop(record) {
      this.dropped.push(record);
      return true;
    },
  };
}
