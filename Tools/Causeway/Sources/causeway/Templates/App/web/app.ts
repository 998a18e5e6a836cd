// The page: it greets through the native plugin and shows the answer. In the app, native code answers; opened in a
// browser (any static server on this folder), the web implementations below answer instead.
import { causeway } from "./runtime/index.js";

const greeting = document.getElementById("greeting")!;
const where = document.getElementById("where")!;
let greeted: (text: string) => void = () => {};
const shown = new Promise<string>((resolve) => (greeted = resolve));
// Native code asks what the page shows (`swift run __APP__ --check`); registered first, so it is there whenever
// native code asks.
causeway.handle("page.shows", () => shown);

if (causeway.web.active) {
  const { installMocks } = await import("./app.mocks.js");
  installMocks(causeway, {
    "greeting.hello": ({ name }) => ({ text: `Hello, ${name}!`, system: "a browser" }),
  });
}

try {
  const answer = await causeway.greeting.hello({ name: "__APP__" });
  greeting.textContent = answer.text;
  where.textContent = `Answered by ${answer.system}.`;
} catch (error) {
  greeting.textContent = error instanceof causeway.CausewayError ? `${error.code}: ${error.message}` : String(error);
}
greeted(greeting.textContent ?? "");
