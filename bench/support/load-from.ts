// The load generator (load.mjs) run in a child process against a server listening in this one: the
// server under test must keep its event loop, so the load never runs in the benchmark's own process.
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';

export interface LoadResult {
  requests: number;
  rps: number;
  p50Ms: number;
  p99Ms: number;
  maxMs: number;
  non2xx: number;
  errors: number;
}

export interface LoadTarget {
  /** The listening server's address (what app.listen answered). */
  url: string;
  connections: number;
  /** Request headers for every path, e.g. a session cookie. */
  headers?: Record<string, string>;
}

/** Every connection walks `paths` in turn (GET) for `durationS` seconds: throughput and latency. */
export async function loadFrom(target: LoadTarget, paths: string[], durationS: number): Promise<LoadResult> {
  const { stdout } = await promisify(execFile)(
    process.execPath,
    ['bench/support/load.mjs', JSON.stringify({ url: target.url, connections: target.connections, durationS, paths, headers: target.headers ?? {} })],
    { encoding: 'utf8', maxBuffer: 16 * 1024 * 1024 },
  );
  return JSON.parse(stdout) as LoadResult;
}

/** A load run and the CPU this process (the server under test) spent per request meanwhile, in ms. */
export async function loadWithServerCpu(target: LoadTarget, paths: string[], durationS: number) {
  const before = process.cpuUsage();
  const result = await loadFrom(target, paths, durationS);
  const used = process.cpuUsage(before);
  return { ...result, serverCpuMsPerRequest: Math.round(((used.user + used.system) / 1000 / Math.max(1, result.requests)) * 100) / 100 };
}
