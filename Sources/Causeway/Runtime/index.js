// The page runtime as an ES module: `import { causeway } from "causeway-runtime"`.
//
// In an app, the native container has already injected the runtime at document start, so causeway.js finds
// `window.causeway` and leaves it as it is, and this module exports the injected one. In a browser, causeway.js
// defines it here, without a native side: calls go to the web implementations registered with `causeway.web`.
import "./causeway.js";

/** The page API: `window.causeway`. */
export const causeway = window.causeway;

/** The class of every error a call rejects with. */
export const CausewayError = causeway.CausewayError;

export default causeway;
