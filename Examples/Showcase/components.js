// The components page: shows what the native components report, and answers the showcase's check over a
// BroadcastChannel once the video has loaded.
(() => {
  const film = /** @type {CausewayViewElement} */ (document.querySelector("causeway-view#film"));
  const name = /** @type {CausewayViewElement} */ (document.querySelector("causeway-view#name"));
  const filmState = /** @type {HTMLOutputElement} */ (document.getElementById("film-state"));
  const typed = /** @type {HTMLOutputElement} */ (document.getElementById("typed"));
  /** @type {string[]} */
  const errors = [];

  /** @param {Event} event */
  const detail = (event) => /** @type {CustomEvent} */ (event).detail;
  const loaded = new Promise((resolve) => {
    film.addEventListener("loadedmetadata", (event) => {
      filmState.textContent = `a ${detail(event).duration} s clip from the page's own folder, looping`;
      resolve(detail(event).duration);
    });
  });
  for (const component of [film, name]) {
    component.addEventListener("error", (event) => {
      errors.push(`${component.id}: ${JSON.stringify(detail(event))}`);
      filmState.textContent = errors.join("\n");
    });
  }
  name.addEventListener("input", (event) => (typed.textContent = `The page hears: ${detail(event).value}`));

  const channel = new BroadcastChannel("showcase");
  channel.onmessage = async (event) => {
    if (event.data === "components: close") await causeway.nav.close();
  };
  loaded.then(async (duration) => {
    const state = await film.invoke("state");
    channel.postMessage({ kind: "components: ready", duration, state, errors });
  });
})();
