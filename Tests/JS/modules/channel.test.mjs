// channel.ts: the courier's DOM events, both ways.
import { test } from "node:test";
import assert from "node:assert/strict";
import { load, until } from "./harness.mjs";

function channel() {
  const page = load("channel");
  const heard = [];
  const courier = new page.exports.Channel({
    heard: () => heard.push("heard"),
    answered: (text) => heard.push(`answer ${text}`),
    failed: (text) => heard.push(`failed ${text}`),
  });
  return { page, heard, courier };
}

test("hears the courier once, and hands it posts, answers and failures", () => {
  const { page, heard, courier } = channel();
  assert.equal(courier.heard, false);
  page.fire("causeway:courier");
  page.fire("causeway:courier");
  assert.equal(courier.heard, true);
  courier.post("one");
  page.fire("causeway:recv", "two");
  page.fire("causeway:recv", "");
  page.fire("causeway:recv", { not: "text" });
  page.fire("causeway:fail", "three");
  assert.deepEqual(page.posts, ["one"]);
  assert.deepEqual(heard, ["heard", "answer two", "failed three"]);
});

test("an upload waits for the courier and settles with the answer to its id", async () => {
  const { page, courier } = channel();
  const asked = [];
  page.document.addEventListener("causeway:upload", (event) => asked.push(event.detail));
  let answer;
  courier.upload(new Uint8Array([1])).then((text) => (answer = text));
  await new Promise((resolve) => setImmediate(resolve));
  assert.deepEqual(asked, [], "nothing is asked before the courier is heard");
  page.fire("causeway:courier");
  await until(() => asked.length === 1, "the upload");
  assert.equal(asked[0].id, 1);
  page.fire("causeway:uploaded", "7\n200\nnot this one");
  page.fire("causeway:uploaded", "1\n200\ntoken");
  await until(() => answer, "the answer");
  assert.equal(answer, "200\ntoken");
});
