// The page's calls to native methods: each is queued in the caller's turn, and native answers (`reply`, and a
// stream's `next` and `end`) reach it by id until it settles.
import type { CausewayCallOptions } from "./api";
import { $Map, $Promise, $abortSignal, $clearTimeout, $map, $setTimeout, listen, unlisten } from "./builtins";
import { CausewayError, badName, cancelled, fromWire } from "./errors";
import type { Outbox } from "./outbox";
import { append } from "./records";
import { type Message, lines } from "./wire";

/** A page call waiting for native answers. */
export interface Pending {
  /** `value` is the message's payload, blobs fetched. */
  deliver(message: Message, value: unknown): void;
  fail(error: CausewayError, cancel?: boolean): void;
}

/** Forgets a call; with `cancel`, tells the side that runs it to stop. */
export type Close = (cancel: boolean) => void;

/** Runs calls where there is no native side. */
export interface CallRunner {
  /** `extra`: the call message's other fields (`stream` for a stream). */
  open(method: string, args: unknown, extra: Record<string, unknown>, entry: Pending): Close;
}

export class Calls {
  readonly #outbox: Outbox;
  readonly #web: CallRunner | undefined;
  /** Page calls by id. */
  readonly #pending = new $Map<string, Pending>();
  #lastId = 0;

  /** `web`: where calls go instead of the outbox, without a native side. */
  constructor(outbox: Outbox, web?: CallRunner) {
    this.#outbox = outbox;
    this.#web = web;
  }

  /** `causeway.call`: calls native method `method` and resolves with its result; rejects with a CausewayError. */
  call(method: string, args?: unknown, options: CausewayCallOptions = {}): Promise<any> {
    return new $Promise((resolve, reject) => {
      const { timeout, signal } = options;
      if (typeof method !== "string") throw badName();
      if (signal && $abortSignal.aborted(signal)) throw cancelled();
      const timed = typeof timeout === "number";
      let timer: ReturnType<typeof setTimeout> | undefined;
      /** Forgets the call, its timer and its signal's listener; with `cancel`, tells native code to stop. */
      const finish = (cancel: boolean) => {
        if (timed) $clearTimeout(timer);
        if (signal) unlisten(signal, "abort", abort);
        close(cancel);
      };
      const fail = (error: CausewayError, cancel = false) => {
        finish(cancel);
        reject(error);
      };
      const abort = () => fail(cancelled(), true);
      const close = this.open(method, args, timed ? { timeout } : {}, {
        fail,
        deliver(message, value) {
          if (message.kind !== "reply") return;
          finish(false);
          if (message.ok) resolve(value);
          else reject(fromWire(message.error));
        },
      });
      if (timed) timer = $setTimeout(() => fail(new CausewayError("timeout", `${method} timed out`), true), timeout);
      if (signal) listen(signal, "abort", abort);
    });
  }

  /**
   * Queues a call of `method` now, in the caller's turn; native answers for it go to `entry`. Throws a CausewayError
   * when `args` cannot be serialized; nothing is queued then.
   * @param extra  more fields of the call message
   * @returns forgets the call, and sends `cancel` if asked and the call has left
   */
  open(method: string, args: unknown, extra: Record<string, unknown>, entry: Pending): Close {
    const id = `p${++this.#lastId}`;
    if (this.#web) return this.#web.open(method, args, extra, entry);
    let sent = false;
    const out = this.#outbox.send({
      kind: "call",
      fields: { id, method, ...extra },
      key: "args",
      done: (error) => {
        if (error) entry.fail(error);
        else sent = true;
      },
    }, args);
    $map.set(this.#pending, id, entry);
    return (cancel) => {
      if (!$map.delete(this.#pending, id)) return;
      if (!sent) this.#outbox.drop(out);
      else if (cancel) this.#outbox.post({ kind: "cancel", fields: { id } });
    };
  }

  /** Whether call `id` waits for native answers. */
  waits(id: string): boolean {
    return $map.has(this.#pending, id);
  }

  /** Hands a native `reply`, `next` or `end`, its bytes fetched, to its call; `error` says why they could not be. */
  receive(message: Message, error?: CausewayError): void {
    const entry = $map.get(this.#pending, message.id);
    if (!entry) return;
    if (error) entry.fail(error, message.kind === "next");
    else entry.deliver(message, message.kind === "reply" ? message.result : message.value);
  }

  /** Fails with `protocolError` every call in a post the courier could not deliver. */
  failPosted(text: string): void {
    const messages = lines(text);
    for (let i = 0; i < messages.length; i++) {
      const message = messages[i];
      if (message.kind !== "call") continue;
      $map.get(this.#pending, message.id)?.fail(new CausewayError("protocolError", "The message could not be posted"));
    }
  }

  /** Fails every call with `error`. */
  failAll(error: CausewayError): void {
    const calls: Pending[] = [];
    $map.forEach(this.#pending, (entry) => append(calls, entry));
    for (let i = 0; i < calls.length; i++) calls[i].fail(error);
  }
}
