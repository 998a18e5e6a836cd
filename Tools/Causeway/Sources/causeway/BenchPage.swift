/// The page `causeway bench` loads: each function measures one primitive in the page and returns its figures.
enum BenchPage {
    static let html = """
        <!doctype html><html><head><meta charset="utf-8"><title>bench</title></head><body><script>
        "use strict";
        const raw = window.webkit.messageHandlers.raw;
        const now = () => performance.now();
        window.bench = {
          async rawRtt(n) { await raw.postMessage(0); const t = now(); for (let i = 0; i < n; i++) await raw.postMessage(i); return (now() - t) * 1000 / n; },
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
