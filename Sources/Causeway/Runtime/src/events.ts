// Events both ways: native events to the page's listeners (`causeway.on`), and the page's own (`causeway.emit`) to
// native code, or, without a native side, to the listeners web implementations add (`causeway.web.on`).
import type { CausewayListener } from "./api";
import { $Map, $Promise, $array, $map, logError } from "./builtins";
import { type CausewayError, badName } from "./errors";
import type { Outbox } from "./outbox";
import { append, emptyList } from "./records";
import type { Message } from "./wire";

/** Listeners by event name. */
export class Listeners {
  /**
   * Each name's listeners, in the order they were added, each once. A list is never changed: adding or removing
   * replaces it, so that a dispatch goes through the listeners as they were when it began.
   */
  readonly #byName = new $Map<string, CausewayListener[]>();

  /** Adds `listener` for event `name`; returns what removes it. */
  add(name: string, listener: CausewayListener): () => void {
    const remove = () => this.remove(name, listener);
    const listeners = $map.get(this.#byName, name);
    if (listeners && $array.includes(listeners, listener)) return remove;
    const more = emptyList<CausewayListener>();
    if (listeners) for (let i = 0; i < listeners.length; i++) append(more, listeners[i]);
    append(more, listener);
    $map.set(this.#byName, name, more);
    return remove;
  }

  remove(name: string, listener: CausewayListener): void {
    const listeners = $map.get(this.#byName, name);
    if (!listeners || !$array.includes(listeners, listener)) return;
    const rest = emptyList<CausewayListener>();
    for (let i = 0; i < listeners.length; i++) if (listeners[i] !== listener) append(rest, listeners[i]);
    if (rest.length) $map.set(this.#byName, name, rest);
    else $map.delete(this.#byName, name);
  }

  /**
   * Calls the listeners for event `name`, as they are now: one that a listener adds or removes takes effect from the
   * next event. A listener's throw is logged and does not stop the others.
   */
  dispatch(name: string, data: unknown): void {
    const listeners = $map.get(this.#byName, name);
    if (!listeners) return;
    for (let i = 0; i < listeners.length; i++) {
      // Called as a function, not as a method of the list, which it would get as `this`.
      const listener = listeners[i];
      try {
        listener(data);
      } catch (error) {
        logError(error);
      }
    }
  }
}

export class Events {
  readonly #outbox: Outbox;
  readonly #hosted: boolean;
  /** The page's listeners for native events. */
  readonly #native = new Listeners();
  /** Web implementations' listeners for the page's own events, used only without a native side. */
  readonly #page = new Listeners();

  constructor(outbox: Outbox, hosted: boolean) {
    this.#outbox = outbox;
    this.#hosted = hosted;
  }

  /** `causeway.on`: listens for native event `name`. */
  on(name: string, listener: CausewayListener): () => void {
    return this.#native.add(name, listener);
  }

  /** `causeway.off`: removes a listener added with `on`. */
  off(name: string, listener: CausewayListener): void {
    this.#native.remove(name, listener);
  }

  /**
   * `causeway.emit`: queues event `name` now, in the caller's turn. Resolves once it is handed to the courier;
   * rejects with a CausewayError.
   */
  emit(name: string, data?: unknown): Promise<void> {
    return new $Promise((resolve, reject) => {
      if (typeof name !== "string") throw badName();
      if (!this.#hosted) return resolve(this.#page.dispatch(name, data));
      const done = (error?: CausewayError) => (error ? reject(error) : resolve());
      this.#outbox.send({ kind: "event", fields: { name }, key: "data", done }, data);
    });
  }

  /** Hands a native `event` message, its bytes fetched, to the listeners; `error` says why they could not be. */
  receive(message: Message, error?: CausewayError): void {
    if (error) logError(`causeway: event ${message.name} was dropped:`, error);
    else this.#native.dispatch(message.name, message.data);
  }

  /** `causeway.web.emit`: event `name` to the page's listeners, as native code would send it. */
  deliver(name: string, data: unknown): void {
    this.#native.dispatch(name, data);
  }

  /** `causeway.web.on`: listens for the page's own event `name`, without a native side. */
  onPage(name: string, listener: CausewayListener): () => void {
    return this.#page.add(name, listener);
  }
}
