// Causeway page runtime, wire protocol version 1 (docs/protocol.md): assembles `window.causeway` from the runtime's
// parts. scripts/runtime-bundle bundles this module into causeway.js, one script that does nothing where
// `window.causeway` is already defined.
import type { Causeway } from "./api";
import { $document, $window, defineProperty, freeze, listen, signal } from "./builtins";
import { Calls } from "./calls";
import { Channel } from "./channel";
import { CausewayError } from "./errors";
import { Events } from "./events";
import { Frame } from "./frame";
import { Handlers } from "./handlers";
import { Inbox } from "./inbox";
import { Paths } from "./paths";
import { type Open, stream } from "./streams";
import { VERSION } from "./version";
import { Web } from "./web";

// Whether a native container injected this runtime: the bundle's first lines say, and containers inject it with
// `true` there (RuntimeScripts.page). Loaded by a page itself, in a browser, it has no native side: calls go to the
// web implementations page script registers with `causeway.web`, and reject with `unknownMethod` where there is none.
const hosted: boolean = CAUSEWAY_HOSTED;
// Where the engine names the frame of every post (WKWebView), a container injects the runtime with
// CAUSEWAY_PAGE_WORLD set and registers the bridge's message handler in the page's own world: the runtime posts to
// it, captured now, before any page script runs. Elsewhere the handler is the courier's alone.
const pageWorld = CAUSEWAY_PAGE_WORLD ? ($window as any).webkit?.messageHandlers?.causeway : undefined;

const channel: Channel = new Channel(
  {
    heard: () => frame.hello(),
    answered: (text) => inbox.answered(text),
    failed: (text) => calls.failPosted(text),
  },
  pageWorld,
);
const frame: Frame = new Frame(channel, hosted);
const events = new Events(frame.outbox, hosted);
const handlers = new Handlers(frame.outbox);
const web = new Web(hosted, frame.methods, handlers, events);
const calls = new Calls(frame.outbox, hosted ? undefined : web);
const inbox = new Inbox(frame, calls, events, handlers);
const open: Open = (method, args, extra, entry) => calls.open(method, args, extra, entry);

listen($window, "pagehide", (event: PageTransitionEvent) => {
  if (!event.persisted) return;
  const gone = new CausewayError("navigated", "The page was hidden");
  calls.failAll(gone);
  handlers.abortAll(gone);
  inbox.clear();
  frame.hide(gone);
});
listen($window, "pageshow", (event: PageTransitionEvent) => {
  if (event.persisted) frame.show();
});
if ($document.readyState === "loading") listen($document, "DOMContentLoaded", () => frame.ready(false), { once: true });
else frame.ready(false);

const api: Causeway = freeze({
  version: VERSION,
  get epoch() {
    return frame.epoch;
  },
  get methods() {
    return frame.methods.copy();
  },
  CausewayError,
  call: (method: string, args?: unknown, options?: object) => calls.call(method, args, options),
  stream: (method: string, args?: unknown, options?: object) => stream(open, method, args, options),
  handle: (name: string, handler: Function) => handlers.handle(name, handler as any),
  on: (name: string, listener: (data: any) => void) => events.on(name, listener),
  off: (name: string, listener: (data: any) => void) => events.off(name, listener),
  emit: (name: string, data?: unknown) => events.emit(name, data),
  ready: () => frame.ready(true),
  web: web.api,
});

defineProperty($window, "causeway", { value: new Paths(api, frame.methods).root, enumerable: true });
signal("causeway:page");
