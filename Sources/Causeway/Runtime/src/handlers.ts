// Native code's calls to the page: the handlers page script registers (`causeway.handle`), the calls they are
// running, and their replies.
import type { CausewayHandler } from "./api";
import { $AbortController, $Map, $abortController, $abortSignal, $map, listen } from "./builtins";
import { type CausewayError, cancelled, failedHere, toWire } from "./errors";
import type { Outbox, Outgoing } from "./outbox";
import type { Message } from "./wire";

export class Handlers {
  readonly #outbox: Outbox;
  readonly #handlers = new $Map<string, CausewayHandler>();
  /** Native calls to page handlers that have not replied, by id. */
  readonly #running = new $Map<string, AbortController>();

  constructor(outbox: Outbox) {
    this.#outbox = outbox;
  }

  /** `causeway.handle`: lets native code call `name` on this page; returns what removes the handler. */
  handle(name: string, handler: CausewayHandler): () => void {
    $map.set(this.#handlers, name, handler);
    return () => {
      if ($map.get(this.#handlers, name) === handler) $map.delete(this.#handlers, name);
    };
  }

  /** The handler for `name`. */
  lookup(name: string): CausewayHandler | undefined {
    return $map.get(this.#handlers, name);
  }

  /**
   * Runs the handler a native `call` names, its bytes fetched, and replies; `error` says why they could not be, and
   * is the reply.
   */
  receive(message: Message, error?: CausewayError): void {
    const { id, method } = message;
    const handler = $map.get(this.#handlers, method);
    if (!handler) return this.#reply(id, false, { code: "unknownMethod", message: `No handler for ${method}` });
    if (error) return this.#reply(id, false, toWire(error));
    const controller = new $AbortController();
    $map.set(this.#running, id, controller);
    this.#serve(id, method, handler, message.args, controller);
  }

  /** A native `cancel`: aborts the handler's signal; no reply follows. */
  cancel(id: string): void {
    const controller = $map.get(this.#running, id);
    if (controller) $abortController.abort(controller, cancelled());
    $map.delete(this.#running, id);
  }

  /** Aborts every running handler with `error`. */
  abortAll(error: CausewayError): void {
    $map.forEach(this.#running, (controller) => $abortController.abort(controller, error));
    $map.clear(this.#running);
  }

  /** Runs a page handler for native call `id` and replies, unless the call is cancelled first. */
  async #serve(id: string, method: string, handler: CausewayHandler, args: unknown, controller: AbortController) {
    const signal = $abortController.signal(controller);
    let ok = true;
    let value;
    try {
      value = await handler(args, { signal, method });
    } catch (error) {
      ok = false;
      value = toWire(error);
    }
    this.#reply(id, ok, value, signal, () => $map.delete(this.#running, id));
  }

  /**
   * Queues the reply to native call `id`. A reply that cannot be encoded or sent is replaced by an error reply that
   * says why; a reply whose bytes are still uploading when the call is cancelled is dropped.
   * @param value  the result, or the wire error
   * @param signal  no reply is sent once it is aborted
   * @param left  called once the reply has left, or will not
   */
  #reply(id: string, ok: boolean, value: unknown, signal?: AbortSignal, left?: () => void): void {
    if (signal && $abortSignal.aborted(signal)) return left?.();
    /** @param last  whether a failure is final: an error reply that fails is not replaced again */
    const queue = (ok: boolean, value: unknown, last: boolean): Outgoing => this.#outbox.send({
      kind: "reply",
      fields: { id, ok },
      key: ok ? "result" : "error",
      done: (error) => {
        if (!error || last || error.code === "navigated") return left?.();
        queue(false, failedHere(error), true);
      },
    }, value);
    let out: Outgoing;
    try {
      out = queue(ok, value, false);
    } catch (error) {
      out = queue(false, failedHere(error as CausewayError), true);
    }
    if (signal && out.held) listen(signal, "abort", () => this.#outbox.drop(out) && left?.());
  }
}
