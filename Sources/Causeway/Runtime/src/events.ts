// Events both ways: native events to the page's listeners (`causeway.on`), and the page's own (`causeway.emit`) to
// native code, or, without a native side, to the listeners web implementations add (`causeway.web.on`).
import type { CausewayListener } from "./api";
import { $Map, $Promise, $Set, $map, $set, logError } from "./builtins";
import { inflate } from "./binary";
import { type CausewayError, badName } from "./errors";
import type { Outbox } from "./outbox";
import { append } from "./records";
import type { Message } from "./wire";

/** Listeners by event name. */
export class Listeners {
  readonly #byName = new $Map<string, Set<CausewayListener>>();

  /** Adds `listener` for event `name`; returns what removes it. */
  add(name: string, listener: CausewayListener): () => void {
    let set = $map.get(this.#byName, name);
    if (!set) $map.set(this.#byName, name, (set = new $Set()));
    $set.add(set, listener);
    return () => this.remove(name, listener);
  }

  remove(name: string, listener: CausewayListener): void {
    const set = $map.get(this.#byName, name);
    if (set) $set.delete(set, listener);
  }

  /**
   * Calls the listeners for event `name`, as they are now: one that a listener adds or removes takes effect from the
   * next event. A listener's throw is logged and does not stop the others.
   */
  dispatch(name: string, data: unknown): void {
    const called: CausewayListener[] = [];
    const set = $map.get(this.#byName, name);
    if (set) $set.forEach(set, (listener) => append(called, listener));
    for (let i = 0; i < called.length; i++) {
      const listener = called[i];
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

  /** Hands a native `event` message to the listeners, its blobs fetched; one that cannot be read is logged. */
  async receive(message: Message): Promise<void> {
    let data;
    try {
      data = await inflate(message.data, message.blobs);
    } catch (error) {
      return logError(`causeway: event ${message.name} was dropped:`, error);
    }
    this.#native.dispatch(message.name, data);
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
