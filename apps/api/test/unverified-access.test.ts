import { institutions, scenarioTemplates, scenarios, users } from '@finboard/db';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { VERIFY_EMAIL_REFUSAL } from '../src/access/client-data-access';
import { createTestApp, expectError, sessionUser, signUp, type TestApp } from './test-app';

// Security item 8: until the email is verified, an account keeps its profile, onboarding and
// session, but none of the financial data (spec 01 §2: an unverified user goes to /verify-email).

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ AUTH_RATE_LIMIT_MAX: '100000' });
});
afterAll(() => t?.close());

type Session = Awaited<ReturnType<typeof signUp>>;
type Request = [method: 'GET' | 'POST' | 'PUT', url: string, payload?: object];

const call = (app: TestApp, session: Session, [method, url, payload]: Request) => app.request({ method, url, payload, cookies: session.cookies });
const FREEDOM = { birthDate: '1985-07-04', hasSpouse: false, totalSavingsCents: 2_500_000, incomeCents: 9_500_000 };
const MANUAL_ACCOUNT = { institutionName: 'Shoebox', name: 'Cash', balanceType: 'assets', accountType: 'depository', accountSubtype: 'cash', amount: '50' };
const INCOME = {
  incomeInfos: [],
  owner: 'self',
  companyStock: '',
  effectiveTaxRate: 0,
  taxStatus: '',
  socialSecurityPiaCents: 0,
  socialSecurityEarliestAge: 62,
  socialSecurityLatestAge: 70,
};

/** Every kind of financial data, read and written: accounts, balances, income, cash flow, net worth, investments, plans. */
async function financialRequests(app: TestApp): Promise<Request[]> {
  const [template] = await app.database.db.select({ id: scenarioTemplates.id }).from(scenarioTemplates).limit(1);
  if (!template) throw new Error('the migration seeds scenario templates');
  return [
    ['GET', '/api/institutions'],
    ['GET', '/api/assets'],
    ['GET', '/api/liabilities'],
    ['GET', '/api/income'],
    ['GET', '/api/insurance'],
    ['GET', '/api/cash-flow?period=1M'],
    ['GET', '/api/cash-flow/count'],
    ['GET', '/api/cash-flow/accounts'],
    ['GET', '/api/net-worth?period=3M'],
    ['GET', '/api/investments'],
    ['GET', '/api/scenarios?tab=saved'],
    ['GET', `/api/scenarios/${template.id}`],
    ['GET', '/api/my-plan'],
    ['GET', '/api/sandbox/institutions'],
    ['POST', '/api/institutions/link-token', {}],
    ['POST', '/api/accounts/manual', MANUAL_ACCOUNT],
    ['PUT', '/api/income', INCOME],
    ['POST', `/api/scenarios/${template.id}/copy`, {}],
  ];
}

/** A client who registered and finished onboarding, but has not opened the verification link. */
async function onboardedUnverifiedClient(app: TestApp) {
  const client = await signUp(app, { role: 'client' }, { verified: false });
  const response = await call(app, client, ['POST', '/api/onboarding/financial-freedom', FREEDOM]);
  expect(response.statusCode, response.body).toBe(200);
  return client;
}

async function verifyThroughTheLink(app: TestApp, session: Session) {
  const link = (await app.latestLinks(session.email)).map((text) => new URL(text)).find((url) => url.pathname === '/verify-email');
  const token = link?.searchParams.get('token');
  if (!token) throw new Error(`no verification link was sent to ${session.email}`);
  const response = await call(app, session, ['POST', '/api/auth/verify-email', { token }]);
  expect(response.statusCode, response.body).toBe(200);
}

describe('an unverified client', () => {
  let client: Session;
  beforeAll(async () => {
    client = await onboardedUnverifiedClient(t);
  });

  it('is refused every financial read and write: 403 with the reason', async () => {
    for (const request of await financialRequests(t)) {
      const error = expectError(await call(t, client, request), 403, 'FORBIDDEN');
      expect(error.message, request.join(' ')).toBe(VERIFY_EMAIL_REFUSAL);
    }
    // The refused writes stored nothing.
    expect(await t.database.db.select().from(institutions).where(eq(institutions.userId, client.user.id))).toEqual([]);
    expect(await t.database.db.select().from(scenarios).where(eq(scenarios.userId, client.user.id))).toEqual([]);
  });

  it('still has the session, the profile and onboarding', async () => {
    expect(await sessionUser(t, client.cookies)).toMatchObject({ id: client.user.id, verified: false, completionDate: expect.any(String) });
    for (const request of [
      ['GET', '/api/profile'],
      ['GET', '/api/onboarding/client'],
      ['POST', '/api/onboarding/financial-freedom', FREEDOM],
    ] satisfies Request[]) {
      const response = await call(t, client, request);
      expect(response.statusCode, `${request.join(' ')}: ${response.body}`).toBe(200);
    }
  });

  it('an unverified advisor is refused too', async () => {
    const advisor = await signUp(t, { role: 'advisor' }, { verified: false });
    expect(expectError(await call(t, advisor, ['GET', '/api/assets']), 403, 'FORBIDDEN').message).toBe(VERIFY_EMAIL_REFUSAL);
  });
});

describe('after verifying', () => {
  it('the same cookie reads the financial data at once, though its earlier refusal was a cached read', async () => {
    const cached = await createTestApp({ AUTH_RATE_LIMIT_MAX: '100000', SESSION_CACHE_SECONDS: '60' });
    try {
      const client = await onboardedUnverifiedClient(cached);
      expectError(await call(cached, client, ['GET', '/api/institutions']), 403, 'FORBIDDEN');
      await verifyThroughTheLink(cached, client);
      for (const request of await financialRequests(cached)) {
        if (request[0] !== 'GET') continue;
        const response = await call(cached, client, request);
        expect(response.statusCode, `${request.join(' ')}: ${response.body}`).toBe(200);
      }
      expect(await sessionUser(cached, client.cookies)).toMatchObject({ verified: true });
    } finally {
      await cached.close();
    }
  });

  it('a read is really answered from the cache (so the test above proves the verification clears it)', async () => {
    const cached = await createTestApp({ SESSION_CACHE_SECONDS: '60' });
    try {
      const client = await signUp(cached, {}, { verified: false });
      const assets = () => cached.request({ method: 'GET', url: '/api/assets', cookies: client.cookies });
      expectError(await assets(), 403, 'FORBIDDEN');
      // Verified behind the server's back: no /api/auth write, so the cached actor still answers.
      await cached.database.db.update(users).set({ emailVerified: true }).where(eq(users.id, client.user.id));
      expectError(await assets(), 403, 'FORBIDDEN');
    } finally {
      await cached.close();
    }
  });
});
