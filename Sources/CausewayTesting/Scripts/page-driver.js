// FakePage's hands on the page runtime: what a test asks of `causeway` (call, stream, handle, on, emit, ready) made
// through the runtime's own API, its outcomes told to native code through the environment's host. Values cross as
// JSON; a binary value crosses as `{"$blob": "page:N"}`, a marker of bytes this script keeps, which a test puts in
// arguments (FakePage.upload) or reads from a result (FakePage.download).
(() => {
  "use strict";
  const { host, report, bytesOf, toLatin1, fromLatin1 } = globalThis.__causewayEnvironment;
  const kept = new Map();
  let lastKept = 0;
  const isBinary = (value) => value instanceof Uint8Array || value instanceof ArrayBuffer || value instanceof Blob;
  /** `value` with each binary value in it replaced by a marker of its bytes. */
  const keep = (value) => {
    if (isBinary(value)) {
      const token = `page:${++lastKept}`;
      kept.set(token, bytesOf(value));
      return { $blob: token };
    }
    if (Array.isArray(value)) return value.map(keep);
    if (value && typeof value === "object") return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, keep(v)]));
    return value;
  };
  /** `value` with each marker of kept bytes replaced by the bytes. */
  const revive = (value) => {
    if (Array.isArray(value)) return value.map(revive);
    if (value && typeof value === "object") {
      const keys = Object.keys(value);
      if (keys.length === 1 && keys[0] === "$blob" && kept.has(value.$blob)) return kept.get(value.$blob).slice();
      return Object.fromEntries(keys.map((key) => [key, revive(value[key])]));
    }
    return value;
  };
  const encode = (value) => JSON.stringify(keep(value) ?? null);
  const failure = (error) =>
    JSON.stringify({
      code: error?.code ?? "handlerFailed",
      message: String(error?.message ?? error),
      ...(error?.path === undefined ? {} : { path: error.path }),
      ...(error?.data === undefined ? {} : { data: error.data }),
    });
  const controllers = new Map();
  const served = new Map();

  globalThis.__causewayDriver = {
    call(id, method, args, timeout) {
      const controller = new AbortController();
      controllers.set(id, controller);
      const milliseconds = Number(timeout);
      const options = { signal: controller.signal, ...(milliseconds >= 0 ? { timeout: milliseconds } : {}) };
      causeway
        .call(method, revive(JSON.parse(args)), options)
        .then(
          (result) => host("settled", id, "1", encode(result)),
          (error) => host("settled", id, "0", failure(error)),
        )
        .catch(report)
        .finally(() => controllers.delete(id));
    },
    stream(id, method, args) {
      const controller = new AbortController();
      controllers.set(id, controller);
      (async () => {
        try {
          for await (const value of causeway.stream(method, revive(JSON.parse(args)), { signal: controller.signal })) {
            host("next", id, encode(value));
          }
          host("end", id, "");
        } catch (error) {
          host("end", id, failure(error));
        } finally {
          controllers.delete(id);
        }
      })().catch(report);
    },
    abort(id) {
      controllers.get(id)?.abort();
    },
    handle(name) {
      causeway.handle(name, (args, { signal }) =>
        new Promise((resolve, reject) => {
          const id = `${name}#${served.size}:${Math.random()}`;
          served.set(id, { resolve, reject });
          signal?.addEventListener("abort", () => {
            served.delete(id);
            host("abandoned", id);
          });
          host("serve", id, name, encode(args));
        }));
    },
    answer(id, ok, text) {
      const handler = served.get(id);
      served.delete(id);
      if (!handler) return;
      const value = JSON.parse(text);
      if (ok === "1") handler.resolve(revive(value));
      else handler.reject(new causeway.CausewayError(value.code, value.message, { path: value.path, data: value.data }));
    },
    on(name) {
      causeway.on(name, (data) => host("event", 0, name, encode(data)));
    },
    emit(id, name, data) {
      causeway
        .emit(name, revive(JSON.parse(data)))
        .catch(report)
        .finally(() => host("emitted", id));
    },
    ready() {
      causeway.ready();
    },
    send(body) {
      document.dispatchEvent(new CustomEvent("causeway:send", { detail: body }));
      return "sent";
    },
    keep(bytes) {
      return encode(fromLatin1(bytes));
    },
    bytes(token) {
      const bytes = kept.get(token);
      return bytes === undefined ? "0" : `1${toLatin1(bytes)}`;
    },
    epoch: () => String(causeway.epoch),
    methods: () => JSON.stringify(causeway.methods),
  };
})();
