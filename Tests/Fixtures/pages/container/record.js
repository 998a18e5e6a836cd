// Shared by the container test pages: records what the container tells the page.
"use strict";
window.events = [];
for (const name of ["header.itemTapped", "header.segmentSelected", "header.menuItemSelected", "nav.state", "recovered"]) {
  causeway.on(name, (data) => window.events.push({ name, data }));
}
