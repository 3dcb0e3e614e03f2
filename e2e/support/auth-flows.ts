import type { Page } from 'playwright-core';
import { BASE_URL } from './browser';
import { DEMO_ADMIN_EMAIL, enterDemoAdminCode } from './demo-authenticator';

export const DEMO_PASSWORD = 'FinboardDemo1!';
export const NEW_PASSWORD = 'Fresh-Start-42!';

export async function logIn(page: Page, email: string, password: string) {
  await page.goto('/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Log In' }).click();
  // Admins sign in with a code from their authenticator app too.
  if (email === DEMO_ADMIN_EMAIL) await enterDemoAdminCode(page);
}

export async function logOut(page: Page) {
  await page.getByRole('button', { name: /profile menu/i }).click();
  await page.getByRole('menuitem', { name: 'Log Out' }).click();
  await page.waitForURL('**/login');
}

export async function fillSignUpForm(page: Page, person: { firstName: string; lastName: string; email: string; password: string }) {
  await page.getByRole('button', { name: 'Sign Up with an email' }).click();
  await page.getByLabel('First Name').fill(person.firstName);
  await page.getByLabel('Last Name').fill(person.lastName);
  await page.getByLabel('Email').fill(person.email);
  await page.getByLabel('Password', { exact: true }).fill(person.password);
  await page.getByLabel('Confirm Password').fill(person.password);
  await page.getByRole('checkbox', { name: /terms/i }).check();
  await page.getByRole('button', { name: 'Sign Up', exact: true }).click();
}

/** After the sign-up form: no session yet, the page says to check the email and names the address (the link there signs in). */
export async function expectCheckEmail(page: Page, email: string) {
  await page.waitForURL((url) => url.pathname === '/verify-email' && !url.searchParams.has('token'));
  await page.getByRole('heading', { name: 'Please Check Email For Verification' }).waitFor();
  await page.getByText(email, { exact: true }).waitFor();
}

const jsonHeaders = { 'content-type': 'application/json', origin: BASE_URL };

/**
 * Registers through the api, as another browser would, for specs about what comes after. By default
 * it also follows the verification link from the development mailbox, so the account's password
 * signs in (an unverified one could not); `{ verify: false }` leaves the link for the spec's own
 * browser to follow, which signs that browser in.
 */
export async function registerByApi(
  person: { role: 'client' | 'advisor'; firstName: string; lastName: string; email: string; password: string },
  { verify = true }: { verify?: boolean } = {},
) {
  const response = await fetch(`${BASE_URL}/api/auth/register`, {
    method: 'POST',
    headers: jsonHeaders,
    body: JSON.stringify({ ...person, confirmPassword: person.password, acceptTerms: true }),
  });
  if (response.status !== 202) throw new Error(`registration failed: ${response.status} ${await response.text()}`);
  if (!verify) return;
  const mailbox = (await (await fetch(`${BASE_URL}/api/dev/mailbox`)).json()) as { messages: { to: string; links: string[] }[] };
  const link = mailbox.messages
    .filter((message) => message.to === person.email.toLowerCase())
    .flatMap((message) => message.links)
    .find((href) => href.includes('/verify-email?'));
  if (!link) throw new Error(`no verification link reached ${person.email}`);
  const verified = await fetch(`${BASE_URL}/api/auth/verify-email`, {
    method: 'POST',
    headers: jsonHeaders,
    body: JSON.stringify({ token: new URL(link).searchParams.get('token') }),
  });
  if (verified.status !== 200) throw new Error(`verification failed: ${verified.status} ${await verified.text()}`);
}

export const pathOf = (page: Page) => new URL(page.url()).pathname;
