// Native messages, in the order they arrive: a post's answer, or a batch that answers the pull. Each goes to the
// part of the runtime it is for, one after another, and the page pulls again after a batch.
import { isArray, logWarn } from "./builtins";
import type { Calls } from "./calls";
import type { Events } from "./events";
import type { Frame } from "./frame";
import type { Handlers } from "./handlers";
import { bare } from "./records";
import { type Message, lines } from "./wire";

export class Inbox {
  readonly #frame: Frame;
  readonly #calls: Calls;
  readonly #events: Events;
  readonly #handlers: Handlers;

  constructor(frame: Frame, calls: Calls, events: Events, handlers: Handlers) {
    this.#frame = frame;
    this.#calls = calls;
    this.#events = events;
    this.#handlers = handlers;
  }

  /** Handles the messages of a native answer one after another. */
  async answered(answer: string): Promise<void> {
    const messages = lines(answer);
    for (let i = 0; i < messages.length; i++) {
      const message = messages[i];
      if (message.kind === "hello") this.#frame.greeted(message);
      else if (message.kind === "batch") await this.#batch(message);
      else await this.#receive(message);
    }
  }

  /** The answer to a pull, without a prototype (see `lines`). */
  async #batch(batch: Message): Promise<void> {
    const { messages } = batch;
    // An empty batch answers a pull that a newer one replaced; that newer pull is still parked.
    if (batch.epoch !== this.#frame.epoch || !isArray(messages) || !messages.length) return;
    for (let i = 0; i < messages.length; i++) await this.#receive(bare(messages[i]));
    if (batch.epoch === this.#frame.epoch) this.#frame.pull();
  }

  /** Handles one native message other than hello and batch, without a prototype. */
  async #receive(message: Message): Promise<void> {
    if (!message || typeof message !== "object") return;
    const epoch = this.#frame.epoch;
    // An answer saying the document changed settles its call whatever epoch it carries; page ids are never reused.
    if ((!epoch || message.epoch !== epoch) && bare(message.error).code !== "navigated") return;
    switch (message.kind) {
      case "reply":
      case "next":
      case "end":
        await this.#calls.receive(message);
        return;
      case "event":
        await this.#events.receive(message);
        return;
      case "call":
        await this.#handlers.receive(message);
        return;
      case "cancel":
        this.#handlers.cancel(message.id);
        return;
      case "error":
        logWarn("causeway: native code could not read a message:", bare(message.error).message);
    }
  }
}
