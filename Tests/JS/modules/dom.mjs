// A minimal fake DOM for the modules of components.js (src/layer.ts and what it imports), which capture the DOM's
// built-ins when they run: a document of elements whose boxes, computed styles and attributes a test sets, custom
// elements with their connected and disconnected callbacks, observers and animation frames a test runs by hand.
// `load(name, { dom: fakeDOM() })` (harness.mjs) runs a module with it.

class Node extends EventTarget {
  static DOCUMENT_POSITION_FOLLOWING = 4;
  parent = null;
  children = [];

  get parentElement() {
    return this.parent instanceof Element ? this.parent : null;
  }

  get isConnected() {
    let node = this;
    while (node.parent) node = node.parent;
    return node instanceof Document;
  }

  contains(other) {
    for (let node = other; node; node = node.parent) if (node === this) return true;
    return false;
  }

  /** Follows the specification's answer for two nodes of one tree: FOLLOWING when `other` comes after. */
  compareDocumentPosition(other) {
    const order = [];
    const walk = (node) => {
      order.push(node);
      node.children.forEach(walk);
    };
    let root = this;
    while (root.parent) root = root.parent;
    walk(root);
    return order.indexOf(other) > order.indexOf(this) ? Node.DOCUMENT_POSITION_FOLLOWING : 2;
  }

  /** Appends `child`, running its custom element's `connectedCallback` when it joins the document. */
  append(...children) {
    for (const child of children) {
      child.remove();
      child.parent = this;
      this.children.push(child);
      if (this.isConnected) child.connectedCallback?.();
    }
  }

  /** Removes it from its parent, running its `disconnectedCallback` when it leaves the document. */
  remove() {
    if (!this.parent) return;
    const connected = this.isConnected;
    this.parent.children.splice(this.parent.children.indexOf(this), 1);
    this.parent = null;
    if (connected) this.disconnectedCallback?.();
  }
}

class DOMRectReadOnly {
  #box;
  constructor(left = 0, top = 0, width = 0, height = 0) {
    this.#box = { left, top, width, height };
  }
  get left() {
    return this.#box.left;
  }
  get top() {
    return this.#box.top;
  }
  get width() {
    return this.#box.width;
  }
  get height() {
    return this.#box.height;
  }
}
class DOMRect extends DOMRectReadOnly {}

class DOMRectList {
  #rects;
  constructor(rects) {
    this.#rects = rects;
  }
  get length() {
    return this.#rects.length;
  }
}

class Attr {
  #name;
  #value;
  constructor(name, value) {
    this.#name = name;
    this.#value = value;
  }
  get name() {
    return this.#name;
  }
  get value() {
    return this.#value;
  }
}

class NamedNodeMap {
  #attributes;
  constructor(attributes) {
    this.#attributes = [...attributes].map(([name, value]) => new Attr(name, value));
  }
  get length() {
    return this.#attributes.length;
  }
  item(index) {
    return this.#attributes[index] ?? null;
  }
}

/** Computed values by CSS name; a property not set has its initial value. */
class CSSStyleDeclaration {
  static initial = { opacity: "1", "overflow-x": "visible", "overflow-y": "visible", position: "static",
    visibility: "visible", transform: "none", "clip-path": "none", filter: "none", "mask-image": "none",
    "mix-blend-mode": "normal", "border-top-left-radius": "0px" };
  #values;
  constructor(values) {
    this.#values = { ...CSSStyleDeclaration.initial, ...values };
  }
  getPropertyValue(name) {
    return this.#values[name] ?? "";
  }
}

class ShadowRoot {
  html = "";
  set innerHTML(html) {
    this.html = html;
  }
  get innerHTML() {
    return this.html;
  }
}

class Element extends Node {
  /** Its border box `[left, top, width, height]`, its computed CSS by name, and whether it has a layout box. */
  box = [0, 0, 0, 0];
  css = {};
  displayed = true;
  /** Its scroll box within the border box, as `clientLeft`, `clientTop`, `clientWidth` and `clientHeight` say. */
  client = null;
  shadow = null;
  #attributes = new Map();

  get attributes() {
    return new NamedNodeMap(this.#attributes);
  }
  getAttribute(name) {
    return this.#attributes.has(name) ? this.#attributes.get(name) : null;
  }
  setAttribute(name, value) {
    this.#attributes.set(name, String(value));
  }
  getBoundingClientRect() {
    return new DOMRect(...this.box);
  }
  getClientRects() {
    return new DOMRectList(this.displayed ? [this.getBoundingClientRect()] : []);
  }
  get clientLeft() {
    return this.client?.[0] ?? 0;
  }
  get clientTop() {
    return this.client?.[1] ?? 0;
  }
  get clientWidth() {
    return this.client?.[2] ?? this.box[2];
  }
  get clientHeight() {
    return this.client?.[3] ?? this.box[3];
  }
  attachShadow(init) {
    this.shadow = Object.assign(new ShadowRoot(), { mode: init.mode });
    return this.shadow;
  }
}
class HTMLElement extends Element {}

class Document extends Node {
  readyState = "complete";
  #root = new HTMLElement();
  body = new HTMLElement();
  /** What `elementFromPoint` finds at (x, y): the element a test says, or the body. */
  hitAt = () => this.body;
  animations = [];

  constructor() {
    super();
    this.append(this.#root);
    this.#root.append(this.body);
  }
  get documentElement() {
    return this.#root;
  }
  elementFromPoint(x, y) {
    return this.hitAt(x, y);
  }
  getAnimations() {
    return [...this.animations];
  }
}

class Animation {
  #state;
  constructor(state) {
    this.#state = state;
  }
  get playState() {
    return this.#state;
  }
}

class PageTransitionEvent extends Event {
  #persisted;
  constructor(type, { persisted = false } = {}) {
    super(type);
    this.#persisted = persisted;
  }
  get persisted() {
    return this.#persisted;
  }
}

class CustomElementRegistry {
  #defined = new Map();
  define(name, constructor) {
    this.#defined.set(name, constructor);
  }
  get(name) {
    return this.#defined.get(name);
  }
}

/**
 * A fresh fake DOM: `globals` for the page's window (with its `document`), `observers` with what each observer
 * watches, `frame()` to run the animation frame callbacks waiting (it says how many ran), and `element(attributes)` to
 * make an element.
 */
export function fakeDOM() {
  const document = new Document();
  document.documentElement.box = [0, 0, 800, 600];
  document.body.box = [0, 0, 800, 2000];
  const observers = { resized: new Set(), mutations: [] };
  const frames = [];
  class ResizeObserver {
    constructor(callback) {
      observers.resize = callback;
    }
    observe(target) {
      observers.resized.add(target);
    }
    unobserve(target) {
      observers.resized.delete(target);
    }
  }
  class MutationObserver {
    constructor(callback) {
      observers.mutation = callback;
    }
    observe(target, options) {
      observers.mutations.push([target, { ...options }]);
    }
  }
  const globals = {
    document, Node, Element, HTMLElement, Document, DOMRectReadOnly, DOMRect, DOMRectList, Attr, NamedNodeMap,
    CSSStyleDeclaration, ShadowRoot, Animation, PageTransitionEvent, CustomElementRegistry, ResizeObserver,
    MutationObserver, customElements: new CustomElementRegistry(),
    getComputedStyle: (element) => new CSSStyleDeclaration(element.css),
    requestAnimationFrame: (callback) => frames.push(callback),
  };
  return {
    globals,
    document,
    observers,
    frame() {
      const waiting = frames.splice(0);
      waiting.forEach((callback) => callback(0));
      return waiting.length;
    },
    element(attributes = {}, box = [0, 0, 0, 0]) {
      const element = new HTMLElement();
      element.box = box;
      for (const [name, value] of Object.entries(attributes)) element.setAttribute(name, value);
      return element;
    },
    Animation,
    PageTransitionEvent,
  };
}
