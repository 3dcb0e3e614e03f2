import { rename } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import type { ReportDocumentModel } from '../report-model';

type Answer = { id: number; pdf: Uint8Array; error?: undefined } | { id: number; error: string; pdf?: undefined };
interface Waiting {
  resolve: (pdf: Buffer) => void;
  reject: (error: Error) => void;
}

let worker: Promise<Worker> | null = null;
let nextId = 0;
const waiting = new Map<number, Waiting>();

/**
 * The worker: in the api bundle, `report-render-worker.js` beside main.js (scripts/build.mjs). From
 * the sources (tests, benches, the dev server) it is TypeScript, and Node 20 applies no loader hook
 * (tsx) to a worker's modules: it is bundled once by esbuild, as the build does, into
 * node_modules/.cache (so its npm imports resolve from the repository's node_modules).
 */
async function newWorker(): Promise<Worker> {
  if (!import.meta.url.endsWith('.ts')) return new Worker(new URL('./report-render-worker.js', import.meta.url));
  const root = fileURLToPath(new URL('../../../../../../', import.meta.url));
  const target = join(root, 'node_modules/.cache/finboard/report-render-worker.mjs');
  // Written under this process's own name, then renamed into place: test files run in parallel
  // processes, and a rename is atomic, so no worker ever loads a half-written file.
  const outfile = `${target}.${process.pid}.mjs`;
  const { build } = await import('esbuild');
  await build({
    entryPoints: [fileURLToPath(new URL('./render-worker.ts', import.meta.url))],
    outfile,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    logLevel: 'warning',
    plugins: [
      {
        name: 'external-npm',
        setup: (b) => b.onResolve({ filter: /^[^./]/ }, (args) => (args.path.startsWith('@finboard/') ? undefined : { path: args.path, external: true })),
      },
    ],
  });
  await rename(outfile, target);
  return new Worker(pathToFileURL(target));
}

function failAll(error: Error) {
  for (const each of waiting.values()) each.reject(error);
  waiting.clear();
}

function started(): Promise<Worker> {
  worker ??= newWorker().then(listenTo);
  // A worker that could not start is tried again next time.
  worker.catch(() => (worker = null));
  return worker;
}

function listenTo(created: Worker): Worker {
  created.on('message', (answer: Answer) => {
    const entry = waiting.get(answer.id);
    waiting.delete(answer.id);
    // Idle, the worker never keeps the process alive (a server's close, a test's end).
    if (waiting.size === 0) created.unref();
    if (!entry) return;
    if (answer.error !== undefined) entry.reject(new Error(answer.error));
    else entry.resolve(Buffer.from(answer.pdf.buffer, answer.pdf.byteOffset, answer.pdf.byteLength));
  });
  created.on('error', (error) => failAll(error));
  created.on('exit', (code) => {
    worker = null;
    failAll(new Error(`the report renderer stopped (exit code ${code})`));
  });
  return created;
}

/**
 * Renders a report's PDF on one worker thread, started on first use and kept: 'all reports' (the
 * background job) is long, and the main thread goes on answering other requests meanwhile. The
 * requests queue on the one worker, so concurrent generations take one core, not all of them.
 */
export async function renderReportPdfOffThread(model: ReportDocumentModel): Promise<Buffer> {
  const target = await started();
  const id = (nextId += 1);
  return new Promise<Buffer>((resolve, reject) => {
    waiting.set(id, { resolve, reject });
    target.ref();
    target.postMessage({ id, model });
  });
}
