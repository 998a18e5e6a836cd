// The components page: shows what the native components report, and answers the showcase's check over a
// BroadcastChannel once the video has loaded.
(() => {
  const film = /** @type {CausewayViewElement<"video">} */ (document.querySelector("causeway-view#film"));
  const name = /** @type {CausewayViewElement<"input">} */ (document.querySelector("causeway-view#name"));
  const filmState = /** @type {HTMLOutputElement} */ (document.getElementById("film-state"));
  const typed = /** @type {HTMLOutputElement} */ (document.getElementById("typed"));
  /** @type {string[]} */
  const errors = [];

  /** @type {Promise<number>} */
  const loaded = new Promise((resolve) => {
    film.addEventListener("loadedmetadata", (event) => {
      filmState.textContent = `a ${event.detail.duration} s clip from the page's own folder, looping`;
      resolve(event.detail.duration);
    });
  });
  /** @param {string} id @param {ComponentFault} fault */
  const report = (id, fault) => {
    errors.push(`${id}: ${JSON.stringify(fault)}`);
    filmState.textContent = errors.join("\n");
  };
  film.addEventListener("error", (event) => report(film.id, event.detail));
  name.addEventListener("error", (event) => report(name.id, event.detail));
  name.addEventListener("input", (event) => (typed.textContent = `The page hears: ${event.detail.value}`));

  const channel = new BroadcastChannel("showcase");
  channel.onmessage = async (event) => {
    if (event.data === "components: close") await causeway.nav.close();
  };
  loaded.then(async (duration) => {
    const state = await film.invoke("state");
    channel.postMessage({ kind: "components: ready", duration, state, errors });
  });
})();
