import type { Page } from 'playwright-core';
import { BASE_URL } from './browser';

export const DEMO_PASSWORD = 'FinboardDemo1!';
export const NEW_PASSWORD = 'Fresh-Start-42!';

export async function logIn(page: Page, email: string, password: string) {
  await page.goto('/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Log In' }).click();
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

/** Registers through the api, as another browser would, for specs about what comes after. */
export async function registerByApi(person: { role: 'client' | 'advisor'; firstName: string; lastName: string; email: string; password: string }) {
  const response = await fetch(`${BASE_URL}/api/auth/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: BASE_URL },
    body: JSON.stringify({ ...person, confirmPassword: person.password, acceptTerms: true }),
  });
  if (response.status !== 201) throw new Error(`registration failed: ${response.status} ${await response.text()}`);
}

export const pathOf = (page: Page) => new URL(page.url()).pathname;
