"use strict";
// The feed page: its header's title is a segmented control, Hot or New; the page shows the stories of the segment
// the user picks, and tells the showcase's check over a BroadcastChannel.
(() => {
  /** @type {{ [segment: string]: string[] }} */
  const stories = {
    Hot: ["Bridges that never sleep", "A header with a choice in it"],
    New: ["Title views from Swift types", "Segments picked with the pointer"],
  };
  const shown = /** @type {HTMLElement} */ (document.getElementById("shown"));
  const list = /** @type {HTMLUListElement} */ (document.getElementById("stories"));
  const channel = new BroadcastChannel("showcase");

  /** @param {string} segment */
  function show(segment) {
    shown.textContent = `${segment} stories`;
    list.replaceChildren(...stories[segment].map((story) => {
      const item = document.createElement("li");
      item.textContent = story;
      return item;
    }));
  }

  causeway.on("header.segmentSelected", (/** @type {{ index: number, title: string }} */ { title }) => {
    show(title);
    channel.postMessage({ kind: "feed: showing", segment: title });
  });
  channel.onmessage = async (event) => {
    if (event.data === "feed: close") await causeway.nav.close();
  };
  (async () => {
    const header = await causeway.header.configure({ titleView: { segments: Object.keys(stories), selected: 0 } });
    if (header.titleView === "plain" || !("segments" in header.titleView)) throw new Error("no segmented title");
    show(header.titleView.segments[header.titleView.selected ?? 0]);
    channel.postMessage({ kind: "feed: ready", segments: header.titleView.segments });
  })();
})();
