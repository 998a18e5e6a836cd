// The page code docs/bridge.md shows, type-checked against causeway.d.ts (Examples/Snippets/tsconfig.json). It
// calls the methods the Swift side of the same page registers (Examples/Snippets/Swift/main.swift).
export {};

// snippet: page-side
const sum = await causeway.call("math.add", { a: 2, b: 40 });           // 42

try {
  await causeway.call("math.add", { a: 2, b: "forty" });
} catch (e) {
  e.code;   // "invalidArguments"
  e.path;   // ["b"]
}

const controller = new AbortController();
causeway.call("task.wait", { ms: 60000 }, { signal: controller.signal, timeout: 30000 });  // abort cancels the Swift task

for await (const tick of causeway.stream("clock.ticks", { count: 10, intervalMS: 100 })) {
  if (tick > 5) break;                                                   // leaving the loop cancels natively
}

const total = await causeway.call("files.digest", { bytes: new Uint8Array(buffer) });  // bytes, not base64

causeway.handle("dialog.confirm", async ({ text }, { signal }) => confirm(text));  // native calls this
causeway.on("battery", ({ level }) => render(level));
causeway.emit("clicked", { id: 7 });
// snippet: end
console.log(sum, total);

const url = "https://app.example/data.json";
const job = 1;
const show = (value) => console.log(value);
// snippet: plugin-page
const data = await causeway.network.fetchData({ url });          // same as causeway.call("network.fetchData", …)
for await (const p of causeway.network.progress({ job })) show(p); // a stream method, by path
// snippet: end
console.log(data);
