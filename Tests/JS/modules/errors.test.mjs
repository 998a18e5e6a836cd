// errors.ts: CausewayError and the wire's error objects.
import { test } from "node:test";
import assert from "node:assert/strict";
import { load, plain } from "./harness.mjs";

test("a CausewayError has its code, and a path and data only when given", () => {
  const { CausewayError, isCausewayError } = load("errors").exports;
  const plainError = new CausewayError("denied", "no");
  assert.deepEqual([plainError.name, plainError.code, plainError.message], ["CausewayError", "denied", "no"]);
  assert.deepEqual(Object.keys(plainError), ["name", "code"]);
  const detailed = new CausewayError("invalidArguments", "bad", { path: ["a", 0], data: 1 });
  assert.deepEqual([plain(detailed.path), detailed.data], [["a", 0], 1]);
  assert.equal(isCausewayError(detailed), true);
  assert.equal(isCausewayError(new Error("x")), false);
});

test("errors map to and from the wire", () => {
  const { CausewayError, asError, fromWire, toWire, failedHere } = load("errors").exports;
  const thrown = Object.assign(new Error("boom"), { data: { why: 1 } });
  assert.deepEqual(plain(toWire(thrown)), { code: "handlerFailed", message: "boom", data: { why: 1 } });
  assert.deepEqual(plain(toWire("plain")), { code: "handlerFailed", message: "plain" });
  const denied = new CausewayError("denied", "not you", { data: 7 });
  assert.deepEqual(plain(toWire(denied)), { code: "denied", message: "not you", data: 7 });
  const back = fromWire({ code: "invalidArguments", message: "m", path: ["x"] });
  assert.deepEqual([back.code, back.message, plain(back.path)], ["invalidArguments", "m", ["x"]]);
  assert.equal(fromWire(undefined).code, "protocolError");
  assert.equal(asError(new TypeError("t"), "protocolError").code, "protocolError");
  assert.equal(asError(denied, "protocolError"), denied);
  const wire = failedHere(new CausewayError("payloadTooLarge", "big"));
  assert.equal(Object.getPrototypeOf(wire), null);
  assert.equal(JSON.stringify(wire), '{"code":"payloadTooLarge","message":"big"}');
});
