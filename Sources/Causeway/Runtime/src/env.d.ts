// What the bundle's first lines define before the runtime's modules (scripts/runtime-bundle).

/** `/* CAUSEWAY_HOSTED *\/ false`, which a native container injects as `true`: whether the runtime is hosted. */
declare const CAUSEWAY_HOSTED: boolean;
