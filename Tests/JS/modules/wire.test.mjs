// wire.ts: values as JSON with binary markers, messages stamped with the epoch, and answers parsed line by line.
import { test } from "node:test";
import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import { load, plain } from "./harness.mjs";

const fixture = (name) =>
  JSON.parse(readFileSync(new URL(`../../Fixtures/wire/${name}.json`, import.meta.url), "utf8")).message;

test("serialize swaps binary values and refuses values nested past the limit, with the path", () => {
  const page = load("wire");
  const { serialize } = page.exports;
  const value = page.run("({ a: [new Uint8Array(2), { b: new Blob(['x']) }], n: null })");
  const swapped = [];
  const text = serialize(value, (binary) => (swapped.push(binary), "bytes"), 8);
  assert.equal(text, '{"a":["bytes",{"b":"bytes"}],"n":null}');
  assert.equal(swapped.length, 2);
  assert.equal(serialize(undefined, () => null, 8), "null");
  assert.throws(() => serialize({ a: [{ b: {} }] }, () => null, 3), (error) =>
    error.code === "invalidArguments" && JSON.stringify(error.path) === '["a",0,"b"]');
  assert.throws(() => serialize(1n, () => null, 8), (error) => error.code === "invalidArguments");
});

test("exceeds counts UTF-8 bytes", () => {
  const { exceeds } = load("wire").exports;
  assert.equal(exceeds("x".repeat(10), 10), false);
  assert.equal(exceeds("x".repeat(11), 10), true);
  assert.equal(exceeds("é".repeat(5), 10), false);
  assert.equal(exceeds("é".repeat(6), 10), true);
  assert.equal(exceeds("€".repeat(4), 11), true);
});

test("stamp writes the epoch, the fields, the tokens and the payload as the golden fixture has them", () => {
  const { stamp } = load("wire").exports;
  const expected = fixture("call-binary");
  const text = stamp({
    kind: "call",
    fields: { id: expected.id, method: expected.method },
    key: "args",
    payload: { text: JSON.stringify(expected.args), blobs: expected.blobs },
  }, expected.epoch);
  assert.deepEqual(JSON.parse(text), expected);
  assert.equal(stamp({ kind: "pull" }, 4), '{"v":1,"kind":"pull","epoch":4}');
});

test("lines parses each line into a message without a prototype and drops what is not JSON", () => {
  const page = load("wire");
  const messages = page.exports.lines('{"kind":"reply"}\nnot json\n{"kind":"end"}');
  assert.deepEqual(plain(messages), [{ kind: "reply" }, { kind: "end" }]);
  assert.equal(Object.getPrototypeOf(messages[0]), null);
  assert.equal(page.warnings.length, 1);
});
