// The page code the README shows, type-checked against causeway.d.ts (Examples/Snippets/tsconfig.json).
export {};

// snippet: quick-start
const sum = await causeway.call("math.add", { a: 2, b: 40 });   // 42, from Swift
causeway.on("battery", ({ level }) => console.log(level));     // events from native code
// snippet: end
console.log(sum);

// snippet: call
const result = await causeway.call("math.add", { a: 2, b: 40 });   // 42
// snippet: end
console.log(result);
