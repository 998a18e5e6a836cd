// inbox.ts: native messages, each to its part of the runtime, in order; one with bytes holds back those behind it.
import { test } from "node:test";
import assert from "node:assert/strict";
import { types } from "node:util";
import { load, until } from "./harness.mjs";

/** A message's value as JSON, with fetched bytes written out. */
const valueOf = ({ result, data, args }) =>
  JSON.stringify(result ?? data ?? args, (key, v) => (types.isUint8Array(v) ? `bytes ${[...v]}` : v));

function start() {
  const page = load("inbox");
  const log = [];
  const frame = { epoch: 3, greeted: (answer) => log.push(`hello ${answer.epoch}`), pull: () => log.push("pull") };
  const part = (name) => ({
    receive(message, error) {
      const value = message.blobs ? ` ${error ? `failed: ${error.code}` : valueOf(message)}` : "";
      log.push(`${name} ${message.kind} ${message.id ?? message.name}${value}`);
    },
    cancel: (id) => log.push(`${name} cancel ${id}`),
    waits: (id) => id !== "p404",
  });
  const inbox = new page.exports.Inbox(frame, part("calls"), part("events"), part("handlers"));
  return { page, log, frame, inbox };
}

const line = (message) => JSON.stringify({ v: 1, epoch: 3, ...message });
const batch = (...messages) => line({ kind: "batch", messages: messages.map((m) => ({ v: 1, epoch: 3, ...m })) });

test("an answer's messages go to their parts one after another; a batch is followed by a pull", async () => {
  const { log, inbox } = start();
  await inbox.answered([line({ kind: "hello", epoch: 3 }), line({ kind: "reply", id: "p1" }), line({ kind: "batch",
    messages: [{ v: 1, epoch: 3, kind: "event", name: "tick" }, { v: 1, epoch: 3, kind: "call", id: "n1" },
      { v: 1, epoch: 3, kind: "cancel", id: "n1" }, { v: 1, epoch: 3, kind: "end", id: "p2" }] })].join("\n"));
  assert.deepEqual(log, ["hello 3", "calls reply p1", "events event tick", "handlers call n1", "handlers cancel n1",
    "calls end p2", "pull"]);
});

test("messages of another epoch are dropped, except a navigated answer; an empty batch pulls no more", async () => {
  const { page, log, frame, inbox } = start();
  await inbox.answered([line({ kind: "reply", id: "p1", epoch: 2 }), line({ kind: "batch", epoch: 2, messages: [{}] }),
    line({ kind: "reply", id: "p2", epoch: 1, error: { code: "navigated" } }), line({ kind: "batch", messages: [] }),
    line({ kind: "error", error: { message: "unreadable" } })].join("\n"));
  frame.epoch = 0;
  await inbox.answered(line({ kind: "event", name: "hidden" }));
  assert.deepEqual(log, ["calls reply p2"]);
  assert.match(page.warnings[0].join(" "), /could not read a message: unreadable/);
});

test("messages without bytes, or with an empty blobs list, are handled in the turn they arrive", () => {
  const { log, inbox } = start();
  inbox.answered([line({ kind: "reply", id: "p1", result: "one", blobs: [] }),
    batch({ kind: "event", name: "tick", data: 1, blobs: [] }, { kind: "next", id: "p2" })].join("\n"));
  assert.deepEqual(log, ['calls reply p1 "one"', "events event tick 1", "calls next p2", "pull"]);
});

test("a message with bytes holds back what arrives behind it, in later answers too, and its batch's pull", async () => {
  const { page, log, inbox } = start();
  let release;
  page.fetchGate = new Promise((resolve) => (release = resolve));
  page.stored.set("causeway-blob://bridge/t1", [1, 2]);
  page.stored.set("causeway-blob://bridge/t2", [3]);
  inbox.answered(batch({ kind: "event", name: "first" },
    { kind: "reply", id: "p1", result: { $blob: "t1" }, blobs: ["t1"] }, { kind: "event", name: "behind" }));
  inbox.answered(line({ kind: "call", id: "n1", args: [{ $blob: "t2" }], blobs: ["t2"] }));
  inbox.answered(line({ kind: "cancel", id: "n1" }));
  assert.deepEqual(log, ["events event first"]);
  release();
  await until(() => log.length === 6, "the held messages");
  assert.deepEqual(log, ["events event first", 'calls reply p1 "bytes 1,2"', "events event behind", "pull",
    'handlers call n1 ["bytes 3"]', "handlers cancel n1"]);
  inbox.answered(line({ kind: "event", name: "after" }));
  assert.equal(log.at(-1), "events event after", "nothing held: at once again");
});

test("a message whose bytes cannot be fetched goes to its part with the error, and those behind it follow", async () => {
  const { log, inbox } = start();
  inbox.answered(batch({ kind: "event", name: "lost", data: { $blob: "t9" }, blobs: ["t9"] },
    { kind: "reply", id: "p1" }));
  await until(() => log.length === 3, "the messages");
  assert.deepEqual(log, ["events event lost failed: protocolError", "calls reply p1", "pull"]);
});

test("the bytes of an answer that no call waits for are not fetched, and nothing waits for them", () => {
  const { log, inbox } = start();
  inbox.answered([line({ kind: "reply", id: "p404", result: { $blob: "t1" }, blobs: ["t1"] }),
    line({ kind: "reply", id: "p1" })].join("\n"));
  assert.deepEqual(log, ['calls reply p404 {"$blob":"t1"}', "calls reply p1"]);
});

test("clear forgets the waiting messages: what arrives next goes on at once", async () => {
  const { page, log, inbox } = start();
  let release;
  page.fetchGate = new Promise((resolve) => (release = resolve));
  page.stored.set("causeway-blob://bridge/t1", [1]);
  page.stored.set("causeway-blob://bridge/t2", [2]);
  inbox.answered(batch({ kind: "event", name: "held", data: { $blob: "t1" }, blobs: ["t1"] },
    { kind: "event", name: "behind" }));
  inbox.clear();
  inbox.answered(line({ kind: "event", name: "next" }));
  assert.deepEqual(log, ["events event next"]);
  // Its download starts after the forgotten one's and takes the same steps: once it is in, so is the other.
  inbox.answered(line({ kind: "event", name: "later", data: { $blob: "t2" }, blobs: ["t2"] }));
  release();
  await until(() => log.length === 2, "the later event");
  assert.deepEqual(log, ["events event next", 'events event later "bytes 2"']);
  assert.equal(page.stored.size, 0, "the forgotten message's bytes were fetched too");
});
