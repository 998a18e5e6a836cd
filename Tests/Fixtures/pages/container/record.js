// Shared by the container test pages: records what the container tells the page.
"use strict";
window.events = [];
const recorded = ["header.itemTapped", "header.segmentSelected", "header.menuItemSelected", "nav.state", "recovered"];
for (const name of recorded) {
  causeway.on(name, (data) => window.events.push({ name, data }));
}
