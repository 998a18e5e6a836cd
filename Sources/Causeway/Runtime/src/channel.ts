// The page's end of the courier (courier.js, in another script world): DOM events on the document both ways. The
// channel owns those listeners, and the uploads waiting for the courier's answer.
import { $Map, $Promise, $customEvent, $document, $map, $string, listen, signal } from "./builtins";
import { unhooked } from "./records";
import type { Binary } from "./wire";

/** What the channel hears from the courier. */
export interface ChannelListener {
  /** The courier is there; called once. */
  heard(): void;
  /** A native answer: wire messages, one per line. */
  answered(text: string): void;
  /** A post that could not be delivered, as it was sent. */
  failed(text: string): void;
}

export class Channel {
  #heard = false;
  #hear: () => void = () => {};
  /** Resolves once the courier has been heard. */
  readonly #whenHeard: Promise<void>;
  #lastUpload = 0;
  /** Uploads waiting for the courier's answer, by id. */
  readonly #uploads = new $Map<number, (answer: string) => void>();

  constructor(listener: ChannelListener) {
    this.#whenHeard = unhooked(new $Promise<void>((resolve) => (this.#hear = resolve)));
    listen($document, "causeway:courier", () => {
      if (this.#heard) return;
      this.#heard = true;
      this.#hear();
      listener.heard();
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
    listen($document, "causeway:recv", (event: CustomEvent) => {
      const detail = $customEvent.detail(event);
      if (typeof detail === "string" && detail) listener.answered(detail);
    });
    listen($document, "causeway:fail", (event: CustomEvent) => {
      const detail = $customEvent.detail(event);
      if (typeof detail === "string") listener.failed(detail);
    });
  }

  /** Whether the courier has been heard. */
  get heard(): boolean {
    return this.#heard;
  }

  /** Hands one post to the courier. */
  post(text: string): void {
    signal("causeway:send", text);
  }

  /**
   * Has the courier upload `bytes`, once it is there; resolves with its answer: the status and the text, one per
   * line.
   */
  async upload(bytes: Binary): Promise<string> {
    await this.#whenHeard;
    const id = ++this.#lastUpload;
    return new $Promise<string>((resolve) => {
      $map.set(this.#uploads, id, resolve);
      signal("causeway:upload", { id, bytes });
    });
  }
}
