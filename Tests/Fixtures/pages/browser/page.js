// One page's code, the same in an app and in a browser: it imports the runtime package, registers a web
// implementation for when there is no native side, and calls by path and by name.
import { causeway } from "./runtime/index.js";

if (causeway.web.active) causeway.web.handle("math.add", ({ a, b }) => a + b);
const sum = await causeway.math.add({ a: 2, b: 40 });
let missing = "answered";
try {
  await causeway.call("photos.pick");
} catch (error) {
  missing = error.code;
}
const answer = `${sum} ${missing} ${causeway.web.active ? "web" : "native"}`;
document.getElementById("out").textContent = answer;
document.title = answer;
