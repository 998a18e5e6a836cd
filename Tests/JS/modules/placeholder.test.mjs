// placeholder.ts: one `<causeway-view>`'s commands, each frame only what changed since the host was last told.
import { test } from "node:test";
import assert from "node:assert/strict";
import { fakeDOM } from "./dom.mjs";
import { load, plain } from "./harness.mjs";

/** A placeholder of type `label` in a fake page, and `plan()`, the commands of its next frame. */
function setUp() {
  const dom = fakeDOM();
  const page = load("placeholder", { globals: dom.globals });
  const element = dom.element({ type: "label", text: "Native" }, [10, 20, 100, 50]);
  dom.document.body.append(element);
  const placeholder = new page.exports.Placeholder(element, "cw1");
  const plan = (zIndex = 0) => {
    const sent = [];
    placeholder.plan(zIndex, (command) => sent.push(command));
    return sent;
  };
  return { dom, page, element, placeholder, plan };
}

test("the first frame inserts the component; once answered, only what changed is updated", () => {
  const { element, placeholder, plan } = setUp();
  const [insert] = plan();
  assert.equal(Object.getPrototypeOf(insert), null);
  assert.deepEqual(plain(insert), {
    op: "insert", id: "cw1", type: "label",
    props: { attributes: { text: "Native" }, properties: {} },
    geometry: { frame: { x: 10, y: 20, width: 100, height: 50 }, clip: { x: 10, y: 20, width: 100, height: 50 },
      visible: true, opacity: 1, cornerRadius: 0, zIndex: 0, occluders: [] },
  });
  assert.deepEqual(plan(), [], "nothing while the insert is unanswered");
  placeholder.answered(insert);
  assert.deepEqual(plan(), [], "nothing changed");
  element.box = [10, 30, 100, 50];
  assert.deepEqual(plain(plan()).map(({ op, geometry, props }) => [op, geometry.frame.y, props]), [["update", 30, undefined]]);
  placeholder.properties = { text: "From script" };
  assert.deepEqual(plain(plan()), [{ op: "update", id: "cw1",
    props: { attributes: { text: "Native" }, properties: { text: "From script" } } }]);
  assert.equal(placeholder.inserted, true);
});

test("a new type removes the component and inserts one of that type", () => {
  const { element, placeholder, plan } = setUp();
  placeholder.answered(plan()[0]);
  element.setAttribute("type", "video");
  assert.deepEqual(plain(plan()).map(({ op, type }) => [op, type]), [["remove", undefined], ["insert", "video"]]);
});

test("a refused insert is heard as an error event and not tried again until its props change", () => {
  const { element, placeholder, plan } = setUp();
  const heard = [];
  element.addEventListener("error", (event) => heard.push(event.detail));
  const [insert] = plan();
  placeholder.refused(insert, { code: "invalidArguments" });
  placeholder.answered(insert);
  assert.deepEqual([heard, placeholder.inserted], [[{ code: "invalidArguments" }], false]);
  assert.deepEqual(plan(), []);
  element.setAttribute("text", "Mended");
  assert.deepEqual(plain(plan()).map(({ op }) => op), ["insert"]);
});

test("CSS its native view cannot follow goes to the console and the host once", () => {
  const { page, element, placeholder, plan } = setUp();
  element.css = { filter: "blur(1px)" };
  const [insert] = plan();
  assert.deepEqual(plain(insert.unsupported), ["filter"]);
  placeholder.answered(insert);
  element.box = [0, 0, 10, 10];
  assert.deepEqual(plain(plan()).map(({ unsupported }) => unsupported), [undefined]);
  assert.deepEqual(page.warnings, [["<causeway-view id=cw1 type=label>: filter does not reach the native component"]]);
});

test("forgotten, its component is inserted again at the next frame", () => {
  const { placeholder, plan } = setUp();
  placeholder.answered(plan()[0]);
  placeholder.forget();
  assert.deepEqual(plain(plan()).map(({ op }) => op), ["insert"]);
});

test("page script that replaces JSON.stringify and Set's methods changes no command", () => {
  const { page, element, placeholder, plan } = setUp();
  placeholder.answered(plan()[0]);
  page.run(`
    JSON.stringify = () => "same";
    Set.prototype.has = () => true;
    Object.defineProperty(Object.prototype, "geometry", { configurable: true, set() {} });
  `);
  element.box = [10, 30, 100, 50];
  element.css = { filter: "blur(1px)" };
  assert.deepEqual(plain(plan()).map(({ op, geometry, unsupported }) => [op, geometry.frame.y, unsupported]),
    [["update", 30, ["filter"]]]);
});
