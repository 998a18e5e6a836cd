// frame.ts: hello, the hello answer, ready and pull.
import { test } from "node:test";
import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import { kinds, load, tick } from "./harness.mjs";

const helloAnswer = JSON.parse(readFileSync(new URL("../../Fixtures/wire/hello-answer.json", import.meta.url), "utf8"))
  .message;

function start({ hosted = true } = {}) {
  const page = load("frame");
  const channel = { heard: true, post: (text) => page.posts.push(text), upload: async () => "200\nt" };
  return { page, frame: new page.exports.Frame(channel, hosted) };
}

test("a ready wanted before the hello is queued with it; the answer sets the epoch, limits and methods, then pulls", () => {
  const { page, frame } = start();
  frame.ready(false);
  assert.deepEqual(page.posts, [], "nothing before the hello");
  frame.hello();
  assert.deepEqual(page.posts, ['{"v":1,"kind":"hello","epoch":0,"runtime":"1.0.0"}']);
  frame.greeted({ ...helloAnswer, limits: { maxDepth: 4 } });
  assert.equal(frame.epoch, 3);
  assert.deepEqual({ ...frame.limits }, { maxMessageBytes: 33554432, maxBlobBytes: 268435456, maxDepth: 4 });
  assert.equal(frame.methods.kind("geo.watch"), "stream");
  assert.deepEqual(page.posts.slice(1).map(kinds), [["ready"], ["pull"]]);
  frame.greeted({ ...helloAnswer, epoch: 9 });
  assert.equal(frame.epoch, 3, "an answer no hello waits for is ignored");
});

test("ready is sent once per epoch, and again with declared when page script says it", async () => {
  const { page, frame } = start();
  frame.hello();
  frame.greeted(helloAnswer);
  frame.ready(false);
  frame.ready(false);
  frame.ready(true);
  frame.ready(true);
  frame.ready(false);
  frame.outbox.send({ kind: "call", fields: { id: "p1" }, key: "args" }, null);
  await tick();
  assert.deepEqual(page.posts.slice(2), ['{"v":1,"kind":"ready","epoch":3}\n{"v":1,"kind":"ready","epoch":3,"declared":true}\n' +
    '{"v":1,"kind":"call","epoch":3,"id":"p1","args":null}']);
});

test("hiding settles the outbox and forgets the epoch and methods; showing greets again", async () => {
  const { page, frame } = start();
  frame.ready(false);
  frame.hello();
  frame.greeted(helloAnswer);
  const told = [];
  frame.outbox.send({ kind: "event", fields: { name: "e" }, key: "data", done: (error) => told.push(error.code) }, 1);
  frame.hide(Object.assign(new Error("hidden"), { code: "navigated" }));
  assert.deepEqual([frame.epoch, frame.methods.kind("geo.watch"), told], [0, undefined, ["navigated"]]);
  frame.pull();
  frame.show();
  frame.greeted({ ...helloAnswer, epoch: 5 });
  await tick();
  assert.deepEqual(page.posts.slice(3).map(kinds), [["hello"], ["ready"], ["pull"]]);
  assert.match(page.posts.at(-1), /"epoch":5/);
});

test("a page without a native side never says ready", () => {
  const { page, frame } = start({ hosted: false });
  frame.hello();
  frame.ready(true);
  frame.greeted(helloAnswer);
  assert.deepEqual(page.posts.map(kinds), [["hello"], ["pull"]]);
});
