// Tests of the page runtime (causeway.js) in a node:vm context with a minimal fake browser and a fake courier.
import { test } from "node:test";
import assert from "node:assert/strict";
import vm from "node:vm";
import { readFileSync, readdirSync } from "node:fs";
import { inspect, types } from "node:util";

const root = new URL("../../", import.meta.url);
const source = readFileSync(new URL("Sources/Causeway/Runtime/causeway.js", root), "utf8");
// What a native container injects (RuntimeScripts.page(for: .courier)): the same file, told that it is hosted.
const hostedSource = source.replace("/* CAUSEWAY_HOSTED */ false", "/* CAUSEWAY_HOSTED */ true");
assert.notEqual(hostedSource, source, "causeway.js has the hosted marker");
const wire = new URL("Tests/Fixtures/wire/", root);
const fixtures = Object.fromEntries(
  readdirSync(wire)
    .filter((name) => name.endsWith(".json"))
    .map((name) => [name.slice(0, -5), JSON.parse(readFileSync(new URL(name, wire), "utf8"))]),
);
/** The wire message of a golden fixture, as a fresh object. */
const fixture = (name) => structuredClone(fixtures[name].message);
/** The JSON text of a golden fixture's message, with `fields` changed. */
const text = (name, fields = {}) => JSON.stringify({ ...fixture(name), ...fields });

const BLOB = "causeway-blob://bridge/";
// The fake courier uses these; a test that clobbers EventTarget.prototype in the page must not break the courier. (A
// real courier runs in another script world, whose prototypes page script cannot reach.)
const { addEventListener, dispatchEvent } = EventTarget.prototype;
const { get: getDetail } = Object.getOwnPropertyDescriptor(CustomEvent.prototype, "detail");
const detailOf = (event) => Reflect.apply(getDetail, event, []);
const fire = (target, type, detail) => dispatchEvent.call(target, new CustomEvent(type, { detail }));
const tick = () => new Promise((resolve) => setImmediate(resolve));
const settle = async (turns = 10) => {
  for (let i = 0; i < turns; i++) await tick();
};
/** Waits until `check()` is truthy. */
async function until(check, what = "the condition") {
  for (let i = 0; i < 500; i++) {
    if (check()) return;
    await tick();
  }
  assert.fail(`timed out waiting for ${what}`);
}
/** Copies a value from the page's realm into this one, for deepStrictEqual. */
const plain = (value) => JSON.parse(JSON.stringify(value));
/** Asserts that `promise` rejects with a CausewayError with `code` (and the other given fields). */
async function rejectsWith(page, promise, code, fields = {}) {
  await assert.rejects(promise, (error) => {
    assert.ok(error instanceof page.api.CausewayError, `expected a CausewayError, got ${error}`);
    assert.equal(error.code, code);
    for (const [key, value] of Object.entries(fields)) assert.deepStrictEqual(plain(error[key]), value);
    return true;
  });
}

async function bytesOf(body) {
  // Not `instanceof`, which a test replaces for the page.
  if (Object.prototype.isPrototypeOf.call(Blob.prototype, body)) return [...new Uint8Array(await body.arrayBuffer())];
  if (ArrayBuffer.isView(body)) return [...new Uint8Array(body.buffer, body.byteOffset, body.byteLength)];
  if (types.isArrayBuffer(body)) return [...new Uint8Array(body)];
  throw new TypeError(`unexpected upload body ${body}`);
}

/**
 * Starts a page: a vm context with the runtime, a fake courier that records every post in `posts` and every page
 * message in `sent`, answers hello with `helloAnswer` and uploads bytes as the courier does, and a fake blob endpoint.
 */
function boot({ readyState = "complete", courier = true, helloAnswer = fixture("hello-answer") } = {}) {
  const document = new EventTarget();
  document.readyState = readyState;
  const page = {
    document,
    /** Every post, as the text the courier would carry. */
    posts: [],
    /** Every page message, in order; a post of several messages adds each. */
    sent: [],
    errors: [],
    warnings: [],
    uploads: [],
    /** Bytes the native side offers, by token. */
    stored: new Map(),
    uploadStatus: 200,
    /** When set, uploads wait for it. */
    uploadGate: null,
    /** When set, blob downloads wait for it. */
    fetchGate: null,
    nextToken: null,
    /** Called with each page message after it is recorded. */
    onSend: null,
    get api() {
      return win.causeway;
    },
    run: (code) => vm.runInContext(code, win),
    kinds: () => page.sent.map((message) => message.kind),
    ofKind: (kind) => page.sent.filter((message) => message.kind === kind),
    last: () => page.sent[page.sent.length - 1],
    recv: (message) => fire(document, "causeway:recv", typeof message === "string" ? message : JSON.stringify(message)),
    courier: () => fire(document, "causeway:courier"),
    transition: (type, persisted) => dispatchEvent.call(win, Object.assign(new Event(type), { persisted })),
  };
  let tokens = 0;
  /** The courier's upload: resolves with the answer's status and text on two lines. */
  async function courierUpload(value) {
    page.uploads.push({ bytes: await bytesOf(value) });
    await page.uploadGate;
    if (page.uploadStatus === 0) return "0\nTypeError: network down";
    if (page.uploadStatus !== 200) return `${page.uploadStatus}\nrefused`;
    return `200\n${page.nextToken ?? String(++tokens).padStart(32, "0")}`;
  }
  async function fetch(url) {
    await page.fetchGate;
    const token = url.slice(BLOB.length);
    const bytes = page.stored.get(token);
    page.stored.delete(token);
    return bytes ? new Response(new Uint8Array(bytes)) : new Response("", { status: 404 });
  }
  const win = new EventTarget();
  Object.assign(win, {
    document,
    CustomEvent,
    EventTarget,
    Event,
    AbortController,
    AbortSignal,
    Blob,
    Response,
    setTimeout,
    clearTimeout,
    queueMicrotask,
    fetch,
    console: { error: (...args) => page.errors.push(args), warn: (...args) => page.warnings.push(args) },
  });
  win.window = win;
  win.self = win;
  vm.createContext(win);
  page.win = win;

  addEventListener.call(document, "causeway:send", (event) => {
    const detail = detailOf(event);
    page.posts.push(detail);
    for (const line of detail.split("\n")) {
      const message = JSON.parse(line);
      page.sent.push(message);
      if (message.kind === "hello" && helloAnswer) queueMicrotask(() => page.recv(helloAnswer));
      page.onSend?.(message);
    }
  });
  addEventListener.call(document, "causeway:upload", (event) => {
    const { id, bytes } = detailOf(event);
    courierUpload(bytes).then((answer) => fire(document, "causeway:uploaded", `${id}\n${answer}`));
  });
  if (courier) addEventListener.call(document, "causeway:page", () => page.courier());
  vm.runInContext(hostedSource, win, { filename: "causeway.js" });
  return page;
}

/** Whether `promise` has settled, read without waiting for a job. */
const stateOf = (promise) => (inspect(promise).includes("<pending>") ? "pending" : "settled");

/** Asserts that no post joins a hello or a pull with other messages. */
function assertAlone(page) {
  for (const post of page.posts) {
    if (post.includes("\n")) assert.doesNotMatch(post, /"kind":"(hello|pull)"/, `a hello or pull was joined: ${post}`);
  }
}

/** A page that has said hello (epoch 3), ready, and parked its pull. */
async function started(options) {
  const page = boot(options);
  await until(() => page.kinds().includes("pull"), "the first pull");
  return page;
}

/** Makes calls that nobody answers, so that the next call gets id `p${next}`. */
async function skipTo(page, next) {
  const before = page.ofKind("call").length;
  for (let n = before + 1; n < next; n++) page.api.call("skip").catch(() => {});
  await until(() => page.ofKind("call").length === next - 1, "the skipped calls");
}

test("greets the courier, learns the epoch and limits, then sends ready and one pull", async () => {
  const page = boot();
  assert.deepStrictEqual(page.sent, [fixture("hello")]);
  assert.equal(page.api.epoch, 0);
  await until(() => page.sent.length === 3, "ready and pull");
  assert.deepStrictEqual(page.posts, [text("hello"), text("ready"), text("pull")], "each alone, byte for byte");
  assert.equal(page.api.epoch, 3);
  assert.equal(page.api.version, "1.0.0");
  page.courier();
  await settle();
  assert.equal(page.sent.length, 3, "a repeated courier greeting sends nothing");
  page.api.ready();
  page.api.ready();
  await settle();
  assert.deepStrictEqual(page.posts.slice(3), [text("ready-declared")], "page script declares it started, once");
});

test("sends nothing before the courier is heard, then sends what was queued in order", async () => {
  const page = boot({ courier: false });
  const result = page.api.call("device.info", { detail: true });
  const emitted = page.api.emit("clicked", [1, "two", null]);
  await settle();
  assert.deepStrictEqual(page.sent, []);
  page.courier();
  await until(() => page.kinds().includes("pull"), "the pull");
  const queued = [text("call"), text("event-page"), text("ready")].join("\n");
  assert.deepStrictEqual(page.posts, [text("hello"), queued, text("pull")]);
  await emitted;
  page.recv(fixture("reply-ok"));
  assert.deepStrictEqual(plain(await result), { model: "Linux", memory: 24 });
});

test("pulling starts after hello; ready waits for DOMContentLoaded unless page script calls ready()", async () => {
  const loading = boot({ readyState: "loading" });
  await settle();
  assert.deepStrictEqual(loading.kinds(), ["hello", "pull"]);
  const call = loading.api.call("device.info", { detail: true });
  await until(() => loading.last().kind === "call");
  loading.recv({ ...fixture("batch"), messages: [fixture("reply-ok")] });
  assert.deepStrictEqual(plain(await call), { model: "Linux", memory: 24 }, "replies flow before the page is ready");
  await until(() => loading.ofKind("pull").length === 2, "the second pull");
  loading.document.dispatchEvent(new Event("DOMContentLoaded"));
  await settle();
  assert.deepStrictEqual(loading.kinds(), ["hello", "pull", "call", "pull", "ready"]);
  assert.equal(loading.posts.length, 5);

  const early = boot({ readyState: "loading", helloAnswer: null });
  early.api.ready();
  await settle();
  assert.deepStrictEqual(early.kinds(), ["hello"], "ready waits for the hello answer");
  early.recv(fixture("hello-answer"));
  early.api.ready();
  early.document.dispatchEvent(new Event("DOMContentLoaded"));
  await settle();
  assert.deepStrictEqual(early.kinds(), ["hello", "ready", "pull"]);
  assert.equal(early.posts[1], text("ready-declared"), "the one ready says page script called it");
});

test("calls, streams and replies match the golden fixtures", async () => {
  const page = await started();

  const info = page.api.call("device.info", { detail: true });
  await until(() => page.last().kind === "call");
  assert.equal(page.posts.at(-1), text("call"), "a turn with one message posts it alone");
  page.recv(fixture("reply-ok"));
  assert.deepStrictEqual(plain(await info), { model: "Linux", memory: 24 });

  const controller = new AbortController();
  const slow = page.api.call("math.slow", { ms: 50 }, { timeout: 1000, signal: controller.signal });
  await until(() => page.last().id === "p2");
  assert.deepStrictEqual(page.last(), fixture("call-with-timeout"));
  controller.abort();
  await rejectsWith(page, slow, "cancelled");
  assert.equal(page.posts.at(-1), text("cancel-page"));

  const watch = page.api.stream("geo.watch", { interval: 10 });
  await settle();
  assert.equal(page.last().id, "p2", "a stream is not opened before iteration starts");
  const first = watch.next();
  await until(() => page.last().id === "p3");
  assert.deepStrictEqual(JSON.parse(page.posts.at(-1)), fixture("call-stream"));
  page.recv(fixture("next"));
  assert.deepStrictEqual(plain(await first), { value: { lat: 1.5, lon: -2 }, done: false });
  page.recv(fixture("end-error"));
  await rejectsWith(page, watch.next(), "handlerFailed", { message: "no fix" });
  assert.deepStrictEqual(plain(await watch.next()), { done: true });

  const cases = [
    ["reply-invalid-arguments", "invalidArguments", { path: ["items", 2, "count"] }],
    ["reply-handler-failed", "handlerFailed", { message: "disk full", data: { free: 0 } }],
    ["reply-unknown-method", "unknownMethod", { message: "No handler for nope.nothing" }],
    ["reply-navigated", "navigated", {}],
  ];
  for (const [name, code, fields] of cases) {
    const call = page.api.call("some.method");
    await until(() => page.last().id === fixture(name).id);
    page.recv(fixture(name));
    await rejectsWith(page, call, code, fields);
  }
});

test("binary values are uploaded and downloaded through the blob endpoint", async () => {
  const page = await started();
  await skipTo(page, 8);
  page.nextToken = "0123456789abcdef0123456789abcdef";
  const bytes = page.run("new Uint8Array([9, 8, 7, 6]).subarray(1, 3)");
  const save = page.api.call("files.save", { name: "a.bin", bytes });
  await until(() => page.last().id === "p8");
  assert.deepStrictEqual(page.last(), fixture("call-binary"));
  assert.deepStrictEqual(page.uploads, [{ bytes: [8, 7] }]);
  page.recv({ v: 1, kind: "reply", epoch: 3, id: "p8", ok: true, result: null });
  assert.equal(await save, null);

  const load = page.api.call("files.load");
  await until(() => page.last().id === "p9");
  page.stored.set("fedcba9876543210fedcba9876543210", [1, 2, 255]);
  page.recv(fixture("reply-binary"));
  const loaded = await load;
  assert.ok(types.isUint8Array(loaded));
  assert.deepStrictEqual([...loaded], [1, 2, 255]);

  page.nextToken = null;
  const parts = page.run("[new ArrayBuffer(2), new DataView(new ArrayBuffer(3)), new Blob(['hi'])]");
  page.api.emit("parts", { parts, marker: { $blob: "not a marker" } });
  await until(() => page.last().kind === "event");
  const tokens = page.last().blobs;
  assert.equal(tokens.length, 3);
  assert.deepStrictEqual(page.last().data, {
    parts: tokens.map((token) => ({ $blob: token })),
    marker: { $blob: "not a marker" },
  });
  assert.deepStrictEqual(page.uploads.slice(1).map((upload) => upload.bytes), [[0, 0], [0, 0, 0], [104, 105]]);

  const missing = page.api.call("files.load");
  await until(() => page.last().id === "p10");
  page.recv({ ...fixture("reply-binary"), id: "p10" });
  await rejectsWith(page, missing, "protocolError");
});

test("strings that break naive embedding survive unchanged", async () => {
  const page = await started();
  await skipTo(page, 10);
  page.api.call("echo", fixture("strings").args);
  await until(() => page.last().id === "p10");
  assert.deepStrictEqual(page.last(), fixture("strings"));
});

test("page events and page handler replies match the golden fixtures", async () => {
  const page = await started();
  await page.api.emit("clicked", [1, "two", null]);
  assert.deepStrictEqual(page.last(), fixture("event-page"));

  const seen = [];
  page.api.handle("page.confirm", (args, context) => {
    seen.push(plain(args), context.method);
  });
  page.recv({ ...fixture("batch"), messages: [fixture("call-native")] });
  await until(() => page.ofKind("reply").length === 1, "the reply");
  assert.deepStrictEqual(seen, [{ text: "Leave?" }, "page.confirm"]);
  assert.deepStrictEqual(page.ofKind("reply")[0], fixture("reply-null"));
});

test("a batch is processed in order, then the page pulls again", async () => {
  const page = await started();
  await skipTo(page, 3);
  const log = [];
  page.api.on("tick", (data) => log.push(`event ${data}`));
  page.api.handle("page.echo", (args) => {
    log.push(`call ${args}`);
    return args;
  });
  const values = [];
  const done = (async () => {
    for await (const value of page.api.stream("geo.watch", { interval: 10 })) values.push(value);
    log.push("stream ended");
  })();
  await until(() => page.last().id === "p3");
  page.recv(fixture("batch"));
  await done;
  assert.deepStrictEqual(log, ["event 1", "call x", "stream ended"]);
  assert.deepStrictEqual(values, [7]);
  await until(() => page.ofKind("pull").length === 2, "the second pull");
  assert.deepStrictEqual(page.ofKind("reply"), [{ v: 1, kind: "reply", epoch: 3, id: "n2", ok: true, result: "x" }]);

  page.recv(fixture("batch-empty"));
  await settle();
  assert.equal(page.ofKind("pull").length, 2, "an empty batch answers a replaced pull");
});

test("a batch's events and replies are handled in order in the turn it arrives, and the page pulls again then", async () => {
  const page = await started();
  const first = page.api.call("a");
  const second = page.api.call("b");
  await until(() => page.ofKind("call").length === 2, "the calls");
  const order = [];
  page.api.on("tick", (n) => order.push(`event ${n}: ${stateOf(first)} ${stateOf(second)}`));
  first.then((value) => order.push(`first ${value}`));
  second.then((value) => order.push(`second ${value}`));
  const tick = (data) => ({ v: 1, kind: "event", epoch: 3, name: "tick", data });
  const reply = (id, result, fields) => ({ v: 1, kind: "reply", epoch: 3, id, ok: true, result, ...fields });
  page.recv({ ...fixture("batch"), messages: [tick(1), reply("p1", "one"), tick(2), reply("p2", "two", { blobs: [] }),
    tick(3)] });
  assert.deepStrictEqual(order, ["event 1: pending pending", "event 2: settled pending", "event 3: settled settled"]);
  assert.equal(page.ofKind("pull").length, 2, "the next pull leaves in the same turn");
  await null;
  assert.deepStrictEqual(order.slice(3), ["first one", "second two"], "the callers' jobs run next, in order");
});

/** A page with two calls in flight: `load` (p9, which the reply-binary fixture answers) and `info` (p10). */
async function loading() {
  const page = await started();
  await skipTo(page, 9);
  const load = page.api.call("files.load");
  const info = page.api.call("device.info");
  await until(() => page.ofKind("call").length === 10, "the calls");
  return { page, load, info };
}

test("a reply with bytes holds back what arrives behind it, and the next pull, until its bytes are fetched", async () => {
  const { page, load, info } = await loading();
  const order = [];
  page.api.on("battery", () => {
    order.push(`event: ${stateOf(load)} ${stateOf(info)}, ${page.ofKind("pull").length} pull`);
  });
  const release = holdFetches(page);
  page.stored.set("fedcba9876543210fedcba9876543210", [1, 2, 255]);
  page.recv({ ...fixture("batch"), messages: [fixture("reply-binary"), fixture("event-native")] });
  page.recv({ ...fixture("reply-ok"), id: "p10" });
  assert.deepStrictEqual(order, [], "the event in the same batch waits for the bytes");
  assert.equal(stateOf(info), "pending", "so does a reply in a later answer");
  release();
  await until(() => order.length === 1, "the event");
  assert.deepStrictEqual(order, ["event: settled pending, 1 pull"],
    "the reply, then the event, then the batch's pull and the later answer");
  assert.deepStrictEqual([...(await load)], [1, 2, 255]);
  assert.deepStrictEqual(plain(await info), { model: "Linux", memory: 24 });
  assert.equal(page.ofKind("pull").length, 2, "the batch was handled, and the page pulled again");
});

test("a failed download fails only its own call; the reply behind it settles after it, and the page pulls", async () => {
  const { page, load, info } = await loading();
  const order = [];
  load.catch((error) => order.push(`load ${error.code}`));
  info.then((value) => order.push(`info ${value}`));
  const fine = { ...fixture("reply-ok"), id: "p10", result: "fine" };
  page.recv({ ...fixture("batch"), messages: [fixture("reply-binary"), fine] });
  assert.deepStrictEqual([stateOf(info), page.ofKind("pull").length], ["pending", 1], "both wait for the download");
  await until(() => order.length === 2, "both calls");
  assert.deepStrictEqual(order, ["load protocolError", "info fine"]);
  await rejectsWith(page, load, "protocolError");
  await until(() => page.ofKind("pull").length === 2, "the next pull");
});

test("a native call and its cancel in one batch: the handler starts, its signal aborts, and no reply follows", async () => {
  const page = await started();
  const signals = [];
  page.api.handle("quick", (args, { signal }) => {
    signals.push(signal.aborted);
    signals.push(signal);
    return "done";
  });
  const quick = { ...fixture("call-native"), method: "quick" };
  page.recv({ ...fixture("batch"), messages: [quick, fixture("cancel-native")] });
  assert.equal(signals[0], false, "the handler ran in the turn the batch arrived, before the cancel");
  assert.equal(signals[1].aborted, true);
  assert.equal(signals[1].reason.code, "cancelled");
  await settle();
  assert.deepStrictEqual(page.ofKind("reply"), []);
});

test("10,000 events in one batch reach the listener in order, in the turn the batch arrives", async () => {
  const page = await started();
  const heard = [];
  page.api.on("tick", (n) => heard.push(n));
  const messages = Array.from({ length: 10000 }, (_, n) => ({ v: 1, kind: "event", epoch: 3, name: "tick", data: n }));
  page.recv({ ...fixture("batch"), messages });
  assert.equal(heard.length, 10000);
  assert.ok(heard.every((n, i) => n === i), "in order");
  assert.equal(page.ofKind("pull").length, 2);
});

test("messages made in one turn leave in one post, in order", async () => {
  const page = await started();
  const posts = page.posts.length;
  const calls = [1, 2, 3, 4, 5].map(() => page.api.call("device.info", { detail: true }));
  await until(() => page.ofKind("call").length === 5, "the calls");
  assert.equal(page.posts.length, posts + 1);
  assert.equal(page.posts.at(-1), [1, 2, 3, 4, 5].map((n) => text("call", { id: `p${n}` })).join("\n"));
  page.sent.slice(-5).forEach((message, n) => assert.deepStrictEqual(message, { ...fixture("call"), id: `p${n + 1}` }));

  page.api.call("next.turn");
  await until(() => page.ofKind("call").length === 6, "the next call");
  assert.equal(page.posts.length, posts + 2, "a later turn posts again");
  page.recv([1, 2, 3, 4, 5].map((n) => text("reply-ok", { id: `p${n}`, result: n })).join("\n"));
  assert.deepStrictEqual(await Promise.all(calls), [1, 2, 3, 4, 5], "an answer of several lines settles every call");
});

/** Holds what waits for `page[gate]` until the function it returns is called. */
function hold(page, gate) {
  let release;
  page[gate] = new Promise((resolve) => (release = resolve));
  return () => {
    page[gate] = null;
    release();
  };
}

/** Holds every upload of `page` until the function it returns is called. */
const holdUploads = (page) => hold(page, "uploadGate");
/** Holds every blob download of `page` until the function it returns is called. */
const holdFetches = (page) => hold(page, "fetchGate");

/** The kinds and ids (or names) of each message of the post `page` sent last. */
const lastPost = (page) => page.posts.at(-1).split("\n").map((line) => {
  const { kind, id, name, declared } = JSON.parse(line);
  return [kind, id ?? name ?? (declared ? "declared" : undefined)];
});

test("a ready and a call made in one turn leave in that order, before and after the hello answer", async () => {
  const page = await started();
  page.api.ready();
  page.api.call("device.info", { detail: true });
  await until(() => page.ofKind("call").length === 1, "the call");
  assert.equal(page.posts.at(-1), [text("ready-declared"), text("call")].join("\n"));

  const early = boot({ readyState: "loading", helloAnswer: null });
  early.api.ready();
  early.api.call("device.info", { detail: true });
  early.api.emit("clicked", [1, "two", null]);
  await settle();
  assert.deepStrictEqual(early.kinds(), ["hello"], "nothing leaves before the hello answer");
  early.recv(fixture("hello-answer"));
  await until(() => early.kinds().includes("pull"), "the pull");
  assert.deepStrictEqual(early.posts.slice(1), [[text("ready-declared"), text("call"), text("event-page")].join("\n"),
    text("pull")]);
});

test("everything made in one turn leaves in one post in that order: events, cancellations, calls and ready", async () => {
  const page = await started();
  const controller = new AbortController();
  const first = page.api.call("math.slow", null, { signal: controller.signal });
  await until(() => page.ofKind("call").length === 1, "the first call");
  const emitted = page.api.emit("clicked", [1, "two", null]);
  controller.abort();
  page.api.call("device.info", { detail: true });
  page.api.ready();
  await rejectsWith(page, first, "cancelled");
  await emitted;
  assert.deepStrictEqual(lastPost(page), [["event", "clicked"], ["cancel", "p1"], ["call", "p2"], ["ready", "declared"]]);
});

test("a call with bytes holds back the messages queued behind it until its upload is done, then they leave in order", async () => {
  const page = await started();
  const release = holdUploads(page);
  const before = page.posts.length;
  const save = page.api.call("files.save", page.run("new Blob(['hi'])"));
  const plain = page.api.call("device.info", { detail: true });
  let emitted = false;
  const emit = page.api.emit("clicked", [1, "two", null]).then(() => (emitted = true));
  await until(() => page.uploads.length === 1, "the upload");
  await settle();
  assert.equal(page.posts.length, before, "nothing leaves while the bytes upload");
  assert.equal(emitted, false, "an event behind held bytes has not left");
  release();
  await until(() => page.posts.length === before + 1, "the post");
  assert.deepStrictEqual(lastPost(page), [["call", "p1"], ["call", "p2"], ["event", "clicked"]]);
  assert.deepStrictEqual(page.sent.at(-3).args, { $blob: page.sent.at(-3).blobs[0] });
  await emit;
  page.recv([text("reply-ok", { id: "p1", result: 1 }), text("reply-ok", { id: "p2", result: 2 })].join("\n"));
  assert.deepStrictEqual([await save, await plain], [1, 2]);

  // Messages queued before held bytes leave at once.
  const hold = holdUploads(page);
  page.api.call("first");
  page.api.call("files.save", page.run("new Uint8Array(2)"));
  page.api.call("after");
  await until(() => page.ofKind("call").length === 3, "the call before the bytes");
  assert.deepStrictEqual(lastPost(page), [["call", "p3"]]);
  hold();
  await until(() => page.ofKind("call").length === 5, "the held calls");
  assert.deepStrictEqual(lastPost(page), [["call", "p4"], ["call", "p5"]]);
});

test("a held call that is cancelled leaves the outbox unsent and the others go on in order", async () => {
  const page = await started();
  const release = holdUploads(page);
  const controller = new AbortController();
  const save = page.api.call("files.save", page.run("new Uint8Array(3)"), { signal: controller.signal });
  page.api.call("device.info", { detail: true });
  page.api.emit("clicked", [1, "two", null]);
  await until(() => page.uploads.length === 1, "the upload");
  controller.abort();
  await rejectsWith(page, save, "cancelled");
  await until(() => page.ofKind("call").length === 1, "the calls behind it");
  assert.deepStrictEqual(lastPost(page), [["call", "p2"], ["event", "clicked"]]);
  const sent = page.sent.length;
  release();
  await settle();
  assert.equal(page.sent.length, sent, "neither the cancelled call nor a cancel is sent");
});

test("a failed upload fails only its own call; the messages behind it leave in order", async () => {
  const page = await started();
  const release = holdUploads(page);
  page.uploadStatus = 500;
  const save = page.api.call("files.save", page.run("new Uint8Array(3)"));
  const emitted = page.api.emit("parts", page.run("new ArrayBuffer(1)"));
  const plain = page.api.call("device.info", { detail: true });
  page.api.emit("clicked", [1, "two", null]);
  await until(() => page.uploads.length === 2, "the uploads");
  await settle();
  assert.deepStrictEqual(page.ofKind("call"), []);
  release();
  await rejectsWith(page, save, "protocolError");
  await rejectsWith(page, emitted, "protocolError");
  await until(() => page.ofKind("call").length === 1, "the call behind them");
  assert.deepStrictEqual(lastPost(page), [["call", "p2"], ["event", "clicked"]]);
  page.recv(text("reply-ok", { id: "p2", result: "fine" }));
  assert.equal(await plain, "fine");
});

test("held messages settle with navigated when the page is hidden, and a held reply is dropped when cancelled", async () => {
  const page = await started();
  let release = holdUploads(page);
  const save = page.api.call("files.save", page.run("new Uint8Array(3)"));
  const emitted = page.api.emit("clicked");
  const plain = page.api.call("device.info");
  await until(() => page.uploads.length === 1, "the upload");
  const sent = page.sent.length;
  page.transition("pagehide", true);
  await rejectsWith(page, save, "navigated");
  await rejectsWith(page, emitted, "navigated");
  await rejectsWith(page, plain, "navigated");
  release();
  await settle();
  assert.equal(page.sent.length, sent, "nothing held is sent after the page is hidden");
  page.transition("pageshow", true);
  await until(() => page.ofKind("pull").length === 2, "the page shown again");

  release = holdUploads(page);
  page.api.handle("page.bytes", () => page.run("new Uint8Array([1])"));
  page.recv({ ...fixture("batch"), messages: [{ ...fixture("call-native"), method: "page.bytes" }] });
  await until(() => page.uploads.length === 2, "the reply's upload");
  page.api.emit("behind");
  page.recv({ ...fixture("batch"), messages: [fixture("cancel-native")] });
  await until(() => page.ofKind("event").some((event) => event.name === "behind"), "the event behind the reply");
  release();
  await settle();
  assert.deepStrictEqual(page.ofKind("reply"), [], "a reply whose call was cancelled while its bytes uploaded");
});

test("hello and pull are always posted alone", async () => {
  const page = boot({ courier: false });
  page.api.call("before.hello");
  page.api.emit("before.hello");
  await settle();
  page.courier();
  await until(() => page.kinds().includes("pull"), "the first pull");
  page.api.on("tick", () => {
    page.api.call("from.listener");
    page.api.emit("from.listener");
  });
  page.api.handle("page.echo", (args) => args);
  const echo = { ...fixture("call-native"), method: "page.echo" };
  page.recv({ ...fixture("batch"), messages: [fixture("event-native"), { ...fixture("event-native"), name: "tick" },
    echo, { ...echo, id: "n2" }] });
  await until(() => page.ofKind("pull").length === 2 && page.ofKind("reply").length === 2, "the replies and the pull");
  assert.deepStrictEqual(page.kinds().slice(0, 6), ["hello", "call", "event", "ready", "pull", "call"]);
  assert.ok(page.posts.filter((post) => post.includes("\n")).length >= 2, "other messages are joined");
  assertAlone(page);
});

test("replies and stream ends arrive in a pull's batch or in a post's answer", async () => {
  const page = await started();
  const first = page.api.call("device.info", { detail: true });
  const second = page.api.call("slow");
  const stream = page.api.stream("geo.watch").next();
  await until(() => page.ofKind("call").length === 3, "the calls");
  page.recv(text("reply-ok"));
  assert.deepStrictEqual(plain(await first), { model: "Linux", memory: 24 });
  const late = [{ ...fixture("reply-ok"), id: "p2", result: "late" }, { ...fixture("end-error"), id: "p3" }];
  page.recv({ ...fixture("batch"), messages: late });
  assert.equal(await second, "late");
  await rejectsWith(page, stream, "handlerFailed", { message: "no fix" });
  await until(() => page.ofKind("pull").length === 2, "the next pull");
  await settle();
  assert.equal(page.ofKind("pull").length, 2, "one pull at a time");
});

test("a failed post fails every call in it with protocolError", async () => {
  const page = await started();
  const call = page.api.call("device.info");
  const emitted = page.api.emit("clicked");
  const stream = page.api.stream("geo.watch").next();
  const other = page.api.call("other");
  await until(() => page.ofKind("call").length === 3, "the calls");
  const post = page.posts.at(-1);
  assert.deepStrictEqual(post.split("\n").map((line) => JSON.parse(line).kind), ["call", "event", "call", "call"]);
  fire(page.document, "causeway:fail", post);
  await rejectsWith(page, call, "protocolError");
  await rejectsWith(page, stream, "protocolError");
  await rejectsWith(page, other, "protocolError");
  await emitted;
});

test("messages from another epoch are dropped; uncorrelated errors are logged", async () => {
  const page = await started();
  const heard = [];
  page.api.on("battery", (data) => heard.push(plain(data)));
  const call = page.api.call("device.info", { detail: true });
  await until(() => page.last().id === "p1");
  page.recv({ ...fixture("event-native"), epoch: 2 });
  page.recv({ ...fixture("reply-ok"), epoch: 4 });
  page.recv({ ...fixture("batch"), epoch: 2 });
  await settle();
  assert.deepStrictEqual(heard, []);
  assert.equal(page.ofKind("pull").length, 1);
  page.recv(fixture("event-native"));
  page.recv(fixture("reply-ok"));
  assert.deepStrictEqual(plain(await call), { model: "Linux", memory: 24 });
  assert.deepStrictEqual(heard, [{ level: 0.5 }]);

  page.recv(fixture("error"));
  page.recv("not json");
  await settle();
  assert.equal(page.warnings.length, 2);
  assert.match(page.warnings[0].join(" "), /The message is not JSON/);
});

test("a timeout rejects with timeout and sends cancel; an unsent call is just dropped", async () => {
  const page = await started();
  const slow = page.api.call("math.slow", null, { timeout: 5 });
  await rejectsWith(page, slow, "timeout");
  assert.deepStrictEqual(page.last(), { v: 1, kind: "cancel", epoch: 3, id: "p1" });
  page.recv({ v: 1, kind: "reply", epoch: 3, id: "p1", ok: true, result: 1 });

  const quiet = boot({ courier: false });
  await rejectsWith(quiet, quiet.api.call("math.slow", null, { timeout: 5 }), "timeout");
  quiet.courier();
  await until(() => quiet.kinds().includes("pull"));
  assert.deepStrictEqual(quiet.kinds(), ["hello", "ready", "pull"]);
});

test("an AbortSignal cancels; an aborted one rejects without sending", async () => {
  const page = await started();
  const before = page.sent.length;
  await rejectsWith(page, page.api.call("x", null, { signal: AbortSignal.abort() }), "cancelled");
  const stream = page.api.stream("x", null, { signal: AbortSignal.abort() });
  await rejectsWith(page, stream.next(), "cancelled");
  await settle();
  assert.equal(page.sent.length, before);

  const controller = new AbortController();
  const watch = page.api.stream("geo.watch", {}, { signal: controller.signal });
  const next = watch.next();
  await until(() => page.last().kind === "call");
  const id = page.last().id;
  controller.abort();
  await rejectsWith(page, next, "cancelled");
  assert.deepStrictEqual(page.last(), { v: 1, kind: "cancel", epoch: 3, id });

  let release;
  page.uploadGate = new Promise((resolve) => (release = resolve));
  const uploading = new AbortController();
  const sentBefore = page.sent.length;
  const save = page.api.call("files.save", page.run("new Uint8Array(1)"), { signal: uploading.signal });
  await until(() => page.uploads.length === 1, "the upload");
  uploading.abort();
  await rejectsWith(page, save, "cancelled");
  release();
  await settle();
  assert.deepStrictEqual(page.sent.slice(sentBefore), [], "a call cancelled while its bytes upload is never sent");
});

test("1,000 concurrent calls all settle", async () => {
  const page = await started();
  page.onSend = (message) => {
    if (message.kind !== "call") return;
    const n = message.args;
    const answer = n % 2
      ? { ok: true, result: n * 2 }
      : { ok: false, error: { code: "denied", message: `no ${n}` } };
    setImmediate(() => page.recv({ v: 1, kind: "reply", epoch: 3, id: message.id, ...answer }));
  };
  const calls = Array.from({ length: 1000 }, (_, n) => page.api.call("math.double", n));
  const outcomes = await Promise.allSettled(calls);
  outcomes.forEach((outcome, n) => {
    if (n % 2) assert.deepStrictEqual(outcome, { status: "fulfilled", value: n * 2 });
    else assert.equal(outcome.reason.code, "denied");
  });
  assert.equal(new Set(page.ofKind("call").map((call) => call.id)).size, 1000);
});

test("leaving a stream early sends cancel and delivers no more values", async () => {
  const page = await started();
  const values = [];
  const ticks = page.api.stream("ticks");
  const loop = (async () => {
    for await (const value of ticks) {
      values.push(value);
      if (value === 2) break;
    }
  })();
  await until(() => page.last().kind === "call");
  const id = page.last().id;
  page.recv({ ...fixture("batch"), messages: [1, 2, 3].map((value) => ({ v: 1, kind: "next", epoch: 3, id, value })) });
  await loop;
  assert.deepStrictEqual(values, [1, 2]);
  assert.deepStrictEqual(page.ofKind("cancel"), [{ v: 1, kind: "cancel", epoch: 3, id }]);
  page.recv({ ...fixture("batch"), messages: [{ v: 1, kind: "next", epoch: 3, id, value: 4 }] });
  await settle();
  assert.deepStrictEqual(plain(await ticks.next()), { done: true }, "value 3 and 4 are never delivered");
});

test("a stream's own answer can end it with an error", async () => {
  const page = await started();
  const loop = (async () => {
    for await (const value of page.api.stream("nope.nothing")) assert.fail(`unexpected ${value}`);
  })();
  await until(() => page.last().kind === "call");
  page.recv({ v: 1, kind: "end", epoch: 3, id: page.last().id, error: { code: "unknownMethod", message: "No handler" } });
  await rejectsWith(page, loop, "unknownMethod");
});

test("page handler outcomes map to replies", async () => {
  const page = await started();
  page.api.handle("ok", (args) => ({ doubled: args * 2 }));
  page.api.handle("bytes", () => page.run("new Uint8Array([5, 6])"));
  page.api.handle("throws", () => {
    throw Object.assign(new Error("boom"), { data: { why: 1 } });
  });
  page.api.handle("throws.string", () => {
    throw "plain";
  });
  page.api.handle("denies", async () => {
    throw new page.api.CausewayError("denied", "not you", { data: 7 });
  });
  const remove = page.api.handle("removed", () => 1);
  remove();
  const call = (id, method, args = null) => ({ v: 1, kind: "call", epoch: 3, id, method, args });
  page.recv({
    ...fixture("batch"),
    messages: [call("n1", "ok", 21), call("n2", "bytes"), call("n3", "throws"), call("n4", "throws.string"),
      call("n5", "denies"), call("n6", "removed")],
  });
  await until(() => page.ofKind("reply").length === 6, "six replies");
  const replies = Object.fromEntries(page.ofKind("reply").map(({ id, ok, result, error, blobs }) => [id, { ok, result, error, blobs }]));
  assert.deepStrictEqual(replies.n1, { ok: true, result: { doubled: 42 }, error: undefined, blobs: undefined });
  assert.deepStrictEqual(replies.n2.result, { $blob: replies.n2.blobs[0] });
  assert.deepStrictEqual(page.uploads.map((upload) => upload.bytes), [[5, 6]]);
  assert.deepStrictEqual(replies.n3.error, { code: "handlerFailed", message: "boom", data: { why: 1 } });
  assert.deepStrictEqual(replies.n4.error, { code: "handlerFailed", message: "plain" });
  assert.deepStrictEqual(replies.n5.error, { code: "denied", message: "not you", data: 7 });
  assert.deepStrictEqual(replies.n6.error, { code: "unknownMethod", message: "No handler for removed" });
});

test("a native cancel aborts the handler and no reply follows", async () => {
  const page = await started();
  let signal;
  let finish;
  page.api.handle("slow", (args, context) => {
    signal = context.signal;
    return new Promise((resolve) => (finish = resolve));
  });
  page.recv({ ...fixture("batch"), messages: [{ ...fixture("call-native"), method: "slow" }] });
  await until(() => signal, "the handler");
  assert.equal(signal.aborted, false);
  page.recv({ ...fixture("batch"), messages: [fixture("cancel-native")] });
  await until(() => signal.aborted, "the abort");
  assert.equal(signal.reason.code, "cancelled");
  finish("late");
  await settle();
  assert.deepStrictEqual(page.ofKind("reply"), []);
});

test("listeners run in order; a throwing listener does not stop the others", async () => {
  const page = await started();
  const log = [];
  page.api.on("battery", () => {
    throw new Error("listener broke");
  });
  const stop = page.api.on("battery", (data) => log.push(["second", data.level]));
  const third = (data) => log.push(["third", data.level]);
  page.api.on("battery", third);
  page.recv({ ...fixture("batch"), messages: [fixture("event-native"), { ...fixture("event-native"), data: { level: 1 } }] });
  await until(() => log.length === 4);
  stop();
  page.api.off("battery", third);
  page.recv({ ...fixture("batch"), messages: [fixture("event-native")] });
  await settle();
  assert.deepStrictEqual(log, [["second", 0.5], ["third", 0.5], ["second", 1], ["third", 1]]);
  assert.equal(page.errors.length, 3);
  assert.match(String(page.errors[0][0]), /listener broke/);
});

test("depth and size limits reject locally, before anything is sent", async () => {
  const answer = fixture("hello-answer");
  answer.limits = { maxMessageBytes: 200, maxBlobBytes: 4, maxDepth: 3 };
  const page = await started({ helloAnswer: answer });
  const before = page.sent.length;
  await rejectsWith(page, page.api.call("deep", [[[[1]]]]), "invalidArguments", { path: [0, 0, 0] });
  await rejectsWith(page, page.api.call("deep", { a: [{ b: {} }] }), "invalidArguments", { path: ["a", 0, "b"] });
  await rejectsWith(page, page.api.call("big", "x".repeat(300)), "payloadTooLarge");
  await rejectsWith(page, page.api.call("big", "é".repeat(100)), "payloadTooLarge");
  await rejectsWith(page, page.api.emit("big", "x".repeat(300)), "payloadTooLarge");
  const cycle = {};
  cycle.self = cycle;
  await rejectsWith(page, page.api.call("cycle", cycle), "invalidArguments");
  await rejectsWith(page, page.api.emit("bigint", 1n), "invalidArguments");
  await rejectsWith(page, page.api.call("blob", page.run("new Uint8Array(5)")), "payloadTooLarge");
  await rejectsWith(page, page.api.call(42), "invalidArguments");
  assert.equal(page.sent.length, before);
  assert.deepStrictEqual(page.uploads, []);

  page.api.call("fits", [[["é".repeat(40)]]]);
  await until(() => page.sent.length === before + 1);
  assert.deepStrictEqual(page.last().args, [[["é".repeat(40)]]]);

  page.api.handle("page.big", () => "x".repeat(300));
  page.api.handle("page.deep", () => [[[[]]]]);
  page.recv({ ...fixture("batch"), messages: [{ ...fixture("call-native"), method: "page.big" },
    { ...fixture("call-native"), id: "n2", method: "page.deep" }] });
  await until(() => page.ofKind("reply").length === 2, "two replies");
  const errors = Object.fromEntries(page.ofKind("reply").map((reply) => [reply.id, [reply.ok, reply.error.code, reply.error.path]]));
  assert.deepStrictEqual(errors, { n1: [false, "payloadTooLarge", undefined], n2: [false, "invalidArguments", [0, 0, 0]] });
});

test("failed uploads and posts settle the call", async () => {
  const page = await started();
  page.uploadStatus = 413;
  await rejectsWith(page, page.api.call("up", page.run("new ArrayBuffer(1)")), "payloadTooLarge");
  page.uploadStatus = 429;
  await rejectsWith(page, page.api.call("up", page.run("new ArrayBuffer(1)")), "limitExceeded");
  page.uploadStatus = 500;
  await rejectsWith(page, page.api.call("up", page.run("new ArrayBuffer(1)")), "protocolError");
  page.uploadStatus = 0;
  await rejectsWith(page, page.api.emit("up", page.run("new ArrayBuffer(1)")), "protocolError");
  assert.equal(page.ofKind("call").length, 0);

  page.onSend = (message) => {
    if (message.kind === "call") fire(page.document, "causeway:fail", JSON.stringify(message));
  };
  await rejectsWith(page, page.api.call("device.info"), "protocolError");
  const stream = page.api.stream("geo.watch");
  await rejectsWith(page, stream.next(), "protocolError");
});

test("pagehide settles everything with navigated; pageshow greets again", async () => {
  const page = await started();
  let signal;
  page.api.handle("slow", (args, context) => {
    signal = context.signal;
    return new Promise(() => {});
  });
  page.recv({ ...fixture("batch"), messages: [{ ...fixture("call-native"), method: "slow" }] });
  const call = page.api.call("device.info");
  const stream = page.api.stream("geo.watch");
  const next = stream.next();
  await until(() => signal && page.ofKind("call").length === 2);

  page.transition("pagehide", false);
  await settle();
  assert.equal(signal.aborted, false, "a pagehide that is not persisted changes nothing");

  const sentBefore = page.sent.length;
  page.transition("pagehide", true);
  await rejectsWith(page, call, "navigated");
  await rejectsWith(page, next, "navigated");
  assert.equal(signal.aborted, true);
  assert.equal(page.api.epoch, 0);

  const heard = [];
  page.api.on("battery", (data) => heard.push(data));
  const queued = page.api.call("queued.while.hidden");
  page.recv({ ...fixture("event-native"), epoch: 0 });
  page.recv(fixture("event-native"));
  await settle();
  assert.equal(page.sent.length, sentBefore, "nothing is sent while hidden");
  assert.deepStrictEqual(heard, [], "nothing is handled while hidden");

  const answer = fixture("hello-answer");
  answer.epoch = 5;
  page.transition("pageshow", true);
  page.recv(answer);
  await until(() => page.last().kind === "pull", "the new pull");
  assert.deepStrictEqual(page.sent.slice(sentBefore).map(({ kind, epoch, method }) => [kind, epoch, method]), [
    ["hello", 0, undefined],
    ["call", 5, "queued.while.hidden"],
    ["ready", 5, undefined],
    ["pull", 5, undefined],
  ]);
  assert.equal(page.api.epoch, 5);
  assertAlone(page);
  page.recv({ v: 1, kind: "reply", epoch: 5, id: page.ofKind("call")[2].id, ok: true, result: "back" });
  assert.equal(await queued, "back");
});

test("page script that clobbers globals after start cannot break the runtime", async () => {
  const page = await started();
  const api = page.api;
  page.onSend = (message) => {
    if (message.kind === "call") queueMicrotask(() => page.recv({ v: 1, kind: "reply", epoch: 3, id: message.id, ok: true, result: [message.args] }));
  };
  const realDispatch = EventTarget.prototype.dispatchEvent;
  try {
    page.run(`
      window.causeway = "clobbered";
      window.webkit = {};
      JSON.parse = JSON.stringify = () => { throw new Error("clobbered JSON"); };
      CustomEvent = function () { throw new Error("clobbered CustomEvent"); };
      fetch = () => { throw new Error("clobbered fetch"); };
      EventTarget.prototype.dispatchEvent = () => { throw new Error("clobbered dispatchEvent"); };
      Proxy = Object.create = Object.freeze = function () { throw new Error("clobbered Object"); };
      Object.prototype.network = "polluted";
      Object.prototype.set = Object.prototype.deleteProperty = Object.prototype.defineProperty = () => true;
    `);
    assert.equal(page.api, api);
    assert.equal(page.run("causeway"), api);
    assert.equal(typeof api.network.fetchData, "function", "a name added to Object.prototype is still a namespace");
    assert.throws(() => page.run(`"use strict"; causeway.fresh.method = 1;`), { name: "TypeError" });
    assert.throws(() => page.run(`"use strict"; delete causeway.fresh.method;`), { name: "TypeError" });
    assert.deepStrictEqual(plain(await api.device.info({ detail: true })), [{ detail: true }]);
    assert.throws(() => page.run(`"use strict"; window.causeway = 1;`), { name: "TypeError" });
    const result = await api.call("echo", { bytes: page.run("new Uint8Array([1])") });
    assert.deepStrictEqual(plain(result), [{ bytes: { $blob: page.last().blobs[0] } }]);
    await api.emit("still", "works");
    assert.deepStrictEqual(page.last(), { v: 1, kind: "event", epoch: 3, name: "still", data: "works" });
  } finally {
    EventTarget.prototype.dispatchEvent = realDispatch;
  }
});

test("the API is frozen and a second copy of the runtime does nothing", async () => {
  const page = await started();
  const api = page.api;
  assert.ok(Object.isFrozen(api));
  const descriptor = Object.getOwnPropertyDescriptor(page.win, "causeway");
  assert.equal(descriptor.writable, false);
  assert.equal(descriptor.configurable, false);
  vm.runInContext(source, page.win);
  await settle();
  assert.equal(page.api, api);
  assert.equal(page.ofKind("hello").length, 1);
});

/** A page call message of epoch 3. */
const pageCall = (id, method, args, fields = {}) => ({ v: 1, kind: "call", epoch: 3, id, method, args, ...fields });

test("the hello answer's methods map is exposed, replaced at every hello answer and cleared on pagehide", async () => {
  const quiet = boot({ helloAnswer: null });
  assert.deepStrictEqual(plain(quiet.api.methods), {}, "empty before the hello answer");
  const page = await started();
  const methods = page.api.methods;
  assert.deepStrictEqual(plain(methods), { "device.info": "call", "network.fetchData": "call", "geo.watch": "stream" });
  assert.ok(Object.isFrozen(methods));
  assert.throws(() => page.run(`"use strict"; causeway.methods["device.info"] = "stream";`), { name: "TypeError" });
  assert.equal(page.api.methods["device.info"], "call");
  assert.notEqual(page.api.methods, methods, "each read is a copy");

  page.transition("pagehide", true);
  assert.deepStrictEqual(plain(page.api.methods), {});
  page.transition("pageshow", true);
  page.recv({ ...fixture("hello-answer"), epoch: 4, methods: { "geo.watch": "call", bad: "other", worse: 1 } });
  await until(() => page.api.epoch === 4, "the second hello answer");
  assert.deepStrictEqual(plain(page.api.methods), { "geo.watch": "call" }, "replaced; other kinds are dropped");
});

test("a mapped method called by its path sends the same call as causeway.call, options included", async () => {
  const page = await started();
  const info = page.api.device.info({ detail: true });
  await until(() => page.last().kind === "call");
  assert.equal(page.posts.at(-1), text("call"));
  page.recv(fixture("reply-ok"));
  assert.deepStrictEqual(plain(await info), { model: "Linux", memory: 24 });

  const controller = new AbortController();
  const slow = page.api.math.slow({ ms: 50 }, { timeout: 1000, signal: controller.signal });
  await until(() => page.last().id === "p2");
  assert.deepStrictEqual(page.last(), fixture("call-with-timeout"), "an unmapped name is a call, options passed on");
  controller.abort();
  await rejectsWith(page, slow, "cancelled");
  assert.equal(page.posts.at(-1), text("cancel-page"));

  const fetched = page.api.network.fetchData({ url: "https://example.com" });
  await until(() => page.last().id === "p3");
  assert.deepStrictEqual(page.last(), pageCall("p3", "network.fetchData", { url: "https://example.com" }));
  page.recv({ ...fixture("reply-unknown-method"), id: "p3" });
  await rejectsWith(page, fetched, "unknownMethod");
});

test("a stream-mapped method by its path iterates values; leaving the loop sends cancel", async () => {
  const page = await started();
  await skipTo(page, 3);
  const watch = page.api.geo.watch({ interval: 10 });
  assert.equal(typeof watch.then, "undefined", "a stream, not a promise");
  const values = [];
  const loop = (async () => {
    for await (const value of watch) {
      values.push(value);
      if (values.length === 2) break;
    }
  })();
  await until(() => page.last().id === "p3");
  assert.deepStrictEqual(page.last(), fixture("call-stream"));
  const next = (value) => ({ ...fixture("next"), value });
  page.recv({ ...fixture("batch"), messages: [fixture("next"), next(2), next(3)] });
  await loop;
  assert.deepStrictEqual(plain(values), [{ lat: 1.5, lon: -2 }, 2]);
  assert.deepStrictEqual(page.ofKind("cancel"), [{ v: 1, kind: "cancel", epoch: 3, id: "p3" }]);
});

test("before the hello answer every path is a call; a function read then streams once the map says so", async () => {
  const page = boot({ courier: false });
  const watch = page.api.geo.watch;
  const early = watch({ interval: 10 });
  assert.equal(typeof early.then, "function", "a call before the map is known");
  early.catch(() => {});
  page.courier();
  await until(() => page.kinds().includes("pull"), "the first pull");
  assert.deepStrictEqual(page.ofKind("call"), [pageCall("p1", "geo.watch", { interval: 10 })]);
  assert.equal(page.api.geo.watch, watch, "the same function");
  const later = watch({ interval: 10 });
  assert.equal(typeof later.next, "function");
  later.next();
  await until(() => page.ofKind("call").length === 2, "the stream call");
  assert.equal(page.last().stream, true);
});

test("namespaces nest by the dots in the map and are the same object every time", async () => {
  const answer = fixture("hello-answer");
  answer.methods = { "media.camera.take": "call", "media.camera.live": "stream", "media.list": "call" };
  const page = await started({ helloAnswer: answer });
  const { media } = page.api;
  assert.equal(typeof media.camera, "object");
  assert.equal(typeof media.list, "function");
  assert.equal(page.api.media, media);
  assert.equal(media.camera, page.api.media.camera);
  assert.equal(media.camera.take, page.api.media.camera.take);
  assert.notEqual(page.api.network, media);
  media.camera.take({ zoom: 2 });
  await until(() => page.last().kind === "call");
  assert.deepStrictEqual(page.last(), pageCall("p1", "media.camera.take", { zoom: 2 }));
  media.camera.live().next();
  await until(() => page.last().id === "p2");
  assert.deepStrictEqual(page.last(), pageCall("p2", "media.camera.live", null, { stream: true }));
});

test("namespaces are not thenables, answer undefined for symbols, and are not called by conversions", async () => {
  const page = await started();
  const before = page.sent.length;
  const network = page.api.network;
  assert.equal(network.then, undefined);
  assert.equal(page.api.a.b.then, undefined);
  assert.equal(await network, network, "await gives the namespace itself");
  assert.equal(network[Symbol.iterator], undefined);
  assert.equal(network[Symbol.toPrimitive], undefined);
  assert.equal(Object.getPrototypeOf(network), null);
  assert.equal(page.run("JSON.stringify({ n: causeway.network })"), '{"n":{}}');
  assert.throws(() => `${network}`, TypeError);
  await settle();
  assert.equal(page.sent.length, before, "nothing was called");
  assert.equal(`${page.api}`, "[object Object]");
});

test("writes, deletes and definitions on causeway and its namespaces fail; Object.keys lists the API", async () => {
  const page = await started();
  const fetchData = page.api.network.fetchData;
  for (const code of [
    "causeway.network = 1",
    "causeway.call = 1",
    "causeway.network.fetchData = 1",
    "causeway.network.other = 1",
    "delete causeway.call",
    "delete causeway.network.fetchData",
    "Object.defineProperty(causeway, 'network', { value: 1 })",
    "Object.defineProperty(causeway.network, 'fetchData', { value: 1 })",
    "Object.setPrototypeOf(causeway.network, {})",
  ]) {
    assert.throws(() => page.run(`"use strict"; ${code};`), { name: "TypeError" }, code);
    page.run(`try { ${code}; } catch {}`);
  }
  assert.equal(page.run("Reflect.set(causeway.network, 'fetchData', 1)"), false);
  assert.equal(page.run("Reflect.deleteProperty(causeway.network, 'fetchData')"), false);
  assert.equal(page.run("Reflect.defineProperty(causeway.network, 'x', { value: 1 })"), false);
  assert.equal(page.api.network.fetchData, fetchData);
  assert.equal(typeof page.api.call, "function");
  assert.ok(Object.isFrozen(fetchData));
  assert.deepStrictEqual(plain(page.run("Object.keys(causeway)")),
    ["version", "epoch", "methods", "CausewayError", "call", "stream", "handle", "on", "off", "emit", "ready", "web"]);
  assert.deepStrictEqual(plain(page.run("Object.keys(causeway.network)")), []);
  assert.equal(page.run("'network' in causeway"), false);
});

// Page script that runs after the runtime can replace built-ins, wrap them and add to prototypes. None of that may
// change what a call sends, whom its answer reaches, or let that script see either.

/**
 * Follows `promise` from now on; the function it returns waits, within the bound of `until`, for `{ value }` or
 * `{ error }`.
 */
function track(promise) {
  let result;
  promise.then((value) => (result = { value }), (error) => (result = { error }));
  return async (what) => {
    await until(() => result, what);
    return result;
  };
}

/** The value of `promise` within the bound of `until`; throws its error. */
async function within(promise, what) {
  const { value, error } = await track(promise)(what);
  if (error) throw error;
  return value;
}

/**
 * Whether the runtime called the hook that asks: the nearest caller that is not this file, page script or a built-in
 * is the runtime. (The fake courier and fake fetch run inside the runtime's calls too, and use the same classes.)
 */
function byRuntime() {
  const limit = Error.stackTraceLimit;
  Error.stackTraceLimit = 50;
  const frames = new Error().stack.split("\n").slice(1);
  Error.stackTraceLimit = limit;
  const caller = frames.find((frame) => !/file:|evalmachine\.<anonymous>|\(<anonymous>\)|at <anonymous>$/.test(frame));
  return /[ (]causeway\.js:\d+:\d+\)?$/.test(caller ?? "");
}

/** Gives the page a `note(what)` that records each hook the runtime ran, and returns the record. */
function notesOf(page) {
  const notes = [];
  page.win.note = (what) => {
    if (byRuntime()) notes.push(String(what));
  };
  return notes;
}

/**
 * Drives every path of the runtime once: calls by name and by path, bytes both ways, a call aborted by the page, one
 * aborted before it starts, one that times out, a stream, an event each way, page handlers (one cancelled by native
 * code), methods, and a page hidden with a call in flight and shown again. Native code echoes `test.echo`, streams
 * `geo.watch`, leaves `test.slow` and `test.hang` unanswered and answers anything else with a secret.
 */
async function exercise(page) {
  page.onSend = (message) => {
    if (message.kind !== "call") return;
    const answer = (text) => setImmediate(() => page.recv(text));
    const reply = (fields) => answer({ v: 1, kind: "reply", epoch: 3, id: message.id, ok: true, ...fields });
    if (message.method === "test.echo") {
      for (const token of message.blobs ?? []) page.stored.set(token, page.uploads.at(-1).bytes);
      reply({ result: message.args, ...(message.blobs ? { blobs: message.blobs } : {}) });
    } else if (message.method === "geo.watch") {
      const step = (fields) => JSON.stringify({ v: 1, epoch: 3, id: message.id, ...fields });
      answer([step({ kind: "next", value: 1 }), step({ kind: "next", value: { two: 2 } }), step({ kind: "end" })]
        .join("\n"));
    } else if (message.method !== "test.slow" && message.method !== "test.hang") {
      reply({ result: "the secret" });
    }
  };
  const api = page.api;
  const seen = { heard: [], handled: [] };
  api.on("battery", (data) => seen.heard.push(data));
  api.on("battery.other", () => {})();
  api.handle("page.echo", (args) => {
    seen.handled.push(args);
    return args;
  });
  const signals = [];
  api.handle("page.slow", (args, context) => {
    signals.push(context.signal);
    return new Promise(() => {});
  });
  seen.methods = plain(api.methods);

  const first = api.call("test.echo", { who: "first" });
  const second = api.test.echo({ who: "second" });
  const binary = api.call("test.echo", { bytes: page.run("const b = new Uint8Array(2); b[0] = 1; b[1] = 2; b") });
  const aborting = new AbortController();
  const aborted = track(api.call("test.slow", "aborted", { signal: aborting.signal }));
  const early = track(api.call("test.slow", "early", { signal: AbortSignal.abort() }));
  const timed = track(api.call("test.slow", "timed", { timeout: 1 }));
  await until(() => page.ofKind("call").some((call) => call.args === "aborted"), "the call to abort");
  aborting.abort();
  seen.first = plain(await within(first, "the first result"));
  seen.second = plain(await within(second, "the second result"));
  const echoed = (await within(binary, "the bytes"))?.bytes;
  seen.bytes = [types.isUint8Array(echoed), plain(echoed ?? null)];
  seen.aborted = (await aborted("the abort")).error?.code;
  seen.early = (await early("the early abort")).error?.code;
  seen.timed = (await timed("the timeout")).error?.code;

  const watch = api.stream("geo.watch", { interval: 1 });
  seen.streamed = [];
  for (let step = await within(watch.next(), "a value"); !step.done; step = await within(watch.next(), "a value")) {
    seen.streamed.push(plain(step.value));
  }
  await within(api.emit("clicked", { x: 1 }), "the event");

  page.recv({ v: 1, kind: "batch", epoch: 3, messages: [fixture("event-native"),
    { ...fixture("call-native"), method: "page.echo" }, { ...fixture("call-native"), id: "n2", method: "page.slow" },
    { ...fixture("call-native"), id: "n3", method: "page.slow" }] });
  await until(() => signals.length === 2 && page.ofKind("reply").length === 1, "the page handlers");
  page.recv({ v: 1, kind: "batch", epoch: 3, messages: [{ ...fixture("cancel-native"), id: "n2" }] });
  await until(() => signals[0].aborted, "the native cancel");

  const hanging = track(api.call("test.hang"));
  await until(() => page.ofKind("call").some((call) => call.method === "test.hang"), "the hanging call");
  page.transition("pagehide", true);
  seen.hidden = [(await hanging("the hidden page")).error?.code, signals[1].aborted];
  page.transition("pageshow", true);
  await until(() => api.epoch === 3 && page.last().kind === "pull", "the page shown again");
  seen.shown = plain(api.methods);
  seen.heard = plain(seen.heard);
  seen.handled = plain(seen.handled);
  return seen;
}

/** Asserts that `exercise` went as it does on an untouched page, and that no hook saw any of it. */
function assertUntouched(page, seen, notes) {
  const methods = fixture("hello-answer").methods;
  assert.deepStrictEqual(seen, {
    methods,
    first: { who: "first" },
    second: { who: "second" },
    bytes: [true, { 0: 1, 1: 2 }],
    aborted: "cancelled",
    early: "cancelled",
    timed: "timeout",
    streamed: [1, { two: 2 }],
    heard: [{ level: 0.5 }],
    handled: [{ text: "Leave?" }],
    hidden: ["navigated", true],
    shown: methods,
  });
  const byId = (a, b) => a.id.localeCompare(b.id);
  const calls = page.ofKind("call").sort(byId).map(({ id, method, args }) => [id, method, args]);
  assert.deepStrictEqual(calls, [
    ["p1", "test.echo", { who: "first" }],
    ["p2", "test.echo", { who: "second" }],
    ["p3", "test.echo", { bytes: { $blob: "1".padStart(32, "0") } }],
    ["p4", "test.slow", "aborted"],
    ["p5", "test.slow", "timed"],
    ["p6", "geo.watch", { interval: 1 }],
    ["p7", "test.hang", null],
  ], "each call sends its own method and arguments, and no other call is sent");
  assert.ok(page.posts.every((post) => !post.includes("secret")), "nothing asks for the secret");
  assert.deepStrictEqual(page.ofKind("cancel").sort(byId).map(({ id }) => id), ["p4", "p5"]);
  assert.deepStrictEqual(page.ofKind("event"), [{ v: 1, kind: "event", epoch: 3, name: "clicked", data: { x: 1 } }]);
  assert.deepStrictEqual(page.ofKind("reply"),
    [{ v: 1, kind: "reply", epoch: 3, id: "n1", ok: true, result: { text: "Leave?" } }]);
  assert.deepStrictEqual(page.uploads, [{ bytes: [1, 2] }]);
  assert.deepStrictEqual(notes, [], "page script saw none of it");
}

test("the runtime works the same when nothing is replaced", async () => {
  const page = await started();
  const notes = notesOf(page);
  assertUntouched(page, await exercise(page), notes);
});

/** Page script that wraps `name` of `target` to record each call and otherwise leave it as it was. */
const spy = (target, name) => `{
  const target = ${target};
  const original = target.${name};
  target.${name} = function (...args) {
    note(${JSON.stringify(`${target}.${name}`)});
    return Reflect.apply(original, this, args);
  };
}`;

const attacks = {
  "Array.prototype.join rewriting a post into a call of another method": `
    const join = Array.prototype.join;
    Array.prototype.join = function (separator) {
      note("join");
      return Reflect.apply(join, this, [separator]).replaceAll('"method":"test.echo"', '"method":"secret.read"');
    };`,
  "String.prototype.slice rewriting a message into a call of another method": `
    const slice = String.prototype.slice;
    String.prototype.slice = function (...args) {
      note("slice");
      return Reflect.apply(slice, this, args).replaceAll('"method":"test.echo"', '"method":"secret.read"');
    };`,
  "Map.prototype.get handing one call's answer to another caller": `
    const get = Map.prototype.get;
    Map.prototype.get = function (key) {
      const value = Reflect.apply(get, this, [key]);
      if (value && typeof value.deliver === "function") {
        note("get " + key);
        return Reflect.apply(get, this, [key === "p1" ? "p2" : key === "p2" ? "p1" : key]) ?? value;
      }
      return value;
    };`,
  "Array.prototype.push": spy("Array.prototype", "push"),
  "Array.prototype.map": spy("Array.prototype", "map"),
  "Array.prototype.includes": spy("Array.prototype", "includes"),
  "Array.prototype.indexOf": spy("Array.prototype", "indexOf"),
  "Array.prototype.splice": spy("Array.prototype", "splice"),
  "String.prototype.indexOf": spy("String.prototype", "indexOf"),
  "String.prototype.split": spy("String.prototype", "split"),
  "Map.prototype.set": spy("Map.prototype", "set"),
  "Map.prototype.has": spy("Map.prototype", "has"),
  "Map.prototype.delete": spy("Map.prototype", "delete"),
  "Set.prototype.has": spy("Set.prototype", "has"),
  "Set.prototype.add": spy("Set.prototype", "add"),
  "the array iterator's next": spy("Object.getPrototypeOf([][Symbol.iterator]())", "next"),
  "the map and set iterators' next":
    spy("Object.getPrototypeOf(new Map().values())", "next") + spy("Object.getPrototypeOf(new Set().values())", "next"),
  "every method of the built-in prototypes, iterators and namespaces": `{
    const { apply, defineProperty, getOwnPropertyDescriptor, getPrototypeOf, ownKeys } = Reflect;
    const targets = [Array.prototype, getPrototypeOf([][Symbol.iterator]()), String.prototype,
      getPrototypeOf(""[Symbol.iterator]()), Map.prototype, getPrototypeOf(new Map().values()), Set.prototype,
      getPrototypeOf(new Set().values()), Object.prototype, Function.prototype, Number.prototype, Array, String,
      Object, Number, JSON, Reflect, Math, Promise];
    const wraps = [];
    for (let t = 0; t < targets.length; t++) {
      const keys = ownKeys(targets[t]);
      for (let k = 0; k < keys.length; k++) {
        const descriptor = getOwnPropertyDescriptor(targets[t], keys[k]);
        if (keys[k] === "constructor" || typeof descriptor.value !== "function" || !descriptor.configurable) continue;
        wraps[wraps.length] = [targets[t], keys[k], descriptor];
      }
    }
    for (let w = 0; w < wraps.length; w++) {
      const [target, key, descriptor] = wraps[w];
      const original = descriptor.value;
      const name = typeof key === "symbol" ? key.description : key;
      defineProperty(target, key, { ...descriptor, value: function (...args) {
        note(name);
        return new.target ? Reflect.construct(original, args, new.target) : apply(original, this, args);
      } });
    }
  }`,
  "an index setter on Array.prototype": `
    Object.defineProperty(Array.prototype, "0", { configurable: true, set(value) { note("set 0"); } });
    Object.defineProperty(Array.prototype, "1", { configurable: true, set(value) { note("set 1"); } });`,
  "Array[Symbol.species] and Array.prototype.constructor": `
    Object.defineProperty(Array, Symbol.species, { configurable: true, get() { note("species"); return Array; } });`,
  "String.prototype[Symbol.split]": `
    String.prototype[Symbol.split] = function (text) { note("split"); return [text]; };`,
  "Object.prototype filled with the fields a message may lack": `
    Object.prototype.fields = { kind: "call", id: "x1", method: "secret.read" };
    Object.prototype.key = 'kind":"call","id":"x2","method":"secret.read","args';
    Object.prototype.payload = { text: "null", blobs: [] };
    Object.prototype.done = function () { note("done"); };
    Object.prototype.error = { code: "denied", message: "forged" };
    Object.prototype.toJSON = function () {
      if (this.kind !== "call" || this.method !== "test.echo") return this;
      note("toJSON");
      return { ...this, method: "secret.read" };
    };`,
  "setters on Object.prototype and Error.prototype": `
    for (const name of ["code", "path", "data", "next", "return"]) {
      Object.defineProperty(Object.prototype, name, {
        configurable: true,
        get() {},
        set(value) { note("set " + name); },
      });
    }
    Object.defineProperty(Error.prototype, "name", { value: "Error", writable: false });`,
  "Promise.prototype.then and constructor substituting what the runtime awaits": `
    const then = Promise.prototype.then;
    Promise.prototype.constructor = function Promise() {};
    Promise.prototype.then = function (fulfilled, rejected) {
      const forge = (value) => {
        if (!value || typeof value.text !== "string" || !Array.isArray(value.blobs)) return value;
        note("payload");
        return { text: value.text + ',"method":"secret.read"', blobs: value.blobs };
      };
      const fulfill = typeof fulfilled === "function" ? (value) => fulfilled(forge(value)) : fulfilled;
      return Reflect.apply(then, this, [fulfill, rejected]);
    };`,
  "Symbol.hasInstance on ArrayBuffer and CausewayError": `
    Object.defineProperty(ArrayBuffer, Symbol.hasInstance, { value() { note("ArrayBuffer"); return false; } });
    Object.defineProperty(causeway.CausewayError, Symbol.hasInstance, {
      value() { note("CausewayError"); return false; },
    });`,
};

for (const [name, code] of Object.entries(attacks)) {
  test(`page script replacing built-ins after start cannot change or read a call: ${name}`, async () => {
    const page = await started();
    const notes = notesOf(page);
    page.run(code);
    assertUntouched(page, await exercise(page), notes);
  });
}

test("page script replacing the platform's accessors after start cannot change or read a call", async () => {
  const page = await started();
  const notes = notesOf(page);
  /** Replaces `key` of `target` with what `make(original)` returns, for this test. */
  const restores = [];
  const replace = (target, key, make) => {
    const original = Object.getOwnPropertyDescriptor(target, key);
    Object.defineProperty(target, key, { configurable: true, ...original, ...make(original) });
    restores.push(() => (original ? Object.defineProperty(target, key, original) : delete target[key]));
  };
  try {
    replace(CustomEvent.prototype, "detail", ({ get }) => ({
      get() {
        const detail = get.call(this);
        if (!byRuntime() || typeof detail !== "string") return detail;
        page.win.note("detail");
        return detail.replaceAll('"who":"first"', '"who":"forged"');
      },
    }));
    replace(AbortSignal.prototype, "aborted", ({ get }) => ({
      get() {
        if (!byRuntime()) return get.call(this);
        page.win.note("aborted");
        return false;
      },
    }));
    replace(AbortController.prototype, "abort", ({ value }) => ({
      value(reason) {
        if (!byRuntime()) return value.call(this, reason);
        page.win.note("abort");
      },
    }));
    replace(AbortController.prototype, "signal", ({ get }) => ({
      get() {
        page.win.note("signal");
        return get.call(this);
      },
    }));
    replace(Response.prototype, "arrayBuffer", ({ value }) => ({
      value() {
        if (!byRuntime()) return value.call(this);
        page.win.note("arrayBuffer");
        return Promise.resolve(new Uint8Array([6, 6]).buffer);
      },
    }));
    replace(Response.prototype, "ok", ({ get }) => ({
      get() {
        page.win.note("ok");
        return get.call(this);
      },
    }));
    replace(Blob, Symbol.hasInstance, () => ({
      value() {
        page.win.note("Blob");
        return false;
      },
    }));
    assertUntouched(page, await exercise(page), notes);
  } finally {
    for (const restore of restores.reverse()) restore();
  }
});

test("told that the engine names its frames, it posts to its own world's handler, captured at start", async () => {
  const pageWorldSource = hostedSource.replace("/* CAUSEWAY_PAGE_WORLD */ false", "/* CAUSEWAY_PAGE_WORLD */ true");
  assert.notEqual(pageWorldSource, hostedSource, "causeway.js has the page-world marker");
  const document = new EventTarget();
  document.readyState = "complete";
  const posted = [];
  const courierSends = [];
  addEventListener.call(document, "causeway:send", (event) => courierSends.push(event.detail));
  const handler = {
    async postMessage(text) {
      posted.push(text);
      const message = JSON.parse(text.slice(text.indexOf("\n") + 1));
      if (message.kind === "hello") return JSON.stringify(fixture("hello-answer"));
      if (message.kind === "call") return JSON.stringify({ ...fixture("reply-ok"), id: message.id });
      return "";
    },
  };
  const win = new EventTarget();
  Object.assign(win, { document, CustomEvent, EventTarget, AbortController, AbortSignal, Blob, Response, fetch,
    setTimeout, clearTimeout, queueMicrotask, console, crypto, webkit: { messageHandlers: { causeway: handler } } });
  win.window = win;
  win.self = win;
  vm.createContext(win);
  vm.runInContext(pageWorldSource, win, { filename: "causeway.js" });
  // Page script, which runs after the runtime, replaces the handler and its method: the runtime does not notice.
  const replaced = [];
  handler.postMessage = async (text) => void replaced.push(text);
  win.webkit = { messageHandlers: { causeway: { postMessage: async (text) => void replaced.push(text) } } };

  await until(() => posted.some((text) => text.includes('"kind":"pull"')), "hello, ready and pull");
  const result = await win.causeway.call("device.info", { detail: true });
  assert.deepStrictEqual(plain(result), { model: "Linux", memory: 24 });
  assert.deepStrictEqual(replaced, []);
  assert.deepStrictEqual(courierSends, [], "nothing goes through the courier");
  const token = posted[0].slice(0, posted[0].indexOf("\n"));
  assert.match(token, /^[0-9a-f]{32}$/);
  for (const text of posted) assert.ok(text.startsWith(`${token}\n`), "every post carries the document's token");
  const kinds = posted.map((text) => JSON.parse(text.slice(33).split("\n")[0]).kind);
  assert.deepStrictEqual(kinds, ["hello", "ready", "pull", "call"]);
});
