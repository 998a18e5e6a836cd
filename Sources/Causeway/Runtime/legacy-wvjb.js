// WebViewJavascriptBridge's page API on top of window.causeway, for pages written for that bridge:
// setupWebViewJavascriptBridge(cb), bridge.registerHandler(name, fn), bridge.callHandler(name, data, cb).
// Calls go through causeway.call, so the same handlers and the same capability rules apply.
(() => {
  "use strict";
  if (window.WebViewJavascriptBridge || !window.causeway) return;
  const causeway = window.causeway;
  const bridge = Object.freeze({
    registerHandler(name, handler) {
      causeway.handle(name, (data) => new Promise((resolve) => handler(data, resolve)));
    },
    callHandler(name, data, responseCallback) {
      if (arguments.length === 2 && typeof data === "function") {
        responseCallback = data;
        data = null;
      }
      causeway.call(name, data === undefined ? null : data).then(
        (result) => { if (typeof responseCallback === "function") responseCallback(result); },
        // The old API has no error channel: the callback is not called, and the error is reported through the
        // console.error of this moment, so a console wrapped after the shim (ConsolePlugin) still sees it.
        (error) => console.error(`WebViewJavascriptBridge: ${name} failed with ${error.code}: ${error.message}`),
      );
    },
    disableJavscriptAlertBoxSafetyTimeout() {},
  });
  Object.defineProperty(window, "WebViewJavascriptBridge", { value: bridge, enumerable: true });
  // Pages that queued callbacks before the bridge existed get it once the document has loaded.
  const queued = () => {
    const callbacks = window.WVJBCallbacks;
    delete window.WVJBCallbacks;
    if (Array.isArray(callbacks)) for (const callback of callbacks) callback(bridge);
  };
  document.addEventListener("DOMContentLoaded", queued, { once: true });
})();
