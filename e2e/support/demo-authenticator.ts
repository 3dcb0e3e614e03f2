import { createHmac } from 'node:crypto';
import type { Page } from 'playwright-core';

/** The demo admin's authenticator key (apps/api/src/modules/demo/demo-accounts.ts), public like its password. */
const DEMO_ADMIN_AUTHENTICATOR_KEY = 'FinboardDemoAdminAuthenticator01';
export const DEMO_ADMIN_EMAIL = 'demo.admin@finboard.dev';
const STEP_MS = 30_000;

/** RFC 6238 (HMAC-SHA1, 30 s, 6 digits) for the step `offset` steps from now, as the admin's app would show it. */
function demoAdminCode(offset = 0): string {
  const counter = Buffer.alloc(8);
  counter.writeBigUInt64BE(BigInt(Math.floor(Date.now() / STEP_MS) + offset));
  const digest = createHmac('sha1', Buffer.from(DEMO_ADMIN_AUTHENTICATOR_KEY, 'utf8')).update(counter).digest();
  const binary = digest.readUInt32BE(digest[digest.length - 1]! & 0x0f) & 0x7fffffff;
  return String(binary % 1_000_000).padStart(6, '0');
}

/**
 * The code step of the demo admin's sign-in. A code works once: when an earlier spec signed in with
 * this step's code, the next step's (accepted one step early) is typed instead, and failing that the
 * one after, once the next step has begun.
 */
export async function enterDemoAdminCode(page: Page): Promise<void> {
  const field = page.getByLabel('Enter the 6-digit code from your authenticator app');
  await field.waitFor();
  for (const attempt of [
    { offset: 0, wait: false },
    { offset: 1, wait: false },
    { offset: 1, wait: true },
  ]) {
    if (attempt.wait) await page.waitForTimeout(STEP_MS - (Date.now() % STEP_MS) + 200);
    await field.fill(demoAdminCode(attempt.offset));
    const answer = page.waitForResponse((response) => response.url().endsWith('/api/auth/two-factor/verify'));
    await page.getByRole('button', { name: 'Verify' }).click();
    if ((await answer).ok()) return;
  }
  throw new Error('the demo admin could not sign in with a code');
}
