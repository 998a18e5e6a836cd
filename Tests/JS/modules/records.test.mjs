// records.ts: records without a prototype, fields defined past setters, and lists changed in place.
import { test } from "node:test";
import assert from "node:assert/strict";
import { load, plain } from "./harness.mjs";

test("bare copies own fields into an object without a prototype", () => {
  const { bare } = load("records").exports;
  const record = bare({ a: 1 });
  assert.equal(Object.getPrototypeOf(record), null);
  assert.deepEqual({ ...record }, { a: 1 });
  assert.equal(Object.getPrototypeOf(bare(undefined)), null);
});

test("strip takes the prototype off a fresh object in place", () => {
  const { strip } = load("records").exports;
  const parsed = JSON.parse('{"a":1}');
  assert.equal(strip(parsed), parsed);
  assert.equal(Object.getPrototypeOf(parsed), null);
  assert.equal(Object.getPrototypeOf(strip(7)), null);
  assert.equal(Object.getPrototypeOf(strip(null)), null);
});

test("put and append define fields without running setters page script put on prototypes", () => {
  const page = load("records");
  const { put, append } = page.exports;
  const notes = [];
  page.window.note = (what) => notes.push(what);
  page.run(`
    Object.defineProperty(Array.prototype, "0", { configurable: true, set() { note("index") } });
    Object.defineProperty(Object.prototype, "code", { configurable: true, set() { note("code") } });
  `);
  const list = page.run("[]");
  append(list, "x");
  const object = page.run("({})");
  put(object, "code", 7);
  const own = page.exports.emptyList();
  append(own, "y");
  append(own, "z");
  assert.deepEqual([list[0], object.code, own[0], own.length, Object.getPrototypeOf(own), notes],
    ["x", 7, "y", 2, null, []]);
});

test("unhooked gives a promise its own constructor, the captured Promise", () => {
  const page = load("records");
  page.run("Promise.prototype.constructor = function Forged() {}");
  const promise = page.run("Promise.resolve(1)");
  page.exports.unhooked(promise);
  assert.equal(Object.getOwnPropertyDescriptor(promise, "constructor").value, page.run("Promise"));
});

test("take, takeFirst and remove keep the order of what stays", () => {
  const { take, takeFirst, remove } = load("records").exports;
  const list = ["a", "b", "c", "d"];
  assert.deepEqual(plain(takeFirst(list, 2)), ["a", "b"]);
  assert.deepEqual(list, ["c", "d"]);
  list.push("e");
  assert.equal(remove(list, "d"), true);
  assert.equal(remove(list, "zz"), false);
  assert.deepEqual(plain(take(list)), ["c", "e"]);
  assert.deepEqual(list, []);
});
