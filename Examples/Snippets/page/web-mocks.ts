// The mocks docs/web-developers.md shows, against the showcase's generated app.mocks.js.
import { causeway } from "causeway-runtime";

// snippet: install-mocks
import { installMocks } from "./app.mocks.js";
if (causeway.web.active) installMocks(causeway, { "math.add": ({ a, b }) => a + b });
// snippet: end
