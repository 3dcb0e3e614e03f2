// What the web app's two vitest projects share (vitest.config.ts and vitest.module-mocks.config.ts),
// and which test files mock a module.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import react from '@vitejs/plugin-react';
import { defineProject } from 'vitest/config';

const root = import.meta.dirname;
const testFiles = readdirSync(join(root, 'src'), { recursive: true, encoding: 'utf8' })
  .filter((file) => /\.test\.tsx?$/.test(file))
  .map((file) => `src/${file.split('\\').join('/')}`);
const mocksModules = (file: string) => /\bvi\.(do)?[mM]ock\(/.test(readFileSync(join(root, file), 'utf8'));

/**
 * The web tests in one of two projects. Most files run one after another in their worker's module
 * graph (`isolate: false`): React, Mantine and the app's modules then load once per worker instead of
 * once per file, which was most of this suite's CPU. But vi.mock replaces a module only for modules
 * imported after it, and in a shared graph an earlier file may already have imported the real one,
 * so the files that mock a module get a fresh graph each.
 */
export function webProject(part: 'shared graph' | 'module mocks') {
  const withMocks = part === 'module mocks';
  return defineProject({
    plugins: [react()],
    test: {
      name: withMocks ? 'web (module mocks)' : 'web',
      include: testFiles.filter((file) => mocksModules(file) === withMocks),
      isolate: withMocks,
      environment: 'happy-dom',
      setupFiles: ['./src/test/setup.ts'],
      css: false,
      // A hang guard, not a speed check: a page test that types and clicks through a form takes a
      // second on an idle machine and can take several on a busy 2-core one (CI runs files in parallel).
      testTimeout: 20_000,
      // Worker threads start faster than forked processes, and these tests use nothing process-wide
      // (no native modules, chdir or signals).
      pool: 'threads',
    },
  });
}
