import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import type { Browser, CDPSession } from 'playwright-core';
import { logIn, logOut, registerByApi } from '../support/auth-flows';
import { launchBrowser, newPage, uniqueEmail } from '../support/browser';

let browser: Browser;
before(async () => {
  browser = await launchBrowser();
});
after(async () => {
  await browser.close();
});

/** Chromium's virtual authenticator (DevTools' WebAuthn domain): a platform authenticator that verifies its user. */
async function addVirtualAuthenticator(cdp: CDPSession): Promise<string> {
  await cdp.send('WebAuthn.enable');
  const { authenticatorId } = await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: {
      protocol: 'ctap2',
      transport: 'internal',
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
      automaticPresenceSimulation: true,
    },
  });
  return authenticatorId;
}

test('a client adds a passkey on the Security page, signs in with it alone, and once it is removed it no longer signs in', async () => {
  const email = uniqueEmail('passkey');
  const password = 'Passkey-Owner-1!';
  await registerByApi({ role: 'client', firstName: 'Pat', lastName: 'Key', email, password });
  const { context, page } = await newPage(browser);
  const cdp = await context.newCDPSession(page);
  const authenticatorId = await addVirtualAuthenticator(cdp);

  await logIn(page, email, password);
  await page.waitForURL((url) => url.pathname !== '/login');
  await page.goto('/account-security');
  const section = page.getByRole('region', { name: 'Passkeys' });
  await section.getByText('No passkeys yet.').waitFor();
  await section.getByRole('button', { name: 'Add a passkey' }).click();
  await section.getByLabel('Passkey name').fill('Work laptop');
  await section.getByRole('button', { name: 'Add a passkey' }).click();
  await section.getByRole('cell', { name: 'Work laptop', exact: true }).waitFor();
  const { credentials } = await cdp.send('WebAuthn.getCredentials', { authenticatorId });
  assert.equal(credentials.length, 1);
  assert.equal(credentials[0]?.isResidentCredential, true, 'a discoverable credential: the login page needs no email');

  // Signed out, the passkey alone signs in: no email, password or code.
  await logOut(page);
  await page.getByRole('button', { name: 'Sign in with a passkey' }).click();
  await page.waitForURL((url) => url.pathname !== '/login');
  const session = await page.evaluate(async () => (await fetch('/api/session')).json());
  assert.equal(session.user.email, email.toLowerCase());

  // Just signed in, removing needs no password; then the passkey signs nobody in.
  await page.goto('/account-security');
  await section.getByRole('button', { name: 'Remove Work laptop' }).click();
  await section.getByRole('form', { name: 'Remove the passkey Work laptop' }).getByRole('button', { name: 'Remove' }).click();
  await section.getByText('No passkeys yet.').waitFor();
  await logOut(page);
  await page.getByRole('button', { name: 'Sign in with a passkey' }).click();
  await page.getByText('This passkey could not sign you in. Try again, or log in with your email and password.').waitFor();
  assert.equal(new URL(page.url()).pathname, '/login');
  await context.close();
});
