// The page code docs/web-developers.md shows, type-checked by scripts/runtime-package as the page says: with the
// tsconfig.json the page shows, the packed causeway-runtime package installed and the showcase's generated app.d.ts
// (the methods it calls are the showcase's).

// What the code takes from the page around it.
declare const buffer: ArrayBuffer;
declare function render(value: unknown): void;

// snippet: page-api
import { causeway } from "causeway-runtime";

const sum = await causeway.call("math.add", { a: 2, b: 40 });        // 42
const same = await causeway.math.add({ a: 2, b: 40 });               // the same call, by path

for await (const tick of causeway.clock.ticks({ count: 5, intervalMS: 100 })) {  // a native stream
  if (tick > 3) break;                                               // leaving the loop cancels it natively
}

const controller = new AbortController();
causeway.call("task.wait", { ms: 60_000 }, { signal: controller.signal, timeout: 30_000 });  // abort cancels it natively

const digest = await causeway.call("files.digest", { bytes: new Uint8Array(buffer) });  // bytes travel as bytes

causeway.on("battery", ({ level }) => render(level));                // events from native code
await causeway.emit("clicked", { id: 7 });                           // events to native code
causeway.handle("dialog.confirm", async ({ text }) => confirm(text));  // native code calls your page
causeway.ready();                                                     // "my page has started" (see offline packages)
// snippet: end
console.log(sum, same, digest);
