import type { Browser } from 'playwright-core';

/** The browser the browser tests and the benches drive (chromium.mjs). */
export function launchChromium(): Promise<Browser>;
