// The page's way to native code. Posts go through the courier (courier.js, in another script world) by DOM events on
// the document both ways, or, where the engine names the frame of every post itself, to the message handler of the
// page's own world (`pageWorld`). Uploads of bytes always go through the courier. The channel owns those listeners,
// and the uploads waiting for the courier's answer.
import { $Map, $Promise, $customEvent, $document, $map, $queueMicrotask, $string, $window, apply, listen, signal } from "./builtins";
import { unhooked } from "./records";
import type { Binary } from "./wire";

/** What the channel hears from native code. */
export interface ChannelListener {
  /** Posts can go now; called once. */
  heard(): void;
  /** A native answer: wire messages, one per line. */
  answered(text: string): void;
  /** A post that could not be delivered, as it was sent. */
  failed(text: string): void;
}

/** A script message handler as page script sees it: `postMessage` resolves with native code's answer. */
export interface MessageHandler {
  postMessage(body: string): Promise<unknown>;
}

/** The message handler of the page's own world, and this document's frame token, which every post to it carries. */
interface PageWorld {
  handler: MessageHandler;
  /** The handler's `postMessage`, captured with it. */
  postMessage: Function;
  token: string;
}

/** What a frame's document posts when it goes away for good. */
const GONE = '{"v":1,"kind":"gone","epoch":0}';

export class Channel {
  readonly #listener: ChannelListener;
  readonly #pageWorld: PageWorld | undefined;
  #heard = false;
  #courierHeard = false;
  #hearCourier: () => void = () => {};
  /** Resolves once the courier has been heard: uploads wait for it. */
  readonly #whenCourier: Promise<void>;
  #lastUpload = 0;
  /** Uploads waiting for the courier's answer, by id. */
  readonly #uploads = new $Map<number, (answer: string) => void>();

  /**
   * A channel through the courier, or, given `pageWorld` (the page world's message handler, captured before page
   * script runs), one that posts to that handler with a frame token it makes now; it is heard at the end of this turn.
   */
  constructor(listener: ChannelListener, pageWorld?: MessageHandler) {
    this.#listener = listener;
    this.#pageWorld = pageWorld && { handler: pageWorld, postMessage: pageWorld.postMessage, token: frameToken() };
    this.#whenCourier = unhooked(new $Promise<void>((resolve) => (this.#hearCourier = resolve)));
    listen($document, "causeway:courier", () => {
      if (this.#courierHeard) return;
      this.#courierHeard = true;
      this.#hearCourier();
      if (!this.#pageWorld) this.#hear();
    });
    listen($document, "causeway:uploaded", (event: CustomEvent) => {
      const detail = $customEvent.detail(event);
      if (typeof detail !== "string") return;
      const newline = $string.indexOf(detail, "\n");
      const id = +$string.slice(detail, 0, newline);
      const resolve = $map.get(this.#uploads, id);
      if (!resolve) return;
      $map.delete(this.#uploads, id);
      resolve($string.slice(detail, newline + 1));
    });
    if (this.#pageWorld) {
      $queueMicrotask(() => this.#hear());
      // The courier has no handler to say so: a document that goes away for good tells the bridge itself.
      listen($window, "pagehide", (event: PageTransitionEvent) => {
        if (!event.persisted) this.#postToPageWorld(GONE);
      });
      return;
    }
    listen($document, "causeway:recv", (event: CustomEvent) => {
      const detail = $customEvent.detail(event);
      if (typeof detail === "string" && detail) listener.answered(detail);
    });
    listen($document, "causeway:fail", (event: CustomEvent) => {
      const detail = $customEvent.detail(event);
      if (typeof detail === "string") listener.failed(detail);
    });
  }

  /** Whether posts can go. */
  get heard(): boolean {
    return this.#heard;
  }

  /** Posts `text`: to the page world's handler, or through the courier. */
  post(text: string): void {
    if (this.#pageWorld) this.#postToPageWorld(text);
    else signal("causeway:send", text);
  }

  /**
   * Has the courier upload `bytes`, once it is there; resolves with its answer: the status and the text, one per
   * line.
   */
  async upload(bytes: Binary): Promise<string> {
    await this.#whenCourier;
    const id = ++this.#lastUpload;
    return new $Promise<string>((resolve) => {
      $map.set(this.#uploads, id, resolve);
      signal("causeway:upload", { id, bytes });
    });
  }

  #hear(): void {
    if (this.#heard) return;
    this.#heard = true;
    this.#listener.heard();
  }

  /** Posts `text` with the frame token to the page world's handler, and hands on its answer or its failure. */
  async #postToPageWorld(text: string): Promise<void> {
    const { handler, postMessage, token } = this.#pageWorld!;
    let answer: unknown;
    try {
      answer = await unhooked(apply(postMessage, handler, [`${token}\n${text}`]));
    } catch {
      this.#listener.failed(text);
      return;
    }
    if (typeof answer === "string" && answer) this.#listener.answered(answer);
  }
}

/** 32 hex digits from the platform's random source, made once per document: the frame token of its posts. */
function frameToken(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  let token = "";
  for (let i = 0; i < bytes.length; i++) token += (bytes[i] < 16 ? "0" : "") + bytes[i].toString(16);
  return token;
}
