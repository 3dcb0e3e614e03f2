import { test } from 'node:test';

/**
 * Steps of one story that share browsers and build on each other: once a step fails, the later
 * ones are skipped (their failures would only repeat the first). Each call gives a story its own.
 */
export function sequentialSteps() {
  let failed = false;
  return function step(name: string, body: () => Promise<void>) {
    test(name, async (t) => {
      if (failed) return t.skip('an earlier step failed');
      try {
        await body();
      } catch (error) {
        failed = true;
        throw error;
      }
    });
  };
}
