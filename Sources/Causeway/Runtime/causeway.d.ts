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

/** How a native method answers: once, or with a stream of values. */
type CausewayMethodKind = "call" | "stream";

/**
 * A native method reached by its path: `causeway.network.fetchData(args, options)` is
 * `causeway.call("network.fetchData", args, options)`, or `causeway.stream(…)` (an async iterator, not a promise)
 * when the hello answer lists the method as a stream. Typed loosely here, and as a namespace too so that nested paths
 * (`causeway.media.camera.take()`) type-check; for `for await` over a stream method, and for exact argument and
 * result types, use the generated declarations (see `Causeway`).
 */
interface CausewayMethod extends CausewayNamespace {
  (args?: unknown, options?: CausewayCallOptions): Promise<any>;
}

/** `causeway.<namespace>`: its properties are the native methods under that namespace, and deeper namespaces. */
interface CausewayNamespace {
  readonly [name: string]: CausewayMethod;
}

/** Any `causeway.<namespace>` that `Causeway` does not declare. */
interface CausewayNamespaces {
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
interface Causeway {
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
}

interface Window {
  readonly causeway: Causeway & CausewayNamespaces;
}

declare const causeway: Causeway & CausewayNamespaces;

/**
 * Same-layer component types by the name a page writes in `<causeway-view type="…">`, each with its `props`, its
 * `methods` (`{ args; result }` each) and its `events` (the `detail` of each). `causeway typings` (or
 * `TypeScriptDeclarations`) writes the app's registered types into this interface.
 */
interface CausewayComponentTypes {}

/** What is known of component type `Type`: its declared contract, or anything for a type not declared. */
type CausewayComponentContract<Type extends string> = Type extends keyof CausewayComponentTypes
  ? CausewayComponentTypes[Type]
  : {
      props: Record<string, unknown>;
      methods: { [name: string]: { args: any; result: any } };
      events: { [name: string]: any };
    };

type CausewayComponentMethods<Type extends string> = CausewayComponentContract<Type>["methods"];
type CausewayComponentEvents<Type extends string> = CausewayComponentContract<Type>["events"];

/** The arguments `invoke` takes for a method whose `args` are `Args`: none at all where it takes nothing. */
type CausewayInvokeArguments<Args> = null extends Args ? [args?: Args] : [args: Args];

/**
 * `<causeway-view type="…">`: a placeholder that a same-layer native component fills. Its attributes are the
 * component's props (read by the kind of each prop), and the component's reports arrive as DOM events whose
 * `detail` is what it sent; a command the host refused arrives as an `error` event with a `CausewayError`.
 *
 * Name the type to have its methods and events checked: `CausewayViewElement<"video">`.
 */
interface CausewayViewElement<Type extends string = string> extends HTMLElement {
  /** The component's id, as native code knows it. */
  readonly componentId: string;
  /** Props set from script; they win over attributes. */
  props: Partial<CausewayComponentContract<Type>["props"]>;
  /** Runs the native component's method `name`; rejects with a `CausewayError`. */
  invoke<Name extends keyof CausewayComponentMethods<Type> & string>(
    name: Name,
    ...args: CausewayInvokeArguments<CausewayComponentMethods<Type>[Name]["args"]>
  ): Promise<CausewayComponentMethods<Type>[Name]["result"]>;
  /** Listens for the component's event `type`, whose `detail` is what the component sent. */
  addEventListener<Name extends keyof CausewayComponentEvents<Type> & string>(
    type: Name,
    listener: (this: CausewayViewElement<Type>, event: CustomEvent<CausewayComponentEvents<Type>[Name]>) => any,
    options?: boolean | AddEventListenerOptions
  ): void;
  addEventListener<Name extends keyof HTMLElementEventMap>(
    type: Name,
    listener: (this: CausewayViewElement<Type>, event: HTMLElementEventMap[Name]) => any,
    options?: boolean | AddEventListenerOptions
  ): void;
  addEventListener(type: string, listener: EventListenerOrEventListenerObject, options?: boolean | AddEventListenerOptions): void;
}

interface HTMLElementTagNameMap {
  "causeway-view": CausewayViewElement;
}
