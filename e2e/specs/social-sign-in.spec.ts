import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import type { Browser, Page } from 'playwright-core';
import { DEMO_PASSWORD, logIn, pathOf } from '../support/auth-flows';
import { BASE_URL, launchBrowser, newPage } from '../support/browser';
import { openMailLink } from '../support/mailbox';

let browser: Browser;
before(async () => {
  browser = await launchBrowser();
});
after(async () => {
  await browser.close();
});

/** The identity provider's own pages: sign in, then allow. */
async function signInAtIdentityProvider(page: Page, login: string) {
  await page.locator('input[name="login"]').waitFor();
  await page.locator('input[name="login"]').fill(login);
  await page.locator('input[name="password"]').fill('anything');
  await page.locator('button[type="submit"]').click();
  await page.locator('button[type="submit"]').click(); // consent
}

// The server runs with Google pointed at a local OpenID Connect provider (e2e/support/local-identity-provider.mjs).
test('signing in with Google goes through the identity provider and lands a new client on onboarding', async () => {
  const { context, page } = await newPage(browser);
  await page.goto('/login');
  await page.getByRole('button', { name: /google/i }).click();
  await signInAtIdentityProvider(page, `grace${Date.now()}`);

  await page.waitForURL((url) => url.pathname === '/financialfreedom', { timeout: 20_000 });
  assert.equal(pathOf(page), '/financialfreedom');
  const session = await page.evaluate(async () => (await fetch('/api/session')).json());
  assert.equal(session.user.firstName, 'Grace');
  assert.equal(session.user.role, 'client');
  await context.close();
});

test("a visitor from the directory's funnel who signs up with Google asks that advisor to connect", async () => {
  const { context, page } = await newPage(browser);
  const found = (await (await page.request.get('/api/directory/advisors?zip=10006')).json()) as {
    advisors: { id: string; firstName: string; lastName: string }[];
  };
  const advisor = found.advisors.find((candidate) => `${candidate.firstName} ${candidate.lastName}` === 'Morgan Patel');
  assert.ok(advisor, 'the demo advisor is listed near 10006');

  await page.goto(`/register?advisorConnect=${advisor.id}&finboardUser=false`);
  await page.getByRole('button', { name: /google/i }).click();
  await signInAtIdentityProvider(page, `ada${Date.now()}`);
  await page.waitForURL((url) => url.pathname === '/financialfreedom', { timeout: 20_000 });

  const mine = (await (await page.request.get('/api/connections/advisors')).json()) as {
    advisors: { advisor: { id: string }; connection: { status: string; requestedBy: string; source: string } }[];
  };
  assert.equal(mine.advisors.length, 1, JSON.stringify(mine));
  assert.equal(mine.advisors[0]?.advisor.id, advisor.id);
  assert.deepEqual(
    { status: mine.advisors[0]?.connection.status, requestedBy: mine.advisors[0]?.connection.requestedBy, source: mine.advisors[0]?.connection.source },
    { status: 'pending', requestedBy: 'client', source: 'Directory' },
  );
  // The sign-up cookies are gone once the provider has answered.
  const names = (await context.cookies()).map((cookie) => cookie.name);
  assert.ok(!names.some((name) => name.startsWith('finboard_signup')), names.join(', '));
  await context.close();
});

test("an advisor who signs up with Google from a sub-advisor invitation joins the inviting advisor's firm", async () => {
  const { context, page } = await newPage(browser);
  const found = (await (await page.request.get('/api/directory/advisors?zip=10006')).json()) as {
    advisors: { id: string; firstName: string; lastName: string }[];
  };
  const primary = found.advisors.find((candidate) => `${candidate.firstName} ${candidate.lastName}` === 'Morgan Patel');
  assert.ok(primary, 'the demo advisor is listed near 10006');

  // The primary invites the address the identity provider will answer with; only that address can use the link.
  const login = `ida${Date.now()}`;
  const inviter = await newPage(browser);
  await logIn(inviter.page, 'demo.advisor@finboard.dev', DEMO_PASSWORD);
  await inviter.page.waitForURL((url) => url.pathname.startsWith('/advisor/'));
  const sent = await inviter.page.request.post('/api/advisor/sub-advisors/invites', {
    data: { firstName: 'Grace', lastName: 'Hopper', email: `${login}@social.example.com` },
    headers: { origin: BASE_URL },
  });
  assert.equal(sent.status(), 200, await sent.text());
  const invitationLink = await openMailLink(inviter.page, `${login}@social.example.com`, '/register/advisor');
  await inviter.context.close();

  await page.goto(invitationLink);
  await page.getByRole('button', { name: /google/i }).click();
  await signInAtIdentityProvider(page, login);
  await page.waitForURL((url) => url.pathname.startsWith('/advisor/'), { timeout: 20_000 });

  const session = (await page.evaluate(async () => (await fetch('/api/session')).json())) as { user: { role: string; parentId: string | null } };
  assert.equal(session.user.role, 'advisor');
  assert.equal(session.user.parentId, primary.id);
  await context.close();
});

test("someone registered the owner's address with a password of their own: the owner's Google sign-in makes the account the owner's alone", async () => {
  const login = `eve${Date.now()}`;
  const email = `${login}@social.example.com`;
  const squatter = await newPage(browser);
  const registered = await squatter.page.request.post('/api/auth/register', {
    data: { role: 'client', firstName: 'Eve', lastName: 'Squat', email, password: 'Squatter1!', confirmPassword: 'Squatter1!', acceptTerms: true },
    headers: { origin: BASE_URL },
  });
  assert.equal(registered.status(), 202, await registered.text());

  const { context, page } = await newPage(browser);
  await page.goto('/login');
  await page.getByRole('button', { name: /google/i }).click();
  await signInAtIdentityProvider(page, login);
  await page.waitForURL((url) => !url.pathname.startsWith('/login') && url.host === new URL(BASE_URL).host, { timeout: 20_000 });
  const session = (await page.evaluate(async () => (await fetch('/api/session')).json())) as { user: { email: string; verified: boolean } | null };
  assert.equal(session.user?.email, email);
  assert.equal(session.user?.verified, true);

  // The squatter's password no longer opens the account, now verified.
  const signIn = await squatter.page.request.post('/api/auth/login', { data: { email, password: 'Squatter1!' }, headers: { origin: BASE_URL } });
  assert.equal(signIn.status(), 401, await signIn.text());
  await squatter.context.close();
  await context.close();
});
