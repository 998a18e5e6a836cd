// events.ts: native events to the page's listeners, and the page's events to native code or web listeners.
import { test } from "node:test";
import assert from "node:assert/strict";
import { fakeOutbox, load, plain, rejectsWith } from "./harness.mjs";

test("listeners run in order, as they were when the event came; a throw is logged and the others still run", () => {
  const page = load("events");
  const listeners = new page.exports.Listeners();
  const log = [];
  listeners.add("e", () => {
    listeners.add("e", () => log.push("added"));
    throw new Error("broke");
  });
  const remove = listeners.add("e", (data) => log.push(`second ${data}`));
  listeners.dispatch("e", 1);
  remove();
  listeners.dispatch("e", 2);
  assert.deepEqual(log, ["second 1", "added"]);
  assert.equal(page.errors.length, 2);
});

test("emit queues the event at once and settles when it leaves or fails", async () => {
  const page = load("events");
  const outbox = fakeOutbox();
  const events = new page.exports.Events(outbox, true);
  const sent = events.emit("clicked", { id: 7 });
  const refused = events.emit("big", "x");
  assert.deepEqual(outbox.queued.map(({ kind, fields, key, value }) => [kind, { ...fields }, key, value]), [
    ["event", { name: "clicked" }, "data", { id: 7 }],
    ["event", { name: "big" }, "data", "x"],
  ]);
  outbox.queued[0].done();
  outbox.queued[1].done(Object.assign(new Error("big"), { code: "payloadTooLarge" }));
  await sent;
  await rejectsWith(refused, "payloadTooLarge");
  await rejectsWith(events.emit(1), "invalidArguments");
  await rejectsWith(events.emit("bigint", 1n), "invalidArguments");
});

test("a listener added twice runs once, called as a function", () => {
  const page = load("events");
  const listeners = new page.exports.Listeners();
  const log = [];
  const listener = function (data) {
    log.push([data, this]);
  };
  listeners.add("e", listener);
  listeners.add("e", listener);
  listeners.dispatch("e", 1);
  listeners.remove("e", listener);
  listeners.dispatch("e", 2);
  assert.deepEqual(log, [[1, undefined]]);
});

test("native events reach on's listeners at once; one whose bytes could not be fetched is logged; off removes one", () => {
  const page = load("events");
  const events = new page.exports.Events(fakeOutbox(), true);
  const heard = [];
  const listener = (data) => heard.push(plain(data));
  events.on("battery", listener);
  events.receive({ kind: "event", name: "battery", data: { level: 0.5 } });
  events.receive({ kind: "event", name: "battery", data: { $blob: "gone" }, blobs: ["gone"] },
    Object.assign(new Error("Blob gone failed with status 404"), { code: "protocolError" }));
  events.off("battery", listener);
  events.deliver("battery", "after off");
  assert.deepEqual(heard, [{ level: 0.5 }]);
  assert.match(page.errors[0].join(" "), /event battery was dropped/);
});

test("without a native side the page's events go to web listeners, and web.emit reaches on's", async () => {
  const page = load("events");
  const outbox = fakeOutbox();
  const events = new page.exports.Events(outbox, false);
  const log = [];
  events.onPage("clicked", (data) => log.push(`web heard ${data}`));
  events.on("battery", (data) => log.push(`page heard ${data}`));
  await events.emit("clicked", 7);
  events.deliver("battery", 1);
  assert.deepEqual(log, ["web heard 7", "page heard 1"]);
  assert.deepEqual(outbox.queued, []);
});
