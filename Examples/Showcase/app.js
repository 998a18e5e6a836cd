"use strict";
// The showcase: each demo crosses the bridge and describes what came back.
(function () {
  const bridge = window.causeway;
  const hex = (bytes) => Array.from(bytes.slice(0, 8), (b) => b.toString(16).padStart(2, "0")).join(" ");
  const expectError = async (promise, code) => {
    try {
      await promise;
      throw new Error("expected " + code);
    } catch (e) {
      if (e.code !== code) throw e;
      return `${e.code}: ${e.message}` + (e.path ? ` (at ${e.path.join(".")})` : "") + (e.data ? ` data ${JSON.stringify(e.data)}` : "");
    }
  };

  /**
   * How long the check waits for something to happen before it says it did not: a guard against a hang, never a
   * bound on speed (a busy machine can take many seconds to start a page's web process and draw it).
   */
  const patience = 60000;
  /** Settles like `promise`, or rejects after `ms` saying what did not happen. */
  const within = (ms, what, promise) => Promise.race([
    promise,
    new Promise((_, reject) => setTimeout(() => reject(new Error(what + " within " + ms + " ms")), ms)),
  ]);
  /** The next message on the showcase's BroadcastChannel whose kind is `kind`. */
  const nextBroadcast = (channel, kind) => new Promise((resolve) => {
    channel.addEventListener("message", function heard(event) {
      if (event.data && event.data.kind === kind) {
        channel.removeEventListener("message", heard);
        resolve(event.data);
      }
    });
  });
  /**
   * Asks native to read the window until it shows `page` ("top": the page on top, "this": this page, back on top);
   * throws, naming `what`, when it does not within the check's patience.
   * @param {"top" | "this"} page
   * @param {string} what
   */
  async function onScreen(page, what) {
    const report = await bridge.screen.shows({ page, within: patience });
    if (!report.shown) throw new Error(`the window does not show ${what} (on top: ${report.page})`);
  }
  /**
   * Opens `url` in a new container page and waits until it broadcasts a message of `kind` and is on screen; `then`
   * gets that message and the channel, to talk to the page and close it. Returns once this page is on screen again.
   * @template T
   * @param {string} url
   * @param {string} kind
   * @param {(message: any, channel: BroadcastChannel) => T | Promise<T>} then
   * @returns {Promise<T>}
   */
  async function openPage(url, kind, then) {
    const channel = new BroadcastChannel("showcase");
    try {
      const heard = nextBroadcast(channel, kind);
      await bridge.nav.openWeb({ url });
      const message = await within(patience, url + " reported", heard);
      await onScreen("top", url);
      const result = await then(message, channel);
      await onScreen("this", "this page again after " + url + " closed");
      return result;
    } finally {
      channel.close();
    }
  }
  /**
   * Asks `probe` every 50 ms until it answers something, and returns that; throws after `ms`, naming `what`.
   * @template T
   * @param {number} ms
   * @param {string} what
   * @param {() => Promise<T | null>} probe
   * @returns {Promise<T>}
   */
  async function until(ms, what, probe) {
    const deadline = Date.now() + ms;
    for (;;) {
      const answer = await probe();
      if (answer !== null) return answer;
      if (Date.now() > deadline) throw new Error(what + " within " + ms + " ms");
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }
  /**
   * The article screen's layout once its web view is as tall as `height` (the page's content height) and the
   * first native row below starts right where the article ends.
   * @param {number} height
   * @param {string} what
   */
  const articleFits = (height, what) => until(patience, what, async () => {
    const layout = await bridge.article.layout();
    const fits = layout.contentHeight === height && layout.articleHeight === height
      && layout.belowTop === layout.articleTop + layout.articleHeight;
    return fits ? layout : null;
  });
  const frame = /** @type {HTMLIFrameElement} */ (document.getElementById("elsewhere"));
  const frameAnswer = new Promise((resolve) => {
    window.addEventListener("message", (event) => { if (event.source === frame.contentWindow) resolve(event.data); });
  });

  const demos = {
    async deviceInfo() {
      const info = await bridge.device.info();
      return `${info.system}, ${info.processors} processors, ${info.memoryGiB} GiB`;
    },
    async add() {
      const sum = await bridge.math.add({ a: 2, b: 40 });
      if (sum !== 42) throw new Error("2 + 40 = " + sum);
      return "2 + 40 = " + sum;
    },
    // These two are wrong on purpose, so they go by name: by path, TypeScript would refuse them.
    unknown: () => expectError(bridge.call("no.such.method"), "unknownMethod"),
    invalid: () => expectError(bridge.call("math.add", { a: 2, b: "forty" }), "invalidArguments"),
    divide: () => expectError(bridge.math.divide({ a: 1, b: 0 }), "handlerFailed"),
    async events() {
      const received = [];
      const done = new Promise((resolve) => {
        const off = bridge.on("echoed", (value) => {
          received.push(value);
          if (received.length === 5) { off(); resolve(); }
        });
      });
      await bridge.events.echo([1, 2, 3, 4, 5]);
      await done;
      if (received.join() !== "1,2,3,4,5") throw new Error("out of order: " + received.join());
      return "received " + received.join(", ");
    },
    async stream() {
      const ticks = [];
      for await (const tick of bridge.clock.ticks({ count: 1000, intervalMS: 20 })) {
        ticks.push(tick);
        if (ticks.length === 5) break;
      }
      return "ticks " + ticks.join(", ") + ", then the loop left and native stopped";
    },
    abort() {
      const controller = new AbortController();
      setTimeout(() => controller.abort(), 100);
      return expectError(bridge.task.wait({ ms: 5000 }, { signal: controller.signal }), "cancelled");
    },
    timeout: () => expectError(bridge.task.wait({ ms: 5000 }, { timeout: 100 }), "timeout"),
    async upload() {
      const bytes = new Uint8Array(1 << 20);
      for (let i = 0; i < bytes.length; i++) bytes[i] = i % 256;
      const digest = await bridge.files.digest({ bytes });
      const expected = 127.5 * bytes.length;
      if (digest.count !== bytes.length || digest.sum !== expected) throw new Error("digest " + JSON.stringify(digest));
      return `native counted ${digest.count} bytes, sum ${digest.sum}, first ${digest.first.join(" ")}`;
    },
    async download() {
      const bytes = await bridge.files.random({ size: 1 << 20 });
      if (!(bytes instanceof Uint8Array) || bytes.length !== 1 << 20) throw new Error("not 1 MiB of bytes");
      return `a Uint8Array of ${bytes.length} bytes: ${hex(bytes)} …`;
    },
    async header() {
      const header = await bridge.header.configure({ title: "Showcase", rightItems: [{ id: "share", title: "Share" }] });
      if (header.title !== "Showcase" || header.rightItems.length !== 1) throw new Error(JSON.stringify(header));
      return `the header reads "${header.title}" with the item ${header.rightItems[0].title}; tap it to share this page`;
    },
    async dialogs() {
      alert("An alert, shown with a native dialog.");
      const confirmed = confirm("A confirm: OK or Cancel?");
      const answer = prompt("A prompt: what is your name?", "");
      return `the alert was closed, confirm → ${confirmed}, prompt → ${JSON.stringify(answer)}`;
    },
    async cookies() {
      const site = "https://api.showcase.example/";
      const cookies = await bridge.cookies.get({ url: site });
      const launch = cookies.find((cookie) => cookie.name === "showcase-launch");
      if (!launch) throw new Error("the cookie native code set is missing: " + JSON.stringify(cookies));
      const visits = Number((cookies.find((cookie) => cookie.name === "visits") || { value: "0" }).value) + 1;
      await bridge.cookies.set({ url: site, name: "visits", value: String(visits) });
      const stored = (await bridge.cookies.get({ url: site })).find((cookie) => cookie.name === "visits");
      if (!stored || stored.value !== String(visits)) throw new Error("visits was not stored: " + JSON.stringify(stored));
      const own = await expectError(bridge.cookies.get(), "denied");
      return `native code set showcase-launch=${launch.value} for the API site; visits=${visits}; this page's own: ${own}`;
    },
    async account() {
      const site = "https://api.showcase.example/";
      const seesSession = async () => (await bridge.cookies.get({ url: site })).some((cookie) => cookie.name === "showcase-session");
      /** The account the next `account.changed` carries. */
      const nextChange = () => within(patience, "account.changed", new Promise((resolve) => {
        const off = bridge.on("account.changed", (account) => {
          off();
          resolve(account);
        });
      }));
      if (await bridge.account.current()) {
        const signedOut = nextChange();
        await bridge.login.signOut();
        await signedOut;
      }
      const signedIn = nextChange();
      await bridge.login.signIn({ name: "Ada" });
      const heardIn = await signedIn;
      if (!heardIn || heardIn.fields.name !== "Ada") throw new Error("heard " + JSON.stringify(heardIn));
      // The account's session cookie is the app's alone: the page neither sees nor replaces it.
      if (await seesSession()) throw new Error("the page sees the account's session cookie");
      await expectError(bridge.cookies.set({ name: "showcase-session", value: "forged", url: site }), "denied");
      const current = await bridge.account.current();
      if (!current || current.id !== "ada") throw new Error("account.current() is " + JSON.stringify(current));
      const signedOut = nextChange();
      await bridge.login.signOut();
      const heardOut = await signedOut;
      if (heardOut !== null) throw new Error("heard " + JSON.stringify(heardOut) + " after signing out");
      return `heard ${heardIn.fields.name} sign in, whose session cookie the page could neither see nor set, then null: gone`;
    },
    async frame() {
      const answer = await within(patience, "the frame reported", frameAnswer);
      if (answer.code !== "denied") throw new Error("the other origin was not denied: " + JSON.stringify(answer));
      return `causeway://elsewhere called device.info from a frame → ${answer.code}: ${answer.message}`;
    },
    legacy: () => openPage("legacy.html", "legacy: done", (report, channel) => {
      if (report.sum !== 42) throw new Error("math.add through callHandler gave " + report.sum);
      channel.postMessage("legacy: close");
      return `legacy.html used callHandler: math.add → ${report.sum}, device.info → ${report.system}; then closed`;
    }),
    secondPage: () => openPage("second.html", "second: ready", async (second, channel) => {
      const closing = nextBroadcast(channel, "second: closing");
      channel.postMessage("second: close");
      await within(patience, "second.html closed", closing);
      if (!second.visible) throw new Error("second.html heard nav.visible but its state says it is not visible");
      return `"${second.title}" opened in a new container (history to go back: ${second.canGoBack}), then closed`;
    }),
    components: () => openPage("components.html", "components: ready", (report, channel) => {
      if (report.errors.length) throw new Error(report.errors.join("; "));
      if (report.duration !== 4 || !report.state.playing) throw new Error("the video: " + JSON.stringify(report));
      channel.postMessage("components: close");
      return `components.html placed a native video (${report.duration} s, playing) and a native text field; then closed`;
    }),
    async article() {
      const channel = new BroadcastChannel("showcase");
      try {
        const ready = nextBroadcast(channel, "article: ready");
        await bridge.nav.openNative({ name: "article", parameters: {} });
        const first = await within(patience, "article.html reported", ready);
        await onScreen("top", "the article screen");
        const before = await articleFits(first.height, "the article sized to its content");
        const expanded = nextBroadcast(channel, "article: expanded");
        channel.postMessage("article: expand");
        const grown = await within(patience, "the article expanded", expanded);
        if (grown.scrollY !== 0) throw new Error("the article scrolled inside itself to " + grown.scrollY);
        const after = await articleFits(grown.height, "the rows below followed the article");
        const moved = after.belowTop - before.belowTop;
        if (moved !== after.articleHeight - before.articleHeight) throw new Error("the rows below moved by " + moved);
        const closing = nextBroadcast(channel, "article: closing");
        channel.postMessage("article: close");
        await within(patience, "the article screen closed", closing);
        await onScreen("this", "this page again after the article screen closed");
        return `a ${before.articleHeight} px article between native rows grew to ${after.articleHeight} px; ` +
          `the rows below moved ${moved} px with it; then closed`;
      } finally {
        channel.close();
      }
    },
    segmentedTitle: () => openPage("feed.html", "feed: ready", async (feed, channel) => {
      const showing = nextBroadcast(channel, "feed: showing");
      // The check has no pointer: native code clicks the header's second segment, as a person would.
      await bridge.screen.tapSegment({ index: 1 });
      const shown = await within(patience, "feed.html showed the segment picked", showing);
      if (shown.segment !== feed.segments[1]) throw new Error("the feed shows " + shown.segment);
      channel.postMessage("feed: close");
      return `feed.html's title is the segments ${feed.segments.join(" | ")}; picking ${shown.segment} changed its stories; then closed`;
    }),
    async nativePage() {
      const wrong = await expectError(bridge.nav.openNative({ name: "about", parameters: { opener: 7 } }), "invalidArguments");
      await bridge.nav.openNative({ name: "about", parameters: { opener: location.href } });
      await onScreen("top", "the About page");
      return `the native About page is on top (← comes back); a wrong parameter is refused: ${wrong}`;
    },
  };

  async function run(name, output) {
    try {
      const detail = await demos[name]();
      if (output) { output.textContent = detail; output.className = ""; }
      return { name, ok: true, detail };
    } catch (e) {
      const detail = `${e.code || "error"}: ${e.message}`;
      if (output) { output.textContent = detail; output.className = "failed"; }
      return { name, ok: false, detail };
    }
  }

  /** @type {NodeListOf<HTMLButtonElement>} */
  const buttons = document.querySelectorAll("button[data-demo]");
  for (const button of buttons) {
    button.addEventListener("click", () => run(button.dataset.demo, button.parentElement.querySelector("output")));
  }

  // After the web process ended (or the page stayed blank), the container brought the page back and says why.
  bridge.on("recovered", ({ reason }) => {
    const banner = /** @type {HTMLElement} */ (document.getElementById("recovered"));
    banner.textContent = `This page was brought back (${reason}).`;
    banner.hidden = false;
  });
  // Who is signed in, now and as it changes.
  /** @param {SignedInAccount | null} account */
  const showAccount = (account) => {
    document.getElementById("account-now").textContent = account ? `Signed in as ${account.fields.name}` : "Signed out";
  };
  bridge.on("account.changed", showAccount);
  bridge.account.current().then(showAccount);
  document.getElementById("sign-in").addEventListener("click", () => bridge.login.signIn({ name: "Ada" }));
  document.getElementById("sign-out").addEventListener("click", () => bridge.login.signOut());
  bridge.on("header.itemTapped", ({ id }) => {
    if (id === "share") bridge.share.share({ title: document.title, url: location.href });
  });
  bridge.handle("showcase.greet", (args) => {
    document.getElementById("greeting").textContent = `Native says hello to ${args.name}; the page answered.`;
    return "hello from " + location.href;
  });
  bridge.handle("showcase.runAll", async () => {
    const results = [];
    for (const button of buttons) {
      results.push(await run(button.dataset.demo, button.parentElement.querySelector("output")));
    }
    return { results };
  });
  // Everything is set up: declare the page started (an offline package version on trial is kept once it has).
  bridge.ready();
  // The second page is the one a visitor opens next: load it now, off screen, so that it opens at once.
  bridge.nav.prerender({ urls: ["second.html"] }).catch((error) => console.warn("prerender", error));
})();
