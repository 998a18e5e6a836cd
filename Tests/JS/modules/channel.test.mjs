// channel.ts: the courier's DOM events, both ways, or the page world's message handler.
import { test } from "node:test";
import assert from "node:assert/strict";
import { load, tick, until } from "./harness.mjs";

/** A channel through the courier, or with `handler`, one to the page world's message handler. */
function channel(handler) {
  const page = load("channel");
  const heard = [];
  const courier = new page.exports.Channel({
    heard: () => heard.push("heard"),
    answered: (text) => heard.push(`answer ${text}`),
    failed: (text) => heard.push(`failed ${text}`),
  }, handler);
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

test("with the page world's handler, posts go to it with one frame token, and the courier carries only uploads", async () => {
  const posted = [];
  const handler = {
    async postMessage(text) {
      posted.push(text);
      const body = text.slice(text.indexOf("\n") + 1);
      if (body === "reject") throw new Error("the view is gone");
      return body === "empty" ? "" : `answer to ${body}`;
    },
  };
  const { page, heard, courier } = channel(handler);
  assert.equal(courier.heard, false, "heard at the end of the turn that made it");
  await tick();
  assert.equal(courier.heard, true);
  assert.deepStrictEqual(heard, ["heard"]);
  handler.postMessage = () => assert.fail("page script's postMessage is never called");
  courier.post("one");
  courier.post("empty");
  courier.post("reject");
  page.fire("causeway:recv", "from page script");
  page.fire("causeway:courier");
  await until(() => heard.length === 3, "the answers");
  assert.deepStrictEqual(heard, ["heard", "answer answer to one", "failed reject"], "the courier's events are not listened to");
  assert.deepStrictEqual(page.posts, [], "nothing goes to the courier");
  const tokens = posted.map((text) => text.slice(0, text.indexOf("\n")));
  assert.match(tokens[0], /^[0-9a-f]{32}$/);
  assert.deepStrictEqual(new Set(tokens).size, 1, "one frame token per document");
  assert.deepStrictEqual(posted.map((text) => text.slice(33)), ["one", "empty", "reject"]);

  const asked = [];
  page.document.addEventListener("causeway:upload", (event) => asked.push(event.detail.id));
  const upload = courier.upload(new Uint8Array([1]));
  await until(() => asked.length === 1, "the upload, once the courier was heard");
  page.fire("causeway:uploaded", "1\n200\ntoken");
  assert.equal(await upload, "200\ntoken");

  page.window.dispatchEvent(Object.assign(new Event("pagehide"), { persisted: true }));
  await tick();
  assert.equal(posted.length, 3, "a page kept for going back is not gone");
  page.window.dispatchEvent(Object.assign(new Event("pagehide"), { persisted: false }));
  await until(() => posted.length === 4, "the gone");
  assert.equal(posted[3], `${tokens[0]}\n{"v":1,"kind":"gone","epoch":0}`);
});

test("an upload through the page world's channel waits for the courier", async () => {
  const { page, courier } = channel({ postMessage: async () => "" });
  const asked = [];
  page.document.addEventListener("causeway:upload", (event) => asked.push(event.detail.id));
  courier.upload(new Uint8Array([1]));
  await tick();
  await tick();
  assert.equal(courier.heard, true);
  assert.deepStrictEqual(asked, [], "posts can go, uploads wait");
  page.fire("causeway:courier");
  await until(() => asked.length === 1, "the upload");
});
