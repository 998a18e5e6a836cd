// style.ts: the CSS that a native view cannot follow, read from a computed style.
import { test } from "node:test";
import assert from "node:assert/strict";
import { fakeDOM } from "./dom.mjs";
import { load, plain } from "./harness.mjs";

/** The unsupported CSS of a computed style with `values`. */
function unsupported(values, setUp = "") {
  const dom = fakeDOM();
  const page = load("style", { globals: dom.globals });
  page.run(setUp);
  return plain(page.exports.unsupportedCSS(new dom.globals.CSSStyleDeclaration(values)));
}

test("a translation or a scale is followed; a rotation, a skew or a 3D turn is not", () => {
  assert.deepEqual(unsupported({ transform: "matrix(0.5, 0, 0, 0.5, 50, 0)" }), []);
  assert.deepEqual(unsupported({ transform: "matrix(0.7, 0.7, -0.7, 0.7, 0, 0)" }), ["transform (rotation, skew or 3D)"]);
  assert.deepEqual(unsupported({ transform: "matrix(1, 0, 0.5, 1, 0, 0)" }), ["transform (rotation, skew or 3D)"]);
  assert.deepEqual(unsupported({ transform: "matrix3d(1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1, 0, 10, 20, 0, 1)" }), []);
  assert.deepEqual(unsupported({ transform: "matrix3d(1, 0, 0, 0, 0, 0.5, 0.87, 0, 0, -0.87, 0.5, 0, 0, 0, 0, 1)" }),
    ["transform (rotation, skew or 3D)"]);
});

test("clip-path, filter, a mask (prefixed too) and a blend mode are reported; their initial values are not", () => {
  assert.deepEqual(unsupported({ "clip-path": "circle(50%)", filter: "blur(2px)", "mix-blend-mode": "multiply" }),
    ["clip-path", "filter", "mix-blend-mode"]);
  assert.deepEqual(unsupported({ "mask-image": "", "-webkit-mask-image": "url(a.png)" }), ["mask"]);
  assert.deepEqual(unsupported({}), []);
});

test("page script that replaces String's and Number's functions changes nothing that is found", () => {
  const setUp = `
    String.prototype.split = String.prototype.slice = String.prototype.startsWith = () => "";
    String.prototype.indexOf = () => -1;
    Array.prototype.push = () => 0;
    window.Number = () => 0;`;
  assert.deepEqual(unsupported({ transform: "matrix(0.7, 0.7, -0.7, 0.7, 0, 0)", filter: "blur(1px)" }, setUp),
    ["transform (rotation, skew or 3D)", "filter"]);
});
