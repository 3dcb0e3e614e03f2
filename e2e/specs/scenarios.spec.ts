import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import type { Browser, Page } from 'playwright-core';
import sharp from 'sharp';
import { registerByApi } from '../support/auth-flows';
import { launchBrowser, newPage, uniqueEmail } from '../support/browser';
import { verifyEmailFromMailbox } from '../support/mailbox';

let browser: Browser;
before(async () => {
  browser = await launchBrowser();
});
after(async () => {
  await browser.close();
});

interface Card {
  id: string;
  name: string;
  isPublicScenario: boolean;
}

const savedScenarios = (page: Page) => page.evaluate(async () => (await (await fetch('/api/scenarios?tab=saved')).json()).scenarios as Card[]);

const scenarioById = (page: Page, id: string) => page.evaluate(async (scenarioId) => (await (await fetch(`/api/scenarios/${scenarioId}`)).json()).scenario, id);

test('a new client creates, edits, copies and removes scenarios', async () => {
  const email = uniqueEmail('scenarios');
  const password = 'Scenario-Plan-42!';
  await registerByApi({ role: 'client', firstName: 'Sam', lastName: 'Saver', email, password }, { verify: false });
  const { context, page } = await newPage(browser);
  // The link from the mailbox verifies the email and signs this browser in.
  await verifyEmailFromMailbox(page, email);
  await page.waitForURL('**/financialfreedom');
  await page.goto('/client/scenarios');
  await page.getByText('You have no scenarios.').waitFor();

  // Create New Scenario: debt by default; the editor opens on the new scenario.
  await page.getByRole('button', { name: 'Add Scenario' }).click();
  const create = page.getByRole('dialog', { name: 'Create New Scenario' });
  assert.equal(await create.getByRole('button', { name: 'Create' }).isDisabled(), true);
  await create.getByLabel('Name').fill('Pay off my card');
  await create.getByRole('button', { name: 'Create' }).click();
  let editor = page.getByRole('dialog', { name: 'Edit Scenario' });
  await editor.getByRole('tab', { name: 'Information', selected: true }).waitFor();
  await editor.getByRole('button', { name: 'Close' }).click();
  const [mine] = await savedScenarios(page);
  assert.ok(mine);
  assert.equal(mine.name, 'Pay off my card');
  assert.equal((await scenarioById(page, mine.id)).calculator, 'creditCardPayoff');

  // Open it from its card, then edit it: a picture and new calculator inputs.
  await page.getByRole('article', { name: 'Pay off my card' }).getByRole('button', { name: 'Pay off my card', exact: true }).click();
  const preview = page.getByRole('dialog', { name: 'Scenario' });
  await preview.getByRole('button', { name: 'Edit Scenario' }).click();
  editor = page.getByRole('dialog', { name: 'Edit Scenario' });
  const picture = await sharp({ create: { width: 64, height: 48, channels: 3, background: '#0ea5e9' } })
    .png()
    .toBuffer();
  const uploaded = page.waitForResponse((response) => response.url().endsWith(`/api/scenarios/${mine.id}/thumbnails`) && response.ok());
  await editor.getByLabel('Scenario images').setInputFiles({ name: 'card.png', mimeType: 'image/png', buffer: picture });
  await uploaded;
  await editor.getByRole('img', { name: 'Pay off my card image 1' }).waitFor();
  await editor.getByLabel('Description').fill('Clear the card before the summer');
  await editor.getByRole('tab', { name: 'Calculations' }).click();
  await editor.getByLabel('Balance', { exact: true }).fill('3000');
  await editor.getByLabel('Payment per Month', { exact: true }).fill('0');
  await editor.getByText('Payment per month must be greater than 0').waitFor();
  await editor.getByLabel('Payment per Month', { exact: true }).fill('300');
  await editor.getByRole('button', { name: 'Save' }).click();
  await editor.getByRole('tab', { name: 'Results', selected: true }).waitFor();
  await editor.getByText('Months to Pay Off').waitFor();
  const edited = await scenarioById(page, mine.id);
  assert.equal(edited.description, 'Clear the card before the summer');
  assert.deepEqual(edited.inputs, { calculator: 'creditCardPayoff', balanceCents: 300_000, interestRate: 0.2, paymentPerMonthCents: 30_000 });
  assert.equal(edited.updateMode, 'calculation');
  assert.ok(edited.results.monthsToPayoff > 0);
  assert.equal(edited.thumbnails.length, 1);
  await editor.getByRole('button', { name: 'Close' }).click();

  // Reopened, the editor starts on the results it was last saved for.
  await page.getByRole('article', { name: 'Pay off my card' }).getByRole('button', { name: 'Pay off my card', exact: true }).click();
  await page.getByRole('dialog', { name: 'Scenario' }).getByRole('button', { name: 'Edit Scenario' }).click();
  await page.getByRole('dialog', { name: 'Edit Scenario' }).getByRole('tab', { name: 'Results', selected: true }).waitFor();
  await page.getByRole('dialog', { name: 'Edit Scenario' }).getByRole('button', { name: 'Close' }).click();

  // Top Rated: a public template has no trash icon; 'Save Scenario' saves a private copy.
  await page.getByRole('tab', { name: 'Top Rated' }).click();
  const template = page.getByRole('article', { name: 'A 30-year mortgage' });
  await template.waitFor();
  assert.equal(await template.getByRole('button', { name: /^Remove / }).count(), 0);
  await template.getByRole('button', { name: 'A 30-year mortgage', exact: true }).click();
  await preview.getByRole('button', { name: 'Save Scenario' }).click();
  await preview.getByRole('button', { name: 'Edit Scenario' }).waitFor();
  await page.keyboard.press('Escape');
  await preview.waitFor({ state: 'detached' });
  await page.getByRole('tab', { name: 'Saved' }).click();
  await page.getByRole('article', { name: 'A 30-year mortgage' }).waitFor();
  const copy = (await savedScenarios(page)).find((card) => card.name === 'A 30-year mortgage');
  assert.ok(copy && !copy.isPublicScenario);
  assert.equal((await scenarioById(page, copy.id)).results.calculator, 'mortgageCalculator');

  // Remove Scenario, after the confirmation.
  await page.getByRole('button', { name: 'Remove Pay off my card' }).click();
  const confirm = page.getByRole('dialog', { name: 'Remove Scenario' });
  await confirm.getByText('Are you sure to remove Pay off my card?').waitFor();
  await confirm.getByRole('button', { name: 'Remove' }).click();
  await page.getByRole('article', { name: 'Pay off my card' }).waitFor({ state: 'detached' });
  assert.deepEqual(
    (await savedScenarios(page)).map((card) => card.name),
    ['A 30-year mortgage'],
  );
  await context.close();
});
