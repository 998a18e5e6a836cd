// The `<causeway-view>` element (its type is CausewayViewElement, components.ts): a placeholder that a Stage keeps a
// native component over. Its state is its Placeholder, in a private field that page script cannot reach.
import { $element, $HTMLElement, $shadowRoot } from "./dom";
import { Placeholder } from "./placeholder";
import { bare } from "./records";
import type { Call, Stage } from "./stage";

/** The shadow root's styles: a placeholder is a block, as its component is a box. */
const STYLE = "<style>:host{display:block}</style>";

/**
 * The class of `<causeway-view>` whose placeholders `stage` keeps up to date, and whose `invoke` goes through `call`.
 * With `childScrollViews` (WKWebView), each has a native scroll view of its own to hold its component.
 */
export function viewClass(stage: Stage, call: Call, childScrollViews: boolean): CustomElementConstructor {
  let nextID = 1;
  return class CausewayView extends $HTMLElement {
    readonly #placeholder: Placeholder;

    constructor() {
      super();
      const id = `cw${nextID++}`;
      this.#placeholder = new Placeholder(this, id);
      const root = $element.attachShadow(this, bare({ mode: "closed" }));
      // WKWebView gives an element that scrolls its overflow a native scroll view of its own (`WKChildScrollView`): a
      // scroller with a slightly larger child, named by a short id that survives WebKit's layer-name truncation.
      const scroller =
        `<div id="${id}" style="overflow:scroll;width:100%;height:100%"><div style="width:101%;height:101%"></div></div>`;
      $shadowRoot.setInnerHTML(root, childScrollViews ? STYLE + scroller : STYLE);
    }

    /** The component's id, as native code and events know it. */
    get componentId(): string {
      return this.#placeholder.id;
    }

    /** Props set from script; they win over attributes. */
    get props(): Record<string, unknown> {
      return { ...this.#placeholder.properties };
    }

    set props(value: Record<string, unknown>) {
      this.#placeholder.properties = value;
      stage.schedule();
    }

    /** Runs the native component's method `name` with `args`. */
    invoke(name: string, args?: unknown): Promise<unknown> {
      return call("components.invoke", bare({ id: this.#placeholder.id, name, args }));
    }

    connectedCallback() {
      stage.connect(this.#placeholder);
    }

    disconnectedCallback() {
      stage.disconnect(this.#placeholder);
    }
  };
}
