/// The page `causeway-bench bridge` loads: each function measures one primitive in the page and returns its figures.
enum BenchPage {
    /// The isolated world of ``hopScript``.
    static let hopWorld = "bench-hop"

    /// The raw primitive as a bridge that keeps its channel out of page script's reach must use it: posted from an
    /// isolated world, asked and answered by DOM events from the page world, with no encoding of its own.
    static let hopScript = """
        (() => {
          const hop = window.webkit.messageHandlers.hop;
          document.addEventListener("bench:hop", (event) => hop.postMessage(event.detail).then((answer) =>
            document.dispatchEvent(new CustomEvent("bench:hopped", { detail: answer }))));
        })();
        """

    static let html = """
        <!doctype html><html><head><meta charset="utf-8"><title>bench</title></head><body><script>
        "use strict";
        const raw = window.webkit.messageHandlers.raw;
        const now = () => performance.now();
        window.bench = {
          async rawRtt(n) { await raw.postMessage(0); const t = now(); for (let i = 0; i < n; i++) await raw.postMessage(i); return (now() - t) * 1000 / n; },
          hop(i) { return new Promise((resolve) => { document.addEventListener("bench:hopped", resolve, { once: true }); document.dispatchEvent(new CustomEvent("bench:hop", { detail: String(i) })); }); },
          async hopRtt(n) { await window.bench.hop(0); const t = now(); for (let i = 0; i < n; i++) await window.bench.hop(i); return (now() - t) * 1000 / n; },
          async channelRtt(n) { const post = window.causewayPageChannel; await post(0); const t = now(); for (let i = 0; i < n; i++) await post(i); return (now() - t) * 1000 / n; },
          async callRtt(n) { await causeway.call("bench.noop", 0); const t = now(); for (let i = 0; i < n; i++) await causeway.call("bench.noop", i); return (now() - t) * 1000 / n; },
          async rawConcurrent(n) { const t = now(); await Promise.all(Array.from({ length: n }, (_, i) => raw.postMessage(i))); return n / ((now() - t) / 1000); },
          async callConcurrent(n) { const t = now(); await Promise.all(Array.from({ length: n }, (_, i) => causeway.call("bench.noop", i))); return n / ((now() - t) / 1000); },
          rawEvents: 0,
          listen(n) { let seen = 0; window.bench.eventsDone = new Promise((resolve) => causeway.on("bench.tick", () => { if (++seen === n) resolve(); })); return true; },
          async schemeDown(bytes) { const t = now(); const body = await (await fetch("causeway-bench://app/blob?size=" + bytes)).arrayBuffer(); if (body.byteLength !== bytes) throw new Error("short"); return now() - t; },
          async binaryUp(bytes) { const data = new Uint8Array(bytes); const t = now(); const n = await causeway.call("bench.upload", { bytes: data }); if (n !== bytes) throw new Error("short"); return now() - t; },
          async binaryDown(bytes) { const t = now(); const data = await causeway.call("bench.download", { size: bytes }); if (data.length !== bytes) throw new Error("short"); return now() - t; },
        };
        </script></body></html>
        """
}
