import { incomeRecords, insurancePolicies } from '@finboard/db';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, expectError, signUp, type TestApp } from './test-app';

// The income and insurance pages (getIncome/updateIncome, getInsurance/updateInsurance).

let t: TestApp;
let client: Awaited<ReturnType<typeof signUp>>;
let other: Awaited<ReturnType<typeof signUp>>;
let advisor: Awaited<ReturnType<typeof signUp>>;

beforeAll(async () => {
  t = await createTestApp({ AUTH_RATE_LIMIT_MAX: '100000' });
  [client, other, advisor] = [await signUp(t), await signUp(t), await signUp(t, { role: 'advisor' })];
});
afterAll(() => t?.close());

type Json = Record<string, unknown>;

const INCOME = {
  incomeInfos: [
    { owner: 'self', employerName: 'Analytical Engines Ltd', annualSalaryCents: 12_500_000 },
    { owner: 'spouse', employerName: 'Navy', annualSalaryCents: 9_875_050 },
  ],
  owner: 'joint',
  companyStock: 'AEL',
  effectiveTaxRate: 0.235,
  taxStatus: 'Married filing jointly',
  socialSecurityPiaCents: 285_000,
  socialSecurityEarliestAge: 63,
  socialSecurityLatestAge: 68,
};
const EMPTY_INCOME = {
  incomeInfos: [],
  owner: 'self',
  companyStock: '',
  effectiveTaxRate: 0,
  taxStatus: '',
  socialSecurityPiaCents: 0,
  socialSecurityEarliestAge: 62,
  socialSecurityLatestAge: 70,
};
const POLICY = {
  homeowners: 'Acme Home',
  auto: 'Acme Auto',
  liability: 'Umbrella Co',
  health: 'Good Health',
  healthPolicyNumber: 'H-123',
  healthMonthlyPremiumCents: 45_000,
  lifeInsurance: 'Forever Life',
  lifePolicyNumber: 'L-456',
  lifeDeathBenefitCents: 100_000_000,
  lifeMonthlyPremiumCents: 6_500,
  longTermCare: 'Care Plus',
  longTermCarePolicyNumber: 'LTC-789',
  longTermCareDeathBenefitCents: 25_000_000,
  longTermCareMonthlyPremiumCents: 12_000,
};
// A person with no policy: each text blank and each amount zero, derived from POLICY's fields rather
// than taken from the service's constant, so the test still says what an empty policy is.
const EMPTY_POLICY = Object.fromEntries(Object.entries(POLICY).map(([key, value]) => [key, typeof value === 'number' ? 0 : '']));
const INSURANCE = { self: POLICY, spouse: { ...EMPTY_POLICY, health: 'Spouse Health', healthMonthlyPremiumCents: 30_000 } };

const put = (cookies: string[], url: string, payload: unknown) => t.request({ method: 'PUT', url, payload: payload as Json, cookies });
async function read(cookies: string[], url: string) {
  const response = await t.request({ method: 'GET', url, cookies });
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}
async function putOk(cookies: string[], url: string, payload: unknown) {
  const response = await put(cookies, url, payload);
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

describe('income', () => {
  it('a new client reads the empty page', async () => {
    const user = await signUp(t);
    expect(await read(user.cookies, '/api/income')).toEqual({ income: EMPTY_INCOME });
  });

  it('PUT then GET: what is saved comes back identical; a second save replaces the first', async () => {
    const user = await signUp(t);
    expect(await putOk(user.cookies, '/api/income', INCOME)).toEqual({ income: INCOME });
    expect(await read(user.cookies, '/api/income')).toEqual({ income: INCOME });
    const next = {
      ...INCOME,
      incomeInfos: [INCOME.incomeInfos[1]],
      owner: 'spouse',
      effectiveTaxRate: 0.1,
      socialSecurityEarliestAge: 70,
      socialSecurityLatestAge: 70,
    };
    expect(await putOk(user.cookies, '/api/income', next)).toEqual({ income: next });
    expect(await read(user.cookies, '/api/income')).toEqual({ income: next });
    const [rows] = await t.database.db.select({ n: count() }).from(incomeRecords).where(eq(incomeRecords.userId, user.user.id));
    expect(Number(rows?.n)).toBe(1);
  });

  it.each([
    ['tax rate 0, ages 62–62', { effectiveTaxRate: 0, socialSecurityEarliestAge: 62, socialSecurityLatestAge: 62 }],
    ['tax rate 1, ages 70–70', { effectiveTaxRate: 1, socialSecurityEarliestAge: 70, socialSecurityLatestAge: 70 }],
    ['ages 62–70', { socialSecurityEarliestAge: 62, socialSecurityLatestAge: 70 }],
    ['no income rows, zero amounts', { incomeInfos: [], socialSecurityPiaCents: 0 }],
  ])('the edges are accepted: %s', async (_label, overrides) => {
    const body = { ...INCOME, ...overrides };
    expect(await putOk(client.cookies, '/api/income', body)).toEqual({ income: body });
  });

  describe('refused → 400, nothing saved', () => {
    const income = (overrides: Json) => ({ ...INCOME, ...overrides });
    const row = (overrides: Json) => income({ incomeInfos: [{ ...INCOME.incomeInfos[0], ...overrides }] });
    const cases: [string, unknown, string | undefined][] = [
      ['tax rate above 1 (a percent, not a share)', income({ effectiveTaxRate: 23.5 }), 'effectiveTaxRate'],
      ['tax rate 1.0001', income({ effectiveTaxRate: 1.0001 }), 'effectiveTaxRate'],
      ['tax rate negative', income({ effectiveTaxRate: -0.01 }), 'effectiveTaxRate'],
      ['tax rate as text', income({ effectiveTaxRate: '0.2' }), 'effectiveTaxRate'],
      ['tax rate null', income({ effectiveTaxRate: null }), 'effectiveTaxRate'],
      ['earliest age 61', income({ socialSecurityEarliestAge: 61 }), 'socialSecurityEarliestAge'],
      ['earliest age 71', income({ socialSecurityEarliestAge: 71, socialSecurityLatestAge: 70 }), 'socialSecurityEarliestAge'],
      ['latest age 71', income({ socialSecurityLatestAge: 71 }), 'socialSecurityLatestAge'],
      ['latest age 61', income({ socialSecurityEarliestAge: 62, socialSecurityLatestAge: 61 }), 'socialSecurityLatestAge'],
      ['earliest age fractional', income({ socialSecurityEarliestAge: 62.5 }), 'socialSecurityEarliestAge'],
      ['earliest age as text', income({ socialSecurityEarliestAge: '62' }), 'socialSecurityEarliestAge'],
      ['earliest after latest', income({ socialSecurityEarliestAge: 68, socialSecurityLatestAge: 65 }), 'socialSecurityEarliestAge'],
      ['PIA negative', income({ socialSecurityPiaCents: -1 }), 'socialSecurityPiaCents'],
      ['PIA fractional cents', income({ socialSecurityPiaCents: 10.5 }), 'socialSecurityPiaCents'],
      ['PIA past the safe integers', income({ socialSecurityPiaCents: Number.MAX_SAFE_INTEGER + 2 }), 'socialSecurityPiaCents'],
      ['PIA 1e300', income({ socialSecurityPiaCents: 1e300 }), 'socialSecurityPiaCents'],
      ['salary negative', row({ annualSalaryCents: -100 }), 'incomeInfos.0.annualSalaryCents'],
      ['salary as text', row({ annualSalaryCents: '125000' }), 'incomeInfos.0.annualSalaryCents'],
      ['salary fractional', row({ annualSalaryCents: 0.5 }), 'incomeInfos.0.annualSalaryCents'],
      ['row owner unknown', row({ owner: 'child' }), 'incomeInfos.0.owner'],
      ['row with an unknown field', row({ bonus: 1 }), 'incomeInfos.0'],
      ['employer over 200 characters', row({ employerName: 'e'.repeat(201) }), 'incomeInfos.0.employerName'],
      ['three income rows', income({ incomeInfos: [INCOME.incomeInfos[0], INCOME.incomeInfos[1], INCOME.incomeInfos[0]] }), 'incomeInfos'],
      ['owner unknown', income({ owner: 'Husband' }), 'owner'],
      ['a missing field', (({ taxStatus: _taxStatus, ...rest }) => rest)(INCOME), 'taxStatus'],
      ['an unknown field', income({ userId: 'someone-else' }), undefined],
    ];

    let before: unknown;
    beforeAll(async () => {
      before = await read(client.cookies, '/api/income');
    });

    it.each(cases)('%s', async (_label, payload, field) => {
      const error = expectError(await put(client.cookies, '/api/income', payload), 400, 'VALIDATION');
      expect(error.field).toBe(field);
    });

    it('a rate of 1e999 (Infinity) is refused', async () => {
      const text = JSON.stringify(INCOME).replace('"effectiveTaxRate":0.235', '"effectiveTaxRate":1e999');
      const response = await t.request({
        method: 'PUT',
        url: '/api/income',
        payload: text,
        headers: { 'content-type': 'application/json' },
        cookies: client.cookies,
      });
      expect(expectError(response, 400, 'VALIDATION').field).toBe('effectiveTaxRate');
    });

    it('nothing was saved by any of them', async () => {
      expect(await read(client.cookies, '/api/income')).toEqual(before);
    });
  });
});

describe('insurance', () => {
  it('a new client reads empty policies for self and spouse', async () => {
    const user = await signUp(t);
    expect(await read(user.cookies, '/api/insurance')).toEqual({ insurance: { self: EMPTY_POLICY, spouse: EMPTY_POLICY } });
  });

  it('PUT then GET: both people round-trip field for field; a second save replaces', async () => {
    const user = await signUp(t);
    expect(await putOk(user.cookies, '/api/insurance', INSURANCE)).toEqual({ insurance: INSURANCE });
    expect(await read(user.cookies, '/api/insurance')).toEqual({ insurance: INSURANCE });
    const swapped = { self: INSURANCE.spouse, spouse: INSURANCE.self };
    expect(await putOk(user.cookies, '/api/insurance', swapped)).toEqual({ insurance: swapped });
    expect(await read(user.cookies, '/api/insurance')).toEqual({ insurance: swapped });
    const [rows] = await t.database.db.select({ n: count() }).from(insurancePolicies).where(eq(insurancePolicies.userId, user.user.id));
    expect(Number(rows?.n)).toBe(2);
  });

  describe('refused → 400, nothing saved', () => {
    const self = (overrides: Json) => ({ ...INSURANCE, self: { ...POLICY, ...overrides } });
    const cases: [string, unknown, string | undefined][] = [
      ['premium negative', self({ healthMonthlyPremiumCents: -1 }), 'self.healthMonthlyPremiumCents'],
      ['premium as text', self({ lifeMonthlyPremiumCents: '65.00' }), 'self.lifeMonthlyPremiumCents'],
      ['death benefit fractional', self({ lifeDeathBenefitCents: 1.5 }), 'self.lifeDeathBenefitCents'],
      ['death benefit 1e300', self({ longTermCareDeathBenefitCents: 1e300 }), 'self.longTermCareDeathBenefitCents'],
      ['policy number over 100 characters', self({ healthPolicyNumber: 'p'.repeat(101) }), 'self.healthPolicyNumber'],
      ['homeowners as a number', self({ homeowners: 1 }), 'self.homeowners'],
      ['an unknown policy field', self({ pet: 'Fido insurance' }), 'self'],
      ['spouse missing', { self: POLICY }, 'spouse'],
      ['a third person', { ...INSURANCE, child: POLICY }, undefined],
      ['a policy missing a field', { ...INSURANCE, spouse: (({ auto: _auto, ...rest }) => rest)(POLICY) }, 'spouse.auto'],
    ];

    let before: unknown;
    beforeAll(async () => {
      await putOk(client.cookies, '/api/insurance', INSURANCE);
      before = await read(client.cookies, '/api/insurance');
    });

    it.each(cases)('%s', async (_label, payload, field) => {
      const error = expectError(await put(client.cookies, '/api/insurance', payload), 400, 'VALIDATION');
      expect(error.field).toBe(field);
    });

    it('nothing was saved by any of them', async () => {
      expect(await read(client.cookies, '/api/insurance')).toEqual(before);
    });
  });
});

describe('who may read and write income and insurance', () => {
  it('?userId=<someone else> → 403 for a client and a not-connected advisor; nothing of theirs in the answer', async () => {
    await putOk(other.cookies, '/api/income', { ...INCOME, companyStock: 'THEIRS' });
    for (const viewer of [client, advisor]) {
      for (const url of [`/api/income?userId=${other.user.id}`, `/api/insurance?userId=${other.user.id}`]) {
        const response = await t.request({ method: 'GET', url, cookies: viewer.cookies });
        expect(expectError(response, 403, 'FORBIDDEN').message).toBe("you don't have access to this feature");
        expect(response.body).not.toContain('THEIRS');
      }
    }
    expect(await read(other.cookies, `/api/income?userId=${other.user.id}`)).toEqual(await read(other.cookies, '/api/income'));
  });

  it('an advisor cannot save income or insurance (403), and nothing is stored for anyone', async () => {
    const theirs = await read(other.cookies, '/api/income');
    expectError(await put(advisor.cookies, '/api/income', INCOME), 403, 'FORBIDDEN');
    expectError(await put(advisor.cookies, '/api/insurance', INSURANCE), 403, 'FORBIDDEN');
    expect(await read(advisor.cookies, '/api/income')).toEqual({ income: EMPTY_INCOME });
    expect(await read(advisor.cookies, '/api/insurance')).toEqual({ insurance: { self: EMPTY_POLICY, spouse: EMPTY_POLICY } });
    expect(await read(other.cookies, '/api/income')).toEqual(theirs);
  });

  it('signed out → 401', async () => {
    for (const [method, url, payload] of [
      ['GET', '/api/income'],
      ['PUT', '/api/income', INCOME],
      ['GET', '/api/insurance'],
      ['PUT', '/api/insurance', INSURANCE],
    ] as const) {
      expectError(await t.request({ method, url, payload }), 401, 'UNAUTHENTICATED');
    }
  });
});
