// The send path: every page message, in the order the page made it. What is queued in one turn leaves at the end of
// it in one post, once the epoch is known. A message whose value holds bytes keeps its place but holds back every
// message behind it until its bytes are uploaded; then it and those behind it leave, in order.
import { $array, $queueMicrotask } from "./builtins";
import { CausewayError } from "./errors";
import { append, bare, emptyList, put, remove, take, takeFirst, unhooked } from "./records";
import { type Binary, type Envelope, type Limits, type Payload, exceeds, serialize, stamp } from "./wire";

/** A message waiting in the outbox. */
export interface Outgoing extends Envelope {
  /** Its bytes are uploading: it and every message behind it wait. */
  held?: boolean;
  /** Called when it is handed to the courier, or with why it was not. */
  done?: (error?: CausewayError) => void;
}

/** What the outbox sends through, and what it needs to know of the document. */
export interface OutboxLink {
  /** The document epoch; 0 until the hello answer, and nothing leaves until then. */
  readonly epoch: number;
  readonly limits: Limits;
  /** Hands one post to the courier. */
  post(text: string): void;
  /** Uploads `found`, the binary values of `value`, and resolves with `value` encoded with their tokens. */
  encode(value: unknown, found: Binary[]): Promise<Payload>;
}

export class Outbox {
  readonly #link: OutboxLink;
  readonly #queue: Outgoing[] = emptyList();
  /** A flush is queued for the end of this turn. */
  #flushing = false;

  constructor(link: OutboxLink) {
    this.#link = link;
  }

  /** Queues a message that has no value to encode, or whose payload is encoded. */
  post(out: Outgoing): Outgoing {
    const record = bare(out);
    append(this.#queue, record);
    this.#schedule();
    return record;
  }

  /**
   * Queues message `out` with `value`, encoded now, as its `key` field. A value without binary values leaves with
   * this turn's post. One with binary values takes its place at once, held: it and every message queued behind it
   * wait until its bytes are uploaded; if the upload fails, `out.done` gets the error and the messages behind it
   * leave without it. Throws a CausewayError when `value` cannot be serialized; nothing is queued then.
   */
  send(out: Outgoing, value: unknown): Outgoing {
    const found: Binary[] = [];
    const text = serialize(value, (binary) => {
      append(found, binary);
      return null;
    }, this.#link.limits.maxDepth);
    if (!found.length) return this.post({ ...out, payload: bare({ text, blobs: [] }) });
    const record = this.post({ ...out, held: true });
    this.#release(record, this.#link.encode(value, found));
    return record;
  }

  /** Takes `record` out without sending it; the messages behind it keep their order. Returns whether it was there. */
  drop(record: Outgoing): boolean {
    if (!remove(this.#queue, record)) return false;
    this.#schedule();
    return true;
  }

  /** Empties the outbox, telling each message's sender `error`. */
  clear(error: CausewayError): void {
    const queued = take(this.#queue);
    for (let i = 0; i < queued.length; i++) queued[i].done?.(error);
  }

  /**
   * Hands what is queued to the courier in one post, one message per line, once the epoch is known: everything up
   * to the first held message. A message past `maxMessageBytes` is not sent; its sender is told why.
   */
  flush(): void {
    this.#flushing = false;
    const { epoch, limits } = this.#link;
    if (!epoch) return;
    let ready = 0;
    while (ready < this.#queue.length && !this.#queue[ready].held) ready++;
    const queued = takeFirst(this.#queue, ready);
    const texts = emptyList<string>();
    const sent = emptyList<Outgoing>();
    for (let i = 0; i < queued.length; i++) {
      const out = queued[i];
      const text = stamp(out, epoch);
      if (exceeds(text, limits.maxMessageBytes)) {
        out.done?.(new CausewayError("payloadTooLarge", `The message is larger than ${limits.maxMessageBytes} bytes`));
      } else {
        append(texts, text);
        append(sent, out);
      }
    }
    if (texts.length) this.#link.post($array.join(texts, "\n"));
    for (let i = 0; i < sent.length; i++) sent[i].done?.();
  }

  /** Lets held `record` go once `encoding` settles: with its payload, or out of the outbox with the error. */
  async #release(record: Outgoing, encoding: Promise<Payload>): Promise<void> {
    let payload: Payload;
    try {
      payload = await unhooked(encoding);
    } catch (error) {
      if (this.drop(record)) record.done?.(error as CausewayError);
      return;
    }
    // Gone from the outbox: cancelled, or the page was hidden.
    if ($array.indexOf(this.#queue, record) < 0) return;
    put(record, "payload", payload);
    put(record, "held", false);
    this.#schedule();
  }

  #schedule(): void {
    if (this.#flushing) return;
    this.#flushing = true;
    $queueMicrotask(() => this.flush());
  }
}
