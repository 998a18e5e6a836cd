// The page code docs/web-developers.md shows for a plain browser, type-checked against causeway.d.ts and the
// showcase's generated typings and mocks (Examples/Snippets/tsconfig.json).

// snippet: web-implementations
import { causeway } from "causeway-runtime";

if (causeway.web.active) {
  causeway.web.handle("math.add", ({ a, b }) => a + b);
  causeway.web.handleStream("clock.ticks", async function* ({ count }) {
    for (let i = 0; i < count; i++) yield i;
  });
  causeway.web.emit("battery", { level: 0.5 });   // as if native code sent the event
}
const sum = await causeway.math.add({ a: 2, b: 40 });   // the same code as in the app
// snippet: end
console.log(sum);
