// binary.ts: bytes uploaded on the way out and fetched on the way in.
import { test } from "node:test";
import assert from "node:assert/strict";
import { load, plain, rejectsWith } from "./harness.mjs";

/** An uploader that answers each upload with the next of `answers`. */
const uploader = (answers) => ({ sent: [], async upload(bytes) { this.sent.push(bytes); return answers.shift(); } });

test("an upload's answer becomes its token or the error its status says", async () => {
  const { upload } = load("binary").exports;
  const bytes = new Uint8Array(2);
  assert.equal(await upload(uploader(["200\ntoken"]), bytes, 10), "token");
  await rejectsWith(upload(uploader(["413\ntoo big"]), bytes, 10), "payloadTooLarge");
  await rejectsWith(upload(uploader(["429\nbusy"]), bytes, 10), "limitExceeded");
  await rejectsWith(upload(uploader(["0\nTypeError"]), bytes, 10), "protocolError");
  const unused = uploader([]);
  await rejectsWith(upload(unused, new Uint8Array(11), 10), "payloadTooLarge");
  assert.deepEqual(unused.sent, [], "a value past maxBlobBytes is not uploaded");
});

test("encode uploads the binary values in order and writes their markers", async () => {
  const page = load("binary");
  const value = page.run("({ a: new Uint8Array(1), b: [new ArrayBuffer(2)] })");
  const found = page.run("[]");
  found.push(value.a, value.b[0]);
  const payload = await page.exports.encode(value, found, uploader(["200\nt1", "200\nt2"]), { maxBlobBytes: 9, maxDepth: 9 });
  assert.equal(Object.getPrototypeOf(payload), null);
  assert.deepEqual(plain(payload), { text: '{"a":{"$blob":"t1"},"b":[{"$blob":"t2"}]}', blobs: ["t1", "t2"] });
  await rejectsWith(page.exports.encode(value, found, uploader(["500\nno"]), { maxBlobBytes: 9, maxDepth: 9 }),
    "protocolError");
});

test("inflate fetches, in place, only the markers in the value whose token the message lists", async () => {
  const page = load("binary");
  page.stored.set("causeway-blob://bridge/t1", [1, 2]);
  page.stored.set("causeway-blob://bridge/t2", [3]);
  const message = {
    result: { a: { $blob: "t1" }, b: { $blob: "unlisted" }, c: [{ $blob: "t2" }] },
    error: { $blob: "t2" },
  };
  assert.equal(await page.exports.inflate(message, "result", ["t1", "t2"]), undefined);
  assert.deepEqual([...message.result.a], [1, 2]);
  assert.deepEqual(message.result.b, { $blob: "unlisted" });
  assert.deepEqual([...message.result.c[0]], [3]);
  assert.deepEqual(message.error, { $blob: "t2" }, "only the value's field");
  page.stored.set("causeway-blob://bridge/t3", [4]);
  const whole = { data: { $blob: "t3" } };
  await page.exports.inflate(whole, "data", ["t3"]);
  assert.deepEqual([...whole.data], [4]);
  await rejectsWith(page.exports.inflate({ data: { $blob: "t1" } }, "data", ["t1"]), "protocolError"); // served once
});
