import type { Page } from 'playwright-core';

/** Opens /dev/mailbox as a user would and returns the first link of the newest mail to `to` matching `pathPart`. */
export async function openMailLink(page: Page, to: string, pathPart: string): Promise<string> {
  await page.goto('/dev/mailbox');
  const deadline = Date.now() + 10_000;
  while (Date.now() < deadline) {
    const message = page.locator('article', { hasText: `To: ${to}` }).first();
    if (await message.count()) {
      const href = await message.locator(`a[href*="${pathPart}"]`).first().getAttribute('href');
      if (href) return href;
    }
    await page.waitForTimeout(300);
    await page.reload();
  }
  throw new Error(`no mail with a ${pathPart} link reached ${to}`);
}
