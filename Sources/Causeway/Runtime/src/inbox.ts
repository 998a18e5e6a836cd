// The receive path: native messages, in the order they arrive in a post's answer or in a batch that answers the pull.
// Each goes to the part of the runtime it is for in the turn it arrives. A message with bytes keeps its place but
// holds back every message behind it, in later answers and batches too, until its bytes are fetched; then it and
// those behind it go on, in order. The page pulls again once a batch's messages have gone to their parts.
import { isArray, logWarn } from "./builtins";
import { inflate } from "./binary";
import type { Calls } from "./calls";
import type { CausewayError } from "./errors";
import type { Events } from "./events";
import type { Frame } from "./frame";
import type { Handlers } from "./handlers";
import { append, bare, emptyList, put, strip, take, takeFirst, unhooked } from "./records";
import { type Message, lines, valueField } from "./wire";

/** A message waiting in the inbox: its bytes are being fetched, or it is behind one whose bytes are. */
interface Waiting {
  message: Message;
  /** Its bytes are being fetched: it and every message behind it wait. */
  held: boolean;
  /** Why its bytes could not be fetched. */
  error?: CausewayError;
  /** It stands for the pull after `message`, a batch. */
  pull?: boolean;
}

export class Inbox {
  readonly #frame: Frame;
  readonly #calls: Calls;
  readonly #events: Events;
  readonly #handlers: Handlers;
  /** Empty unless a message is held: then it, and everything that arrived after it, in order. */
  readonly #queue: Waiting[] = emptyList();

  constructor(frame: Frame, calls: Calls, events: Events, handlers: Handlers) {
    this.#frame = frame;
    this.#calls = calls;
    this.#events = events;
    this.#handlers = handlers;
  }

  /** Handles the messages of a native answer, in order. */
  answered(answer: string): void {
    const messages = lines(answer);
    for (let i = 0; i < messages.length; i++) {
      const message = messages[i];
      if (message.kind === "hello") this.#frame.greeted(message);
      else if (message.kind === "batch") this.#batch(message);
      else this.#take(message);
    }
  }

  /** Forgets every waiting message: the page was hidden, and none of them is for the document it shows next. */
  clear(): void {
    take(this.#queue);
  }

  /** The answer to a pull, without a prototype (see `lines`): its messages, then the next pull. */
  #batch(batch: Message): void {
    const { messages } = batch;
    // An empty batch answers a pull that a newer one replaced; that newer pull is still parked.
    if (batch.epoch !== this.#frame.epoch || !isArray(messages) || !messages.length) return;
    for (let i = 0; i < messages.length; i++) this.#take(strip(messages[i]));
    // While a message is held, the next batch waits too: the pull goes once this batch's messages have gone on.
    if (this.#queue.length) append(this.#queue, bare({ message: batch, held: false, pull: true }));
    else this.#frame.pull();
  }

  /**
   * Hands `message`, without a prototype, to its part now, or queues it behind a held message. One with bytes to
   * fetch is queued held, and its bytes are fetched at once.
   */
  #take(message: Message): void {
    if (!this.#current(message)) return;
    const held = this.#carriesBytes(message);
    if (!held && !this.#queue.length) return this.#deliver(message);
    const waiting: Waiting = bare({ message, held });
    append(this.#queue, waiting);
    if (held) this.#fetch(waiting);
  }

  /** Fetches the bytes of held `waiting`'s message, then lets it and the messages behind it go on. */
  async #fetch(waiting: Waiting): Promise<void> {
    const { message } = waiting;
    try {
      await unhooked(inflate(message, valueField(message.kind)!, message.blobs));
    } catch (error) {
      put(waiting, "error", error);
    }
    put(waiting, "held", false);
    this.#drain();
  }

  /**
   * Hands the queued messages up to the first held one to their parts, in order, each if it is still for this
   * document. What arrives meanwhile (a listener can make the courier answer) queues behind them.
   */
  #drain(): void {
    let done = 0;
    for (; done < this.#queue.length && !this.#queue[done].held; done++) {
      const { message, error, pull } = this.#queue[done];
      if (!this.#current(message)) continue;
      if (pull) this.#frame.pull();
      else this.#deliver(message, error);
    }
    takeFirst(this.#queue, done);
  }

  /**
   * Whether `message` is for this document: of its epoch, or an answer saying the document changed, which settles its
   * call whatever epoch it carries (page ids are never reused).
   */
  #current(message: Message): boolean {
    const epoch = this.#frame.epoch;
    return (epoch !== 0 && message.epoch === epoch) || bare(message.error).code === "navigated";
  }

  /** Whether `message` has bytes to fetch before it goes on; an answer that no call waits for has none. */
  #carriesBytes(message: Message): boolean {
    const { kind, blobs } = message;
    if (!isArray(blobs) || !blobs.length || !valueField(kind)) return false;
    return (kind !== "reply" && kind !== "next") || this.#calls.waits(message.id);
  }

  /** Hands `message` to its part, its bytes fetched; `error` says why they could not be. */
  #deliver(message: Message, error?: CausewayError): void {
    switch (message.kind) {
      case "reply":
      case "next":
      case "end":
        return this.#calls.receive(message, error);
      case "event":
        return this.#events.receive(message, error);
      case "call":
        return this.#handlers.receive(message, error);
      case "cancel":
        return this.#handlers.cancel(message.id);
      case "error":
        logWarn("causeway: native code could not read a message:", bare(message.error).message);
    }
  }
}
