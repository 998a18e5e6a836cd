// The page code of the Causeway catalog's Getting Started, type-checked against causeway.d.ts.
export {};

// snippet: device-info
const info = await causeway.call("device.info");
// snippet: end
console.log(info);
