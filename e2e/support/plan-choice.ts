import type { Page } from 'playwright-core';

/**
 * The end of onboarding on /subscribe for specs about something else: a client stays on the free
 * plan; an advisor starts the Advisor plan's trial without a card. Billing's own choices are in billing.spec.ts.
 */
export async function choosePlanOnSubscribe(page: Page, role: 'client' | 'advisor'): Promise<void> {
  await page.waitForURL('**/subscribe');
  if (role === 'client') {
    await page.getByRole('button', { name: 'Select Free' }).click();
    await page.getByRole('button', { name: 'Continue with Free' }).click();
  } else {
    await page.getByRole('button', { name: 'Select Advisor' }).click();
    await page.getByRole('button', { name: 'Start trial without a card' }).click();
  }
  await page.waitForURL('**/registration-complete');
}
