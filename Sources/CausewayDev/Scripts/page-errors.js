// `causeway dev`: reports the page's uncaught errors and unhandled rejections to native code (dev.pageError), with
// the script, line and column they come from, so that the window shows them over the page.
(() => {
  "use strict";
  const causeway = window.causeway;
  if (!causeway) return;
  /** The first `url:line:column` of a stack, in JavaScriptCore's `name@url:line:column` form or V8's. */
  const place = (stack) => {
    const match = /(?:@|\()?([a-z][\w+.-]*:[^\s()]*?):(\d+):(\d+)\)?\s*$/m.exec(String(stack || ""));
    return match ? { source: match[1], line: +match[2], column: +match[3] } : { source: "", line: 0, column: 0 };
  };
  const report = (error) => causeway.call("dev.pageError", error).catch(() => {});
  window.addEventListener("error", (event) => {
    if (!(event instanceof ErrorEvent)) return;
    report({ kind: "error", message: String(event.message), source: event.filename || "", line: event.lineno || 0,
             column: event.colno || 0 });
  });
  window.addEventListener("unhandledrejection", (event) => {
    const reason = event.reason;
    const message = reason instanceof Error ? `${reason.name}: ${reason.message}` : `Unhandled rejection: ${String(reason)}`;
    report({ kind: "unhandledRejection", message, ...place(reason && reason.stack) });
  });
})();
