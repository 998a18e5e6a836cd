// paths.ts: calls by path through guarded namespaces.
import { test } from "node:test";
import assert from "node:assert/strict";
import { load } from "./harness.mjs";

function start(kinds) {
  const page = load("paths");
  const called = [];
  const api = Object.freeze({
    version: "1.0.0",
    call: (name, args, options) => called.push(["call", name, args, options]) && "called",
    stream: (name, args) => called.push(["stream", name, args]) && "streamed",
  });
  const methods = {
    kind: (name) => kinds[name],
    isNamespace: (name) => Object.keys(kinds).some((method) => method.startsWith(`${name}.`)),
  };
  return { page, called, root: new page.exports.Paths(api, methods).root };
}

test("a path calls or streams its method by the map's kind; namespaces and functions are the same every time", () => {
  const { called, root } = start({ "media.camera.take": "call", "media.live": "stream" });
  assert.equal(root.version, "1.0.0");
  assert.equal(root.media.camera.take({ zoom: 2 }, { timeout: 5 }), "called");
  assert.equal(root.media.live(), "streamed");
  assert.equal(root.other.method(1), "called", "a name the map does not list is a call");
  assert.deepEqual(called.map(([kind, name]) => `${kind} ${name}`), ["call media.camera.take", "stream media.live",
    "call other.method"]);
  assert.equal(root.media, root.media);
  assert.equal(root.media.camera.take, root.media.camera.take);
  assert.ok(Object.isFrozen(root.media.camera.take));
});

test("namespaces are no thenables, answer no conversions, and refuse writes and deletes", () => {
  const { page, root } = start({});
  assert.equal(root.network.then, undefined);
  assert.equal(root.network.toJSON, undefined);
  assert.equal(root.network[Symbol.toPrimitive], undefined);
  assert.equal(Object.getPrototypeOf(root.network), null);
  page.window.causewayRoot = root;
  for (const code of ["causewayRoot.call = 1", "causewayRoot.network.x = 1", "delete causewayRoot.network.x",
    "delete causewayRoot.version"]) {
    assert.throws(() => page.run(`"use strict"; ${code}`), { name: "TypeError" }, code);
  }
  page.run("Object.prototype.later = 1");
  assert.equal(typeof root.later.method, "function", "a name page script adds to Object.prototype is a namespace");
});
