import type { Browser, BrowserContext, Page } from 'playwright-core';
import { launchChromium } from './chromium.mjs';

export const BASE_URL = process.env.E2E_BASE_URL ?? 'http://localhost:3000';

/** The browser tests' Chromium (chromium.mjs, shared with the benches). */
export function launchBrowser(): Promise<Browser> {
  return launchChromium();
}

/**
 * A fresh browser profile (no cookies) with a page on the app, as a person who asked their system
 * for less motion: menus, modals and charts appear at once (the app's theme and charts honour the
 * setting), so a spec waits for what a page shows rather than for motion, and Chromium does not
 * draw transitions frame by frame on a busy machine.
 */
export async function newPage(browser: Browser): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ baseURL: BASE_URL, viewport: { width: 1280, height: 900 }, reducedMotion: 'reduce' });
  // Nothing outside this machine is reachable; refuse such requests at once instead of waiting on them
  // (the identity provider's pages, for one, import a web font).
  await context.route(/^https?:\/\/(?!localhost[:/]|127\.0\.0\.1[:/])/, (route) => route.abort());
  const page = await context.newPage();
  page.setDefaultTimeout(15_000);
  return { context, page };
}

/** A unique email per run so specs never collide with earlier data. */
export function uniqueEmail(prefix: string): string {
  return `${prefix}.${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}@example.com`;
}
