import { investmentTransactions } from '@finboard/db';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findInstitutions } from '../src/modules/institutions/institutions.repository';
import { syncInstitution } from '../src/modules/institutions/sync.service';
import { createSandboxAggregation } from '../src/providers/aggregation/sandbox/sandbox-aggregation-provider';
import { linkAtlas, ok } from './cash-flow-helpers';
import { createTestApp, expectError, signUp, type TestApp } from './test-app';

// Calendar dates at the api's edges: a day that does not exist is a 400 naming the field (never a
// 500, never read as another day), ranges at the calendar's ends are answered, and a sync on
// 29 February asks the provider for a day that exists.

const LEAP_DAY = '2024-02-29';
const sandbox = createSandboxAggregation({ clock: () => new Date(`${LEAP_DAY}T15:00:00Z`) });

let t: TestApp;
let client: Awaited<ReturnType<typeof signUp>>;

beforeAll(async () => {
  t = await createTestApp({ AUTH_RATE_LIMIT_MAX: '100000' }, { aggregation: { provider: sandbox.provider, sandbox: sandbox.controls } });
  client = await signUp(t);
});
afterAll(() => t?.close());

const get = (url: string) => t.request({ method: 'GET', url, cookies: client.cookies });
const NOT_REAL = ['2024-02-31', '2023-02-29', '2025-13-01', '2025-00-10', '2025-04-31', '0000-01-01'];

describe('a calendar date that does not exist', () => {
  it.each(NOT_REAL)('%s in a query → 400 on that field, in words', async (date) => {
    for (const [url, field, label] of [
      [`/api/cash-flow?startDate=${date}&endDate=2025-06-30`, 'startDate', 'Start date'],
      [`/api/cash-flow/count?startDate=2025-01-01&endDate=${date}`, 'endDate', 'End date'],
      [`/api/net-worth?endDate=${date}`, 'endDate', 'End date'],
    ] as const) {
      expect(expectError(await get(url), 400, 'VALIDATION'), url).toMatchObject({ message: `${label} must be a date that exists`, field });
    }
  });

  it.each(NOT_REAL)('%s in a body → 400 on that field, in words', async (birthDate) => {
    const payload = { birthDate, hasSpouse: false, totalSavingsCents: 0, incomeCents: 0 };
    const response = await t.request({ method: 'POST', url: '/api/onboarding/financial-freedom', payload, cookies: client.cookies });
    expect(expectError(response, 400, 'VALIDATION')).toMatchObject({ message: 'Date of birth must be a date that exists', field: 'birthDate' });
  });

  it('29 February of a leap year is a day', async () => {
    expect(await ok(get(`/api/cash-flow?startDate=${LEAP_DAY}&endDate=${LEAP_DAY}`))).toMatchObject({ startDate: LEAP_DAY, endDate: LEAP_DAY });
    const payload = { birthDate: '2000-02-29', hasSpouse: false, totalSavingsCents: 0, incomeCents: 0 };
    expect((await t.request({ method: 'POST', url: '/api/onboarding/financial-freedom', payload, cookies: client.cookies })).statusCode).toBe(200);
  });
});

describe("ranges at the calendar's ends", () => {
  it('are answered, not a 500', async () => {
    expect(await ok(get('/api/cash-flow?startDate=9999-12-05&endDate=9999-12-31'))).toMatchObject({ startDate: '9999-12-05', transactionCount: 0 });
    expect(await ok(get('/api/cash-flow?startDate=9995-01-01&endDate=9999-12-31'))).toMatchObject({ startDate: '9995-01-01', endDate: '9999-12-31' });
    expect(await ok(get('/api/cash-flow?startDate=0001-01-01&endDate=0001-02-15'))).toMatchObject({ transactionCount: 0 });
    expect(await ok(get('/api/net-worth?endDate=0001-01-05&period=1Y'))).toMatchObject({ startDate: '0001-01-01', endDate: '0001-01-05', points: [] });
    expectError(await get('/api/cash-flow?startDate=9989-12-30&endDate=9999-12-31'), 400, 'VALIDATION');
  });
});

describe('syncing on 29 February', () => {
  it('asks for two years of investment history from 28 February, a day that exists (the sandbox refuses 2022-02-29)', async () => {
    const owner = await signUp(t);
    await linkAtlas(t, owner);
    const [institution] = await findInstitutions(t.database.db, { ownerId: owner.user.id });
    const deps = { db: t.database.db, provider: sandbox.provider, tokenKey: t.config.tokenEncryptionKey, today: () => LEAP_DAY };
    expect(await syncInstitution(deps, institution!)).toMatchObject({ status: 'synced' });
    const rows = await t.database.db.select().from(investmentTransactions).where(eq(investmentTransactions.userId, owner.user.id));
    // The history reaches back to the first months of 2022, which only this sync asked for.
    expect(rows.some((row) => row.date < '2022-06-01')).toBe(true);
    expect(rows.every((row) => row.date >= '2022-02-28' && row.date <= LEAP_DAY)).toBe(true);
  });
});
