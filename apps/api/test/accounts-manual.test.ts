import { financialAccounts, institutions, netWorthSnapshots } from '@finboard/db';
import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { productToday } from '../src/platform/clock';
import { createTestApp, expectError, type SignedUpPerson, signUp, signUpOwnerStrangerAndAdvisor, type TestApp } from './test-app';

// Manual accounts (addManualNetWorth / updateManualNetWorth / deleteAccount), the assets and
// liabilities pages built from them, and who may read or write them.

let t: TestApp;
let client: SignedUpPerson;
let other: SignedUpPerson;
let advisor: SignedUpPerson;

beforeAll(async () => {
  t = await createTestApp({ AUTH_RATE_LIMIT_MAX: '100000' });
  ({ client, other, advisor } = await signUpOwnerStrangerAndAdvisor(t));
});
afterAll(() => t?.close());

const TODAY = productToday();
const M = {
  institutionName: 'Institution name field is required',
  accountName: 'Account name field is required',
  accountNameOnUpdate: 'Acount Name field is required',
  balanceType: 'Please select balance type',
  accountType: 'Please select account type',
  accountSubtype: 'Please enter account subtype',
  amount: 'Amount must be non empty and should contain only numbers',
};

type Json = Record<string, unknown>;
interface Account {
  id: string;
  institutionId: string;
  institutionName: string;
  name: string;
  accountType: string;
  accountSubtype: string;
  balanceType: string;
  amountCents: number;
  date: string;
  isManualRecord: boolean;
  isRetirement: boolean;
  isCash: boolean;
  assetKey: string | null;
  liabilityKey: string | null;
  details: Json | null;
}

const asset = (overrides: Json = {}): Json => ({
  institutionName: 'Kitchen Drawer Bank',
  name: 'Emergency fund',
  balanceType: 'assets',
  accountType: 'depository',
  accountSubtype: 'savings',
  amount: '2500.75',
  date: '2024-03-01',
  ...overrides,
});
const liability = (overrides: Json = {}): Json => ({
  institutionName: 'Kitchen Drawer Bank',
  name: 'Car loan',
  balanceType: 'liabilities',
  accountType: 'loan',
  accountSubtype: 'auto',
  amount: '15000',
  date: '2024-03-01',
  ...overrides,
});

const add = (cookies: string[], payload: unknown) => t.request({ method: 'POST', url: '/api/accounts/manual', payload: payload as Json, cookies });
const update = (cookies: string[], id: string, payload: unknown) => t.request({ method: 'PUT', url: `/api/accounts/${id}`, payload: payload as Json, cookies });
const remove = (cookies: string[], id: string) => t.request({ method: 'DELETE', url: `/api/accounts/${id}`, cookies });
const get = (cookies: string[] | undefined, url: string) => t.request({ method: 'GET', url, cookies });

async function addOk(cookies: string[], payload: Json): Promise<Account> {
  const response = await add(cookies, payload);
  expect(response.statusCode, response.body).toBe(201);
  return response.json().account as Account;
}
async function updateOk(cookies: string[], id: string, payload: Json): Promise<Account> {
  const response = await update(cookies, id, payload);
  expect(response.statusCode, response.body).toBe(200);
  return response.json().account as Account;
}
async function getOk(cookies: string[], url: string) {
  const response = await get(cookies, url);
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}
async function institutionsOf(cookies: string[]) {
  return (await getOk(cookies, '/api/institutions')).institutions as {
    id: string;
    name: string;
    provider: string;
    isManualRecord: boolean;
    assetsCents: number;
    liabilitiesCents: number;
  }[];
}
async function accountsOf(cookies: string[], institutionId: string): Promise<Account[]> {
  return (await getOk(cookies, `/api/institutions/${institutionId}/accounts`)).accounts as Account[];
}
/** The account as a later read answers it. */
async function storedAccount(cookies: string[], account: Account): Promise<Account | undefined> {
  return (await accountsOf(cookies, account.institutionId)).find((row) => row.id === account.id);
}
async function rowCounts(userId: string) {
  const [accounts] = await t.database.db.select({ n: count() }).from(financialAccounts).where(eq(financialAccounts.userId, userId));
  const [banks] = await t.database.db.select({ n: count() }).from(institutions).where(eq(institutions.userId, userId));
  return { accounts: Number(accounts?.n), institutions: Number(banks?.n) };
}
async function todaySnapshot(userId: string) {
  const [row] = await t.database.db
    .select()
    .from(netWorthSnapshots)
    .where(and(eq(netWorthSnapshots.userId, userId), eq(netWorthSnapshots.trackingDate, TODAY)));
  return row ?? null;
}

describe("manual account form: the spec's messages, exactly and in order", () => {
  const empty = { institutionName: '', name: '', balanceType: '', accountType: '', accountSubtype: '', amount: '' };
  const fill: [string, string][] = [
    ['institutionName', 'Savings Jar'],
    ['name', 'Coins'],
    ['balanceType', 'assets'],
    ['accountType', 'depository'],
    ['accountSubtype', 'savings'],
    ['amount', '12.50'],
  ];

  it('add: filling the empty form field by field gives each message in turn, then saves', async () => {
    const user = await signUp(t);
    const form: Json = { ...empty };
    const seen: [string, string | undefined][] = [];
    for (const [field, value] of fill) {
      const error = expectError(await add(user.cookies, form), 400, 'VALIDATION');
      seen.push([error.message, error.field]);
      expect(await rowCounts(user.user.id)).toEqual({ accounts: 0, institutions: 0 });
      form[field] = value;
    }
    expect(seen).toEqual([
      [M.institutionName, 'institutionName'],
      [M.accountName, 'name'],
      [M.balanceType, 'balanceType'],
      [M.accountType, 'accountType'],
      [M.accountSubtype, 'accountSubtype'],
      [M.amount, 'amount'],
    ]);
    const saved = await addOk(user.cookies, form);
    expect(saved).toMatchObject({ institutionName: 'Savings Jar', name: 'Coins', amountCents: 1250, date: TODAY });
  });

  it('update: the same order, with the update form\'s "Acount Name" spelling; a refused update changes nothing', async () => {
    const user = await signUp(t);
    const saved = await addOk(user.cookies, asset());
    const form: Json = { ...empty };
    const seen: string[] = [];
    for (const [field, value] of fill) {
      seen.push(expectError(await update(user.cookies, saved.id, form), 400, 'VALIDATION').message);
      form[field] = value;
    }
    expect(seen).toEqual([M.institutionName, M.accountNameOnUpdate, M.balanceType, M.accountType, M.accountSubtype, M.amount]);
    expect(await storedAccount(user.cookies, saved)).toEqual(saved);
  });

  it.each([
    ['institution name of spaces', { institutionName: '   ' }, M.institutionName],
    ['account name of spaces', { name: ' \t ' }, M.accountName],
    ['balance type "asset"', { balanceType: 'asset' }, M.balanceType],
    ['balance type "Assets"', { balanceType: 'Assets' }, M.balanceType],
    ['an asset of type loan', { accountType: 'loan' }, M.accountType],
    ['an asset of type credit', { accountType: 'credit' }, M.accountType],
    ['an asset of type other', { accountType: 'other' }, M.accountType],
    ['a liability of type investment', { balanceType: 'liabilities', accountType: 'investment' }, M.accountType],
    ['a liability of type property', { balanceType: 'liabilities', accountType: 'property' }, M.accountType],
    ['subtype of spaces', { accountSubtype: '  ' }, M.accountSubtype],
    ['amount empty', { amount: '' }, M.amount],
    ['amount with letters', { amount: '12a' }, M.amount],
    ['amount negative', { amount: '-5' }, M.amount],
    ['amount with a thousands separator', { amount: '1,000' }, M.amount],
    ['amount with three decimals', { amount: '1.005' }, M.amount],
    ['amount in exponent form', { amount: '1e5' }, M.amount],
    ['amount "NaN"', { amount: 'NaN' }, M.amount],
    ['amount "Infinity"', { amount: 'Infinity' }, M.amount],
    ['amount with a dollar sign', { amount: '$10' }, M.amount],
    ['amount of 30 nines (huge)', { amount: '9'.repeat(30) }, M.amount],
    ['amount over a trillion dollars', { amount: '1000000000000.01' }, M.amount],
  ])('%s → "%s"', async (_label, overrides, message) => {
    const before = await rowCounts(client.user.id);
    const error = expectError(await add(client.cookies, asset(overrides)), 400, 'VALIDATION');
    expect(error.message).toBe(message);
    expect(await rowCounts(client.user.id)).toEqual(before);
  });
});

describe('liability details as saved', () => {
  it('interest and APR percentages are clamped to 100; zero stays zero', async () => {
    const saved = await addOk(
      client.cookies,
      liability({
        accountType: 'credit',
        accountSubtype: 'credit card',
        details: {
          interestRatePercentage: 150,
          aprs: [
            { aprType: 'purchase_apr', aprPercentage: 250, balanceSubjectToAprCents: 10_000, interestChargeAmountCents: 500 },
            { aprType: 'cash_apr', aprPercentage: 0, balanceSubjectToAprCents: 100, interestChargeAmountCents: 0 },
            { aprType: 'balance_transfer_apr', aprPercentage: 100, balanceSubjectToAprCents: null, interestChargeAmountCents: null },
            { aprType: 'special', aprPercentage: 99.99, balanceSubjectToAprCents: null, interestChargeAmountCents: null },
          ],
        },
      }),
    );
    expect(saved.details).toEqual({
      interest_rate_percentage: 100,
      aprs: [
        { apr_type: 'purchase_apr', apr_percentage: 100, balance_subject_to_apr_cents: 10_000, interest_charge_amount_cents: 500 },
        { apr_type: 'cash_apr', apr_percentage: 0, balance_subject_to_apr_cents: 100, interest_charge_amount_cents: 0 },
        { apr_type: 'balance_transfer_apr', apr_percentage: 100, balance_subject_to_apr_cents: null, interest_charge_amount_cents: null },
        { apr_type: 'special', apr_percentage: 99.99, balance_subject_to_apr_cents: null, interest_charge_amount_cents: null },
      ],
    });
    expect(await storedAccount(client.cookies, saved)).toEqual(saved);
  });

  it("empty fields dropped, all-empty APR rows dropped, blank disbursement dates dropped; the rest kept under the spec's names", async () => {
    const saved = await addOk(
      client.cookies,
      liability({
        accountSubtype: 'student',
        details: {
          aprs: [
            { aprType: '', aprPercentage: null, balanceSubjectToAprCents: null, interestChargeAmountCents: null },
            { aprType: 'fixed', aprPercentage: 5.25, balanceSubjectToAprCents: null, interestChargeAmountCents: null },
            { aprType: 'purchase_apr', aprPercentage: null, balanceSubjectToAprCents: null, interestChargeAmountCents: null },
          ],
          accountNumber: '',
          expectedPayoffDate: '2032-07-28',
          interestRatePercentage: 5.25,
          minimumPaymentAmountCents: 2_500,
          nextPaymentDueDate: '',
          originationDate: '2002-08-28',
          originationPrincipalAmountCents: null,
          disbursementDates: ['', '2002-08-28', '', '2003-01-15', ''],
        },
      }),
    );
    expect(saved.details).toEqual({
      aprs: [{ apr_type: 'fixed', apr_percentage: 5.25, balance_subject_to_apr_cents: null, interest_charge_amount_cents: null }],
      expected_payoff_date: '2032-07-28',
      interest_rate_percentage: 5.25,
      minimum_payment_amount_cents: 2_500,
      origination_date: '2002-08-28',
      disbursement_dates: ['2002-08-28', '2003-01-15'],
    });
    expect((await storedAccount(client.cookies, saved))?.details).toEqual(saved.details);
  });

  it('when every APR row and disbursement date is empty, the lists are removed altogether', async () => {
    const saved = await addOk(
      client.cookies,
      liability({
        details: {
          aprs: [
            { aprType: '', aprPercentage: null, balanceSubjectToAprCents: null, interestChargeAmountCents: null },
            { aprType: 'x', aprPercentage: null, balanceSubjectToAprCents: null, interestChargeAmountCents: null },
          ],
          accountNumber: '  ',
          expectedPayoffDate: '',
          interestRatePercentage: null,
          minimumPaymentAmountCents: null,
          disbursementDates: ['', ''],
        },
      }),
    );
    expect(Object.keys(saved.details ?? {})).toEqual([]);
    expect(Object.keys((await storedAccount(client.cookies, saved))?.details ?? {})).toEqual([]);
  });

  it('an asset keeps no liability details', async () => {
    const saved = await addOk(client.cookies, asset({ details: { interestRatePercentage: 4, accountNumber: '123' } }));
    expect(saved.details).toBeNull();
    expect((await storedAccount(client.cookies, saved))?.details).toBeNull();
  });
});

describe('add, edit, delete: what is saved comes back', () => {
  it('round trip of a manual asset and a liability, the manual institution shared, then removed with its last account', async () => {
    const user = await signUp(t);
    const retirement = await addOk(
      user.cookies,
      asset({ institutionName: '  Mattress Savings  ', name: ' My 401k ', accountType: 'investment', accountSubtype: '401k', amount: '1234.56' }),
    );
    expect(retirement).toEqual({
      id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      institutionId: expect.stringMatching(/^[0-9a-f-]{36}$/),
      institutionName: 'Mattress Savings',
      name: 'My 401k',
      mask: null,
      accountType: 'investment',
      accountSubtype: '401k',
      balanceType: 'assets',
      amountCents: 123456,
      date: '2024-03-01',
      isManualRecord: true,
      isRetirement: true,
      isCash: false,
      assetKey: 'retirement',
      liabilityKey: null,
      hasHoldings: false,
      details: null,
    });
    // Same institution name → the same manual institution.
    const card = await addOk(
      user.cookies,
      liability({
        institutionName: 'Mattress Savings',
        name: 'Store card',
        accountType: 'credit',
        accountSubtype: 'credit card',
        amount: '99.9',
        date: undefined,
      }),
    );
    expect(card.institutionId).toBe(retirement.institutionId);
    expect(card).toMatchObject({
      amountCents: 9990,
      date: TODAY,
      balanceType: 'liabilities',
      liabilityKey: 'credit',
      assetKey: null,
      isRetirement: false,
      isCash: false,
    });

    const [institution, ...more] = await institutionsOf(user.cookies);
    expect(more).toEqual([]);
    expect(institution).toMatchObject({
      id: retirement.institutionId,
      name: 'Mattress Savings',
      provider: 'manual',
      isManualRecord: true,
      assetsCents: 123456,
      liabilitiesCents: 9990,
      needsLogin: false,
      errorCode: null,
    });
    const listed = await accountsOf(user.cookies, retirement.institutionId);
    expect(listed.sort((a, b) => a.name.localeCompare(b.name))).toEqual([retirement, card]);
    expect(await todaySnapshot(user.user.id)).toMatchObject({
      assetsCents: 123456,
      liabilitiesCents: 9990,
      netWorthCents: 123456 - 9990,
      investmentsCents: 123456,
      institutionCount: 1,
    });

    // Edit: every field the form has, and liability details.
    const edited = await updateOk(
      user.cookies,
      card.id,
      liability({
        institutionName: 'Mattress Savings',
        name: 'Home loan',
        accountSubtype: 'mortgage',
        amount: '250000.01',
        date: '2023-12-31',
        details: { interestRatePercentage: 3.99, accountNumber: '3120194154', expectedPayoffDate: '2045-07-31' },
      }),
    );
    expect(edited).toEqual({
      ...card,
      name: 'Home loan',
      accountType: 'loan',
      accountSubtype: 'mortgage',
      amountCents: 25_000_001,
      date: '2023-12-31',
      liabilityKey: 'mortgage',
      details: { interest_rate_percentage: 3.99, account_number: '3120194154', expected_payoff_date: '2045-07-31' },
    });
    expect(await storedAccount(user.cookies, card)).toEqual(edited);
    expect(await todaySnapshot(user.user.id)).toMatchObject({ liabilitiesCents: 25_000_001, netWorthCents: 123456 - 25_000_001 });

    // Turn the asset into a liability and back: the balance type follows.
    const flipped = await updateOk(
      user.cookies,
      retirement.id,
      liability({ name: 'My 401k loan', accountType: 'loan', accountSubtype: 'personal', amount: '10' }),
    );
    expect(flipped).toMatchObject({
      balanceType: 'liabilities',
      assetKey: null,
      liabilityKey: 'loan',
      isRetirement: false,
      amountCents: 1000,
      date: '2024-03-01',
    });
    const back = await updateOk(
      user.cookies,
      retirement.id,
      asset({ name: 'My 401k', accountType: 'investment', accountSubtype: '401k', amount: '1234.56', date: '2024-03-01' }),
    );
    expect(back).toEqual(retirement);

    // Delete one: hidden; the institution stays while it has an account.
    expect((await remove(user.cookies, card.id)).json()).toEqual({ ok: true });
    expect(await accountsOf(user.cookies, retirement.institutionId)).toEqual([retirement]);
    expectError(await remove(user.cookies, card.id), 404, 'NOT_FOUND');
    expectError(await update(user.cookies, card.id, asset()), 404, 'NOT_FOUND');
    expect((await institutionsOf(user.cookies)).map((row) => row.id)).toEqual([retirement.institutionId]);
    expect(await todaySnapshot(user.user.id)).toMatchObject({ assetsCents: 123456, liabilitiesCents: 0, netWorthCents: 123456 });

    // Delete the last: the manual institution goes too, rows and all.
    expect((await remove(user.cookies, retirement.id)).statusCode).toBe(200);
    expect(await institutionsOf(user.cookies)).toEqual([]);
    expectError(await get(user.cookies, `/api/institutions/${retirement.institutionId}/accounts`), 404, 'NOT_FOUND');
    expect(await rowCounts(user.user.id)).toEqual({ accounts: 0, institutions: 0 });
    expect(await todaySnapshot(user.user.id)).toMatchObject({ assetsCents: 0, liabilitiesCents: 0, netWorthCents: 0, institutionCount: 0 });

    // A new account of the same name makes a fresh institution.
    const again = await addOk(user.cookies, asset({ institutionName: 'Mattress Savings' }));
    expect(again.institutionId).not.toBe(retirement.institutionId);
  });

  it('adding to a manual institution by id: the account lands there and the answer names it as stored', async () => {
    const user = await signUp(t);
    const first = await addOk(user.cookies, asset({ institutionName: 'Piggy Bank' }));
    const second = await addOk(user.cookies, asset({ institutionName: 'A name typed differently', institutionId: first.institutionId, name: 'Second' }));
    expect(second.institutionId).toBe(first.institutionId);
    expect(second.institutionName).toBe('Piggy Bank');
    expect(await storedAccount(user.cookies, second)).toEqual(second);
    expect((await institutionsOf(user.cookies)).map((row) => row.name)).toEqual(['Piggy Bank']);
  });

  it('DELETE /api/institutions/:id on a manual institution removes it with all its accounts', async () => {
    const user = await signUp(t);
    const keep = await addOk(user.cookies, asset({ institutionName: 'Keep', amount: '10' }));
    const first = await addOk(user.cookies, asset({ institutionName: 'Drop', amount: '20' }));
    await addOk(user.cookies, liability({ institutionName: 'Drop', amount: '5' }));
    expect(await todaySnapshot(user.user.id)).toMatchObject({ assetsCents: 3000, liabilitiesCents: 500, institutionCount: 2 });
    const response = await t.request({ method: 'DELETE', url: `/api/institutions/${first.institutionId}`, cookies: user.cookies });
    expect(response.statusCode, response.body).toBe(200);
    expect((await institutionsOf(user.cookies)).map((row) => row.id)).toEqual([keep.institutionId]);
    expect(await rowCounts(user.user.id)).toEqual({ accounts: 1, institutions: 1 });
    expect(await todaySnapshot(user.user.id)).toMatchObject({ assetsCents: 1000, liabilitiesCents: 0, netWorthCents: 1000, institutionCount: 1 });
  });

  it('two manual institutions of different names stay apart', async () => {
    const user = await signUp(t);
    const a = await addOk(user.cookies, asset({ institutionName: 'Alpha' }));
    const b = await addOk(user.cookies, asset({ institutionName: 'Beta' }));
    expect(a.institutionId).not.toBe(b.institutionId);
    expect((await institutionsOf(user.cookies)).map((row) => row.name).sort()).toEqual(['Alpha', 'Beta']);
  });
});

describe('bad input on every accounts endpoint → 400, nothing stored', () => {
  const details = (extra: Json) => liability({ details: extra });
  const apr = (extra: Json) =>
    details({ aprs: [{ aprType: 'purchase_apr', aprPercentage: 10, balanceSubjectToAprCents: 1, interestChargeAmountCents: 1, ...extra }] });

  const cases: [string, unknown, string | undefined][] = [
    ['amount as a number', asset({ amount: 2500.75 }), 'amount'],
    ['amount as an integer', asset({ amount: 100 }), 'amount'],
    ['amount null', asset({ amount: null }), 'amount'],
    ['amount missing', (({ amount: _amount, ...rest }) => rest)(asset()), 'amount'],
    ['amount over 30 characters', asset({ amount: '1'.repeat(31) }), 'amount'],
    ['name as a number', asset({ name: 42 }), 'name'],
    ['name over 200 characters', asset({ name: 'n'.repeat(201) }), 'name'],
    ['name with a control character', asset({ name: 'bell\u0007' }), 'name'],
    ['institution name missing', (({ institutionName: _name, ...rest }) => rest)(asset()), 'institutionName'],
    ['balance type as a boolean', asset({ balanceType: true }), 'balanceType'],
    ['institutionId not a uuid', asset({ institutionId: 'my-bank' }), 'institutionId'],
    ['an unknown field', asset({ isManualRecord: false }), undefined],
    ['userId in the body', asset({ userId: 'someone-else' }), undefined],
    ['date that does not exist', asset({ date: '2023-02-29' }), 'date'],
    ['date month 13', asset({ date: '2024-13-01' }), 'date'],
    ['date day 32', asset({ date: '2024-01-32' }), 'date'],
    ['date before 1900', asset({ date: '1899-12-31' }), 'date'],
    ['date year 0000', asset({ date: '0000-01-01' }), 'date'],
    ['date year 9999', asset({ date: '9999-12-31' }), 'date'],
    ['date in MM-DD-YYYY', asset({ date: '03-01-2024' }), 'date'],
    ['date with slashes', asset({ date: '2024/03/01' }), 'date'],
    ['date as a timestamp', asset({ date: '2024-03-01T00:00:00Z' }), 'date'],
    ['date as a number', asset({ date: 20240301 }), 'date'],
    ['date empty', asset({ date: '' }), 'date'],
    ['details: interest rate negative', details({ interestRatePercentage: -1 }), 'details.interestRatePercentage'],
    ['details: interest rate as text', details({ interestRatePercentage: '5' }), 'details.interestRatePercentage'],
    ['details: interest rate huge', details({ interestRatePercentage: 1e300 }), 'details.interestRatePercentage'],
    ['details: minimum payment negative', details({ minimumPaymentAmountCents: -2_500 }), 'details.minimumPaymentAmountCents'],
    ['details: minimum payment in fractions of a cent', details({ minimumPaymentAmountCents: 25.5 }), 'details.minimumPaymentAmountCents'],
    ['details: minimum payment past a trillion dollars', details({ minimumPaymentAmountCents: 1e14 + 1 }), 'details.minimumPaymentAmountCents'],
    ['details: origination principal as text', details({ originationPrincipalAmountCents: '2500000' }), 'details.originationPrincipalAmountCents'],
    ['details: origination principal in dollars (the old name)', details({ originationPrincipalAmount: 25_000 }), 'details'],
    ['details: APR negative', apr({ aprPercentage: -5 }), 'details.aprs.0.aprPercentage'],
    ['details: APR balance huge', apr({ balanceSubjectToAprCents: Number.MAX_VALUE }), 'details.aprs.0.balanceSubjectToAprCents'],
    ['details: APR interest negative', apr({ interestChargeAmountCents: -1 }), 'details.aprs.0.interestChargeAmountCents'],
    ['details: APR row with an unknown field', apr({ apr_type: 'x' }), 'details.aprs.0'],
    [
      'details: 21 APR rows',
      details({ aprs: Array.from({ length: 21 }, () => ({ aprType: 'a', aprPercentage: 1, balanceSubjectToAprCents: 1, interestChargeAmountCents: 1 })) }),
      'details.aprs',
    ],
    ['details: payoff date that does not exist', details({ expectedPayoffDate: '2030-02-30' }), 'details.expectedPayoffDate'],
    ['details: payoff date year 9999', details({ expectedPayoffDate: '9999-01-01' }), 'details.expectedPayoffDate'],
    ['details: next payment date malformed', details({ nextPaymentDueDate: 'next week' }), 'details.nextPaymentDueDate'],
    ['details: origination date before 1900', details({ originationDate: '1850-01-01' }), 'details.originationDate'],
    ['details: disbursement date malformed', details({ disbursementDates: ['2020-01-01', '01/02/2020'] }), 'details.disbursementDates.1'],
    ['details: disbursement date that does not exist', details({ disbursementDates: ['', '2021-04-31'] }), 'details.disbursementDates.1'],
    ['details: an unknown field', details({ ssn: '123-45-6789' }), 'details'],
    ['details as a string', liability({ details: 'none' }), 'details'],
    ['a body that is an array', [asset()], undefined],
  ];

  let before: { counts: Awaited<ReturnType<typeof rowCounts>>; institutions: unknown; assets: unknown; liabilities: unknown };
  beforeAll(async () => {
    before = {
      counts: await rowCounts(client.user.id),
      institutions: await institutionsOf(client.cookies),
      assets: await getOk(client.cookies, '/api/assets'),
      liabilities: await getOk(client.cookies, '/api/liabilities'),
    };
  });

  it.each(cases)('POST /api/accounts/manual: %s', async (_label, payload, field) => {
    const error = expectError(await add(client.cookies, payload), 400, 'VALIDATION');
    expect(error.field).toBe(field);
  });

  it.each(cases.filter(([, payload]) => !Array.isArray(payload)))('PUT /api/accounts/:id: %s', async (_label, payload, field) => {
    const target = (await accountsOf(client.cookies, (before.institutions as { id: string }[])[0]?.id ?? ''))[0];
    const error = expectError(await update(client.cookies, target?.id ?? '', payload), 400, 'VALIDATION');
    expect(error.field).toBe(field);
  });

  it('numbers JSON cannot carry: NaN is not JSON, 1e999 is Infinity; both refused', async () => {
    const raw = (text: string) =>
      t.request({ method: 'POST', url: '/api/accounts/manual', payload: text, headers: { 'content-type': 'application/json' }, cookies: client.cookies });
    const base = JSON.stringify(liability({ details: { interestRatePercentage: 0 } }));
    expectError(await raw(base.replace('"interestRatePercentage":0', '"interestRatePercentage":NaN')), 400, 'VALIDATION');
    expectError(await raw(base.replace('"interestRatePercentage":0', '"interestRatePercentage":Infinity')), 400, 'VALIDATION');
    const infinite = expectError(await raw(base.replace('"interestRatePercentage":0', '"interestRatePercentage":1e999')), 400, 'VALIDATION');
    expect(infinite.field).toBe('details.interestRatePercentage');
    const negativeInfinite = expectError(await raw(base.replace('"interestRatePercentage":0', '"interestRatePercentage":-1e999')), 400, 'VALIDATION');
    expect(negativeInfinite.field).toBe('details.interestRatePercentage');
    expectError(await raw(JSON.stringify(asset()).replace('"amount":"2500.75"', '"amount":1e999')), 400, 'VALIDATION');
  });

  it('non-uuid ids in the path → 400', async () => {
    for (const id of ['abc', '123', 'not-a-uuid-at-all', '00000000-0000-0000-0000-00000000000g', "1' or '1'='1"]) {
      const path = encodeURIComponent(id);
      expectError(await update(client.cookies, path, asset()), 400, 'VALIDATION');
      expectError(await remove(client.cookies, path), 400, 'VALIDATION');
      expectError(await get(client.cookies, `/api/institutions/${path}/accounts`), 400, 'VALIDATION');
      expectError(await t.request({ method: 'POST', url: `/api/institutions/${path}/sync`, payload: {}, cookies: client.cookies }), 400, 'VALIDATION');
      expectError(
        await t.request({ method: 'POST', url: `/api/institutions/${path}/relink`, payload: { publicToken: 'public-x' }, cookies: client.cookies }),
        400,
        'VALIDATION',
      );
      expectError(await t.request({ method: 'DELETE', url: `/api/institutions/${path}`, cookies: client.cookies }), 400, 'VALIDATION');
    }
  });

  it('institution endpoints refuse malformed bodies and queries', async () => {
    const post = (url: string, payload: unknown) => t.request({ method: 'POST', url, payload: payload as Json, cookies: client.cookies });
    const field = (response: Awaited<ReturnType<typeof post>>) => expectError(response, 400, 'VALIDATION').field;
    expect(field(await post('/api/institutions/link-token', { institutionId: 'abc' }))).toBe('institutionId');
    expect(field(await post('/api/institutions/link-token', { webhook: 'https://evil.example' }))).toBeUndefined();
    expect(field(await post('/api/institutions', { publicToken: 12345, institutionId: 'ins_sbx_evergreen', institutionName: 'Evergreen' }))).toBe(
      'publicToken',
    );
    expect(field(await post('/api/institutions', { publicToken: 'public-x', institutionId: 'ins_sbx_evergreen' }))).toBe('institutionName');
    expect(field(await post('/api/institutions', { publicToken: 'public-x', institutionId: 'ins', institutionName: 'x'.repeat(201) }))).toBe('institutionName');
    expect(
      field(await post('/api/institutions', { publicToken: 'public-x', institutionId: 'ins', institutionName: 'x', accessToken: 'access-sandbox-x' })),
    ).toBeUndefined();
    expect(field(await post(`/api/institutions/${crypto.randomUUID()}/relink`, { publicToken: 'p', extra: true }))).toBeUndefined();
    expect(field(await post(`/api/institutions/${crypto.randomUUID()}/sync`, { force: true }))).toBeUndefined();
    for (const url of ['/api/assets?userId=', '/api/liabilities?foo=1', '/api/institutions?userId=']) {
      expectError(await get(client.cookies, url), 400, 'VALIDATION');
    }
    // Someone else's id is refused by the access gate before the query is validated, however malformed.
    expectError(await get(client.cookies, `/api/assets?userId=${'u'.repeat(101)}`), 403, 'FORBIDDEN');
  });

  it('none of the refused requests stored anything', async () => {
    expect(await rowCounts(client.user.id)).toEqual(before.counts);
    expect(await institutionsOf(client.cookies)).toEqual(before.institutions);
    expect(await getOk(client.cookies, '/api/assets')).toEqual(before.assets);
    expect(await getOk(client.cookies, '/api/liabilities')).toEqual(before.liabilities);
  });
});

describe('who may read and write', () => {
  let theirs: Account;
  let theirsBefore: { institutions: unknown; accounts: Account[]; counts: Awaited<ReturnType<typeof rowCounts>> };
  beforeAll(async () => {
    theirs = await addOk(other.cookies, asset({ institutionName: 'Their Bank', name: 'Their savings', amount: '777' }));
    theirsBefore = {
      institutions: await institutionsOf(other.cookies),
      accounts: await accountsOf(other.cookies, theirs.institutionId),
      counts: await rowCounts(other.user.id),
    };
  });

  it('signed out → 401 on every accounts endpoint', async () => {
    const id = crypto.randomUUID();
    const requests: [string, string, Json?][] = [
      ['GET', '/api/institutions'],
      ['GET', `/api/institutions/${id}/accounts`],
      ['GET', '/api/assets'],
      ['GET', '/api/liabilities'],
      ['POST', '/api/institutions/link-token', {}],
      ['POST', '/api/institutions', { publicToken: 'p', institutionId: 'i', institutionName: 'n' }],
      ['POST', `/api/institutions/${id}/sync`, {}],
      ['POST', `/api/institutions/${id}/relink`, { publicToken: 'p' }],
      ['DELETE', `/api/institutions/${id}`],
      ['POST', '/api/accounts/manual', asset()],
      ['PUT', `/api/accounts/${id}`, asset()],
      ['DELETE', `/api/accounts/${id}`],
    ];
    for (const [method, url, payload] of requests) {
      expectError(await t.request({ method, url, payload }), 401, 'UNAUTHENTICATED');
    }
  });

  it("?userId=<someone else> → 403 with the spec's words, for a client and for an advisor not connected", async () => {
    for (const viewer of [client, advisor]) {
      expect(expectError(await get(viewer.cookies, `/api/assets?userId=${other.user.id}`), 403, 'FORBIDDEN').message).toBe("you don't have access to assets");
      expect(expectError(await get(viewer.cookies, `/api/liabilities?userId=${other.user.id}`), 403, 'FORBIDDEN').message).toBe(
        "you don't have access to liabilities",
      );
      expectError(await get(viewer.cookies, `/api/institutions?userId=${other.user.id}`), 403, 'FORBIDDEN');
      expect(
        expectError(await get(viewer.cookies, `/api/institutions/${theirs.institutionId}/accounts?userId=${other.user.id}`), 403, 'FORBIDDEN').message,
      ).toBe("you don't have access to assets");
      // An id that is no user at all is refused the same way.
      expect(expectError(await get(viewer.cookies, '/api/assets?userId=nobody'), 403, 'FORBIDDEN').message).toBe("you don't have access to assets");
    }
    // The answers carry nothing of theirs.
    const body = (await get(advisor.cookies, `/api/assets?userId=${other.user.id}`)).body;
    expect(body).not.toContain('Their');
    expect(body).not.toContain('77700');
  });

  it("?userId=<own id> reads one's own data", async () => {
    expect(await getOk(other.cookies, `/api/assets?userId=${other.user.id}`)).toEqual(await getOk(other.cookies, '/api/assets'));
    expect(await getOk(other.cookies, `/api/liabilities?userId=${other.user.id}`)).toEqual(await getOk(other.cookies, '/api/liabilities'));
  });

  it("another user's account id → 404 on edit and delete; theirs unchanged", async () => {
    expect(expectError(await update(client.cookies, theirs.id, asset({ amount: '1' })), 404, 'NOT_FOUND').message).toBe('Account does not exist!');
    expect(expectError(await remove(client.cookies, theirs.id), 404, 'NOT_FOUND').message).toBe('Account does not exist!');
    // The same answer as an id that does not exist at all.
    expect(expectError(await remove(client.cookies, crypto.randomUUID()), 404, 'NOT_FOUND').message).toBe('Account does not exist!');
  });

  it("another user's institution id → 404 everywhere, and nothing can be added to it", async () => {
    const id = theirs.institutionId;
    const post = (url: string, payload: Json) => t.request({ method: 'POST', url, payload, cookies: client.cookies });
    expect(expectError(await get(client.cookies, `/api/institutions/${id}/accounts`), 404, 'NOT_FOUND').message).toBe('Institution does not exist!');
    expectError(await post(`/api/institutions/${id}/sync`, {}), 404, 'NOT_FOUND');
    expectError(await post(`/api/institutions/${id}/relink`, { publicToken: 'public-sandbox-x' }), 404, 'NOT_FOUND');
    expectError(await post('/api/institutions/link-token', { institutionId: id }), 404, 'NOT_FOUND');
    expectError(await post(`/api/sandbox/institutions/${id}/break-login`, {}), 404, 'NOT_FOUND');
    expectError(await t.request({ method: 'DELETE', url: `/api/institutions/${id}`, cookies: client.cookies }), 404, 'NOT_FOUND');
    const before = await rowCounts(client.user.id);
    expectError(await add(client.cookies, asset({ institutionId: id, institutionName: 'Their Bank' })), 404, 'NOT_FOUND');
    expect(await rowCounts(client.user.id)).toEqual(before);
  });

  it('an advisor cannot write anything: 403, nothing stored', async () => {
    const id = crypto.randomUUID();
    const writes: [string, string, Json?][] = [
      ['POST', '/api/accounts/manual', asset()],
      ['PUT', `/api/accounts/${theirs.id}`, asset()],
      ['DELETE', `/api/accounts/${theirs.id}`],
      ['POST', '/api/institutions/link-token', {}],
      ['POST', '/api/institutions', { publicToken: 'p', institutionId: 'ins_sbx_evergreen', institutionName: 'n' }],
      ['POST', `/api/institutions/${theirs.institutionId}/sync`, {}],
      ['POST', `/api/institutions/${id}/relink`, { publicToken: 'p' }],
      ['DELETE', `/api/institutions/${theirs.institutionId}`],
      [
        'PUT',
        '/api/income',
        {
          incomeInfos: [],
          owner: 'self',
          companyStock: '',
          effectiveTaxRate: 0,
          taxStatus: '',
          socialSecurityPiaCents: 0,
          socialSecurityEarliestAge: 62,
          socialSecurityLatestAge: 70,
        },
      ],
    ];
    for (const [method, url, payload] of writes) {
      expectError(await t.request({ method, url, payload, cookies: advisor.cookies }), 403, 'FORBIDDEN');
    }
    expect(await rowCounts(advisor.user.id)).toEqual({ accounts: 0, institutions: 0 });
    // An advisor's own (empty) pages read fine.
    expect(await getOk(advisor.cookies, '/api/assets')).toMatchObject({ totalCents: 0, accounts: [] });
  });

  it("after all of the above, the other user's data is exactly as it was", async () => {
    expect(await institutionsOf(other.cookies)).toEqual(theirsBefore.institutions);
    expect(await accountsOf(other.cookies, theirs.institutionId)).toEqual(theirsBefore.accounts);
    expect(await rowCounts(other.user.id)).toEqual(theirsBefore.counts);
  });
});

describe('assets and liabilities pages', () => {
  const ASSET_KEYS = ['brokerage', 'cash', 'depository', 'investment', 'other_property', 'others', 'primary_residence', 'retirement'];
  const LIABILITY_KEYS = ['autoloan', 'loan', 'mortgage', 'studentLoan', 'credit'];

  it("totals equal the sum of the accounts, by the spec's category keys, per institution and overall", async () => {
    const user = await signUp(t);
    const assets: [string, string, string, string, string][] = [
      // [institution, type, subtype, amount, expected key]
      ['Home Office', 'investment', '401k', '1000.10', 'retirement'],
      ['Home Office', 'investment', 'roth', '200', 'retirement'],
      ['Home Office', 'investment', 'brokerage', '300.05', 'brokerage'],
      ['Home Office', 'investment', '529', '400', 'investment'],
      ['Main Street', 'depository', 'checking', '500.50', 'depository'],
      ['Main Street', 'depository', 'cash management', '600', 'cash'],
      ['Main Street', 'property', 'primary residence', '350000', 'primary_residence'],
      ['Main Street', 'property', 'real estate', '120000.99', 'other_property'],
      ['Main Street', 'property', 'boat', '7000', 'others'],
    ];
    const liabilities: [string, string, string, string, string][] = [
      ['Home Office', 'credit', 'credit card', '1500.25', 'credit'],
      ['Main Street', 'loan', 'mortgage', '280000', 'mortgage'],
      ['Main Street', 'loan', 'student', '20000', 'studentLoan'],
      ['Main Street', 'loan', 'auto', '9000.75', 'autoloan'],
      ['Main Street', 'loan', 'personal', '1000', 'loan'],
    ];
    const saved = new Map<string, Account>();
    for (const [institutionName, accountType, accountSubtype, amount] of assets) {
      saved.set(
        `${accountType}/${accountSubtype}`,
        await addOk(user.cookies, asset({ institutionName, name: accountSubtype, accountType, accountSubtype, amount })),
      );
    }
    for (const [institutionName, accountType, accountSubtype, amount] of liabilities) {
      saved.set(
        `${accountType}/${accountSubtype}`,
        await addOk(user.cookies, liability({ institutionName, name: accountSubtype, accountType, accountSubtype, amount })),
      );
    }
    // A deleted account counts nowhere.
    const gone = await addOk(user.cookies, asset({ institutionName: 'Main Street', name: 'gone', amount: '99999' }));
    await remove(user.cookies, gone.id);

    for (const [side, rows, keys] of [
      ['assets', assets, ASSET_KEYS],
      ['liabilities', liabilities, LIABILITY_KEYS],
    ] as const) {
      const page = await getOk(user.cookies, `/api/${side}`);
      const cents = (amount: string) => Math.round(Number(amount) * 100);
      const expected: Record<string, number> = {};
      for (const [, , , amount, key] of rows) expected[key] = (expected[key] ?? 0) + cents(amount);
      expect(page.categories).toEqual(expected);
      for (const key of Object.keys(page.categories)) expect(keys).toContain(key);
      const total = rows.reduce((sum, [, , , amount]) => sum + cents(amount), 0);
      expect(page.totalCents).toBe(total);
      expect(page.accounts.reduce((sum: number, account: Account) => sum + account.amountCents, 0)).toBe(total);
      expect(page.accounts).toHaveLength(rows.length);
      for (const account of page.accounts as Account[]) {
        expect(account.balanceType).toBe(side);
        expect(account).toEqual(saved.get(`${account.accountType}/${account.accountSubtype}`));
      }
      // Per institution: each total is its categories' sum, and the institutions add up to the page.
      const perInstitution = page.institutions as { id: string; name: string; totalCents: number; categories: Record<string, number> }[];
      for (const institution of perInstitution) {
        const own = rows.filter(([name]) => name === institution.name);
        expect(institution.totalCents).toBe(own.reduce((sum, [, , , amount]) => sum + cents(amount), 0));
        expect(Object.values(institution.categories).reduce((sum, value) => sum + value, 0)).toBe(institution.totalCents);
      }
      expect(perInstitution.reduce((sum, institution) => sum + institution.totalCents, 0)).toBe(total);
      expect(perInstitution.map((institution) => institution.name).sort()).toEqual(['Home Office', 'Main Street']);
    }

    const [listed] = await institutionsOf(user.cookies);
    expect(listed).toMatchObject({ name: 'Home Office', assetsCents: 100010 + 20000 + 30005 + 40000, liabilitiesCents: 150025 });
    const assetsTotal = (await getOk(user.cookies, '/api/assets')).totalCents as number;
    const liabilitiesTotal = (await getOk(user.cookies, '/api/liabilities')).totalCents as number;
    expect(await todaySnapshot(user.user.id)).toMatchObject({
      assetsCents: assetsTotal,
      liabilitiesCents: liabilitiesTotal,
      netWorthCents: assetsTotal - liabilitiesTotal,
      investmentsCents: 100010 + 20000 + 30005 + 40000,
      institutionCount: 2,
    });
  });

  it('an account with no assets has empty pages', async () => {
    const user = await signUp(t);
    expect(await getOk(user.cookies, '/api/assets')).toEqual({ totalCents: 0, categories: {}, institutions: [], accounts: [] });
    expect(await getOk(user.cookies, '/api/liabilities')).toEqual({ totalCents: 0, categories: {}, institutions: [], accounts: [] });
  });
});
