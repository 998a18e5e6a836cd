/// <reference path="./causeway.d.ts" />
// Declarations of the ES module entry. The page API's types are global (causeway.d.ts), so that the declarations
// `causeway typings` generates for an app augment them wherever they are included.

/** The page API: `window.causeway`, injected by the app, or defined without a native side in a browser. */
export declare const causeway: Causeway & CausewayNamespaces;

/** The class of every error a call rejects with. */
export declare const CausewayError: CausewayErrorConstructor;

export default causeway;
