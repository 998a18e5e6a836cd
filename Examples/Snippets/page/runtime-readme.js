// The page code the causeway-runtime package's README shows (Sources/Causeway/Runtime/README.md), type-checked
// against causeway.d.ts and the showcase's typings (Examples/Snippets/tsconfig.json).

// snippet: import
import { causeway } from "causeway-runtime";

const sum = await causeway.call("math.add", { a: 2, b: 40 });   // 42
for await (const tick of causeway.stream("clock.ticks", { count: 3, intervalMS: 100 })) render(tick);
causeway.on("battery", ({ level }) => render(level));
await causeway.emit("clicked", { id: 7 });
// snippet: end
render(sum);

// snippet: web
if (causeway.web.active) {
  causeway.web.handle("math.add", ({ a, b }) => a + b);
  causeway.web.handleStream("clock.ticks", async function* ({ count }) {
    for (let i = 0; i < count; i++) yield i;
  });
  causeway.web.emit("battery", { level: 0.5 });       // a "native" event to the page's listeners
}
// snippet: end
