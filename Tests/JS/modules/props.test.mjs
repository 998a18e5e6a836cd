// props.ts: a placeholder's attributes that are its component's, and the props script set.
import { test } from "node:test";
import assert from "node:assert/strict";
import { fakeDOM } from "./dom.mjs";
import { load, plain } from "./harness.mjs";

test("the component's attributes are its props, as text; the element's own, data- and aria- ones are not", () => {
  const dom = fakeDOM();
  const { readProps } = load("props", { globals: dom.globals }).exports;
  const element = dom.element({ id: "v", class: "c", style: "x", type: "label", slot: "s", hidden: "", tabindex: "0",
    title: "t", "data-x": "1", "aria-label": "l", text: "Native", background: "#0000ff", __proto__: "p" });
  const props = readProps(element, { text: "From script" });
  assert.equal(Object.getPrototypeOf(props.attributes), null);
  assert.deepEqual(plain(props), {
    attributes: { text: "Native", background: "#0000ff", __proto__: "p" },
    properties: { text: "From script" },
  });
});

test("page script that replaces the attribute readers and Object.prototype's setters reads the same", () => {
  const dom = fakeDOM();
  const page = load("props", { globals: dom.globals });
  page.run(`
    NamedNodeMap.prototype.item = () => null;
    Object.defineProperty(Attr.prototype, "value", { get: () => "forged" });
    Object.defineProperty(Object.prototype, "text", { set() { throw new Error("setter ran") } });
  `);
  const props = page.exports.readProps(dom.element({ text: "Native" }), {});
  assert.deepEqual(plain(props), { attributes: { text: "Native" }, properties: {} });
});
