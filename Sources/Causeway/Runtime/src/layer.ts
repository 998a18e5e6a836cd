// The entry of components.js: `<causeway-view type="…">` placeholders for same-layer native components
// (ComponentsPlugin). Each placeholder in the document gets a native component of its `type`, which the Stage moves
// with it at every frame in which anything could have moved it: scrolling of any element, resizing, DOM and style
// changes, transitions and animations. The component's events arrive as DOM events on its placeholder; a command the
// host refused arrives as an `error` event whose `detail` is the CausewayError. scripts/runtime-bundle bundles it into
// components.js, a function of the host's configuration whose first lines step aside where there is no
// `window.causeway` or `<causeway-view>` is already defined.
import type { Causeway } from "./api";
import { $document, $window, freeze, listen } from "./builtins";
import {
  $customElementRegistry,
  $customElements,
  $mutationObserver,
  $MutationObserver,
  $pageTransitionEvent,
} from "./dom";
import { bare } from "./records";
import { Stage } from "./stage";
import { viewClass } from "./view";

/** Events after which a transition or an animation may have moved a placeholder. */
const MOTION = freeze(["transitionrun", "transitionend", "animationstart", "animationend"]);

const { call, on } = ($window as unknown as { causeway: Causeway }).causeway;
const stage = new Stage(call);
const changes = bare({ subtree: true, childList: true, attributes: true, characterData: true });
$mutationObserver.observe(new $MutationObserver(stage.schedule), $document, changes);
listen($window, "scroll", stage.schedule, bare({ capture: true, passive: true }));
listen($window, "resize", stage.schedule);
listen($window, "load", stage.schedule);
for (let i = 0; i < MOTION.length; i++) listen($window, MOTION[i], stage.schedule, bare({ capture: true }));
listen($window, "pageshow", (event: PageTransitionEvent) => {
  if ($pageTransitionEvent.persisted(event)) stage.restored();
});
on("components.event", ({ id, name, detail }: { id: string; name: string; detail: unknown }) =>
  stage.hear(id, name, detail),
);
$customElementRegistry.define($customElements, "causeway-view", viewClass(stage, call, CAUSEWAY_CHILD_SCROLL_VIEWS));
