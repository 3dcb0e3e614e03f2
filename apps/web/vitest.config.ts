import react from '@vitejs/plugin-react';
import { defineProject } from 'vitest/config';

export default defineProject({
  plugins: [react()],
  test: {
    name: 'web',
    environment: 'happy-dom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['./src/test/setup.ts'],
    css: false,
    // A hang guard, not a speed check: a page test that types and clicks through a form takes a
    // second on an idle machine and can take several on a busy 2-core one (CI runs files in parallel).
    testTimeout: 20_000,
    // Worker threads start faster than forked processes, and these tests use nothing process-wide
    // (no native modules, chdir or signals). Each file still gets a fresh worker (isolate stays on).
    pool: 'threads',
  },
});
