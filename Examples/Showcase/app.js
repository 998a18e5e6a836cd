"use strict";
// The showcase: each demo crosses the bridge and describes what came back.
(function () {
  const bridge = window.causeway;
  const hex = (bytes) => Array.from(bytes.slice(0, 8), (b) => b.toString(16).padStart(2, "0")).join(" ");
  const expectError = async (promise, code) => {
    try {
      await promise;
      throw new Error("expected " + code);
    } catch (e) {
      if (e.code !== code) throw e;
      return `${e.code}: ${e.message}` + (e.path ? ` (at ${e.path.join(".")})` : "") + (e.data ? ` data ${JSON.stringify(e.data)}` : "");
    }
  };

  const demos = {
    async deviceInfo() {
      const info = await bridge.device.info();
      return `${info.system}, ${info.processors} processors, ${info.memoryGiB} GiB`;
    },
    async add() {
      const sum = await bridge.math.add({ a: 2, b: 40 });
      if (sum !== 42) throw new Error("2 + 40 = " + sum);
      return "2 + 40 = " + sum;
    },
    // These two are wrong on purpose, so they go by name: by path, TypeScript would refuse them.
    unknown: () => expectError(bridge.call("no.such.method"), "unknownMethod"),
    invalid: () => expectError(bridge.call("math.add", { a: 2, b: "forty" }), "invalidArguments"),
    divide: () => expectError(bridge.math.divide({ a: 1, b: 0 }), "handlerFailed"),
    async events() {
      const received = [];
      const done = new Promise((resolve) => {
        const off = bridge.on("echoed", (value) => {
          received.push(value);
          if (received.length === 5) { off(); resolve(); }
        });
      });
      await bridge.events.echo([1, 2, 3, 4, 5]);
      await done;
      if (received.join() !== "1,2,3,4,5") throw new Error("out of order: " + received.join());
      return "received " + received.join(", ");
    },
    async stream() {
      const ticks = [];
      for await (const tick of bridge.clock.ticks({ count: 1000, intervalMS: 20 })) {
        ticks.push(tick);
        if (ticks.length === 5) break;
      }
      return "ticks " + ticks.join(", ") + ", then the loop left and native stopped";
    },
    abort() {
      const controller = new AbortController();
      setTimeout(() => controller.abort(), 100);
      return expectError(bridge.task.wait({ ms: 5000 }, { signal: controller.signal }), "cancelled");
    },
    timeout: () => expectError(bridge.task.wait({ ms: 5000 }, { timeout: 100 }), "timeout"),
    async upload() {
      const bytes = new Uint8Array(1 << 20);
      for (let i = 0; i < bytes.length; i++) bytes[i] = i % 256;
      const digest = await bridge.files.digest({ bytes });
      const expected = 127.5 * bytes.length;
      if (digest.count !== bytes.length || digest.sum !== expected) throw new Error("digest " + JSON.stringify(digest));
      return `native counted ${digest.count} bytes, sum ${digest.sum}, first ${digest.first.join(" ")}`;
    },
    async download() {
      const bytes = await bridge.files.random({ size: 1 << 20 });
      if (!(bytes instanceof Uint8Array) || bytes.length !== 1 << 20) throw new Error("not 1 MiB of bytes");
      return `a Uint8Array of ${bytes.length} bytes: ${hex(bytes)} …`;
    },
  };

  async function run(name, output) {
    try {
      const detail = await demos[name]();
      if (output) { output.textContent = detail; output.className = ""; }
      return { name, ok: true, detail };
    } catch (e) {
      const detail = `${e.code || "error"}: ${e.message}`;
      if (output) { output.textContent = detail; output.className = "failed"; }
      return { name, ok: false, detail };
    }
  }

  /** @type {NodeListOf<HTMLButtonElement>} */
  const buttons = document.querySelectorAll("button[data-demo]");
  for (const button of buttons) {
    button.addEventListener("click", () => run(button.dataset.demo, button.parentElement.querySelector("output")));
  }

  bridge.handle("showcase.greet", (args) => {
    document.getElementById("greeting").textContent = `Native says hello to ${args.name}; the page answered.`;
    return "hello from " + location.href;
  });
  bridge.handle("showcase.runAll", async () => {
    const results = [];
    for (const button of buttons) {
      results.push(await run(button.dataset.demo, button.parentElement.querySelector("output")));
    }
    return { results };
  });
})();
