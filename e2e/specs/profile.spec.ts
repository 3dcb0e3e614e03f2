import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import type { Browser } from 'playwright-core';
import sharp from 'sharp';
import { DEMO_PASSWORD, logIn } from '../support/auth-flows';
import { launchBrowser, newPage } from '../support/browser';

let browser: Browser;
before(async () => {
  browser = await launchBrowser();
});
after(async () => {
  await browser.close();
});

test('a profile edit with a new photo survives a reload', async () => {
  const { context, page } = await newPage(browser);
  await logIn(page, 'demo.client@finboard.dev', DEMO_PASSWORD);
  await page.waitForURL('**/home');
  const before = await page.evaluate(async () => (await fetch('/api/profile')).json());

  await page.goto('/user-profile?tab=1');
  const employer = page.getByLabel('Employer');
  await employer.fill('Riverside Robotics');
  await page.getByRole('button', { name: 'Save' }).click();
  await page.getByText(/saved/i).first().waitFor();

  await page.goto('/user-profile?tab=0');
  const photo = await sharp({ create: { width: 120, height: 120, channels: 3, background: '#d946ef' } })
    .png()
    .toBuffer();
  await page.locator('input[type="file"]').first().setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: photo });
  await page.waitForResponse((response) => response.url().includes('/api/profile/images/photo') && response.ok());

  await page.reload();
  await page.goto('/user-profile?tab=1');
  assert.equal(await page.getByLabel('Employer').inputValue(), 'Riverside Robotics');
  const after = await page.evaluate(async () => (await fetch('/api/profile')).json());
  assert.notEqual(after.profile.photoUrl, before.profile.photoUrl);
  const image = await page.evaluate(async (url) => (await fetch(url)).headers.get('content-type'), after.profile.photoUrl);
  assert.equal(image, 'image/jpeg');
  await context.close();
});
