// Native streams, read with `for await`: a stream's call is opened when iteration starts, its values wait until
// they are asked for, and leaving the loop early cancels it.
import type { CausewayStreamOptions } from "./api";
import { $Promise, $abortSignal, $array, freeze, listen, unlisten } from "./builtins";
import type { Close, Pending } from "./calls";
import { type CausewayError, badName, cancelled, fromWire } from "./errors";
import { append, emptyList, put } from "./records";

/** Opens a call as `Calls.open` does. */
export type Open = (method: string, args: unknown, extra: Record<string, unknown>, entry: Pending) => Close;

/** The async iterator that `stream` returns. Its prototype is frozen, so page script cannot wrap every stream. */
class Stream implements AsyncIterableIterator<any> {
  declare readonly next: () => Promise<IteratorResult<any>>;
  declare readonly return: () => Promise<IteratorResult<any>>;

  /** `stop` leaves the stream early. */
  constructor(next: () => Promise<IteratorResult<any>>, stop: () => Promise<IteratorResult<any>>) {
    put(this, "next", next);
    put(this, "return", stop);
  }

  [Symbol.asyncIterator]() {
    return this;
  }
}
freeze(Stream.prototype);

/** `causeway.stream`: native stream `method`, whose call `open` opens when iteration starts. */
export function stream(
  open: Open,
  method: string,
  args?: unknown,
  options: CausewayStreamOptions = {},
): AsyncIterableIterator<any> {
  const { signal } = options;
  const values = emptyList<unknown>();
  const waiting =
    emptyList<{ resolve: (result: IteratorResult<any>) => void; reject: (error: CausewayError) => void }>();
  let started = false;
  let finished = false;
  /** Thrown by the next `next()` once the values are taken. */
  let failure: CausewayError | undefined;
  let close: Close = () => {};

  const answer = () => {
    while (waiting.length && (values.length || finished)) {
      const { resolve, reject } = $array.shift(waiting)!;
      if (values.length) resolve({ value: $array.shift(values), done: false });
      else if (failure) {
        reject(failure);
        failure = undefined;
      } else resolve({ value: undefined, done: true });
    }
  };
  const finish = (error?: CausewayError, cancel = false) => {
    if (finished) return;
    finished = true;
    failure = error;
    close(cancel);
    if (signal) unlisten(signal, "abort", abort);
    answer();
  };
  const abort = () => {
    values.length = 0;
    finish(cancelled(), true);
  };
  const start = () => {
    started = true;
    if (typeof method !== "string") return finish(badName());
    if (signal && $abortSignal.aborted(signal)) return finish(cancelled());
    try {
      close = open(method, args, { stream: true }, {
        fail: finish,
        deliver(message, value) {
          if (message.kind === "next") {
            append(values, value);
            answer();
          } else if (message.kind === "end") finish(message.error ? fromWire(message.error) : undefined);
        },
      });
    } catch (error) {
      return finish(error as CausewayError);
    }
    if (signal) listen(signal, "abort", abort);
  };

  return new Stream(
    () => {
      if (!started && !finished) start();
      return new $Promise((resolve, reject) => {
        append(waiting, { resolve, reject });
        answer();
      });
    },
    async () => {
      values.length = 0;
      finish(undefined, true);
      return { value: undefined, done: true };
    },
  );
}
