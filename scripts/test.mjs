// `npm test`: every check and test, stopping at nothing so one run shows every failure.
// With TEST_DATABASE_URL set, the api tests run on that PostgreSQL server and E2E_DATABASE_URL
// (defaulting to the same server) does the same for the browser tests.
//
// The browser tests run beside the others, not after them: they wait on a browser and a server
// part of the time (alone they use 0.8 of two cores, Chromium included), and vitest's api files
// wait on timers (alone it uses 0.7 of two cores); side by side each uses what the other leaves.
// So their output goes to a file, printed once they end.
import { spawn } from 'node:child_process';
import { createWriteStream, existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { getPriority, setPriority, tmpdir } from 'node:os';
import { join } from 'node:path';
import { describeFailures, failedInTap, failedInVitestReport } from './failed-tests.mjs';

const reports = mkdtempSync(join(tmpdir(), 'finboard-test-'));
const env = { ...process.env, TZ: 'UTC' };
if (env.TEST_DATABASE_URL && !env.E2E_DATABASE_URL) env.E2E_DATABASE_URL = env.TEST_DATABASE_URL;
const target = env.TEST_DATABASE_URL ? 'PostgreSQL' : 'PGlite';

const seconds = (started) => ((Date.now() - started) / 1000).toFixed(1);
const exitOf = (child) => new Promise((resolve) => child.once('close', (code) => resolve(code ?? 1)));

/** A step whose output is shown as it runs. */
async function step(name, command, args) {
  console.log(`\n── ${name} ──`);
  const started = Date.now();
  const status = await exitOf(spawn(command, args, { stdio: 'inherit', env }));
  console.log(`── ${name}: ${status === 0 ? 'ok' : 'FAILED'} in ${seconds(started)} s`);
  return { name, ok: status === 0 };
}

/** A step run beside the others: its output is kept in a file and shown when it ends. */
function backgroundStep(name, command, args) {
  const logFile = join(reports, `${name.replace(/\W+/g, '-')}.log`);
  console.log(`\n── ${name}: started beside the other steps (its output follows when it ends) ──`);
  const started = Date.now();
  const log = createWriteStream(logFile);
  const child = spawn(command, args, { stdio: ['ignore', 'pipe', 'pipe'], env });
  child.stdout.pipe(log, { end: false });
  child.stderr.pipe(log, { end: false });
  // Listened for now: it may end long before the other steps do.
  const exited = exitOf(child);
  return {
    async finished() {
      const status = await exited;
      await new Promise((resolve) => log.end(resolve));
      console.log(`\n── ${name} ──`);
      process.stdout.write(readFileSync(logFile, 'utf8'));
      console.log(`── ${name}: ${status === 0 ? 'ok' : 'FAILED'} in ${seconds(started)} s`);
      return { name, ok: status === 0 };
    },
  };
}

const node = process.execPath;
/** Niceness of the steps beside the browser tests: Linux gives such a process about a tenth of what a default one gets of a busy core. */
const BESIDE_BROWSER_TESTS_NICENESS = 10;
const vitestJson = join(reports, 'vitest.json');
const e2eTap = join(reports, 'e2e.tap');
// SKIP_STATIC_CHECKS=1 leaves out typecheck and lint: they do not depend on the database, so CI's
// second pass (the same code on PostgreSQL) need not repeat them.
const skipStatic = env.SKIP_STATIC_CHECKS === '1';
// TEST_PROJECTS="api db" runs only those vitest projects (vitest.config.ts): CI's PostgreSQL pass
// runs only the ones that use a database; the others do not change with it.
const projects = (env.TEST_PROJECTS ?? '').split(/[\s,]+/).filter(Boolean);
const UNIT_STEP = `${projects.length ? `vitest projects ${projects.join(', ')}` : 'unit and api tests'} (${target})`;
const E2E_STEP = `end-to-end tests in Chromium (${target})`;
if (skipStatic) console.log('\n── typecheck and lint: skipped (SKIP_STATIC_CHECKS=1)');
const browserTests = backgroundStep(E2E_STEP, node, ['e2e/run.mjs', '--tap', e2eTap]);
// The steps started from here on run at a lower CPU priority than the browser tests (a child takes
// its parent's niceness when it starts). The browser tests measure a page against the clock (a
// sign-in within 15 s, a live dot within a second): starved by vitest's workers on two busy cores,
// they failed on time alone. Vitest's tests wait on nothing but their own limits, and use what
// the browser tests leave: they mostly wait on Chromium and the servers.
setPriority(Math.max(getPriority(), BESIDE_BROWSER_TESTS_NICENESS));
const results = [];
if (!skipStatic) {
  results.push(await step('typecheck', node, ['scripts/typecheck.mjs']));
  // The lint step's second half, the tree as Prettier writes it (npm run format fixes it), beside
  // ESLint: each is one thread, so together they use the second core instead of one after the other.
  const formatting = backgroundStep('lint: formatting', node, ['node_modules/prettier/bin/prettier.cjs', '--check', '.']);
  results.push(await step('lint', node, ['node_modules/eslint/bin/eslint.js', '.']));
  results.push(await formatting.finished());
  // The type-aware rules (.oxlintrc.json): tsgolint on TypeScript 7's checker, on every core.
  results.push(await step('lint: type-aware rules', node, ['node_modules/oxlint/bin/oxlint', '--type-aware']));
}
results.push(
  await step(UNIT_STEP, node, [
    'node_modules/vitest/vitest.mjs',
    'run',
    ...projects.flatMap((name) => ['--project', name]),
    '--reporter=default',
    '--reporter=json',
    `--outputFile.json=${vitestJson}`,
  ]),
);
results.push(await browserTests.finished());

let passed = 0;
let failed = 0;
const failures = [];
if (existsSync(vitestJson)) {
  const report = JSON.parse(readFileSync(vitestJson, 'utf8'));
  passed += report.numPassedTests;
  failed += report.numFailedTests;
  failures.push(...failedInVitestReport(report, process.cwd()).map((failure) => ({ ...failure, step: UNIT_STEP })));
}
if (existsSync(e2eTap)) {
  const tap = readFileSync(e2eTap, 'utf8');
  // One summary per run of node's runner (the screenshot walk runs on its own first).
  const sum = (pattern) => [...tap.matchAll(pattern)].reduce((total, match) => total + Number(match[1]), 0);
  passed += sum(/^# pass (\d+)/gm);
  failed += sum(/^# fail (\d+)/gm);
  failures.push(...failedInTap(tap).map((failure) => ({ ...failure, step: E2E_STEP })));
}
rmSync(reports, { recursive: true, force: true });
const failedSteps = results.filter((result) => !result.ok);
if (failedSteps.length > 0 && failed === 0) failed = failedSteps.length; // a failed typecheck or lint counts too
// A step that failed with no failed test of its own (typecheck, lint, a runner that could not start).
for (const { name } of failedSteps) if (!failures.some((failure) => failure.step === name)) failures.push({ name: `${name}: the step failed`, reason: '' });
// Named last, beside the count, where a CI summary that keeps only the end of the output shows them.
for (const line of ['', ...describeFailures(failures)]) console.log(line);
console.log(`tests: ${passed} passed, ${failed} failed`);
process.exit(failedSteps.length === 0 ? 0 : 1);
