import type { Page } from 'playwright-core';
import { registerByApi } from './auth-flows';
import { uniqueEmail } from './browser';
import { verifyEmailFromMailbox } from './mailbox';

export interface Person {
  firstName: string;
  lastName: string;
  email: string;
  password: string;
}

/** A new person with a run-unique email (and last name, so lists can tell them apart). */
export function newPerson(firstName: string): Person {
  const lastName = `${firstName[0] ?? 'X'}${Math.random()
    .toString(36)
    .replace(/[^a-z]/g, '')
    .slice(0, 6)
    .padEnd(6, 'x')}`;
  return { firstName, lastName, email: uniqueEmail(firstName.toLowerCase()), password: 'Advisor-Pass-1!' };
}

/** The advisor wizard's four steps, from the first to Finish (the fields the wizard asks for, nothing more). */
export async function finishAdvisorOnboarding(page: Page, firmName = 'Test Planning LLC') {
  await page.getByLabel('Description').fill('Retirement income planning for teachers.');
  await page.getByLabel('Phone').fill('2125550100');
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByLabel('Firm Name').fill(firmName);
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByRole('button', { name: 'Finish' }).click();
}

/**
 * A new advisor in this page's browser: registered (through the api), the email verified from the
 * dev mailbox in this browser (the link signs them in) and the onboarding wizard finished, which
 * leaves them on /subscribe without a plan (spec 01 §4).
 */
export async function signUpVerifiedAdvisor(page: Page, firstName = 'Avery'): Promise<Person> {
  const advisor = newPerson(firstName);
  await registerByApi({ role: 'advisor', ...advisor }, { verify: false });
  await verifyEmailFromMailbox(page, advisor.email);
  await page.waitForURL('**/advisor/onboarding');
  await finishAdvisorOnboarding(page);
  await page.waitForURL('**/subscribe');
  return advisor;
}
