// The types of `<causeway-view>` (components.js), written into causeway.d.ts beside the page API's (see api.ts).

/**
 * Same-layer component types by the name a page writes in `<causeway-view type="…">`, each with its `props`, its
 * `methods` (`{ args; result }` each) and its `events` (the `detail` of each). `causeway typings` (or
 * `TypeScriptDeclarations`) writes the app's registered types into this interface.
 */
export interface CausewayComponentTypes {}

/** What is known of component type `Type`: its declared contract, or anything for a type not declared. */
export type CausewayComponentContract<Type extends string> = Type extends keyof CausewayComponentTypes
  ? CausewayComponentTypes[Type]
  : {
      props: Record<string, unknown>;
      methods: { [name: string]: { args: any; result: any } };
      events: { [name: string]: any };
    };

export type CausewayComponentMethods<Type extends string> = CausewayComponentContract<Type>["methods"];
export type CausewayComponentEvents<Type extends string> = CausewayComponentContract<Type>["events"];

/** The arguments `invoke` takes for a method whose `args` are `Args`: none at all where it takes nothing. */
export type CausewayInvokeArguments<Args> = null extends Args ? [args?: Args] : [args: Args];

/**
 * `<causeway-view type="…">`: a placeholder that a same-layer native component fills. Its attributes are the
 * component's props (read by the kind of each prop), and the component's reports arrive as DOM events whose
 * `detail` is what it sent; a command the host refused arrives as an `error` event with a `CausewayError`.
 *
 * Name the type to have its methods and events checked: `CausewayViewElement<"video">`.
 */
export interface CausewayViewElement<Type extends string = string> extends HTMLElement {
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

export interface HTMLElementTagNameMap {
  "causeway-view": CausewayViewElement;
}
