// streams.ts: native streams for `for await`.
import { test } from "node:test";
import assert from "node:assert/strict";
import { load, plain, rejectsWith } from "./harness.mjs";

/** A stream of `method` whose call `opened` records; `opened.at(-1).entry` gets the answers. */
function start(method = "geo.watch", options) {
  const page = load("streams");
  const opened = [];
  const open = (name, args, extra, entry) => {
    const call = { name, args, extra: { ...extra }, entry, closed: [] };
    opened.push(call);
    return (cancel) => call.closed.push(cancel);
  };
  return { page, opened, stream: page.exports.stream(open, method, { interval: 1 }, options) };
}

test("opens its call when iteration starts and hands values as they are asked for", async () => {
  const { page, opened, stream } = start();
  assert.equal(opened.length, 0);
  assert.equal(stream[Symbol.asyncIterator](), stream);
  assert.ok(Object.isFrozen(Object.getPrototypeOf(stream)));
  const first = stream.next();
  assert.deepEqual([opened[0].name, opened[0].extra], ["geo.watch", { stream: true }]);
  const { entry } = opened[0];
  entry.deliver({ kind: "next" }, 1);
  entry.deliver({ kind: "next" }, 2);
  entry.deliver({ kind: "end" });
  assert.deepEqual(plain(await first), { value: 1, done: false });
  assert.deepEqual(plain(await stream.next()), { value: 2, done: false });
  assert.deepEqual(plain(await stream.next()), { done: true });
  assert.deepEqual(opened[0].closed, [false]);
  void page;
});

test("an end with an error is thrown after the values; leaving early cancels", async () => {
  const failing = start();
  const next = failing.stream.next();
  failing.opened[0].entry.deliver({ kind: "end", error: { code: "handlerFailed", message: "no fix" } });
  await rejectsWith(next, "handlerFailed");
  assert.deepEqual(plain(await failing.stream.next()), { done: true });

  const left = start();
  left.stream.next();
  assert.deepEqual(plain(await left.stream.return()), { done: true });
  assert.deepEqual(left.opened[0].closed, [true]);
});

test("a bad name, an aborted signal or an abort during the stream end it without a value", async () => {
  const named = start(42);
  await rejectsWith(named.stream.next(), "invalidArguments");
  assert.equal(named.opened.length, 0);
  const early = start("x", { signal: AbortSignal.abort() });
  await rejectsWith(early.stream.next(), "cancelled");
  const controller = new AbortController();
  const aborted = start("x", { signal: controller.signal });
  const next = aborted.stream.next();
  controller.abort();
  await rejectsWith(next, "cancelled");
  assert.deepEqual(aborted.opened[0].closed, [true]);
});
