// This frame's document as native code knows it: the hello that asks for its epoch, limits and methods, the ready
// that says the page can take calls and events, the pull that native messages answer, and its outbox.
import { stringify } from "./builtins";
import { encode as encodeUploading } from "./binary";
import type { Channel } from "./channel";
import type { CausewayError } from "./errors";
import { MethodMap } from "./methods";
import { Outbox, type OutboxLink } from "./outbox";
import { bare } from "./records";
import { VERSION } from "./version";
import { type Binary, DEFAULT_LIMITS, type Limits, type Message, type Payload } from "./wire";

export class Frame implements OutboxLink {
  readonly #channel: Channel;
  readonly #hosted: boolean;
  readonly #outbox: Outbox;
  readonly #methods = new MethodMap();
  /** A hello is waiting for its answer. */
  #greeting = false;
  #epoch = 0;
  #limits: Limits = DEFAULT_LIMITS;
  #wantReady = false;
  #readyQueued = false;
  #wantDeclared = false;
  #declaredQueued = false;

  /** `hosted`: whether a native container injected the runtime; a page that loaded it itself never says ready. */
  constructor(channel: Channel, hosted: boolean) {
    this.#channel = channel;
    this.#hosted = hosted;
    this.#outbox = new Outbox(this);
  }

  get outbox(): Outbox {
    return this.#outbox;
  }

  /** What this frame may call: the hello answer's `methods`. */
  get methods(): MethodMap {
    return this.#methods;
  }

  /** The document epoch; 0 until the hello answer, and while the page is hidden. */
  get epoch(): number {
    return this.#epoch;
  }

  get limits(): Limits {
    return this.#limits;
  }

  post(text: string): void {
    this.#channel.post(text);
  }

  encode(value: unknown, found: Binary[]): Promise<Payload> {
    return encodeUploading(value, found, this.#channel, this.#limits);
  }

  /**
   * Asks native code for the epoch and the limits, in a post of its own. A ready wanted before it takes its place in
   * the outbox now, ahead of whatever is queued later.
   */
  hello(): void {
    this.#greeting = true;
    this.#channel.post(stringify(bare({ v: 1, kind: "hello", epoch: 0, runtime: VERSION })));
    if (this.#wantReady) this.ready(false);
  }

  /** Takes the hello answer, then pulls. An answer no hello waits for is ignored. */
  greeted(answer: Message): void {
    if (!this.#greeting) return;
    this.#greeting = false;
    this.#epoch = answer.epoch;
    this.#limits = { ...DEFAULT_LIMITS, ...answer.limits };
    this.#methods.learn(answer.methods);
    this.pull();
  }

  /**
   * Tells native code the page can take calls and events: once per epoch, after hello. The runtime says it at
   * DOMContentLoaded; page script that calls `causeway.ready()` also declares that it started, which native code
   * may wait for (an offline package on trial does), so that call is sent even after the runtime's own. Once the
   * hello is sent, the ready is queued when it is wanted, in order with the calls, events and replies around it; one
   * wanted before the hello is queued with it.
   * @param declared  whether page script called it
   */
  ready(declared: boolean): void {
    if (!this.#hosted) return;
    this.#wantReady = true;
    this.#wantDeclared ||= declared;
    if (!this.#greeting && !this.#epoch) return;
    if (this.#readyQueued && (this.#declaredQueued || !this.#wantDeclared)) return;
    this.#readyQueued = true;
    this.#declaredQueued = this.#wantDeclared;
    this.#outbox.post(this.#wantDeclared ? { kind: "ready", fields: { declared: true } } : { kind: "ready" });
  }

  /** Parks a pull for native messages, in a post of its own after anything queued. */
  pull(): void {
    if (!this.#epoch) return;
    this.#outbox.flush();
    this.#channel.post(stringify(bare({ v: 1, kind: "pull", epoch: this.#epoch })));
  }

  /** The page was hidden for going back: what is queued settles with `gone`, and the next show greets again. */
  hide(gone: CausewayError): void {
    this.#outbox.clear(gone);
    this.#epoch = 0;
    this.#methods.learn();
    this.#greeting = false;
    this.#readyQueued = false;
    this.#declaredQueued = false;
  }

  /** The page was shown again: greets the courier again, if it was heard. */
  show(): void {
    if (this.#channel.heard) this.hello();
  }
}
