// handlers.ts: native calls to the page's handlers, and their replies.
import { test } from "node:test";
import assert from "node:assert/strict";
import { fakeOutbox, load, plain, until } from "./harness.mjs";

function start() {
  const page = load("handlers");
  const outbox = fakeOutbox();
  const handlers = new page.exports.Handlers(outbox);
  const replies = () => outbox.queued.map(({ fields, key, value }) => [fields.id, fields.ok, key, plain(value ?? null)]);
  return { page, outbox, handlers, replies };
}

const call = (id, method, args = null) => ({ kind: "call", id, method, args });

test("a handler's result or throw is the reply; a name without a handler is unknownMethod", async () => {
  const { handlers, replies } = start();
  handlers.handle("ok", (args, { method }) => ({ doubled: args * 2, method }));
  handlers.handle("throws", () => {
    throw Object.assign(new Error("boom"), { data: 1 });
  });
  const remove = handlers.handle("removed", () => 1);
  remove();
  await handlers.receive(call("n1", "ok", 21));
  await handlers.receive(call("n2", "throws"));
  await handlers.receive(call("n3", "removed"));
  await until(() => replies().length === 3, "the replies");
  assert.deepEqual(replies(), [
    ["n1", true, "result", { doubled: 42, method: "ok" }],
    ["n2", false, "error", { code: "handlerFailed", message: "boom", data: 1 }],
    ["n3", false, "error", { code: "unknownMethod", message: "No handler for removed" }],
  ]);
});

test("a reply that cannot be encoded or sent becomes an error reply, once", async () => {
  const { outbox, handlers, replies } = start();
  handlers.handle("bigint", () => 1n);
  handlers.handle("big", () => "x");
  await handlers.receive(call("n1", "bigint"));
  await handlers.receive(call("n2", "big"));
  await until(() => replies().length === 2, "the replies");
  outbox.queued[1].done(Object.assign(new Error("too big"), { code: "payloadTooLarge", message: "too big" }));
  outbox.queued[2].done(Object.assign(new Error("still"), { code: "payloadTooLarge", message: "still" }));
  assert.deepEqual(replies(), [
    ["n1", false, "error", { code: "invalidArguments", message: "BigInt" }],
    ["n2", true, "result", "x"],
    ["n2", false, "error", { code: "payloadTooLarge", message: "too big" }],
  ]);
});

test("a native cancel aborts the handler's signal and no reply follows; hiding aborts them all", async () => {
  const { handlers, outbox } = start();
  const signals = [];
  let finish;
  handlers.handle("slow", (args, { signal }) => {
    signals.push(signal);
    return new Promise((resolve) => (finish = resolve));
  });
  await handlers.receive(call("n1", "slow"));
  await handlers.receive(call("n2", "slow"));
  handlers.cancel("n1");
  assert.equal(signals[0].reason.code, "cancelled");
  handlers.abortAll(Object.assign(new Error("hidden"), { code: "navigated" }));
  assert.equal(signals[1].reason.code, "navigated");
  finish("late");
  await new Promise((resolve) => setImmediate(resolve));
  assert.deepEqual(outbox.queued, []);
});
