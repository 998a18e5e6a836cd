// inbox.ts: native messages, each to its part of the runtime, in order.
import { test } from "node:test";
import assert from "node:assert/strict";
import { load } from "./harness.mjs";

function start() {
  const page = load("inbox");
  const log = [];
  const frame = { epoch: 3, greeted: (answer) => log.push(`hello ${answer.epoch}`), pull: () => log.push("pull") };
  const part = (name) => ({
    receive: async (message) => log.push(`${name} ${message.kind} ${message.id ?? message.name}`),
    cancel: (id) => log.push(`${name} cancel ${id}`),
  });
  const inbox = new page.exports.Inbox(frame, part("calls"), part("events"), part("handlers"));
  return { page, log, frame, inbox };
}

const line = (message) => JSON.stringify({ v: 1, epoch: 3, ...message });

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
