// Runs autocannon in its own process (so the server under test keeps its event loop) over a list of
// GET paths that every connection walks in turn (with `headers`, e.g. a session cookie), and prints
// throughput and latency as JSON.
//   node bench/support/load.mjs '{"url":"http://127.0.0.1:3000","connections":20,"durationS":15,"paths":["/api/..."]}'
import autocannon from 'autocannon';

const { url, connections, durationS, paths, headers = {} } = JSON.parse(process.argv[2] ?? '{}');
const result = await autocannon({
  url,
  connections,
  duration: durationS,
  requests: paths.map((path) => ({ method: 'GET', path, headers })),
});
console.log(
  JSON.stringify({
    requests: result.requests.total,
    rps: Math.round(result.requests.average),
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    maxMs: result.latency.max,
    non2xx: result.non2xx,
    errors: result.errors,
  }),
);
