// The page side of docs/protocol.md's bounded arguments, type-checked against causeway.d.ts.
export {};

// snippet: bounded-call
await causeway.call("view.resize", { width: 1e30, tags: [] });
// rejects: CausewayError { code: "invalidArguments", path: ["width"] }
// snippet: end
