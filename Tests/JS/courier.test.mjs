// Tests of the courier (courier.js): it runs in its own node:vm context (the isolated world), sharing `document`
// with the page.
import { test } from "node:test";
import assert from "node:assert/strict";
import vm from "node:vm";
import { readFileSync } from "node:fs";

const root = new URL("../../", import.meta.url);
const courierSource = readFileSync(new URL("Sources/Causeway/Runtime/courier.js", root), "utf8");
// The runtime as a native container injects it for the courier (RuntimeScripts.page(for: .courier)).
const runtimeSource = readFileSync(new URL("Sources/Causeway/Runtime/causeway.js", root), "utf8")
  .replace("/* CAUSEWAY_HOSTED */ false", "/* CAUSEWAY_HOSTED */ true");
const helloAnswer = JSON.parse(readFileSync(new URL("Tests/Fixtures/wire/hello-answer.json", root), "utf8")).message;

const tick = () => new Promise((resolve) => setImmediate(resolve));
const fire = (document, type, detail) => document.dispatchEvent(new CustomEvent(type, { detail }));

/** Waits, a turn at a time, until `check()` holds. */
async function until(check, what = "the condition") {
  for (let i = 0; i < 500; i++) {
    if (check()) return;
    await tick();
  }
  assert.fail(`timed out waiting for ${what}`);
}

/** Records the events of `types` dispatched on `document`. */
function record(document, types) {
  const events = [];
  for (const type of types) document.addEventListener(type, (event) => events.push([type, event.detail]));
  return events;
}

/**
 * Reads the string envelope the courier posts: origin, main-frame flag and frame token on their own lines, then the
 * body (docs/protocol.md).
 * @param {unknown} envelope
 */
function parseEnvelope(envelope) {
  assert.equal(typeof envelope, "string");
  const [origin, main, frame] = envelope.split("\n", 3);
  const body = envelope.slice(origin.length + main.length + frame.length + 3);
  assert.match(main, /^[01]$/);
  return { origin, main: main === "1", frame, body };
}

/**
 * Starts a courier in its own world. `post(envelope)` stands for the native bridge; leave it out for a world
 * without the message handler.
 */
function courierWorld(document, { post, origin = "https://app.example", main = true, fetch } = {}) {
  const world = Object.assign(new EventTarget(), { document, CustomEvent, crypto, origin, fetch, Blob, ArrayBuffer });
  world.window = world;
  world.self = world;
  world.top = main ? world : {};
  if (post) world.webkit = { messageHandlers: { causeway: { postMessage: async (envelope) => post(parseEnvelope(envelope)) } } };
  vm.createContext(world);
  vm.runInContext(courierSource.replace("CAUSEWAY_UPLOAD_KEY", "the-key"), world, { filename: "courier.js" });
  return world;
}

test("without the message handler in its world the courier carries no posts, and still uploads", async () => {
  const document = new EventTarget();
  const events = record(document, ["causeway:courier", "causeway:recv", "causeway:fail", "causeway:uploaded"]);
  const fetch = async (url, init) => new Response(`${init.headers["X-Causeway-Upload"]} ${init.body.byteLength}`);
  const world = courierWorld(document, { fetch });
  fire(document, "causeway:page");
  fire(document, "causeway:send", "a post");
  world.dispatchEvent(Object.assign(new Event("pagehide"), { persisted: false }));
  fire(document, "causeway:upload", { id: 1, bytes: new Uint8Array([1, 2]) });
  await until(() => events.length === 3);
  assert.deepStrictEqual(events, [["causeway:courier", null], ["causeway:courier", null],
    ["causeway:uploaded", "1\n200\nthe-key 2"]]);
});

test("greets at start and answers causeway:page", () => {
  const document = new EventTarget();
  const events = record(document, ["causeway:courier"]);
  courierWorld(document, { post: () => "" });
  assert.equal(events.length, 1);
  fire(document, "causeway:page");
  assert.equal(events.length, 2);
});

test("envelopes come from the courier's own world and carry the body untouched", async () => {
  const document = new EventTarget();
  const posted = [];
  courierWorld(document, { post: (envelope) => void posted.push(envelope) });
  const body = JSON.stringify({ v: 1, kind: "call", epoch: 3, id: "p1", method: "x", args: "\u2028</script>",
    origin: "https://evil.example", main: true, frame: "0".repeat(32) });
  fire(document, "causeway:send", body);
  fire(document, "causeway:send", "second");
  fire(document, "causeway:send", { not: "a string" });
  await tick();
  assert.equal(posted.length, 2);
  const [first, second] = posted;
  assert.deepStrictEqual(Object.keys(first).sort(), ["body", "frame", "main", "origin"]);
  assert.equal(first.origin, "https://app.example");
  assert.equal(first.main, true);
  assert.match(first.frame, /^[0-9a-f]{32}$/);
  assert.notEqual(first.frame, "0".repeat(32));
  assert.equal(first.body, body);
  assert.equal(second.frame, first.frame, "one frame token per document");

  const other = [];
  const otherDocument = new EventTarget();
  courierWorld(otherDocument, { post: (envelope) => void other.push(envelope), origin: "null", main: false });
  fire(otherDocument, "causeway:send", "x");
  await tick();
  assert.equal(other.length, 1);
  assert.equal(other[0].origin, "null");
  assert.equal(other[0].main, false);
  assert.notEqual(other[0].frame, first.frame);
});

test("answers become causeway:recv, empty answers are dropped, rejections become causeway:fail", async () => {
  const document = new EventTarget();
  const events = record(document, ["causeway:recv", "causeway:fail"]);
  courierWorld(document, {
    post: ({ body }) => {
      if (body === "reject") throw new Error("the view is gone");
      return body === "empty" ? "" : `answer to ${body}`;
    },
  });
  fire(document, "causeway:send", "one");
  fire(document, "causeway:send", "empty");
  fire(document, "causeway:send", "reject");
  await tick();
  assert.deepStrictEqual(events, [["causeway:recv", "answer to one"], ["causeway:fail", "reject"]]);
});

test("the runtime and the courier talk through the document", async () => {
  const document = new EventTarget();
  document.readyState = "complete";
  const posted = [];
  const page = new EventTarget();
  Object.assign(page, { document, CustomEvent, EventTarget, AbortController, AbortSignal, Blob, Response, fetch });
  Object.assign(page, { setTimeout, clearTimeout });
  Object.assign(page, { queueMicrotask, console });
  Object.assign(page, { origin: "https://evil.example" });
  page.window = page;
  page.self = page;
  vm.createContext(page);
  vm.runInContext(runtimeSource, page, { filename: "causeway.js" });
  courierWorld(document, {
    // A post holds one message per line; the answer holds the answers that are not empty, one per line.
    post: (envelope) => {
      posted.push(envelope);
      const answers = envelope.body.split("\n").map((line) => {
        const message = JSON.parse(line);
        if (message.kind === "hello") return JSON.stringify(helloAnswer);
        if (message.kind !== "call") return "";
        return JSON.stringify({ v: 1, kind: "reply", epoch: 3, id: message.id, ok: true, result: message.args });
      });
      return answers.filter(Boolean).join("\n");
    },
  });
  const calls = [page.causeway.call("echo", "hi"), page.causeway.call("echo", 2)];
  assert.deepStrictEqual(await Promise.all(calls), ["hi", 2], "two replies in one answer");
  const kinds = posted.map((envelope) => envelope.body.split("\n").map((line) => JSON.parse(line).kind));
  // The ready the runtime queued when it greeted the courier leaves first, with the calls made in that turn.
  assert.deepStrictEqual(kinds, [["hello"], ["ready", "call", "call"], ["pull"]]);
  assert.ok(posted.every((envelope) => envelope.origin === "https://app.example"));
});

test("uploads go out as plain bytes with the key and the frame, and every upload is answered by id", async () => {
  const document = new EventTarget();
  const events = record(document, ["causeway:uploaded"]);
  const requests = [];
  const bytesOf = (body) =>
    [...(ArrayBuffer.isView(body) ? new Uint8Array(body.buffer, body.byteOffset, body.byteLength) : new Uint8Array(body))];
  const fetch = async (url, init) => {
    requests.push({ url, method: init.method, headers: init.headers, body: bytesOf(init.body), blob: init.body instanceof Blob });
    if (init.body.byteLength === 1) throw new TypeError("network down");
    return new Response(`token-${bytesOf(init.body).reduce((a, b) => a + b, 0)}`);
  };
  courierWorld(document, { post: () => "", fetch });
  fire(document, "causeway:upload", { id: 1, bytes: new Blob(["ab"]) });
  fire(document, "causeway:upload", { id: 2, bytes: new Uint8Array([1, 2, 3]).subarray(1) });
  fire(document, "causeway:upload", { id: 3, bytes: new ArrayBuffer(1) });
  fire(document, "causeway:upload", { id: 4, bytes: "not bytes" });
  fire(document, "causeway:upload", { bytes: new ArrayBuffer(1) });
  await until(() => events.length === 4);
  assert.deepStrictEqual(events.map(([, detail]) => detail).sort(), [
    "1\n200\ntoken-195", "2\n200\ntoken-5", "3\n0\nTypeError: network down", "4\n400\nNot a binary value",
  ]);
  assert.equal(requests.length, 3, "an upload without an id and a value that is not binary are not sent");
  for (const request of requests) {
    assert.equal(request.url, "causeway-blob://bridge/upload");
    assert.equal(request.method, "POST");
    assert.equal(request.headers["X-Causeway-Upload"], "the-key");
    assert.match(request.headers["X-Causeway-Frame"], /^[0-9a-f]{32}$/);
    assert.equal(request.blob, false, "a Blob is read into bytes before it is posted");
  }
  assert.deepStrictEqual(requests.map(({ body }) => body).sort(), [[0], [2, 3], [97, 98]]);
});

test("a document that goes away for good says so; one kept for going back does not", async () => {
  const document = new EventTarget();
  const posted = [];
  const world = courierWorld(document, { post: (envelope) => void posted.push(envelope) });
  const hide = (persisted) => world.dispatchEvent(Object.assign(new Event("pagehide"), { persisted }));
  hide(true);
  await tick();
  assert.equal(posted.length, 0);
  hide(false);
  await tick();
  assert.deepStrictEqual(posted.map(({ body }) => JSON.parse(body)), [{ v: 1, kind: "gone", epoch: 0 }]);
});
