// The names of the tests that failed, read from the reports `npm test` keeps, so the last lines of
// a run (all that a CI summary may show) say which test failed and why, not only how many.
import { relative } from 'node:path';

const MAX_MESSAGE = 300;

// Vitest's messages carry the terminal's colour codes.
const stripColours = (text) => text.replace(/\u001b\[[0-9;]*m/g, '');
const firstLine = (text) => {
  const line =
    stripColours(String(text ?? ''))
      .split('\n')
      .map((part) => part.trim())
      .find((part) => part !== '') ?? '';
  return line.length > MAX_MESSAGE ? `${line.slice(0, MAX_MESSAGE)}…` : line;
};

/** Vitest's JSON report: each failed test, and each file that failed without one (a hook, an import). */
export function failedInVitestReport(report, root) {
  const failures = [];
  for (const file of report.testResults ?? []) {
    const name = relative(root, file.name);
    const failedTests = (file.assertionResults ?? []).filter((test) => test.status === 'failed');
    for (const test of failedTests) failures.push({ name: `${name} › ${test.fullName}`, reason: firstLine(test.failureMessages?.[0]) });
    if (failedTests.length === 0 && file.status === 'failed') failures.push({ name, reason: firstLine(file.message) });
  }
  return failures;
}

// A suite fails when a test in it does, and a test after a failed one in a sequential suite is
// cancelled: neither is a failure of its own.
const NOT_THEIR_OWN = new Set(['subtestsFailed', 'cancelledByParent']);

/** node:test's TAP: each `not ok` with its suites' names, and its error's first line. */
export function failedInTap(tap) {
  const lines = tap.split('\n');
  const failures = [];
  const suites = [];
  for (let index = 0; index < lines.length; index += 1) {
    const line = lines[index];
    const subtest = /^( *)# Subtest: (.*)$/.exec(line);
    if (subtest) {
      const depth = subtest[1].length / 4;
      suites.length = depth;
      suites[depth] = subtest[2];
      continue;
    }
    const notOk = /^( *)not ok \d+ - (.*?)(?: # .*)?$/.exec(line);
    if (!notOk) continue;
    const depth = notOk[1].length / 4;
    // Its YAML block, from `---` to `...`.
    const details = [];
    if (lines[index + 1]?.trim() === '---') {
      for (let next = index + 2; next < lines.length && lines[next].trim() !== '...'; next += 1) details.push(lines[next]);
    }
    const field = (key) => {
      const at = details.findIndex((detail) => detail.trimStart().startsWith(`${key}:`));
      if (at < 0) return undefined;
      const value = details[at]
        .trimStart()
        .slice(key.length + 1)
        .trim();
      if (value === '|-' || value === '|' || value === '>-') return details[at + 1];
      return value.replace(/^'(.*)'$/, '$1').replace(/''/g, "'");
    };
    if (NOT_THEIR_OWN.has(field('failureType'))) continue;
    failures.push({ name: [...suites.slice(0, depth), notOk[2]].join(' › '), reason: firstLine(field('error')) });
  }
  return failures;
}

/** The lines printed before the summary: at most `limit` failures, then how many more. */
export function describeFailures(failures, limit = 20) {
  if (failures.length === 0) return [];
  const shown = failures.slice(0, limit).map(({ name, reason }) => `  ✖ ${name}${reason ? ` — ${reason}` : ''}`);
  const more = failures.length > limit ? [`  … and ${failures.length - limit} more`] : [];
  return ['failed:', ...shown, ...more];
}
