// One `<causeway-view>`: the component it stands for, and what the host was last told of it, so that each frame sends
// only what changed.
import { $Set, $set, dispatch, stringify } from "./builtins";
import { $element } from "./dom";
import type { Geometry } from "./geometry";
import { measure } from "./measure";
import { type Props, readProps } from "./props";
import { append, bare, emptyList, put } from "./records";

/** A command of `components.apply` (ComponentCommand), as a record without a prototype. */
export interface Command {
  op: "insert" | "update" | "remove";
  id: string;
  type?: string;
  props?: Props;
  geometry?: Geometry;
  /** CSS on the placeholder or its ancestors that its native view cannot follow, reported once each. */
  unsupported?: string[];
}

/** The command that removes component `id`. */
export const removal = (id: string): Command => bare({ op: "remove", id });

export class Placeholder {
  /** The element it is. */
  readonly element: HTMLElement;
  /** The component's id, as native code and events know it. */
  readonly id: string;
  /** The type of the component inserted or being inserted, or null when there is none. */
  #type: string | null = null;
  /** Props set from script, which win over attributes. */
  #properties: Record<string, unknown> = bare({});
  /** The unsupported CSS already reported. */
  readonly #reported = new $Set<string>();
  /** The JSON text of the geometry and props last sent. */
  #geometryText = "";
  #propsText = "";
  /** The type and props text of an insert the host refused: it is not tried again until one of them changes. */
  #failedInsert: string | undefined;
  /** Whether an insert is on its way: until the host answers it the component may not exist. */
  #inserting = false;

  constructor(element: HTMLElement, id: string) {
    this.element = element;
    this.id = id;
  }

  /** Whether a component stands for it (or is being inserted). */
  get inserted(): boolean {
    return this.#type !== null;
  }

  /** Props set from script, as a record without a prototype: read them through a copy. */
  get properties(): Record<string, unknown> {
    return this.#properties;
  }

  set properties(value: Record<string, unknown>) {
    this.#properties = bare(value);
  }

  /**
   * Measures the placeholder, stacked at `zIndex`, and hands `send` the commands that bring its component up to date:
   * none while an insert is unanswered, a removal first when its type changed, then an insert or an update of what
   * changed. CSS its native view cannot follow goes to the page's console the first time it is seen.
   */
  plan(zIndex: number, send: (command: Command) => void) {
    if (this.#inserting) return;
    const type = $element.getAttribute(this.element, "type") || "";
    const { geometry, unsupported } = measure(this.element, zIndex);
    const props = readProps(this.element, this.#properties);
    const fresh = emptyList<string>();
    for (let i = 0; i < unsupported.length; i++) {
      if (!$set.has(this.#reported, unsupported[i])) append(fresh, unsupported[i]);
    }
    for (let i = 0; i < fresh.length; i++) {
      $set.add(this.#reported, fresh[i]);
      // The page's console as it is now, not a captured one: the warning is for the page's own developer, so script
      // that wraps the console (ConsolePlugin's, which forwards it to native code) hears it too.
      console.warn(`<causeway-view id=${this.id} type=${type}>: ${fresh[i]} does not reach the native component`);
    }
    const geometryText = stringify(geometry);
    const propsText = stringify(props);
    if (this.#type !== null && this.#type !== type) {
      send(removal(this.id));
      this.#type = null;
    }
    const command: Command = bare({ op: "update", id: this.id });
    if (fresh.length) put(command, "unsupported", fresh);
    if (this.#type === null) {
      if (this.#failedInsert === type + propsText) return;
      this.#type = type;
      this.#inserting = true;
      put(command, "op", "insert");
      put(command, "type", type);
      put(command, "props", props);
      put(command, "geometry", geometry);
    } else {
      if (geometryText !== this.#geometryText) put(command, "geometry", geometry);
      if (propsText !== this.#propsText) put(command, "props", props);
      if (!command.geometry && !command.props && !command.unsupported) return;
    }
    this.#geometryText = geometryText;
    this.#propsText = propsText;
    send(command);
  }

  /** Its component is gone (removed, or the page came back from the page cache): the next frame inserts one again. */
  forget() {
    this.#type = null;
    this.#geometryText = "";
    this.#propsText = "";
  }

  /** The host refused `command` with `error`: the element hears of it, and a refused insert is not tried again. */
  refused(command: Command, error: unknown) {
    if (command.op === "insert") {
      this.#type = null;
      this.#failedInsert = command.type + stringify(command.props);
    }
    this.hear("error", error);
  }

  /** The host answered the batch that held `command`. */
  answered(command: Command) {
    if (command.op === "insert") this.#inserting = false;
  }

  /** Dispatches the component's event `name` with `detail` on the element. */
  hear(name: string, detail: unknown) {
    dispatch(this.element, name, detail);
  }
}
