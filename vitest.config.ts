import { defineConfig } from 'vitest/config';

// One runner for every unit and api test; each workspace is its own project.
export default defineConfig({
  test: {
    // Vitest's default is one worker fewer than the CPUs: a single worker on CI's two cores, with
    // the main process mostly idle. Each test file already runs in its own process with its own
    // database (as on any machine with more cores), so use them all.
    maxWorkers: '100%',
    projects: [
      'packages/domain',
      'packages/contracts',
      'packages/db',
      'apps/api',
      'apps/web',
      // The repository's own scripts (`npm test`'s report of what failed).
      { test: { name: 'scripts', include: ['scripts/**/*.test.mjs'] } },
    ],
  },
});
