import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'api',
    environment: 'node',
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    // Each file starts its own database; PGlite start-up dominates, so allow for it. A test that
    // registers several people runs beside the browser tests in CI and took over 30 s on a busy
    // 2-core machine (10 s on a quieter one): the limit catches a hang, not slowness.
    testTimeout: 60_000,
    hookTimeout: 60_000,
    env: { TZ: 'UTC' },
    // A worker runs its files one after another in one module graph, so the server's modules load
    // once per worker instead of once per file (about 2 s of CPU each). Every file still builds its
    // own server on its own database; what a module keeps at its top level is read-only or a cache.
    isolate: false,
  },
});
