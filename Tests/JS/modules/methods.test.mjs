// methods.ts: the method map of the hello answer, and the namespaces its names make.
import { test } from "node:test";
import assert from "node:assert/strict";
import { load, plain } from "./harness.mjs";

test("learns calls and streams, drops other kinds, and knows the namespaces", () => {
  const map = new (load("methods").exports.MethodMap)();
  map.learn({ "media.camera.take": "call", "media.live": "stream", bad: "other", worse: 1 });
  assert.deepEqual([map.kind("media.camera.take"), map.kind("media.live"), map.kind("bad")], ["call", "stream", undefined]);
  assert.deepEqual([map.isNamespace("media"), map.isNamespace("media.camera"), map.isNamespace("media.live")],
    [true, true, false]);
  const copy = map.copy();
  assert.ok(Object.isFrozen(copy));
  assert.deepEqual(plain(copy), { "media.camera.take": "call", "media.live": "stream" });
  map.learn();
  assert.deepEqual(plain(map.copy()), {});
  assert.equal(map.isNamespace("media"), false);
});
