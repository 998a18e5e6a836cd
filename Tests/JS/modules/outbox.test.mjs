// outbox.ts: the send path. What is queued in a turn leaves in one post, in order; held bytes hold back what is
// behind them; a failure or a drop takes out only its own message.
import { test } from "node:test";
import assert from "node:assert/strict";
import { kinds, link, load, tick } from "./harness.mjs";

function start(overrides) {
  const frame = link(overrides);
  return { frame, outbox: new (load("outbox").exports.Outbox)(frame) };
}

/** A done callback that records what it is told in `log` under `name`. */
const done = (log, name) => (error) => log.push(error ? `${name} ${error.code}` : `${name} sent`);

test("messages queued in one turn leave in one post, in order, once the epoch is known", async () => {
  const { frame, outbox } = start({ epoch: 0 });
  const log = [];
  outbox.post({ kind: "ready" });
  outbox.send({ kind: "call", fields: { id: "p1" }, key: "args", done: done(log, "p1") }, { a: 1 });
  outbox.send({ kind: "event", fields: { name: "e" }, key: "data", done: done(log, "e") }, null);
  await tick();
  assert.deepEqual(frame.posts, [], "nothing leaves before the epoch");
  frame.epoch = 3;
  outbox.flush();
  assert.deepEqual(frame.posts, ['{"v":1,"kind":"ready","epoch":3}\n{"v":1,"kind":"call","epoch":3,"id":"p1","args":{"a":1}}\n' +
    '{"v":1,"kind":"event","epoch":3,"name":"e","data":null}']);
  assert.deepEqual(log, ["p1 sent", "e sent"]);
  outbox.post({ kind: "cancel", fields: { id: "p1" } });
  await tick();
  assert.deepEqual(kinds(frame.posts[1]), ["cancel p1"], "a later turn posts again");
});

test("a value that cannot be serialized throws in the caller's turn and queues nothing", async () => {
  const { frame, outbox } = start();
  assert.throws(() => outbox.send({ kind: "call", key: "args" }, 1n), (error) => error.code === "invalidArguments");
  await tick();
  assert.deepEqual(frame.posts, []);
});

test("held bytes hold back the messages behind them, not those before; then all leave in order", async () => {
  const { frame, outbox } = start();
  const log = [];
  outbox.send({ kind: "call", fields: { id: "p1" }, key: "args", done: done(log, "p1") }, 1);
  outbox.send({ kind: "call", fields: { id: "p2" }, key: "args", done: done(log, "p2") }, new Uint8Array(1));
  outbox.send({ kind: "event", fields: { name: "e" }, key: "data", done: done(log, "e") }, 2);
  outbox.post({ kind: "ready" });
  await tick();
  assert.deepEqual(frame.posts.map(kinds), [["call p1"]]);
  assert.equal(frame.uploads.length, 1);
  frame.uploads[0].resolve({ text: '{"$blob":"t"}', blobs: ["t"] });
  await tick();
  assert.deepEqual(frame.posts.map(kinds), [["call p1"], ["call p2", "event e", "ready"]]);
  assert.match(frame.posts[1], /"id":"p2","blobs":\["t"\],"args":\{"\$blob":"t"\}/);
  assert.deepEqual(log, ["p1 sent", "p2 sent", "e sent"]);
});

test("a failed upload fails only its own message; a dropped held one is never sent", async () => {
  const { frame, outbox } = start();
  const log = [];
  outbox.send({ kind: "call", fields: { id: "p1" }, key: "args", done: done(log, "p1") }, new Uint8Array(1));
  const held = outbox.send({ kind: "call", fields: { id: "p2" }, key: "args", done: done(log, "p2") }, new Uint8Array(1));
  outbox.send({ kind: "call", fields: { id: "p3" }, key: "args", done: done(log, "p3") }, 3);
  assert.equal(outbox.drop(held), true);
  assert.equal(outbox.drop(held), false);
  frame.uploads[1].resolve({ text: "null", blobs: [] });
  await tick();
  assert.deepEqual(frame.posts, [], "the first message still holds the rest");
  frame.uploads[0].reject(Object.assign(new Error("refused"), { code: "limitExceeded" }));
  await tick();
  await tick();
  assert.deepEqual(frame.posts.map(kinds), [["call p3"]]);
  assert.deepEqual(log, ["p1 limitExceeded", "p3 sent"]);
});

test("a message past maxMessageBytes is refused alone; clear settles what is queued", async () => {
  const { frame, outbox } = start();
  const log = [];
  outbox.send({ kind: "event", fields: { name: "big" }, key: "data", done: done(log, "big") }, "x".repeat(2000));
  outbox.send({ kind: "event", fields: { name: "small" }, key: "data", done: done(log, "small") }, "x");
  await tick();
  assert.deepEqual(frame.posts.map(kinds), [["event small"]]);
  assert.deepEqual(log, ["big payloadTooLarge", "small sent"]);

  frame.epoch = 0;
  outbox.send({ kind: "event", fields: { name: "queued" }, key: "data", done: done(log, "queued") }, 1);
  outbox.send({ kind: "event", fields: { name: "held" }, key: "data", done: done(log, "held") }, new Uint8Array(1));
  outbox.clear(Object.assign(new Error("gone"), { code: "navigated" }));
  frame.uploads[0].resolve({ text: "null", blobs: [] });
  frame.epoch = 3;
  outbox.flush();
  await tick();
  assert.deepEqual(log.slice(2), ["queued navigated", "held navigated"]);
  assert.equal(frame.posts.length, 1, "nothing cleared is sent");
});
