// calls.ts: page calls, queued in the caller's turn and settled by native answers.
import { test } from "node:test";
import assert from "node:assert/strict";
import { fakeOutbox, load, plain, rejectsWith } from "./harness.mjs";

function start(web) {
  const page = load("calls");
  const outbox = fakeOutbox();
  return { page, outbox, calls: new page.exports.Calls(outbox, web) };
}

test("a call is queued at once and resolves with its reply; a failed reply rejects with its error", async () => {
  const { outbox, calls } = start();
  const first = calls.call("device.info", { detail: true });
  const second = calls.call("other", null, { timeout: 1000 });
  assert.deepEqual(outbox.queued.map(({ kind, fields, value }) => [kind, { ...fields }, value]), [
    ["call", { id: "p1", method: "device.info" }, { detail: true }],
    ["call", { id: "p2", method: "other", timeout: 1000 }, null],
  ]);
  outbox.queued[0].done();
  await calls.receive({ kind: "reply", id: "p1", ok: true, result: { model: "Linux" } });
  assert.deepEqual(plain(await first), { model: "Linux" });
  await calls.receive({ kind: "reply", id: "p2", ok: false, error: { code: "denied", message: "no" } });
  await rejectsWith(second, "denied");
  await calls.receive({ kind: "reply", id: "p2", ok: true, result: 1 });
});

test("an answer whose bytes could not be fetched fails its call; only open calls wait for answers", async () => {
  const { outbox, calls } = start();
  const load = calls.call("files.load");
  outbox.queued[0].done();
  assert.deepEqual([calls.waits("p1"), calls.waits("p2")], [true, false]);
  calls.receive({ kind: "reply", id: "p1", ok: true, result: { $blob: "t" }, blobs: ["t"] },
    Object.assign(new Error("Blob t failed with status 404"), { code: "protocolError" }));
  await rejectsWith(load, "protocolError");
  assert.equal(calls.waits("p1"), false);
});

test("names, arguments and aborted signals are refused before anything is queued", async () => {
  const { outbox, calls } = start();
  await rejectsWith(calls.call(42), "invalidArguments");
  await rejectsWith(calls.call("x", 1n), "invalidArguments");
  await rejectsWith(calls.call("x", null, { signal: AbortSignal.abort() }), "cancelled");
  assert.deepEqual(outbox.queued, []);
});

test("abort and timeout drop an unsent call, and send cancel for one that left", async () => {
  const { outbox, calls } = start();
  const controller = new AbortController();
  const unsent = calls.call("slow", null, { signal: controller.signal });
  controller.abort();
  await rejectsWith(unsent, "cancelled");
  assert.deepEqual([outbox.dropped.length, outbox.queued.length], [1, 1], "dropped, no cancel");
  const sent = calls.call("slow", null, { timeout: 1 });
  outbox.queued[1].done();
  await rejectsWith(sent, "timeout");
  assert.deepEqual(outbox.queued.map(({ kind, fields }) => `${kind} ${fields.id}`), ["call p1", "call p2", "cancel p2"]);
});

test("a failed post, a failed upload and a hidden page fail their calls", async () => {
  const { outbox, calls } = start();
  const posted = calls.call("a");
  const uploaded = calls.call("b");
  const hidden = calls.call("c");
  calls.failPosted('{"kind":"call","id":"p1"}\n{"kind":"event","id":"p3"}');
  outbox.queued[1].done(Object.assign(new Error("refused"), { code: "limitExceeded" }));
  calls.failAll(Object.assign(new Error("hidden"), { code: "navigated" }));
  await rejectsWith(posted, "protocolError");
  await rejectsWith(uploaded, "limitExceeded");
  await rejectsWith(hidden, "navigated");
});

test("without a native side calls go to the web runner, not the outbox", async () => {
  const opened = [];
  const { outbox, calls } = start({
    open(method, args, extra, entry) {
      opened.push(method);
      queueMicrotask(() => entry.deliver({ kind: "reply", ok: true }, "from the web"));
      return () => {};
    },
  });
  assert.equal(await calls.call("math.add", { a: 1 }), "from the web");
  assert.deepEqual([opened, outbox.queued], [["math.add"], []]);
});
