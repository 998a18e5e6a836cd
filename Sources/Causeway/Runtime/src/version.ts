// The runtime's version, which its hello carries and `causeway.version` reports. scripts/runtime-package checks
// that the causeway-runtime package has the same.
export const VERSION = "1.0.0";
