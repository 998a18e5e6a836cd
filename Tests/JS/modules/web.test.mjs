// web.ts: web implementations, which answer the page's calls where there is no native side.
import { test } from "node:test";
import assert from "node:assert/strict";
import { load, plain, rejectsWith } from "./harness.mjs";

function start(hosted = false) {
  const page = load("web");
  const learned = [];
  const handlers = new Map();
  const delivered = [];
  const web = new page.exports.Web(hosted, { learn: (map) => learned.push(plain(map)) },
    { lookup: (name) => handlers.get(name) },
    { deliver: (name, data) => delivered.push([name, data]), onPage: () => () => {} });
  /** Runs `method` as a page call would, and resolves with what its entry was given. */
  const run = (method, args, extra = {}) => new Promise((resolve) => {
    const answers = [];
    web.open(method, args, extra, {
      deliver: (message, value) => {
        answers.push([message.kind, plain(value ?? null)]);
        if (message.kind !== "next") resolve(answers);
      },
      fail: (error) => resolve([...answers, ["fail", error.code]]),
    });
  });
  return { web, learned, handlers, delivered, run };
}

test("registered implementations answer calls and streams, and become the methods the page may call", async () => {
  const { web, learned, run } = start();
  assert.equal(web.api.active, true);
  assert.ok(Object.isFrozen(web.api));
  const remove = web.api.handle("math.add", ({ a, b }, { method }) => `${method} ${a + b}`);
  web.api.handleStream("clock.ticks", async function* ({ count }) {
    for (let i = 0; i < count; i++) yield i;
  });
  assert.deepEqual(learned.at(-1), { "math.add": "call", "clock.ticks": "stream" });
  assert.deepEqual(await run("math.add", { a: 1, b: 2 }), [["reply", "math.add 3"]]);
  assert.deepEqual(await run("clock.ticks", { count: 2 }, { stream: true }), [["next", 0], ["next", 1], ["end", null]]);
  assert.deepEqual(await run("math.add", {}, { stream: true }), [["fail", "unknownMethod"]]);
  remove();
  assert.deepEqual(learned.at(-1), { "clock.ticks": "stream" });
  assert.deepEqual(await run("math.add", {}), [["fail", "unknownMethod"]]);
  assert.throws(() => web.api.handle("x", 1), (error) => error.code === "invalidArguments");
});

test("cancelling aborts the implementation's signal and returns its iterator", async () => {
  const { web } = start();
  const seen = [];
  web.api.handleStream("endless", (args, { signal }) => ({
    [Symbol.iterator]: () => ({
      next: () => ({ value: 1, done: false }),
      return: () => {
        seen.push(`returned, aborted: ${signal.aborted}`);
        return { done: true };
      },
    }),
  }));
  let close;
  await new Promise((resolve) => {
    close = web.open("endless", null, { stream: true }, { deliver: () => resolve(), fail: resolve });
  });
  close(true);
  assert.deepEqual(seen, ["returned, aborted: true"]);
});

test("web.call runs the page's handler; web.emit reaches its listeners; in an app both stand aside", async () => {
  const browser = start();
  browser.handlers.set("page.echo", (args) => args);
  browser.handlers.set("page.fails", () => {
    throw new Error("no");
  });
  assert.equal(await browser.web.api.call("page.echo", 5), 5);
  await rejectsWith(browser.web.api.call("page.fails"), "handlerFailed");
  await rejectsWith(browser.web.api.call("page.none"), "unknownMethod");
  browser.web.api.emit("battery", 1);
  assert.deepEqual(browser.delivered, [["battery", 1]]);

  const app = start(true);
  app.handlers.set("page.echo", (args) => args);
  assert.equal(app.web.api.active, false);
  app.web.api.handle("math.add", () => 1)();
  app.web.api.emit("battery", 1);
  assert.deepEqual([app.learned, app.delivered], [[], []]);
  await rejectsWith(app.web.api.call("page.echo", 5), "unknownMethod");
});
