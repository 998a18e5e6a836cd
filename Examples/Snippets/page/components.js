// The page code of the Causeway catalog's article on same-layer components
// (Sources/Causeway/Causeway.docc/SameLayerComponents.md), type-checked against the component typings.
export {};

// snippet: typed-element
const film = /** @type {CausewayViewElement<"video">} */ (document.getElementById("film"));
film.addEventListener("loadedmetadata", (event) => console.log(event.detail.duration));
await film.invoke("seek", { time: 0 }); // resolves to {playing, ended, time, duration}
// snippet: end

// The page script of docs/components.md. An element's id is no variable to rely on: `name`, say, is `window.name`.
// snippet: page
const field = /** @type {CausewayViewElement<"input">} */ (document.getElementById("name"));
const video = /** @type {CausewayViewElement<"video">} */ (document.getElementById("film"));
field.addEventListener("input", (event) => console.log(event.detail.value));
video.addEventListener("ended", () => video.invoke("seek", { time: 0 }));
// snippet: end
