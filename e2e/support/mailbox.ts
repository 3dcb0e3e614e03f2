import type { Page } from 'playwright-core';

/** Opens /dev/mailbox as a user would and returns the first link matching `pathPart` of the newest mail to `to` that has one (alerts may be newer). */
export async function openMailLink(page: Page, to: string, pathPart: string): Promise<string> {
  const deadline = Date.now() + 15_000;
  while (Date.now() < deadline) {
    await page.goto('/dev/mailbox');
    // Wait until the list (or its empty state) has rendered before looking for the message.
    await page.locator('article, :text("No messages yet")').first().waitFor();
    const message = page
      .locator('article', { hasText: `To: ${to}` })
      .filter({ has: page.locator(`a[href*="${pathPart}"]`) })
      .first();
    if (await message.count()) {
      const href = await message.locator(`a[href*="${pathPart}"]`).first().getAttribute('href');
      if (href) return href;
    }
    await page.waitForTimeout(500);
  }
  throw new Error(`no mail with a ${pathPart} link reached ${to}`);
}

/** Follows the verification link mailed to `to` in this browser: financial data opens only once the email is verified. */
export async function verifyEmailFromMailbox(page: Page, to: string) {
  await page.goto(await openMailLink(page, to, '/verify-email'));
  // The page answers the link, then leaves for where sign-in would go now.
  await page.waitForURL((url) => url.pathname !== '/verify-email');
}
