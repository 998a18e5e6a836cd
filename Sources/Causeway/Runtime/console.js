// Forwards the page's console output and uncaught errors to native code (console.write), keeping the console's own
// behaviour. Values are written as text: strings as they are, other values as JSON where they can be.
(() => {
  "use strict";
  const causeway = window.causeway;
  if (!causeway || window.__causewayConsole) return;
  Object.defineProperty(window, "__causewayConsole", { value: true });
  const limit = 4096;
  const text = (value) => {
    if (typeof value === "string") return value;
    if (value instanceof Error) return `${value.name}: ${value.message}`;
    try {
      const json = JSON.stringify(value);
      return json === undefined ? String(value) : json;
    } catch (e) {
      return String(value);
    }
  };
  const forward = (level, values) => {
    const message = values.map(text).join(" ").slice(0, limit);
    causeway.call("console.write", { level, message }).catch(() => {});
  };
  for (const level of ["debug", "log", "info", "warn", "error"]) {
    const original = console[level];
    console[level] = function (...values) {
      original.apply(console, values);
      forward(level, values);
    };
  }
  window.addEventListener("error", (event) => forward("error", [`Uncaught ${event.message} (${event.filename}:${event.lineno})`]));
  window.addEventListener("unhandledrejection", (event) => forward("error", ["Unhandled rejection:", event.reason]));
})();
