import type { Browser } from 'playwright-core';

/** The benches' browser (chromium.mjs). */
export function launchChromium(): Promise<Browser>;
