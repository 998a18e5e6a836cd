// The page code of the Causeway catalog's article on same-layer components
// (Sources/Causeway/Causeway.docc/SameLayerComponents.md), type-checked against the component typings.
export {};

// snippet: typed-element
const film = /** @type {CausewayViewElement<"video">} */ (document.getElementById("film"));
film.addEventListener("loadedmetadata", (event) => console.log(event.detail.duration));
await film.invoke("seek", { time: 0 }); // resolves to {playing, ended, time, duration}
// snippet: end
