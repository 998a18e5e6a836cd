// measure.ts: a placeholder's geometry (its box, what its scrolling ancestors and the viewport leave visible, its
// opacity, corner radius and the content above it) and the CSS around it that its native view cannot follow.
import { test } from "node:test";
import assert from "node:assert/strict";
import { fakeDOM } from "./dom.mjs";
import { load, plain } from "./harness.mjs";

/** A page with a placeholder at (100, 400) of 200 × 300, in a body 800 × 2000 in a viewport of 800 × 600. */
function page() {
  const dom = fakeDOM();
  const loaded = load("measure", { globals: dom.globals });
  const element = dom.element({ type: "label" }, [100, 400, 200, 300]);
  dom.document.body.append(element);
  return { dom, element, measure: (zIndex = 0) => plain(loaded.exports.measure(element, zIndex)), run: loaded.run };
}

test("a placeholder partly out of the viewport is clipped to it; nothing above it, nothing unsupported", () => {
  const { element, measure } = page();
  element.css = { opacity: "0.5", "border-top-left-radius": "12.345px" };
  assert.deepEqual(measure(3), {
    geometry: {
      frame: { x: 100, y: 400, width: 200, height: 300 },
      clip: { x: 100, y: 400, width: 200, height: 200 },
      visible: true,
      opacity: 0.5,
      cornerRadius: 12.35,
      zIndex: 3,
      occluders: [],
    },
    unsupported: [],
  });
});

test("an ancestor that scrolls clips to its scroll box; opacities multiply; a fixed ancestor is the last looked at", () => {
  const { dom, element, measure } = page();
  const scroller = dom.element({}, [90, 380, 300, 150]);
  scroller.client = [5, 10, 280, 130];
  scroller.css = { "overflow-y": "auto", opacity: "0.5", filter: "blur(1px)" };
  const fixed = dom.element({}, [0, 0, 800, 600]);
  fixed.css = { position: "fixed", opacity: "0.5" };
  const above = dom.element({}, [0, 0, 800, 600]);
  above.css = { opacity: "0.5", "clip-path": "circle(10%)" };
  dom.document.body.append(above);
  above.append(fixed);
  fixed.append(scroller);
  scroller.append(element);
  const { geometry, unsupported } = measure();
  assert.deepEqual(geometry.clip, { x: 100, y: 400, width: 200, height: 120 });
  assert.equal(geometry.opacity, 0.25);
  assert.deepEqual(unsupported, ["filter on an ancestor"]);
});

test("content painted above the placeholder is found by hit-testing, each box once", () => {
  const { dom, element, measure } = page();
  const toast = dom.element({}, [150, 450, 50, 40]);
  const inner = dom.element({}, [0, 0, 10, 10]);
  element.append(inner);
  dom.document.hitAt = (x, y) => (x >= 150 && x < 200 && y >= 450 && y < 490 ? toast : y > 550 ? inner : element);
  assert.deepEqual(measure().geometry.occluders, [{ x: 150, y: 450, width: 50, height: 40 }]);
});

test("a placeholder with no layout box, hidden, or clipped away entirely is not visible and has no occluders", () => {
  const { dom, element, measure } = page();
  dom.document.hitAt = () => dom.document.body.children[0] === element ? dom.document.body : element;
  element.displayed = false;
  assert.equal(measure().geometry.visible, false);
  element.displayed = true;
  element.css = { visibility: "hidden" };
  assert.deepEqual([measure().geometry.visible, measure().geometry.occluders], [false, []]);
  element.css = {};
  element.box = [100, 700, 200, 300];
  assert.deepEqual([measure().geometry.visible, measure().geometry.clip.height], [false, 0]);
});

test("page script that replaces the DOM's methods and accessors measures the same", () => {
  const { element, measure, run } = page();
  element.css = { transform: "matrix(0.7, 0.7, -0.7, 0.7, 0, 0)" };
  const before = measure();
  run(`
    Element.prototype.getBoundingClientRect = () => new DOMRect(0, 0, 1, 1);
    Object.defineProperty(DOMRectReadOnly.prototype, "left", { get: () => -1 });
    Object.defineProperty(Element.prototype, "clientWidth", { get: () => 1 });
    CSSStyleDeclaration.prototype.getPropertyValue = () => "fixed";
    Node.prototype.contains = () => true;
    window.getComputedStyle = () => new CSSStyleDeclaration({ opacity: "0" });
    Object.prototype.toJSON = () => "forged";
  `);
  assert.deepEqual(measure(), before);
  assert.deepEqual(before.unsupported, ["transform (rotation, skew or 3D)"]);
});
