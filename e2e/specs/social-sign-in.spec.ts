import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import type { Browser } from 'playwright-core';
import { pathOf } from '../support/auth-flows';
import { launchBrowser, newPage } from '../support/browser';

let browser: Browser;
before(async () => { browser = await launchBrowser(); });
after(async () => { await browser.close(); });

// The server runs with Google pointed at a local OpenID Connect provider (e2e/support/local-identity-provider.mjs).
test('signing in with Google goes through the identity provider and lands a new client on onboarding', async () => {
  const { context, page } = await newPage(browser);
  await page.goto('/login');
  await page.getByRole('button', { name: /google/i }).click();

  // The identity provider's own pages: sign in, then allow.
  await page.locator('input[name="login"]').waitFor();
  await page.locator('input[name="login"]').fill(`grace${Date.now()}`);
  await page.locator('input[name="password"]').fill('anything');
  await page.locator('button[type="submit"]').click();
  await page.locator('button[type="submit"]').click(); // consent

  await page.waitForURL((url) => url.pathname === '/financialfreedom', { timeout: 20_000 });
  assert.equal(pathOf(page), '/financialfreedom');
  const session = await page.evaluate(async () => (await fetch('/api/session')).json());
  assert.equal(session.user.firstName, 'Grace');
  assert.equal(session.user.role, 'client');
  await context.close();
});
