import { describe, expect, it } from 'vitest';
import { describeFailures, failedInTap, failedInVitestReport } from './failed-tests.mjs';

// node:test's TAP as node 20 writes it: a suite with a passing and a failing test, a test
// cancelled after a failure, and a failing top-level test whose error spans two lines.
const TAP = `TAP version 13
# Subtest: group a
    # Subtest: passes
    ok 1 - passes
      ---
      duration_ms: 0.6
      ...
    # Subtest: fails here
    not ok 2 - fails here
      ---
      duration_ms: 8.8
      failureType: 'testCodeFailure'
      error: 'one isn''t two'
      code: 'ERR_ASSERTION'
      ...
    # Subtest: never ran
    not ok 3 - never ran
      ---
      duration_ms: 0.1
      failureType: 'cancelledByParent'
      error: 'test did not finish before its parent and was cancelled'
      ...
    1..3
not ok 1 - group a
  ---
  duration_ms: 10.7
  type: 'suite'
  failureType: 'subtestsFailed'
  error: '1 subtest failed'
  ...
# Subtest: top fails
not ok 2 - top fails
  ---
  duration_ms: 0.1
  failureType: 'testCodeFailure'
  error: |-
    boom
    second line
  ...
1..2
# pass 1
# fail 2
`;

describe('failedInTap', () => {
  it('names each failed test with its suites and the first line of its error, and nothing that only failed through another', () => {
    expect(failedInTap(TAP)).toEqual([
      { name: 'group a › fails here', reason: "one isn't two" },
      { name: 'top fails', reason: 'boom' },
    ]);
  });

  it('finds nothing in a run that passed', () => {
    expect(failedInTap('TAP version 13\n# Subtest: a\nok 1 - a\n  ---\n  duration_ms: 1\n  ...\n1..1\n# pass 1\n# fail 0\n')).toEqual([]);
  });
});

describe('failedInVitestReport', () => {
  it('names failed tests by file and full name, and a file that failed without a failed test (a hook, an import)', () => {
    const report = {
      testResults: [
        {
          name: '/repo/apps/api/test/a.test.ts',
          status: 'failed',
          message: '',
          assertionResults: [
            {
              fullName: 'outage answers 503',
              status: 'failed',
              failureMessages: ['\u001b[31mAssertionError: expected 500 to be 503\u001b[39m\n    at a.test.ts:3'],
            },
            { fullName: 'outage recovers', status: 'passed', failureMessages: [] },
          ],
        },
        { name: '/repo/apps/api/test/b.test.ts', status: 'failed', message: 'Error: Hook timed out in 10000ms.\nmore', assertionResults: [] },
        { name: '/repo/apps/api/test/c.test.ts', status: 'passed', message: '', assertionResults: [{ fullName: 'fine', status: 'passed' }] },
      ],
    };
    expect(failedInVitestReport(report, '/repo')).toEqual([
      { name: 'apps/api/test/a.test.ts › outage answers 503', reason: 'AssertionError: expected 500 to be 503' },
      { name: 'apps/api/test/b.test.ts', reason: 'Error: Hook timed out in 10000ms.' },
    ]);
  });
});

describe('describeFailures', () => {
  it('prints nothing when nothing failed, and at most the limit, then how many more', () => {
    expect(describeFailures([])).toEqual([]);
    const failures = Array.from({ length: 4 }, (_, index) => ({ name: `t${index}`, reason: index === 0 ? '' : 'why' }));
    expect(describeFailures(failures, 2)).toEqual(['failed:', '  ✖ t0', '  ✖ t1 — why', '  … and 2 more']);
  });

  it('cuts a very long reason', () => {
    const [, line] = describeFailures([{ name: 't', reason: 'x'.repeat(400) }]);
    expect(line).toBe(`  ✖ t — ${'x'.repeat(400)}`);
    expect(failedInTap(`not ok 1 - t\n  ---\n  error: '${'y'.repeat(400)}'\n  ...\n`)[0]?.reason).toBe(`${'y'.repeat(300)}…`);
  });
});
