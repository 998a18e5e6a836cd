// Tests of the page runtime without a native side (causeway.js as a page loads it itself, in a browser): web
// implementations, the errors an app would give, and the generated mocks of the showcase.
import { test } from "node:test";
import assert from "node:assert/strict";
import vm from "node:vm";
import { readFileSync } from "node:fs";

const root = new URL("../../", import.meta.url);
const source = readFileSync(new URL("Sources/Causeway/Runtime/causeway.js", root), "utf8");

/** A browser page that loaded causeway.js itself: no courier, no native side. */
function browserPage() {
  const document = new EventTarget();
  document.readyState = "loading";
  const errors = [];
  const win = new EventTarget();
  Object.assign(win, {
    document, CustomEvent, EventTarget, Event, AbortController, AbortSignal, Blob, Response, setTimeout, clearTimeout,
    queueMicrotask, fetch: () => assert.fail("no fetch without a native side"),
    console: { error: (...args) => errors.push(args), warn: (...args) => errors.push(args) },
  });
  win.window = win;
  win.self = win;
  vm.createContext(win);
  const sent = [];
  document.addEventListener("causeway:send", (event) => sent.push(event.detail));
  vm.runInContext(source, win, { filename: "causeway.js" });
  document.dispatchEvent(new Event("DOMContentLoaded"));
  return { causeway: win.causeway, errors, sent };
}

async function rejectsWith(causeway, promise, code) {
  await assert.rejects(promise, (error) => {
    assert.ok(causeway.CausewayError.prototype.isPrototypeOf(error), `expected a CausewayError, got ${error}`);
    assert.equal(error.code, code);
    return true;
  });
}

test("loads without throwing, says it has no native side, and sends nothing", async () => {
  const { causeway, sent } = browserPage();
  assert.equal(causeway.web.active, true);
  assert.equal(causeway.epoch, 0);
  causeway.ready();
  await causeway.emit("clicked", { id: 7 });
  await new Promise((resolve) => setImmediate(resolve));
  assert.deepEqual(sent, [], "no hello, ready or pull without a courier");
});

test("a call with no web implementation rejects with unknownMethod, by name and by path", async () => {
  const { causeway } = browserPage();
  await rejectsWith(causeway, causeway.call("math.add", { a: 1, b: 2 }), "unknownMethod");
  await rejectsWith(causeway, causeway.math.add({ a: 1, b: 2 }), "unknownMethod");
  const values = causeway.stream("clock.ticks");
  await rejectsWith(causeway, values.next(), "unknownMethod");
});

test("web implementations answer calls by name and by path, and can be removed", async () => {
  const { causeway } = browserPage();
  const seen = [];
  const remove = causeway.web.handle("math.add", ({ a, b }, { method, signal }) => {
    seen.push({ method, aborted: signal.aborted });
    return a + b;
  });
  assert.equal(await causeway.call("math.add", { a: 2, b: 40 }), 42);
  assert.equal(await causeway.math.add({ a: 1, b: 1 }), 2, "the path style knows the method");
  assert.deepEqual(JSON.parse(JSON.stringify(causeway.methods)), { "math.add": "call" });
  assert.deepEqual(seen, [{ method: "math.add", aborted: false }, { method: "math.add", aborted: false }]);
  causeway.web.handle("math.slow", async () => 7);
  assert.equal(await causeway.call("math.slow"), 7, "a promise is awaited");
  remove();
  await rejectsWith(causeway, causeway.call("math.add", { a: 2, b: 40 }), "unknownMethod");
});

test("an implementation's CausewayError reaches the caller as it is; other errors become handlerFailed", async () => {
  const { causeway } = browserPage();
  causeway.web.handle("math.divide", ({ b }) => {
    if (b === 0) throw new causeway.CausewayError("invalidArguments", "b must not be 0", { path: ["b"] });
    throw new TypeError("broken");
  });
  await assert.rejects(causeway.call("math.divide", { a: 1, b: 0 }), (error) => {
    assert.equal(error.code, "invalidArguments");
    assert.deepEqual([...error.path], ["b"]);
    return true;
  });
  await assert.rejects(causeway.call("math.divide", { a: 1, b: 1 }), (error) => {
    assert.equal(error.code, "handlerFailed");
    assert.equal(error.message, "broken");
    return true;
  });
});

test("timeouts and aborts settle the call and abort the implementation's signal", async () => {
  const { causeway } = browserPage();
  const signals = [];
  causeway.web.handle("task.wait", (_, { signal }) => {
    signals.push(signal);
    return new Promise(() => {});
  });
  await rejectsWith(causeway, causeway.call("task.wait", null, { timeout: 10 }), "timeout");
  const controller = new AbortController();
  const call = causeway.call("task.wait", null, { signal: controller.signal });
  await new Promise((resolve) => setImmediate(resolve));
  controller.abort();
  await rejectsWith(causeway, call, "cancelled");
  assert.equal(signals.length, 2);
  assert.ok(signals.every((signal) => signal.aborted));
});

test("stream implementations yield each value, and leaving the loop returns their iterator", async () => {
  const { causeway } = browserPage();
  let returned = false;
  causeway.web.handleStream("clock.ticks", ({ count }) => ({
    [Symbol.asyncIterator]() {
      let n = 0;
      return {
        next: async () => (n < count ? { value: n++, done: false } : { value: undefined, done: true }),
        return: async () => {
          returned = true;
          return { value: undefined, done: true };
        },
      };
    },
  }));
  const all = [];
  for await (const tick of causeway.clock.ticks({ count: 3 })) all.push(tick);
  assert.deepEqual(all, [0, 1, 2], "the path style opens a stream");
  for await (const tick of causeway.stream("clock.ticks", { count: 100 })) if (tick === 1) break;
  await new Promise((resolve) => setImmediate(resolve));
  assert.equal(returned, true);
  causeway.web.handleStream("list.items", () => ["a", "b"]);
  const items = [];
  for await (const item of causeway.stream("list.items")) items.push(item);
  assert.deepEqual(items, ["a", "b"], "a plain iterable works too");
  await rejectsWith(causeway, causeway.call("list.items"), "unknownMethod");
});

test("web events and calls stand in for native code", async () => {
  const { causeway } = browserPage();
  const heard = [];
  causeway.on("battery", (data) => heard.push(data));
  causeway.web.emit("battery", { level: 0.5 });
  assert.deepEqual(heard, [{ level: 0.5 }]);
  const emitted = [];
  causeway.web.on("clicked", (data) => emitted.push(data));
  await causeway.emit("clicked", { id: 7 });
  assert.deepEqual(emitted, [{ id: 7 }]);
  causeway.handle("dialog.confirm", ({ text }) => text === "Leave?");
  assert.equal(await causeway.web.call("dialog.confirm", { text: "Leave?" }), true);
  await rejectsWith(causeway, causeway.web.call("dialog.missing"), "unknownMethod");
});

test("a hosted runtime ignores web implementations", async () => {
  const { causeway } = (() => {
    const hosted = source.replace("/* CAUSEWAY_HOSTED */ false", "/* CAUSEWAY_HOSTED */ true");
    const document = new EventTarget();
    document.readyState = "complete";
    const win = new EventTarget();
    Object.assign(win, {
      document, CustomEvent, EventTarget, Event, AbortController, AbortSignal, Blob, Response, setTimeout,
      clearTimeout, queueMicrotask, fetch, console,
    });
    win.window = win;
    vm.createContext(win);
    vm.runInContext(hosted, win);
    return { causeway: win.causeway };
  })();
  assert.equal(causeway.web.active, false);
  causeway.web.handle("math.add", () => 0);
  assert.deepEqual(Object.keys(causeway.methods), [], "only the hello answer says what a hosted page may call");
});

test("the showcase's generated mocks answer every method, and overrides replace them", async () => {
  const { causeway } = browserPage();
  const { installMocks } = await import(new URL("Examples/Showcase/app.mocks.js", root));
  const remove = installMocks(causeway, { "math.add": ({ a, b }) => a + b });
  assert.equal(await causeway.math.add({ a: 2, b: 40 }), 42, "an override");
  assert.equal(await causeway.math.divide({ a: 1, b: 2 }), 0, "a fixed number");
  const info = await causeway.app.info();
  assert.deepEqual(Object.keys(info), ["name", "identifier", "version", "build", "device"]);
  assert.equal(typeof info.device.system, "string");
  assert.equal(await causeway.account.current(), null, "an optional answers null");
  const ticks = [];
  for await (const tick of causeway.clock.ticks({ count: 3, intervalMS: 1 })) ticks.push(tick);
  assert.deepEqual(ticks, [0], "a stream yields one value");
  assert.ok(Object.keys(causeway.methods).length > 20, "every method is mocked");
  remove();
  await rejectsWith(causeway, causeway.app.info(), "unknownMethod");
});
