// `npm test`: every check and test, in order, stopping at nothing so one run shows every failure.
// With TEST_DATABASE_URL set, the api tests run on that PostgreSQL server and E2E_DATABASE_URL
// (defaulting to the same server) does the same for the browser tests.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const reports = mkdtempSync(join(tmpdir(), 'finboard-test-'));
const env = { ...process.env, TZ: 'UTC' };
if (env.TEST_DATABASE_URL && !env.E2E_DATABASE_URL) env.E2E_DATABASE_URL = env.TEST_DATABASE_URL;
const target = env.TEST_DATABASE_URL ? 'PostgreSQL' : 'PGlite';

function step(name, command, args) {
  console.log(`\n── ${name} ──`);
  const started = Date.now();
  const result = spawnSync(command, args, { stdio: 'inherit', env });
  console.log(`── ${name}: ${result.status === 0 ? 'ok' : 'FAILED'} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  return result.status === 0;
}

const node = process.execPath;
const vitestJson = join(reports, 'vitest.json');
const e2eTap = join(reports, 'e2e.tap');
// SKIP_STATIC_CHECKS=1 leaves out typecheck and lint: they do not depend on the database, so CI's
// second pass (the same code on PostgreSQL) need not repeat them.
const skipStatic = env.SKIP_STATIC_CHECKS === '1';
if (skipStatic) console.log('\n── typecheck and lint: skipped (SKIP_STATIC_CHECKS=1)');
const results = [
  ...(skipStatic ? [] : [step('typecheck', node, ['scripts/typecheck.mjs']), step('lint', node, ['node_modules/eslint/bin/eslint.js', '.'])]),
  step(`unit and api tests (${target})`, node, ['node_modules/vitest/vitest.mjs', 'run', '--reporter=default', '--reporter=json', `--outputFile.json=${vitestJson}`]),
  step(`end-to-end tests in Chromium (${target})`, node, ['e2e/run.mjs', '--tap', e2eTap]),
];

let passed = 0;
let failed = 0;
if (existsSync(vitestJson)) {
  const report = JSON.parse(readFileSync(vitestJson, 'utf8'));
  passed += report.numPassedTests;
  failed += report.numFailedTests;
}
if (existsSync(e2eTap)) {
  const tap = readFileSync(e2eTap, 'utf8');
  // One summary per run of node's runner (the screenshot walk runs on its own first).
  const sum = (pattern) => [...tap.matchAll(pattern)].reduce((total, match) => total + Number(match[1]), 0);
  passed += sum(/^# pass (\d+)/gm);
  failed += sum(/^# fail (\d+)/gm);
}
rmSync(reports, { recursive: true, force: true });
const failedSteps = results.filter((ok) => !ok).length;
if (failedSteps > 0 && failed === 0) failed = failedSteps; // a failed typecheck or lint counts too
console.log(`\ntests: ${passed} passed, ${failed} failed`);
process.exit(results.every(Boolean) ? 0 : 1);
