// `causeway.web`: the page's stand-in for native code where there is none (the runtime loaded by the page itself, in
// a browser). Calls then run the web implementations page script registers; in an app, registrations are ignored.
// Page script is the only party here, so implementations are called as they are, not through the captured built-ins.
import type { CausewayListener, CausewayMethodKind, CausewayWeb } from "./api";
import { $AbortController, $Map, $Promise, $abortController, $map, $queueMicrotask, create, freeze } from "./builtins";
import type { CallRunner, Close, Pending } from "./calls";
import { CausewayError, asError, badName, cancelled } from "./errors";
import type { Events } from "./events";
import type { Handlers } from "./handlers";
import type { MethodMap } from "./methods";
import { bare, put } from "./records";

/** A web implementation. */
interface WebMethod {
  kind: CausewayMethodKind;
  implementation: Function;
}

export class Web implements CallRunner {
  readonly #hosted: boolean;
  readonly #methods: MethodMap;
  readonly #handlers: Handlers;
  readonly #events: Events;
  readonly #implementations = new $Map<string, WebMethod>();
  readonly #api: CausewayWeb;

  /** `methods`: what the page may call, which the implementations become without a native side. */
  constructor(hosted: boolean, methods: MethodMap, handlers: Handlers, events: Events) {
    this.#hosted = hosted;
    this.#methods = methods;
    this.#handlers = handlers;
    this.#events = events;
    this.#api = freeze({
      active: !hosted,
      handle: (method: string, implementation: Function) => this.#register(method, "call", implementation),
      handleStream: (method: string, implementation: Function) => this.#register(method, "stream", implementation),
      call: (name: string, args?: unknown) => this.#callPage(name, args),
      emit: (name: string, data?: unknown) => {
        if (typeof name !== "string") throw badName();
        if (!hosted) events.deliver(name, data);
      },
      on: (name: string, listener: CausewayListener) => events.onPage(name, listener),
    }) as CausewayWeb;
  }

  /** `causeway.web`, frozen. */
  get api(): CausewayWeb {
    return this.#api;
  }

  /**
   * Runs a page call on the web implementation of `method`; its outcome goes to `entry` as native answers would.
   * @param extra  the call message's other fields: `stream` for a stream
   * @returns forgets the call, and with `cancel` aborts the implementation's signal
   */
  open(method: string, args: unknown, extra: Record<string, unknown>, entry: Pending): Close {
    const found = $map.get(this.#implementations, method);
    const streamed = extra.stream === true;
    const controller = new $AbortController();
    let live = true;
    let iterator: AsyncIterator<unknown> | Iterator<unknown> | undefined;
    const run = async () => {
      if (!found) throw new CausewayError("unknownMethod", `No web implementation of ${method}`);
      if ((found.kind === "stream") !== streamed) {
        throw new CausewayError("unknownMethod", `${method} is a ${found.kind}; use causeway.${found.kind}`);
      }
      const result = await found.implementation(args, { signal: $abortController.signal(controller), method });
      if (!streamed) return live && entry.deliver({ kind: "reply", ok: true }, result);
      const values = result as any;
      iterator = typeof values?.[Symbol.asyncIterator] === "function"
        ? values[Symbol.asyncIterator]()
        : values?.[Symbol.iterator]();
      if (!iterator) {
        throw new CausewayError("handlerFailed", `The web implementation of ${method} returned no iterable`);
      }
      while (live) {
        const step = await iterator.next();
        if (!live) return;
        if (step.done) return entry.deliver({ kind: "end" }, undefined);
        entry.deliver({ kind: "next" }, step.value);
      }
    };
    $queueMicrotask(() => run().catch((error) => live && entry.fail(asError(error, "handlerFailed"))));
    return (cancel) => {
      if (!live) return;
      live = false;
      if (!cancel) return;
      $abortController.abort(controller, cancelled());
      // The page left the stream: what the iterator's own `return` throws is the implementation's business.
      try {
        $Promise.resolve(iterator?.return?.()).catch(() => {});
      } catch {}
    };
  }

  /**
   * Registers the web implementation of `method`, used only without a native side: the path style then reaches it
   * too (`causeway.math.add(…)`), as the hello answer's methods do in an app. Returns what removes it.
   */
  #register(method: string, kind: CausewayMethodKind, implementation: Function): () => void {
    if (typeof method !== "string") throw badName();
    if (typeof implementation !== "function") {
      throw new CausewayError("invalidArguments", "An implementation must be a function");
    }
    if (this.#hosted) return () => {};
    const entry: WebMethod = bare({ kind, implementation });
    $map.set(this.#implementations, method, entry);
    this.#learn();
    return () => {
      if ($map.get(this.#implementations, method) !== entry) return;
      $map.delete(this.#implementations, method);
      this.#learn();
    };
  }

  /** Makes the web implementations the methods this page may call. */
  #learn(): void {
    const map: Record<string, CausewayMethodKind> = create(null);
    $map.forEach(this.#implementations, (entry, name) => put(map, name, entry.kind));
    this.#methods.learn(map);
  }

  /** `causeway.web.call`: calls page handler `name` as native code would, without a native side. */
  async #callPage(name: string, args?: unknown): Promise<any> {
    if (typeof name !== "string") throw badName();
    const handler = this.#hosted ? undefined : this.#handlers.lookup(name);
    if (!handler) {
      throw new CausewayError("unknownMethod", this.#hosted ? "Native code calls this page" : `No handler for ${name}`);
    }
    try {
      return await handler(args, { signal: $abortController.signal(new $AbortController()), method: name });
    } catch (error) {
      throw asError(error, "handlerFailed");
    }
  }
}
