// Rewrites media URLs on the engine's custom schemes to its loopback media relay, because WebKitGTK's media
// player reads only http(s), file, blob and data URLs. Covers the `src` properties of media and source elements
// and every `src` attribute, whether parsed from markup or set by script. `config` is { base, schemes }.
(/** @type {{ base: string, schemes: string[] }} */ config) => {
  const schemes = new Set(config.schemes);
  const relayed = (/** @type {string} */ value) => {
    let url;
    try {
      url = new URL(value, document.baseURI);
    } catch {
      return value;
    }
    const scheme = url.protocol.slice(0, -1);
    if (!schemes.has(scheme)) return value;
    return `${config.base}${scheme}/${url.host}${url.pathname}${url.search}${url.hash}`;
  };
  /** @type {(node: unknown) => node is HTMLMediaElement | HTMLSourceElement} */
  const isMedia = (node) => node instanceof HTMLMediaElement || node instanceof HTMLSourceElement;
  for (const type of [HTMLMediaElement, HTMLSourceElement]) {
    const descriptor = /** @type {PropertyDescriptor} */ (Object.getOwnPropertyDescriptor(type.prototype, "src"));
    const set = /** @type {(value: string) => void} */ (descriptor.set);
    Object.defineProperty(type.prototype, "src", {
      ...descriptor,
      /** @param {unknown} value */
      set(value) {
        set.call(this, relayed(String(value)));
      },
    });
  }
  const rewrite = (/** @type {Element} */ element) => {
    const value = element.getAttribute("src");
    if (value === null) return;
    const next = relayed(value);
    if (next !== value) element.setAttribute("src", next);
  };
  const visit = (/** @type {Node} */ node) => {
    if (!(node instanceof Element)) return;
    if (isMedia(node)) rewrite(node);
    for (const element of node.querySelectorAll("video, audio, source")) rewrite(element);
  };
  new MutationObserver((records) => {
    for (const record of records) {
      if (record.type === "attributes") {
        if (isMedia(record.target)) rewrite(record.target);
      } else {
        record.addedNodes.forEach(visit);
      }
    }
  }).observe(document, { subtree: true, childList: true, attributes: true, attributeFilter: ["src"] });
};
