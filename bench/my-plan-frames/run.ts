// My Plan drag benchmark (issue #7): the demo client's retirement plan at 10,000 paths in Debian's
// Chromium; the retirement-age marker is dragged for 2 s with a small mouse move every frame under a
// Chromium trace. Prints frame times (median, p95, max, frames over 50 ms; the main thread's CPU
// time beside them) per drag and overall, whether the target is met (median under 16 ms, no frame
// over 50 ms), and the gzip size of the JavaScript My Plan loads when reached from /home (its worker
// counted apart). BENCH_RUNS (default 5) drags; PROFILE=1 adds a main-thread CPU profile per drag;
// WEB_DIST_DIR serves another build of the web app (to compare before and after a change).
import { cpus, loadavg } from 'node:os';
import type { Browser, Page } from 'playwright-core';
import { launchChromium } from '../support/chromium.mjs';
import { dragMarker, findMarker } from './drag-marker';
import { startFrameRecording, stopFrameRecording } from './frame-recorder';
import { frameStats, percentile, TARGET, type FrameStats } from './frame-stats';
import { startTrace, stopTrace } from './frame-trace';
import { startProfile, stopProfile } from './profile';
import { measureRouteJs } from './route-js';
import { buildIfStale, startDemoServer } from './server';

const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const PROFILE = process.env.PROFILE === '1';
const DRAG = { durationMs: 2_000, sweepYears: 10 };
const REQUIRED_PATHS = 10_000;
const DEMO = { email: 'demo.client@finboard.dev', password: 'FinboardDemo1!' };

const load1m = () => Math.round((loadavg()[0] ?? 0) * 100) / 100;

async function signIn(page: Page) {
  await page.goto('/login');
  await page.getByLabel('Email').fill(DEMO.email);
  await page.getByLabel('Password', { exact: true }).fill(DEMO.password);
  await page.getByRole('button', { name: 'Log In' }).click();
  await page.waitForURL('**/home');
  await page.waitForLoadState('networkidle');
}

const planLoaded = (page: Page) => page.locator('#retirement-age-label').waitFor();

/** One drag with the page settled (worker loaded, nothing in flight): its frames, optionally a CPU profile. */
async function measureDrag(browser: Browser, page: Page) {
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(1_000);
  const marker = await findMarker(page);
  const loadBefore = load1m();
  const profile = PROFILE ? await startProfile(page) : null;
  await startTrace(browser, page);
  await startFrameRecording(page);
  const drag = await dragMarker(page, marker, DRAG);
  await page.waitForTimeout(250); // the last preview reaches the screen
  const recording = await stopFrameRecording(page);
  const work = await stopTrace(browser, recording.markTime);
  await drag.release();
  const profiled = profile ? await stopProfile(profile) : null;
  const ageAfter = await page.locator('#retirement-age-label').textContent();
  if (ageAfter !== `Retirement age: ${marker.age}`) throw new Error(`the drag did not end where it started: ${ageAfter}`);
  return { ...frameStats(recording, work), moves: drag.moves, dragMs: drag.elapsedMs, load1m: loadBefore, ...(profiled ? { profile: profiled } : {}) };
}

function overall(runs: FrameStats[]) {
  const medianOf = (pick: (run: FrameStats) => number) => Math.round(percentile(runs.map(pick), 50) * 10) / 10;
  return {
    frameMs: { median: medianOf((run) => run.frameMs.median), p95: medianOf((run) => run.frameMs.p95), max: Math.max(...runs.map((run) => run.frameMs.max)) },
    frameCpuMs: { median: medianOf((run) => run.frameCpuMs.median), max: Math.max(...runs.map((run) => run.frameCpuMs.max)) },
    framesOver50Ms: runs.map((run) => run.framesOver50Ms),
    targetMet: runs.every((run) => run.targetMet),
  };
}

buildIfStale();
const server = await startDemoServer();
const browser = await launchChromium();
try {
  const context = await browser.newContext({ baseURL: server.url, viewport: { width: 1280, height: 900 } });
  await context.route(/^https?:\/\/(?!localhost[:/]|127\.0\.0\.1[:/])/, (route) => route.abort());
  // tsx keeps function names with an `__name` helper that the functions sent to the page carry along.
  await context.addInitScript('globalThis.__name = (fn) => fn;');
  const page = await context.newPage();
  page.setDefaultTimeout(30_000);
  await signIn(page);

  const routeJs = await measureRouteJs(page, async () => {
    await page.locator('a[href="/client/my-plan"]').first().click();
    await planLoaded(page);
  });
  const paths = await page.evaluate(async () => {
    const body = (await (await fetch('/api/my-plan')).json()) as { active?: { computation?: { paths?: number } } };
    return body.active?.computation?.paths ?? null;
  });
  if (paths !== REQUIRED_PATHS) throw new Error(`the demo plan runs ${paths} paths, not ${REQUIRED_PATHS}`);

  const runs = [];
  for (let run = 0; run < RUNS; run += 1) {
    if (run > 0) {
      await page.reload();
      await planLoaded(page);
    }
    runs.push(await measureDrag(browser, page));
  }
  console.log(
    JSON.stringify(
      {
        paths,
        drag: DRAG,
        target: { medianFrameUnderMs: TARGET.medianFrameMs, noFrameOverMs: TARGET.maxFrameMs },
        overall: overall(runs),
        runs,
        routeJs,
        cores: cpus().length,
      },
      null,
      2,
    ),
  );
} finally {
  await browser.close();
  await server.stop();
}
