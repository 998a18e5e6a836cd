// geometry.ts: boxes rounded to hundredths, their overlap, and the points inside them.
import { test } from "node:test";
import assert from "node:assert/strict";
import { load } from "./harness.mjs";

test("a box is rounded to hundredths and has no prototype", () => {
  const { rect, hundredths } = load("geometry").exports;
  const box = rect(1.005, 2.333, 10.499, 0.1 + 0.2);
  assert.equal(Object.getPrototypeOf(box), null);
  assert.deepEqual({ ...box }, { x: 1, y: 2.33, width: 10.5, height: 0.3 });
  assert.equal(hundredths(-1.236), -1.24);
});

test("boxes overlap where both are, and not at all when they only touch", () => {
  const { rect, intersect } = load("geometry").exports;
  assert.deepEqual({ ...intersect(rect(0, 0, 100, 50), rect(60, 20, 100, 100)) }, { x: 60, y: 20, width: 40, height: 30 });
  assert.deepEqual({ ...intersect(rect(0, 0, 10, 10), rect(10, 0, 10, 10)) }, { x: 0, y: 0, width: 0, height: 0 });
});

test("a point is inside a box up to, not on, its right and bottom edges", () => {
  const { rect, inside } = load("geometry").exports;
  const box = rect(10, 10, 20, 20);
  assert.deepEqual([inside(box, 10, 10), inside(box, 29.9, 29.9), inside(box, 30, 15), inside(box, 15, 30)],
    [true, true, false, false]);
});

test("page script that replaces Math's functions moves no box", () => {
  const page = load("geometry");
  page.run("Math.round = Math.max = Math.min = () => 0;");
  const { rect, intersect } = page.exports;
  assert.deepEqual({ ...intersect(rect(0, 0, 100.123, 50), rect(60, 20, 100, 100)) }, { x: 60, y: 20, width: 40.12, height: 30 });
});
