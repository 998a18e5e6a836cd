// The page half of the bridge contract tests: standard page handlers, and operations the native test drives.
"use strict";
(function () {
  const bridge = window.causeway;
  const aborted = [];
  const hanging = [];
  const recorded = {};
  const protocolErrors = [];

  // Answers about posts native code could not read carry no call id; record their codes as they pass by.
  document.addEventListener("causeway:recv", (event) => {
    for (const line of String(event.detail).split("\n")) {
      try {
        const message = JSON.parse(line);
        if (message.kind === "error") protocolErrors.push(message.error.code);
      } catch (e) {
        // not an answer this page can read
      }
    }
  });

  const pattern = (size) => {
    const bytes = new Uint8Array(size);
    for (let i = 0; i < size; i++) bytes[i] = i % 251;
    return bytes;
  };
  const matchesPattern = (bytes) => {
    for (let i = 0; i < bytes.length; i++) if (bytes[i] !== i % 251) return false;
    return true;
  };
  const errorOf = (e) => ({ code: e && e.code, message: e && e.message, path: e && e.path, data: e && e.data });
  const outcome = (promise) => promise.then((result) => ({ ok: true, result }), (e) => ({ ok: false, error: errorOf(e) }));
  const whenAborted = (signal, tag, reject) => signal.addEventListener("abort", () => {
    aborted.push(tag);
    if (reject) reject(new Error("aborted"));
  });

  bridge.handle("page.echo", (args) => args);
  bridge.handle("page.fail", (args) => {
    const error = new Error(args.message);
    error.data = args.data;
    throw error;
  });
  bridge.handle("page.slow", (args, { signal }) => new Promise((resolve, reject) => {
    const timer = setTimeout(() => resolve(args.value), args.ms);
    whenAborted(signal, args.tag, (e) => { clearTimeout(timer); reject(e); });
  }));
  bridge.handle("page.hang", (args, { signal }) => new Promise(() => {
    hanging.push(args.tag);
    whenAborted(signal, args.tag);
  }));
  bridge.handle("page.bytes", (args) => pattern(args.size));
  bridge.handle("page.checkBytes", (args) => ({ length: args.bytes.length, isBytes: args.bytes instanceof Uint8Array, matches: matchesPattern(args.bytes) }));

  window.contract = {
    call(method, args, options) {
      const settings = {};
      if (options.timeout != null) settings.timeout = options.timeout;
      if (options.abortAfter != null) {
        const controller = new AbortController();
        setTimeout(() => controller.abort(), options.abortAfter);
        settings.signal = controller.signal;
      }
      return outcome(bridge.call(method, args, settings));
    },
    callMany(method, list) {
      return Promise.all(list.map((args) => outcome(bridge.call(method, args))));
    },
    async readStream(method, args, limit) {
      const values = [];
      try {
        for await (const value of bridge.stream(method, args)) {
          values.push(value);
          if (limit != null && values.length >= limit) break;
        }
        return { values };
      } catch (e) {
        return { values, error: errorOf(e) };
      }
    },
    listen(name) {
      if (recorded[name]) return;
      recorded[name] = [];
      bridge.on(name, (data) => recorded[name].push(data));
    },
    recorded(name) { return recorded[name] || []; },
    emit(name, list) { for (const data of list) bridge.emit(name, data); },
    aborted() { return aborted.slice(); },
    hanging() { return hanging.slice(); },
    sendBytes(method, size) { return outcome(bridge.call(method, { bytes: pattern(size) })); },
    async receiveBytes(method, size) {
      const result = await outcome(bridge.call(method, { size }));
      if (!result.ok) return result;
      const bytes = result.result;
      return { ok: true, result: { length: bytes.length, isBytes: bytes instanceof Uint8Array, matches: matchesPattern(bytes) } };
    },
    postRaw(text) { document.dispatchEvent(new CustomEvent("causeway:send", { detail: text })); },
    protocolErrors() { return protocolErrors.slice(); },
  };
  window.contract.listen("startup");
  window.contract.listen("recovered");
})();
