// The page API's public types: the source of causeway.d.ts. scripts/runtime-bundle compiles this module's
// declarations and makes them global (it drops each `export`), so `Window` and `causeway` below extend the DOM's
// globals there; here they are this module's own. The runtime's modules implement these types.

/** Why a call across the bridge failed. */
export type CausewayErrorCode =
  | "unknownMethod"
  | "invalidArguments"
  | "handlerFailed"
  | "timeout"
  | "cancelled"
  | "denied"
  | "navigated"
  | "payloadTooLarge"
  | "limitExceeded"
  | "protocolError";

/** Where in a value a problem was found: object keys and array indices from the outside in. */
export type CausewayPath = Array<string | number>;

/** An error from the other side of the bridge, or a call that failed locally. */
export interface CausewayError extends Error {
  readonly code: CausewayErrorCode;
  /** For `invalidArguments`: the path of the bad field. */
  readonly path?: CausewayPath;
  /** Extra detail from the handler that failed. */
  readonly data?: unknown;
}

export interface CausewayErrorOptions {
  path?: CausewayPath;
  data?: unknown;
}

export interface CausewayErrorConstructor {
  /** Page handlers throw one of these to answer native code with a specific code and data. */
  new (code: CausewayErrorCode, message?: string, options?: CausewayErrorOptions): CausewayError;
  readonly prototype: CausewayError;
}

export interface CausewayCallOptions {
  /** Milliseconds to wait for the reply before rejecting with `timeout` and cancelling the native work. */
  timeout?: number;
  /** Aborting it rejects with `cancelled` and cancels the native work. */
  signal?: AbortSignal;
}

export interface CausewayStreamOptions {
  /** Aborting it ends the stream with `cancelled` and cancels the native work. */
  signal?: AbortSignal;
}

export interface CausewayHandlerContext {
  /** Aborted when native code cancels the call or the page is hidden. */
  readonly signal: AbortSignal;
  /** The name the handler was called by. */
  readonly method: string;
}

/** A page handler; its result (or thrown error) is the reply to native code. */
export type CausewayHandler<Args = any> = (args: Args, context: CausewayHandlerContext) => unknown;

/** A listener for native events. */
export type CausewayListener<Data = any> = (data: Data) => void;

/** How a native method answers: once, or with a stream of values. */
export type CausewayMethodKind = "call" | "stream";

/**
 * A native method reached by its path: `causeway.network.fetchData(args, options)` is
 * `causeway.call("network.fetchData", args, options)`, or `causeway.stream(…)` (an async iterator, not a promise)
 * when the hello answer lists the method as a stream. Typed loosely here, and as a namespace too so that nested paths
 * (`causeway.media.camera.take()`) type-check; for `for await` over a stream method, and for exact argument and
 * result types, use the generated declarations (see `Causeway`).
 */
export interface CausewayMethod extends CausewayNamespace {
  (args?: unknown, options?: CausewayCallOptions): Promise<any>;
}

/** `causeway.<namespace>`: its properties are the native methods under that namespace, and deeper namespaces. */
export interface CausewayNamespace {
  readonly [name: string]: CausewayMethod;
}

/** Any `causeway.<namespace>` that `Causeway` does not declare. */
export interface CausewayNamespaces {
  readonly [namespace: string]: CausewayNamespace;
}

/**
 * The page API. Besides these members, `causeway.<namespace>.<method>(args, options)` calls a native plugin method
 * (see `CausewayNamespaces`).
 *
 * Exact types for an app's plugins: `causeway typings` generates declarations for the methods the app registers.
 * Include that generated file next to this one; it augments this interface with each namespace and its methods
 * (declared here, they take precedence over the loose `CausewayNamespace`).
 */
export interface Causeway {
  /** The version of the page runtime. */
  readonly version: string;
  /** The document epoch the native side gave this page; 0 until it is known. */
  readonly epoch: number;
  /**
   * The native methods this frame may call, each `"call"` or `"stream"`, as of the last hello answer; empty until
   * then and while the page is hidden. A frozen copy.
   */
  readonly methods: Readonly<Record<string, CausewayMethodKind>>;
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

  /**
   * Tells native code the page can take calls and events now, before the DOM has loaded, and declares that the
   * page started: an offline package version on trial is kept only once its page has called this. Idempotent.
   */
  ready(): void;

  /**
   * The page's stand-in for native code, for pages that run without one (in a browser, in tests). In an app these
   * registrations are ignored and native code answers.
   */
  readonly web: CausewayWeb;
}

/**
 * Each native method's web implementation, by name: `causeway typings` declares the app's methods here. A method
 * declared here can only be registered with its declared types.
 */
export interface CausewayWebImplementations {}

/** `unknown` for a method the app's declarations do not type, `never` for one they do (see `CausewayWebImplementations`). */
export type CausewayUndeclaredMethod<Method extends string> = Method extends keyof CausewayWebImplementations ? never : unknown;

/** What a web implementation of a call returns: the result, or a promise of it. */
export type CausewayWebResult<Result> = Result | PromiseLike<Result>;

/** What a web implementation of a stream returns: its values, one by one. */
export type CausewayWebValues<Value> = AsyncIterable<Value> | Iterable<Value> | PromiseLike<AsyncIterable<Value> | Iterable<Value>>;

/**
 * Web implementations of native methods, used where the page has no native side: `causeway.js` loaded by the page
 * itself (the `causeway-runtime` package, or a script tag) in a browser. There, `causeway.call(method, …)` runs the
 * implementation registered for `method`, and rejects with `unknownMethod` where there is none, as an app does for a
 * method nobody registered. `causeway typings` declares a typed overload per method of the app; `causeway typings
 * --mocks` writes a module that registers one for each.
 */
export interface CausewayWeb {
  /** Whether the page has no native side, so that calls go to web implementations. */
  readonly active: boolean;

  /**
   * Registers the web implementation of call `method`. It receives the arguments as the page passed them and
   * `{signal, method}`; the signal aborts when the call times out or is cancelled. A `CausewayError` it throws
   * reaches the caller as it is; any other error becomes `handlerFailed`. Returns a function that removes it.
   */
  handle<Args = any, Result = any, Method extends string = string>(
    method: Method & CausewayUndeclaredMethod<Method>,
    implementation: (args: Args, context: CausewayHandlerContext) => CausewayWebResult<Result>,
  ): () => void;

  /**
   * Registers the web implementation of stream `method`: each value of the iterable it returns is one element. When
   * the page leaves its loop, the signal aborts and the iterator's `return` is called.
   */
  handleStream<Args = any, Value = any, Method extends string = string>(
    method: Method & CausewayUndeclaredMethod<Method>,
    implementation: (args: Args, context: CausewayHandlerContext) => CausewayWebValues<Value>,
  ): () => void;

  /** Calls the page's own handler `name` (see `causeway.handle`) as native code would. */
  call<Result = any>(name: string, args?: unknown): Promise<Result>;

  /** Sends event `name` to the page's listeners (see `causeway.on`) as native code would. */
  emit(name: string, data?: unknown): void;

  /** Listens for event `name` that the page emits (see `causeway.emit`). Returns a function that removes it. */
  on<Data = any>(name: string, listener: CausewayListener<Data>): () => void;
}

export interface Window {
  readonly causeway: Causeway & CausewayNamespaces;
}

export declare const causeway: Causeway & CausewayNamespaces;
