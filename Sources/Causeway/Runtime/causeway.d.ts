// Typings of the Causeway page API: the global `causeway` that causeway.js defines in every bridged frame.

/** Why a call across the bridge failed. */
type CausewayErrorCode =
  | "unknownMethod"
  | "invalidArguments"
  | "handlerFailed"
  | "timeout"
  | "cancelled"
  | "denied"
  | "navigated"
  | "payloadTooLarge"
  | "protocolError";

/** Where in a value a problem was found: object keys and array indices from the outside in. */
type CausewayPath = Array<string | number>;

/** An error from the other side of the bridge, or a call that failed locally. */
interface CausewayError extends Error {
  readonly code: CausewayErrorCode;
  /** For `invalidArguments`: the path of the bad field. */
  readonly path?: CausewayPath;
  /** Extra detail from the handler that failed. */
  readonly data?: unknown;
}

interface CausewayErrorOptions {
  path?: CausewayPath;
  data?: unknown;
}

interface CausewayErrorConstructor {
  /** Page handlers throw one of these to answer native code with a specific code and data. */
  new (code: CausewayErrorCode, message?: string, options?: CausewayErrorOptions): CausewayError;
  readonly prototype: CausewayError;
}

interface CausewayCallOptions {
  /** Milliseconds to wait for the reply before rejecting with `timeout` and cancelling the native work. */
  timeout?: number;
  /** Aborting it rejects with `cancelled` and cancels the native work. */
  signal?: AbortSignal;
}

interface CausewayStreamOptions {
  /** Aborting it ends the stream with `cancelled` and cancels the native work. */
  signal?: AbortSignal;
}

interface CausewayHandlerContext {
  /** Aborted when native code cancels the call or the page is hidden. */
  readonly signal: AbortSignal;
  /** The name the handler was called by. */
  readonly method: string;
}

/** A page handler; its result (or thrown error) is the reply to native code. */
type CausewayHandler<Args = any> = (args: Args, context: CausewayHandlerContext) => unknown;

/** A listener for native events. */
type CausewayListener<Data = any> = (data: Data) => void;

interface Causeway {
  /** The version of the page runtime. */
  readonly version: string;
  /** The document epoch the native side gave this page; 0 until it is known. */
  readonly epoch: number;
  readonly CausewayError: CausewayErrorConstructor;

  /**
   * Calls a native method. JSON values travel as they are; `ArrayBuffer`s, typed arrays, `DataView`s and `Blob`s
   * travel as bytes and come back as `Uint8Array`s. Rejects with a `CausewayError`.
   */
  call<Result = any>(method: string, args?: unknown, options?: CausewayCallOptions): Promise<Result>;

  /**
   * Opens a native stream; it starts when iteration starts. Leaving the `for await` loop early cancels it.
   * An error ending the stream is thrown from the loop as a `CausewayError`.
   */
  stream<Value = any>(method: string, args?: unknown, options?: CausewayStreamOptions): AsyncIterableIterator<Value>;

  /** Lets native code call `name` on this page. Returns a function that removes the handler. */
  handle<Args = any>(name: string, handler: CausewayHandler<Args>): () => void;

  /** Listens for native event `name`. Returns a function that removes the listener. */
  on<Data = any>(name: string, listener: CausewayListener<Data>): () => void;

  /** Removes a listener added with `on`. */
  off<Data = any>(name: string, listener: CausewayListener<Data>): void;

  /** Sends event `name` to native code. Resolves once the event has left the page; rejects with a `CausewayError`. */
  emit(name: string, data?: unknown): Promise<void>;

  /** Tells native code the page can take calls and events now, before the DOM has loaded. Idempotent. */
  ready(): void;
}

interface Window {
  readonly causeway: Causeway;
}

declare const causeway: Causeway;
