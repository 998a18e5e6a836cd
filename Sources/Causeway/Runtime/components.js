// <causeway-view type="…">: placeholders for same-layer native components.
//
// Each connected placeholder gets a native component of its `type`. Once per animation frame in which anything
// could have moved (scrolling of any element, resizing, DOM and style changes, running animations), the runtime
// measures every placeholder and sends the commands that changed (insert, update, remove) in one
// `components.apply` call. Props are the element's attributes, which the host reads by the kind of each prop its
// type declares, and the element's `props` property, which wins. The component's events arrive as DOM events on the placeholder; a
// failed command arrives as an `error` event whose `detail` is the CausewayError.
//
// `config` is { childScrollViews }: whether placeholders need their own native scroll view (WKWebView).
/**
 * @typedef {{ x: number, y: number, width: number, height: number }} Rect
 * @typedef {{ frame: Rect, clip: Rect, visible: boolean, opacity: number, cornerRadius: number, zIndex: number,
 *             occluders: Rect[] }} Geometry
 * @typedef {{ attributes: Record<string, string>, properties: Record<string, unknown> }} Props
 * @typedef {{ op?: "insert" | "update" | "remove", id: string, type?: string, props?: Props, geometry?: Geometry,
 *             unsupported?: string[] }} Command
 * @typedef {{ id: string, type: string | null, props: Record<string, unknown>, reported: Set<string>,
 *             geometryText: string, propsText: string, failedInsert?: string, inserting?: boolean }} PlaceholderRecord
 */
(/** @type {{ childScrollViews: boolean }} */ config) => {
  const causeway = window.causeway;
  if (!causeway || customElements.get("causeway-view")) return;

  /** Placeholders in the document, and the state of each. */
  /** @type {Set<HTMLElement>} */
  const connected = new Set();
  /** @type {WeakMap<HTMLElement, PlaceholderRecord>} */
  const records = new WeakMap();
  /** Inserted components by id, and those whose placeholder left since the last frame. */
  /** @type {Map<string, HTMLElement>} */
  const byID = new Map();
  /** @type {Map<string, HTMLElement>} */
  const leaving = new Map();
  /** @param {HTMLElement} element */
  const recordOf = (element) => /** @type {PlaceholderRecord} */ (records.get(element));
  let nextID = 1;
  let frameRequested = false;

  const schedule = () => {
    if (frameRequested) return;
    frameRequested = true;
    requestAnimationFrame(flush);
  };

  const round = (/** @type {number} */ value) => Math.round(value * 100) / 100;
  /** @type {(x: number, y: number, width: number, height: number) => Rect} */
  const rect = (x, y, width, height) => ({ x: round(x), y: round(y), width: round(width), height: round(height) });
  /** @type {(a: Rect, b: Rect) => Rect} */
  const intersect = (a, b) => {
    const x = Math.max(a.x, b.x);
    const y = Math.max(a.y, b.y);
    const right = Math.min(a.x + a.width, b.x + b.width);
    const bottom = Math.min(a.y + a.height, b.y + b.height);
    return right > x && bottom > y ? rect(x, y, right - x, bottom - y) : rect(0, 0, 0, 0);
  };
  /** @type {(r: Rect, x: number, y: number) => boolean} */
  const inside = (r, x, y) => x >= r.x && y >= r.y && x < r.x + r.width && y < r.y + r.height;

  /** CSS in `style` that a native view cannot follow. */
  const unsupportedCSS = (/** @type {CSSStyleDeclaration} */ style) => {
    /** @type {string[]} */
    const found = [];
    const transform = style.transform;
    if (transform && transform !== "none") {
      const values = transform.slice(transform.indexOf("(") + 1, -1).split(",").map(Number);
      const rotatesOrSkews = transform.startsWith("matrix3d")
        ? [1, 2, 4, 6, 8, 9].some((index) => Math.abs(values[index]) > 1e-6)
        : Math.abs(values[1]) > 1e-6 || Math.abs(values[2]) > 1e-6;
      if (rotatesOrSkews) found.push("transform (rotation, skew or 3D)");
    }
    if (style.clipPath && style.clipPath !== "none") found.push("clip-path");
    if (style.filter && style.filter !== "none") found.push("filter");
    const mask = style.maskImage || style.webkitMaskImage;
    if (mask && mask !== "none") found.push("mask");
    if (style.mixBlendMode && style.mixBlendMode !== "normal") found.push("mix-blend-mode");
    return found;
  };

  /** Boxes of content painted above `element` within `clip`, found by hit-testing a grid of points. */
  /** @type {(element: HTMLElement, clip: Rect) => Rect[]} */
  const occluders = (element, clip) => {
    /** @type {Rect[]} */
    const found = [];
    if (clip.width <= 0 || clip.height <= 0) return found;
    const steps = 5;
    for (let row = 0; row < steps; row++) {
      for (let column = 0; column < steps; column++) {
        const x = clip.x + ((column + 0.5) * clip.width) / steps;
        const y = clip.y + ((row + 0.5) * clip.height) / steps;
        if (found.some((box) => inside(box, x, y))) continue;
        const hit = document.elementFromPoint(x, y);
        if (!hit || hit === element || element.contains(hit) || hit.contains(element)) continue;
        const box = hit.getBoundingClientRect();
        const covered = intersect(rect(box.left, box.top, box.width, box.height), clip);
        if (covered.width > 0) found.push(covered);
      }
    }
    return found;
  };

  /** Where `element` is and how it shows now, with the CSS its native view cannot follow. */
  /** @type {(element: HTMLElement, zIndex: number) => { geometry: Geometry, unsupported: string[] }} */
  const measure = (element, zIndex) => {
    const viewport = rect(0, 0, document.documentElement.clientWidth, document.documentElement.clientHeight);
    const style = getComputedStyle(element);
    const box = element.getBoundingClientRect();
    const frame = rect(box.left, box.top, box.width, box.height);
    let clip = intersect(frame, viewport);
    let opacity = 1;
    const unsupported = [];
    for (
      let /** @type {HTMLElement | null} */ node = element;
      node && node !== document.documentElement;
      node = node.parentElement
    ) {
      const nodeStyle = node === element ? style : getComputedStyle(node);
      opacity *= Number(nodeStyle.opacity);
      for (const property of unsupportedCSS(nodeStyle)) {
        unsupported.push(node === element ? property : `${property} on an ancestor`);
      }
      if (node !== element && (nodeStyle.overflowX !== "visible" || nodeStyle.overflowY !== "visible")) {
        const outer = node.getBoundingClientRect();
        clip = intersect(clip, rect(outer.left + node.clientLeft, outer.top + node.clientTop, node.clientWidth, node.clientHeight));
      }
      if (nodeStyle.position === "fixed") break;
    }
    const displayed = element.getClientRects().length > 0 && style.visibility !== "hidden";
    const visible = displayed && clip.width > 0 && clip.height > 0;
    const geometry = {
      frame,
      clip,
      visible,
      opacity: round(opacity),
      cornerRadius: round(parseFloat(style.borderTopLeftRadius) || 0),
      zIndex,
      occluders: visible ? occluders(element, clip) : [],
    };
    return { geometry, unsupported };
  };

  /** Attributes that belong to the element, not to the component. */
  const elementAttributes = new Set(["id", "class", "style", "type", "slot", "hidden", "tabindex", "title"]);

  /** The props of `element`: its attributes as text, which the host reads by the kind of each declared prop, and
   * what script set on its `props` property, which wins. */
  /** @type {(element: HTMLElement) => Props} */
  const readProps = (element) => {
    /** @type {Record<string, string>} */
    const attributes = {};
    for (const { name, value } of element.attributes) {
      if (!elementAttributes.has(name) && !name.startsWith("data-") && !name.startsWith("aria-")) attributes[name] = value;
    }
    return { attributes, properties: recordOf(element).props };
  };

  /** @type {(element: HTMLElement | undefined, error: unknown) => void} */
  const fail = (element, error) => {
    if (element) element.dispatchEvent(new CustomEvent("error", { detail: error }));
  };

  function flush() {
    frameRequested = false;
    /** @type {Command[]} */
    const commands = [];
    /** @type {HTMLElement[]} */
    const targets = [];
    for (const [id, element] of leaving) {
      commands.push({ op: "remove", id });
      targets.push(element);
      byID.delete(id);
      Object.assign(recordOf(element), { type: null, geometryText: "", propsText: "" });
    }
    leaving.clear();
    const ordered = [...connected].sort((a, b) =>
      a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING ? -1 : 1,
    );
    ordered.forEach((element, zIndex) => {
      const record = recordOf(element);
      // Until the host has answered an insert, the component may not exist: what changed meanwhile goes after.
      if (record.inserting) return;
      const type = element.getAttribute("type") || "";
      const { geometry, unsupported } = measure(element, zIndex);
      const props = readProps(element);
      const fresh = unsupported.filter((property) => !record.reported.has(property));
      for (const property of fresh) {
        record.reported.add(property);
        console.warn(`<causeway-view id=${record.id} type=${type}>: ${property} does not reach the native component`);
      }
      const geometryText = JSON.stringify(geometry);
      const propsText = JSON.stringify(props);
      /** @type {Command} */
      const command = { id: record.id, unsupported: fresh.length ? fresh : undefined };
      if (record.type !== null && record.type !== type) {
        commands.push({ op: "remove", id: record.id });
        targets.push(element);
        record.type = null;
      }
      if (record.type === null) {
        if (record.failedInsert === type + propsText) return;
        record.type = type;
        record.inserting = true;
        byID.set(record.id, element);
        Object.assign(command, { op: "insert", type, props, geometry });
      } else {
        if (geometryText !== record.geometryText) command.geometry = geometry;
        if (propsText !== record.propsText) command.props = props;
        if (!command.geometry && !command.props && !command.unsupported) return;
        command.op = "update";
      }
      record.geometryText = geometryText;
      record.propsText = propsText;
      commands.push(command);
      targets.push(element);
    });
    if (document.getAnimations().some((animation) => animation.playState === "running")) schedule();
    if (commands.length === 0) return;
    /** A command the host refused: the placeholder hears of it, and an insert is not tried again until its type or
     * props change. */
    const refused = (/** @type {number} */ index, /** @type {unknown} */ error) => {
      const command = commands[index];
      const element = targets[index];
      if (command.op === "insert") {
        Object.assign(recordOf(element), { type: null, failedInsert: command.type + JSON.stringify(command.props) });
        byID.delete(command.id);
      }
      fail(element, error);
    };
    const answered = () => {
      commands.forEach((command, index) => {
        if (command.op === "insert") recordOf(targets[index]).inserting = false;
      });
      schedule();
    };
    causeway.call("components.apply", { commands }).then(
      (/** @type {{ failures: { index: number, error: unknown }[] }} */ { failures }) => {
        failures.forEach(({ index, error }) => refused(index, error));
        answered();
      },
      (error) => {
        commands.forEach((_, index) => refused(index, error));
        answered();
      },
    );
  }

  class CausewayView extends HTMLElement {
    constructor() {
      super();
      const id = `cw${nextID++}`;
      records.set(this, { id, type: null, props: {}, reported: new Set(), geometryText: "", propsText: "" });
      const root = this.attachShadow({ mode: "closed" });
      // WKWebView gives an element that scrolls its overflow a native scroll view of its own (`WKChildScrollView`): a
      // scroller with a slightly larger child, named by a short id that survives WebKit's layer-name truncation.
      root.innerHTML = config.childScrollViews
        ? `<style>:host{display:block}</style><div id="${id}" style="overflow:scroll;width:100%;height:100%">` +
          `<div style="width:101%;height:101%"></div></div>`
        : "<style>:host{display:block}</style>";
    }

    /** The component's id, as native code and events know it. */
    get componentId() {
      return recordOf(this).id;
    }

    /** Props set from script; they win over attributes. */
    get props() {
      return { ...recordOf(this).props };
    }

    set props(value) {
      recordOf(this).props = { ...value };
      schedule();
    }

    /**
     * Runs the native component's method `name`.
     * @param {string} name
     * @param {unknown} [args]
     */
    invoke(name, args) {
      return causeway.call("components.invoke", { id: recordOf(this).id, name, args });
    }

    connectedCallback() {
      connected.add(this);
      leaving.delete(recordOf(this).id);
      resizing.observe(this);
      schedule();
    }

    disconnectedCallback() {
      connected.delete(this);
      resizing.unobserve(this);
      // Removed at the next frame, unless the element is back by then (moved within the document).
      if (recordOf(this).type !== null) leaving.set(recordOf(this).id, this);
      schedule();
    }
  }

  const resizing = new ResizeObserver(schedule);
  resizing.observe(document.documentElement);
  new MutationObserver(schedule).observe(document, { subtree: true, childList: true, attributes: true, characterData: true });
  addEventListener("scroll", schedule, { capture: true, passive: true });
  addEventListener("resize", schedule);
  addEventListener("load", schedule);
  for (const name of ["transitionrun", "transitionend", "animationstart", "animationend"]) {
    addEventListener(name, schedule, { capture: true });
  }
  addEventListener("pageshow", (event) => {
    if (!event.persisted) return;
    // Back from the page cache: native code removed every component when the page left.
    for (const element of connected) {
      const record = recordOf(element);
      record.type = null;
      record.geometryText = "";
      record.propsText = "";
    }
    schedule();
  });
  causeway.on("components.event", (/** @type {{ id: string, name: string, detail: unknown }} */ { id, name, detail }) => {
    byID.get(id)?.dispatchEvent(new CustomEvent(name, { detail }));
  });
  customElements.define("causeway-view", CausewayView);
};
