import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

const cores = availableParallelism();

// One runner for every unit and api test; each workspace is its own project.
export default defineConfig({
  test: {
    // Each test file runs in its own worker with its own database, so files run side by side. An api
    // file spends most of its time waiting, not computing: every registration takes at least the
    // 500 ms that keeps a taken address from answering faster, and jobs and live streams wait on
    // timers. On CI's two cores two workers left the CPU idle for more than half of the api files'
    // time, so a small machine runs two workers a core (up to 8); a large one one a core.
    maxWorkers: Math.max(cores, Math.min(cores * 2, 8)),
    projects: [
      'packages/domain',
      'packages/contracts',
      'packages/db',
      'apps/api',
      'apps/web/vitest.config.ts',
      'apps/web/vitest.module-mocks.config.ts',
      // The repository's own scripts (`npm test`'s report of what failed).
      { test: { name: 'scripts', include: ['scripts/**/*.test.mjs'] } },
    ],
  },
});
