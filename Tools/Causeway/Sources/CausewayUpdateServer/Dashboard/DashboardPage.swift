/// The release dashboard the server answers at `/`: one HTML page with its style and script inline, no build step.
/// It lists every package's releases per channel with their rollout share and health as bars and the app builds that
/// can run them (the registered app contracts that meet their needs), and pauses, resumes,
/// rolls back and changes the rollout of a release through the server's own API, with a publisher token the
/// operator types in (kept in the tab's session storage only).
enum DashboardPage {
    static let html = #"""
    <!doctype html>
    <html lang="en">
    <head>
    <meta charset="utf-8">
    <meta name="viewport" content="width=device-width, initial-scale=1">
    <title>Causeway releases</title>
    <style>
      body { margin: 0; font: 15px/1.4 system-ui, sans-serif; color: #1d2430; background: #f6f7f9; }
      header { display: flex; gap: 16px; align-items: center; padding: 12px 20px; background: #1d2430; color: #fff; }
      header h1 { margin: 0; font-size: 20px; flex: 1; }
      header input { font: inherit; padding: 4px 8px; width: 200px; }
      main { padding: 8px 20px 20px; }
      h2 { margin: 20px 0 4px; font-size: 18px; }
      h3 { margin: 12px 0 4px; font-size: 15px; color: #4a5568; }
      .release { display: grid; grid-template-columns: 64px 176px 176px minmax(120px, 1fr) minmax(160px, 1fr); gap: 6px 16px;
                 align-items: center; padding: 10px 8px; background: #fff; border-bottom: 1px solid #e2e6ea; }
      .release.titles { font-size: 13px; color: #4a5568; font-weight: 600; padding: 6px 8px; }
      .release .controls { grid-column: 2 / -1; }
      .bar { position: relative; width: 160px; height: 14px; background: #e2e6ea; display: flex; }
      .bar span { display: block; height: 100%; }
      .rollout { background: #3465a4; }
      .installed { background: #4e9a06; }
      .rolledBack { background: #f57900; }
      .failed { background: #cc0000; }
      .figures { font-size: 13px; color: #4a5568; }
      .state { font-weight: 600; }
      .state.pausedByPublisher, .state.pausedByHealthRule, .state.rolledBack { color: #cc0000; }
      .why, .serves { font-size: 13px; color: #4a5568; }
      button, .controls input { font: inherit; padding: 3px 10px; }
      .controls input { width: 56px; padding: 3px 4px; }
      #status { margin: 8px 0 0; padding: 0 20px; min-height: 1.4em; color: #cc0000; }
      #status.done { color: #4e9a06; }
    </style>
    </head>
    <body>
    <header>
      <h1>Causeway releases</h1>
      <label>Publisher token <input id="token" type="password" autocomplete="off"></label>
    </header>
    <p id="status" role="status"></p>
    <main id="packages"><p>Loading…</p></main>
    <script>
    "use strict";
    const token = document.getElementById("token");
    const status = document.getElementById("status");
    token.value = sessionStorage.getItem("causeway.token") ?? "";
    token.addEventListener("input", () => sessionStorage.setItem("causeway.token", token.value));

    /// An element named `tag` with `attributes` and `children` (strings become text, never HTML).
    function element(tag, attributes = {}, ...children) {
      const made = document.createElement(tag);
      for (const [name, value] of Object.entries(attributes)) made.setAttribute(name, value);
      for (const child of children) made.append(child);
      return made;
    }

    /// A bar of `parts` ([share 0–100, class, title]) on a grey track.
    function bar(parts) {
      const track = element("div", { class: "bar" });
      for (const [share, kind, title] of parts) {
        track.append(element("span", { class: kind, title, style: `width: ${Math.max(0, Math.min(100, share))}%` }));
      }
      return track;
    }

    function say(text, done = false) {
      status.textContent = text;
      status.className = done ? "done" : "";
    }

    async function control(id, version, action, method = "POST") {
      let response;
      try {
        response = await fetch(`v1/packages/${encodeURIComponent(id)}/releases/${encodeURIComponent(version)}/${action}`, {
          method, headers: { Authorization: `Bearer ${token.value}` },
        });
      } catch (error) {
        say(`${version}: the server could not be reached (${error})`);
        return;
      }
      if (!response.ok) {
        const text = await response.text();
        let reason = text;
        try { reason = JSON.parse(text).error?.message ?? text; } catch {}
        say(`${version}: ${reason || response.statusText} (${response.status})`);
        return;
      }
      say(`${version}: done`, true);
      await load();
    }

    const phaseWords = {
      live: "live", superseded: "superseded", pausedByPublisher: "paused by a publisher",
      pausedByHealthRule: "paused by its health rule", rolledBack: "rolled back",
    };

    // The app builds that can run a release: every app when it has no needs, else the registered contracts that meet them.
    function runsOn(serves) {
      if (serves === undefined) return "any app";
      return serves.length ? serves.map((contract) => contract.name).join(", ") : "no registered app";
    }

    function releaseRow(id, { release, health, serves }) {
      const reports = health.installed + health.rolledBack + health.failed;
      const share = (count) => reports === 0 ? 0 : count * 100 / reports;
      const { phase, reason, since } = release.state;
      const paused = phase === "pausedByPublisher" || phase === "pausedByHealthRule";
      const rule = release.healthRule;
      const why = reason
        ? `${reason} (${new Date(since).toLocaleString()})`
        : rule
          ? `Pauses above ${rule.maximumBadPercent}% bad of at least ${rule.minimumReports} reports from ${rule.minimumNetworks} networks`
          : "";
      const rollout = element("input", { type: "number", min: "0", max: "100", value: String(release.rolloutPercent),
                                         "aria-label": `Rollout of ${release.version}` });
      const button = (label, run) => {
        const made = element("button", { type: "button", "data-action": label.toLowerCase().replaceAll(" ", "-") }, label);
        made.addEventListener("click", run);
        return made;
      };
      return element("div", { class: "release", "data-version": release.version },
        element("div", {}, release.version),
        element("div", {}, bar([[release.rolloutPercent, "rollout", `${release.rolloutPercent}%`]]),
                element("div", { class: "figures" }, `${release.rolloutPercent}% of devices`)),
        element("div", {}, bar([[share(health.installed), "installed", "installed"],
                               [share(health.rolledBack), "rolledBack", "rolled back"],
                               [share(health.failed), "failed", "failed"]]),
                element("div", { class: "figures" },
                        `${health.installed} installed, ${health.rolledBack} rolled back, ${health.failed} failed`)),
        element("div", { class: "serves" }, runsOn(serves)),
        element("div", {}, element("div", { class: `state ${phase}` }, phaseWords[phase] ?? phase),
                element("div", { class: "why" }, why)),
        element("div", { class: "controls" },
          phase === "rolledBack" ? ""
            : paused ? button("Resume", () => control(id, release.version, "resume"))
            : button("Pause", () => control(id, release.version, "pause")),
          " ", phase === "rolledBack" ? "" : button("Roll back", () => control(id, release.version, "rollback")),
          " ", rollout, " ",
          button("Set rollout", () => control(id, release.version, `rollout?percent=${rollout.value}`, "PUT"))));
    }

    // Every page of a listing: each page after the one before, from the last item's cursor, until one is not full.
    async function listed(path, cursorName, cursorOf) {
      const items = [];
      for (let cursor = ""; ;) {
        const page = await (await fetch(`${path}?limit=100${cursor}`)).json();
        items.push(...page);
        if (page.length < 100) return items;
        cursor = `&${cursorName}=${encodeURIComponent(cursorOf(page[page.length - 1]))}`;
      }
    }

    async function load() {
      const packages = document.getElementById("packages");
      try {
        const ids = await listed("v1/packages", "after", (id) => id);
        const sections = [];
        for (const id of ids) {
          const statuses = await listed(`v1/packages/${encodeURIComponent(id)}/releases`, "before",
            (status) => status.release.version);
          const section = element("section", { "data-package": id }, element("h2", {}, id));
          for (const channel of [...new Set(statuses.map((status) => status.release.channel))].sort()) {
            const list = element("div", {}, element("div", { class: "release titles" },
              ...["Version", "Rollout", "Health", "Runs on", "State"].map((title) => element("div", {}, title))));
            for (const status of statuses.filter((status) => status.release.channel === channel)) {
              list.append(releaseRow(id, status));
            }
            section.append(element("h3", {}, `Channel ${channel}`), list);
          }
          sections.push(section);
        }
        packages.replaceChildren(...(sections.length ? sections : [element("p", {}, "No releases yet.")]));
        document.body.dataset.loaded = String(Date.now());
      } catch (error) {
        say(`The releases could not be read: ${error}`);
      }
    }

    load();
    </script>
    </body>
    </html>
    """#
}
