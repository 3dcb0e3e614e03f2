import { describe, expect, it } from 'vitest';
import { isScriptFailure, shouldReloadForScript } from './script-reload';

const storageWith = (reloadedAt: number | null) => ({ getItem: () => (reloadedAt === null ? null : String(reloadedAt)) });

describe('reloading for a script that did not arrive', () => {
  it("knows Chromium's, Firefox's and Safari's failed dynamic import, and Vite's stylesheet preload", () => {
    for (const message of [
      'Failed to fetch dynamically imported module: http://localhost/assets/app-shell-layout-BJ-eHt9T.js',
      'error loading dynamically imported module: http://localhost/assets/x.js',
      'Importing a module script failed.',
      'Unable to preload CSS for /assets/x.css',
    ])
      expect(isScriptFailure(new TypeError(message)), message).toBe(true);
    expect(isScriptFailure(new TypeError("Cannot read properties of undefined (reading 'id')"))).toBe(false);
    expect(isScriptFailure('Failed to fetch dynamically imported module')).toBe(false);
  });

  it('reloads once; a second failure within 30 s shows the error page', () => {
    const failure = new TypeError('Failed to fetch dynamically imported module: /assets/x.js');
    expect(shouldReloadForScript(failure, 100_000, storageWith(null))).toBe(true);
    expect(shouldReloadForScript(failure, 100_000, storageWith(80_000))).toBe(false);
    expect(shouldReloadForScript(failure, 100_000, storageWith(70_000))).toBe(true);
    expect(shouldReloadForScript(new Error('render failed'), 100_000, storageWith(null))).toBe(false);
  });
});
