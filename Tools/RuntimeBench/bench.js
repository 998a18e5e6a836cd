// The page runtime's own cost, without an engine: a courier that answers every post in a later task, as an engine
// does, and three measures, each the median of several rounds. Prints one line of JSON.
var __out = "";
const answer = (text) => document.dispatchEvent(new CustomEvent("causeway:recv", { detail: text }));
let answerCalls = null;
document.addEventListener("causeway:send", (event) => {
  const text = event.detail;
  if (text.indexOf("\n") < 0 && JSON.parse(text).kind === "hello") {
    setImmediate(() => answer(JSON.stringify({ v: 1, kind: "hello", epoch: 3, limits: {}, methods: {} })));
  }
  answerCalls?.(text);
});
document.dispatchEvent(new CustomEvent("causeway:courier"));
const api = window.causeway;
const EVENTS = 10000, CONCURRENT = 5000, SEQUENTIAL = 2000, ROUNDS = 7;
const replies = (text) => {
  const lines = text.split("\n").filter((line) => line.indexOf('"kind":"call"') >= 0);
  return lines.map((line) => {
    const start = line.indexOf('"id":"') + 6;
    return `{"v":1,"kind":"reply","epoch":3,"id":"${line.slice(start, line.indexOf('"', start))}","ok":true,"result":1}`;
  }).join("\n");
};
answerCalls = (text) => {
  const reply = replies(text);
  if (reply) setImmediate(() => answer(reply));
};
const batch = JSON.stringify({ v: 1, kind: "batch", epoch: 3, messages: Array.from({ length: EVENTS }, (_, i) => (
  { v: 1, kind: "event", epoch: 3, name: "bench.tick", data: i })) });

async function eventsPerSecond() {
  let seen = 0, resolve;
  const done = new Promise((r) => (resolve = r));
  const off = api.on("bench.tick", () => { if (++seen === EVENTS) resolve(); });
  const start = __now();
  answer(batch);
  await done;
  const ms = __now() - start;
  off();
  return EVENTS / ms * 1000;
}
async function concurrentPerSecond() {
  const start = __now();
  await Promise.all(Array.from({ length: CONCURRENT }, (_, i) => api.call("bench.noop", i)));
  return CONCURRENT / (__now() - start) * 1000;
}
async function sequentialMicroseconds() {
  const start = __now();
  for (let i = 0; i < SEQUENTIAL; i++) await api.call("bench.noop", i);
  return (__now() - start) * 1000 / SEQUENTIAL;
}
const median = (values) => values.sort((a, b) => a - b)[values.length >> 1];
const turn = () => new Promise((resolve) => setImmediate(resolve));
(async () => {
  await turn();
  await turn();
  const events = [], concurrent = [], sequential = [];
  for (let round = 0; round < ROUNDS; round++) {
    events.push(await eventsPerSecond());
    concurrent.push(await concurrentPerSecond());
    sequential.push(await sequentialMicroseconds());
    await turn();
  }
  __out = JSON.stringify({ events_per_s: Math.round(median(events)), concurrent_per_s: Math.round(median(concurrent)),
                           sequential_us: Math.round(median(sequential) * 100) / 100 });
})().catch((error) => (__out = JSON.stringify({ failed: String(error) })));
