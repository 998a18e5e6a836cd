// The `WKScriptMessageHandler` plugin page API on top of window.causeway: window.bridge.invoke(identifier, selector, callback,
// ...args) calls the native method `identifier.name`, where name is the selector up to its first colon. One
// argument is passed as it is, several as an array. The callback, when given, receives the result.
(() => {
  "use strict";
  if (!window.causeway) return;
  const causeway = window.causeway;
  const bridge = window.bridge || (window.bridge = {});
  bridge.invoke = (identifier, selector, callback, ...args) => {
    const method = `${identifier}.${String(selector).split(":")[0]}`;
    const payload = args.length === 0 ? null : args.length === 1 ? args[0] : args;
    causeway.call(method, payload === undefined ? null : payload).then(
      (result) => { if (typeof callback === "function") callback(result); },
      // Reported through the console.error of this moment, so a console wrapped after the shim still sees it.
      (error) => console.error(`bridge.invoke: ${method} failed with ${error.code}: ${error.message}`),
    );
  };
})();
