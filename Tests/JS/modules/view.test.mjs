// view.ts: the `<causeway-view>` element, its id, shadow root, props and `invoke`.
import { test } from "node:test";
import assert from "node:assert/strict";
import { fakeDOM } from "./dom.mjs";
import { load, plain } from "./harness.mjs";

/** The element class on a fake stage that records what it is told, its `invoke` calls going to `calls`. */
function setUp(childScrollViews) {
  const dom = fakeDOM();
  const page = load("view", { globals: dom.globals });
  const told = [];
  const calls = [];
  const stage = {
    schedule: () => told.push("schedule"),
    connect: (placeholder) => told.push(`connect ${placeholder.id}`),
    disconnect: (placeholder) => told.push(`disconnect ${placeholder.id}`),
  };
  const call = (method, args) => {
    calls.push([method, plain(args)]);
    return Promise.resolve("done");
  };
  const View = page.exports.viewClass(stage, call, childScrollViews);
  return { dom, page, View, told, calls };
}

test("each element has its own id, a closed shadow root and, for WKWebView, a scroller named by its id", () => {
  const { View } = setUp(true);
  const [one, two] = [new View(), new View()];
  assert.deepEqual([one.componentId, two.componentId], ["cw1", "cw2"]);
  assert.equal(one.shadow.mode, "closed");
  assert.match(two.shadow.html, /^<style>:host\{display:block\}<\/style><div id="cw2" style="overflow:scroll;/);
  assert.equal(new (setUp(false).View)().shadow.html, "<style>:host{display:block}</style>");
});

test("props set from script are copied in and out, and schedule a frame; invoke calls the component's method", async () => {
  const { page, View, told, calls } = setUp(false);
  const view = new View();
  const props = { text: "A" };
  view.props = props;
  props.text = "B";
  const read = view.props;
  read.text = "C";
  assert.deepEqual(plain(view.props), { text: "A" });
  assert.equal(Object.getPrototypeOf(read), page.run("Object.prototype"), "a plain object for the page");
  assert.deepEqual(told, ["schedule"]);
  assert.equal(await view.invoke("play", { at: 1 }), "done");
  assert.deepEqual(calls, [["components.invoke", { id: "cw1", name: "play", args: { at: 1 } }]]);
});

test("entering and leaving the document tell the stage", () => {
  const { dom, View, told } = setUp(false);
  const view = new View();
  dom.document.body.append(view);
  view.remove();
  assert.deepEqual(told, ["connect cw1", "disconnect cw1"]);
});

test("page script that replaces attachShadow and innerHTML changes no shadow root", () => {
  const { page, View } = setUp(false);
  page.run(`
    Element.prototype.attachShadow = () => { throw new Error("replaced") };
    Object.defineProperty(ShadowRoot.prototype, "innerHTML", { set() { throw new Error("replaced") } });
    Object.defineProperty(Object.prototype, "mode", { get: () => "open" });
  `);
  const view = new View();
  assert.deepEqual([view.shadow.mode, view.shadow.html], ["closed", "<style>:host{display:block}</style>"]);
});
