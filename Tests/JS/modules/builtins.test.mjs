// builtins.ts: the built-ins the runtime captured at start keep working after page script replaces the originals.
import { test } from "node:test";
import assert from "node:assert/strict";
import { load } from "./harness.mjs";

test("captured prototype methods are the originals, whatever page script puts in their place later", () => {
  const page = load("builtins");
  const { $array, $string, $map, $set, $object } = page.exports;
  page.run(`
    Array.prototype.join = () => "forged";
    String.prototype.slice = () => "forged";
    Map.prototype.get = () => "forged";
    Set.prototype.has = () => true;
    Object.prototype.isPrototypeOf = () => true;
  `);
  assert.equal($array.join(page.run("['a', 'b']"), "+"), "a+b");
  assert.equal($string.slice("abcdef", 1, -1), "bcde");
  const map = page.run("new Map([['k', 1]])");
  assert.equal($map.get(map, "k"), 1);
  assert.equal($set.has(page.run("new Set()"), "x"), false);
  assert.equal($object.isPrototypeOf(page.run("Array.prototype"), {}), false);
});

test("captured platform accessors read the runtime's own objects", () => {
  const page = load("builtins");
  const { $abortController, $abortSignal, $customEvent } = page.exports;
  const controller = new AbortController();
  page.run(`Object.defineProperty(AbortSignal.prototype, "aborted", { get: () => false })`);
  $abortController.abort(controller, "why");
  assert.equal($abortSignal.aborted($abortController.signal(controller)), true);
  assert.equal($customEvent.detail(new CustomEvent("x", { detail: "d" })), "d");
});

test("listen, unlisten and signal use the captured EventTarget methods", () => {
  const page = load("builtins");
  const { listen, unlisten, signal } = page.exports;
  const heard = [];
  const listener = (event) => heard.push(event.detail);
  // The fake page shares this realm's EventTarget, so the replacement is undone before the test ends.
  const { addEventListener, removeEventListener, dispatchEvent } = EventTarget.prototype;
  try {
    page.run(`
      EventTarget.prototype.addEventListener = EventTarget.prototype.removeEventListener = () => {};
      EventTarget.prototype.dispatchEvent = () => { throw new Error("replaced") };
    `);
    listen(page.document, "causeway:test", listener);
    signal("causeway:test", "one");
    unlisten(page.document, "causeway:test", listener);
    signal("causeway:test", "two");
  } finally {
    Object.assign(EventTarget.prototype, { addEventListener, removeEventListener, dispatchEvent });
  }
  assert.deepEqual(heard, ["one"]);
});
