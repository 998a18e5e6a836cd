// stage.ts: every placeholder brought up to date once per animation frame, in one `components.apply` call, and the
// host's answer and events back to each.
import { test } from "node:test";
import assert from "node:assert/strict";
import { fakeDOM } from "./dom.mjs";
import { load, plain, tick } from "./harness.mjs";

/**
 * A stage in a fake page whose `components.apply` calls go to `calls` and wait for `answer(result)` or
 * `answer(undefined, error)` (the latest call), and `add(type, box)`, a connected placeholder.
 */
function setUp() {
  const dom = fakeDOM();
  const page = load("stage", { globals: dom.globals });
  const calls = [];
  const call = (method, args) => new Promise((resolve, reject) => calls.push({ method, args: plain(args), resolve, reject }));
  const stage = new page.exports.Stage(call);
  let next = 1;
  const placeholderPage = load("placeholder", { globals: dom.globals });
  const add = (type, box = [0, 0, 10, 10], parent = dom.document.body) => {
    const element = dom.element({ type }, box);
    parent.append(element);
    const placeholder = new placeholderPage.exports.Placeholder(element, `cw${next++}`);
    stage.connect(placeholder);
    return { element, placeholder };
  };
  const answer = async (result, error) => {
    const { resolve, reject } = calls.at(-1);
    if (error) reject(error);
    else resolve(result);
    await tick();
  };
  return { dom, page, stage, calls, add, answer, ops: () => calls.at(-1).args.commands.map(({ op, id }) => `${op} ${id}`) };
}

test("one frame sends every placeholder's commands in one call, stacked in document order", async () => {
  const { dom, calls, add, answer, ops } = setUp();
  const second = add("label");
  const first = add("video");
  dom.document.body.children.reverse();
  assert.equal(dom.frame(), 1, "one frame for both");
  assert.deepEqual(calls.map(({ method }) => method), ["components.apply"]);
  assert.deepEqual(ops(), ["insert cw2", "insert cw1"]);
  assert.deepEqual(calls[0].args.commands.map(({ geometry }) => geometry.zIndex), [0, 1]);
  await answer({ failures: [] });
  first.element.box = [0, 5, 10, 10];
  assert.equal(dom.frame(), 1, "the answer schedules a frame");
  assert.deepEqual(ops(), ["update cw2"]);
  assert.equal(second.placeholder.inserted, true);
});

test("a refused command is heard by its placeholder alone; a failed call by every placeholder of the batch", async () => {
  const { dom, add, answer, calls } = setUp();
  const one = add("label");
  const two = add("nope");
  const heard = [];
  one.element.addEventListener("error", (event) => heard.push(["cw1", event.detail]));
  two.element.addEventListener("error", (event) => heard.push(["cw2", event.detail]));
  dom.frame();
  await answer({ failures: [{ index: 1, error: "unknown type" }] });
  assert.deepEqual(heard, [["cw2", "unknown type"]]);
  one.element.box = [0, 1, 10, 10];
  dom.frame();
  await answer(undefined, "gone");
  assert.deepEqual(heard.slice(1), [["cw1", "gone"]]);
  assert.equal(calls.length, 2);
});

test("a placeholder that leaves has its component removed, unless it is back by the next frame", async () => {
  const { dom, stage, calls, add, answer, ops } = setUp();
  const { element, placeholder } = add("label");
  dom.frame();
  await answer({ failures: [] });
  element.remove();
  stage.disconnect(placeholder);
  dom.document.body.append(element);
  stage.connect(placeholder);
  dom.frame();
  assert.equal(calls.length, 1, "moved within a frame, it keeps its component");
  element.remove();
  stage.disconnect(placeholder);
  assert.equal(dom.frame(), 1);
  assert.deepEqual(ops(), ["remove cw1"]);
  assert.equal(placeholder.inserted, false);
});

test("the component's events reach its placeholder; after the page cache every component is inserted again", async () => {
  const { dom, stage, add, answer, ops } = setUp();
  const { element } = add("label");
  dom.frame();
  await answer({ failures: [] });
  const heard = [];
  element.addEventListener("tapped", (event) => heard.push(event.detail));
  stage.hear("cw1", "tapped", { at: 1 });
  stage.hear("cw9", "tapped", { at: 2 });
  assert.deepEqual(heard, [{ at: 1 }]);
  stage.restored();
  dom.frame();
  assert.deepEqual(ops(), ["insert cw1"]);
});

test("while an animation runs, every frame schedules the next; resizes of the document and placeholders are watched", () => {
  const { dom, stage, add } = setUp();
  const { element, placeholder } = add("label");
  assert.deepEqual([...dom.observers.resized], [dom.document.documentElement, element]);
  dom.document.animations = [new dom.Animation("running")];
  dom.frame();
  assert.equal(dom.frame(), 1);
  dom.document.animations = [new dom.Animation("finished")];
  dom.frame();
  assert.equal(dom.frame(), 0);
  stage.disconnect(placeholder);
  assert.deepEqual([...dom.observers.resized], [dom.document.documentElement]);
});

test("page script that replaces Array's, Map's and Promise's methods changes no batch and no answer", async () => {
  const { dom, page, add, answer, ops } = setUp();
  const { element } = add("label");
  add("video");
  page.run(`
    Array.prototype.sort = Array.prototype.push = function () { return this };
    Map.prototype.get = Map.prototype.set = Map.prototype.forEach = () => undefined;
    Promise.prototype.then = () => { throw new Error("replaced") };
    Object.defineProperty(Promise.prototype, "constructor", { get() { throw new Error("replaced") } });
  `);
  dom.document.body.children.reverse();
  dom.frame();
  assert.deepEqual(ops(), ["insert cw2", "insert cw1"]);
  const heard = [];
  element.addEventListener("error", (event) => heard.push(event.detail));
  await answer({ failures: [{ index: 1, error: "refused" }] });
  assert.deepEqual(heard, ["refused"]);
});
