// Every placeholder of the document, brought up to date with its component once per animation frame in which anything
// could have moved: the frame's commands (insert, update, remove) leave in one `components.apply` call, and the host's
// answer tells each placeholder whether its command was carried out.
import { $Map, $Set, $array, $document, $map, $promise, $set } from "./builtins";
import {
  $animation,
  $documentProto,
  $node,
  $requestAnimationFrame,
  $ResizeObserver,
  $resizeObserver,
  FOLLOWING,
} from "./dom";
import { type Command, Placeholder, removal } from "./placeholder";
import { append, bare, emptyList, unhooked } from "./records";

/** `causeway.call`. */
export type Call = (method: string, args?: unknown) => Promise<any>;

/** What the host answers a `components.apply` (ComponentBatchResult): the commands it refused, by index. */
interface Answer {
  failures: { index: number; error: unknown }[];
}

/** Whether one of the document's animations is running, which may move a placeholder in the next frame too. */
function animating(): boolean {
  const animations = $documentProto.getAnimations($document);
  for (let i = 0; i < animations.length; i++) if ($animation.playState(animations[i]) === "running") return true;
  return false;
}

export class Stage {
  readonly #call: Call;
  /** Placeholders in the document. */
  readonly #connected = new $Set<Placeholder>();
  /** Placeholders with a component, by id: where the component's events go. */
  readonly #byID = new $Map<string, Placeholder>();
  /** Placeholders that left the document since the last frame, with a component, by id. */
  readonly #leaving = new $Map<string, Placeholder>();
  /** Resizes of the document and of each placeholder. */
  readonly #resizing: ResizeObserver;
  #frameRequested = false;

  /** `call`: how the commands reach the host. */
  constructor(call: Call) {
    this.#call = call;
    this.#resizing = new $ResizeObserver(this.schedule);
    $resizeObserver.observe(this.#resizing, $documentProto.documentElement($document));
  }

  /** Brings every placeholder up to date at the next animation frame; a callback for whatever could move one. */
  readonly schedule = () => {
    if (this.#frameRequested) return;
    this.#frameRequested = true;
    $requestAnimationFrame(() => this.#frame());
  };

  /** `placeholder` entered the document. One that left since the last frame keeps its component. */
  connect(placeholder: Placeholder) {
    $set.add(this.#connected, placeholder);
    $map.delete(this.#leaving, placeholder.id);
    $resizeObserver.observe(this.#resizing, placeholder.element);
    this.schedule();
  }

  /** `placeholder` left the document: its component goes at the next frame, unless it is back by then (moved). */
  disconnect(placeholder: Placeholder) {
    $set.delete(this.#connected, placeholder);
    $resizeObserver.unobserve(this.#resizing, placeholder.element);
    if (placeholder.inserted) $map.set(this.#leaving, placeholder.id, placeholder);
    this.schedule();
  }

  /** Component `id` sent its event `name`: its placeholder dispatches it. */
  hear(id: string, name: string, detail: unknown) {
    $map.get(this.#byID, id)?.hear(name, detail);
  }

  /** The page came back from the page cache, where native code removed every component: each is inserted again. */
  restored() {
    $set.forEach(this.#connected, (placeholder) => placeholder.forget());
    this.schedule();
  }

  /** Sends the commands of this frame: the components of placeholders that left go, then each placeholder's in
   * document order, which is also their stacking order. */
  #frame() {
    this.#frameRequested = false;
    const commands = emptyList<Command>();
    const targets = emptyList<Placeholder>();
    const send = (target: Placeholder) => (command: Command) => {
      append(commands, command);
      append(targets, target);
      if (command.op === "insert") $map.set(this.#byID, command.id, target);
    };
    $map.forEach(this.#leaving, (placeholder, id) => {
      send(placeholder)(removal(id));
      $map.delete(this.#byID, id);
      placeholder.forget();
    });
    $map.clear(this.#leaving);
    const ordered = emptyList<Placeholder>();
    $set.forEach(this.#connected, (placeholder) => append(ordered, placeholder));
    $array.sort(ordered, (a, b) => ($node.compareDocumentPosition(a.element, b.element) & FOLLOWING ? -1 : 1));
    for (let zIndex = 0; zIndex < ordered.length; zIndex++) ordered[zIndex].plan(zIndex, send(ordered[zIndex]));
    if (animating()) this.schedule();
    if (commands.length === 0) return;
    const refuse = (index: number, error: unknown) => {
      const command = commands[index];
      targets[index].refused(command, error);
      if (command.op === "insert") $map.delete(this.#byID, command.id);
    };
    const answered = () => {
      for (let i = 0; i < commands.length; i++) targets[i].answered(commands[i]);
      this.schedule();
    };
    $promise.then(
      unhooked(this.#call("components.apply", bare({ commands }))),
      ({ failures }: Answer) => {
        for (let i = 0; i < failures.length; i++) refuse(failures[i].index, failures[i].error);
        answered();
      },
      (error) => {
        for (let i = 0; i < commands.length; i++) refuse(i, error);
        answered();
      },
    );
  }
}
