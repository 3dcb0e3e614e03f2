import type { TAccount, TInstitution } from '@finboard/contracts';
import { holdings, institutions, netWorthSnapshots, transactions } from '@finboard/db';
import { and, count, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { decryptToken } from '../src/modules/institutions/token-crypto';
import { createSandboxAggregation, SANDBOX_PASSWORD, SANDBOX_USERNAME } from '../src/providers/aggregation/sandbox/sandbox-aggregation-provider';
import { productToday } from '../src/platform/clock';
import { countInstitutionRows } from './institution-helpers';
import { createTestApp, expectError, setPlan, signUp, type TestApp } from './test-app';

// Linking a bank through the embedded sandbox over http, end to end: plan check, link, sync,
// Refresh Login, re-sync, ownership, and removal of the institution with everything it brought.
// One link (Evergreen, an everyday bank: checking and a card, two years of history) serves most of the
// file; a second client, one sandbox customer at seven more banks, brings the other account classes.

const NOW = new Date();
const sandbox = createSandboxAggregation({ clock: () => NOW });
const TODAY = productToday(NOW);
const UPGRADE = 'You should upgrade your plan to paid plan or connect the advisor to link your bank.';
const EVERGREEN = 'ins_sbx_evergreen';

let t: TestApp;
let client: Awaited<ReturnType<typeof signUp>>;
let other: Awaited<ReturnType<typeof signUp>>;
let advisor: Awaited<ReturnType<typeof signUp>>;
let customer: Awaited<ReturnType<typeof signUp>>;

beforeAll(async () => {
  t = await createTestApp({ AUTH_RATE_LIMIT_MAX: '100000' }, { aggregation: { provider: sandbox.provider, sandbox: sandbox.controls } });
  client = await signUp(t);
  other = await signUp(t);
  advisor = await signUp(t, { role: 'advisor' });
  customer = await signUp(t);
  await setPlan(t.database, other.user.id, 'paid');
});
afterAll(() => t?.close());

type Json = Record<string, unknown>;
type Institution = TInstitution;
type Account = TAccount;

const post = (cookies: string[], url: string, payload: Json = {}) => t.request({ method: 'POST', url, payload, cookies });
const get = (cookies: string[], url: string) => t.request({ method: 'GET', url, cookies });
async function ok(promise: ReturnType<typeof post>, status = 200) {
  const response = await promise;
  expect(response.statusCode, response.body).toBe(status);
  return response.json();
}
const accountsOf = async (cookies: string[], id: string) =>
  (await ok(get(cookies, `/api/institutions/${id}/accounts`))) as { institution: Institution; accounts: Account[] };
const rowsOf = (institutionId: string) => countInstitutionRows(t, institutionId, { holdingsCounted: 'live' });
const institutionsOf = async (cookies: string[]) => ((await ok(get(cookies, '/api/institutions'))) as { institutions: Institution[] }).institutions;

/** Rows of each table that belong to one institution (deleted ones included). */
async function todaySnapshot(userId: string) {
  const [row] = await t.database.db
    .select()
    .from(netWorthSnapshots)
    .where(and(eq(netWorthSnapshots.userId, userId), eq(netWorthSnapshots.trackingDate, TODAY)));
  return row ?? null;
}
async function institutionRow(id: string) {
  const [row] = await t.database.db.select().from(institutions).where(eq(institutions.id, id));
  return row;
}

/** The link screens as the web app drives them: link token, the sandbox's picker and login, then addItem. */
async function sandboxPublicToken(cookies: string[], institutionId: string, linkToken?: string) {
  const token = linkToken ?? ((await ok(post(cookies, '/api/institutions/link-token', {}))) as { linkToken: string }).linkToken;
  return (
    (await ok(post(cookies, '/api/sandbox/public-token', { linkToken: token, institutionId, username: SANDBOX_USERNAME, password: SANDBOX_PASSWORD }))) as {
      publicToken: string;
    }
  ).publicToken;
}

let linked: Institution;
let atlas: Institution;

const ATLAS = 'ins_sbx_atlas';
/** The banks that hold the account classes Evergreen (checking and a card) does not. */
const OTHER_BANKS = [
  ['ins_sbx_redwood', 'Redwood Federal Bank'],
  ['ins_sbx_lighthouse', 'Lighthouse Prepaid'],
  ['ins_sbx_keystone', 'Keystone Retirement Services'],
  [ATLAS, 'Atlas Wealth Partners'],
  ['ins_sbx_cascade', 'Cascade Home Loans'],
  ['ins_sbx_meridian', 'Meridian Student Lending'],
  ['ins_sbx_summit', 'Summit Ridge Credit Union'],
] as const;
const EXPECTED_CLASSES: Record<string, Partial<Account>> = {
  checking: { accountType: 'depository', balanceType: 'assets', isCash: true, isRetirement: false, assetKey: 'depository', liabilityKey: null },
  savings: { accountType: 'depository', balanceType: 'assets', isCash: true, assetKey: 'depository' },
  prepaid: { accountType: 'other', balanceType: 'assets', isCash: true, isRetirement: false, assetKey: 'cash' },
  '401k': { accountType: 'investment', balanceType: 'assets', isRetirement: true, isCash: false, assetKey: 'retirement', hasHoldings: true },
  ira: { accountType: 'investment', isRetirement: true, assetKey: 'retirement', hasHoldings: true },
  roth: { accountType: 'investment', isRetirement: true, assetKey: 'retirement', hasHoldings: true },
  brokerage: { accountType: 'investment', isRetirement: false, assetKey: 'brokerage', hasHoldings: true },
  'credit card': { accountType: 'credit', balanceType: 'liabilities', liabilityKey: 'credit', assetKey: null, isCash: false },
  mortgage: { accountType: 'loan', balanceType: 'liabilities', liabilityKey: 'mortgage' },
  student: { accountType: 'loan', balanceType: 'liabilities', liabilityKey: 'studentLoan' },
  auto: { accountType: 'loan', balanceType: 'liabilities', liabilityKey: 'autoloan' },
};

describe('linking needs a paid plan or a connected advisor', () => {
  it("a free client is refused with the spec's message, before anything reaches the bank; nothing stored", async () => {
    const refusedToken = expectError(await post(client.cookies, '/api/institutions/link-token', {}), 403, 'FORBIDDEN');
    expect(refusedToken.message).toBe(UPGRADE);
    // Even with a genuine public token from the bank's own screens, addItem is refused.
    const publicToken = await sandbox.controls.createPublicToken({ institutionId: EVERGREEN, username: SANDBOX_USERNAME, password: SANDBOX_PASSWORD });
    const refusedLink = expectError(
      await post(client.cookies, '/api/institutions', { publicToken, institutionId: EVERGREEN, institutionName: 'Evergreen National Bank' }),
      403,
      'FORBIDDEN',
    );
    expect(refusedLink.message).toBe(UPGRADE);
    expect(await institutionsOf(client.cookies)).toEqual([]);
    const [rows] = await t.database.db.select({ n: count() }).from(institutions).where(eq(institutions.userId, client.user.id));
    expect(Number(rows?.n)).toBe(0);
  });

  it('an advisor can neither link nor use the sandbox bank screens (403)', async () => {
    await setPlan(t.database, advisor.user.id, 'paid');
    expectError(await post(advisor.cookies, '/api/institutions/link-token', {}), 403, 'FORBIDDEN');
    expectError(await get(advisor.cookies, '/api/sandbox/institutions'), 403, 'FORBIDDEN');
    expectError(
      await post(advisor.cookies, '/api/sandbox/public-token', {
        linkToken: 'link-x',
        institutionId: EVERGREEN,
        username: SANDBOX_USERNAME,
        password: SANDBOX_PASSWORD,
      }),
      403,
      'FORBIDDEN',
    );
  });
});

describe('linking a sandbox bank end to end', () => {
  it('the picker lists the sandbox institutions with their logos', async () => {
    await setPlan(t.database, client.user.id, 'paid');
    const { institutions: list } = (await ok(get(client.cookies, '/api/sandbox/institutions'))) as {
      institutions: { institutionId: string; name: string; logoUrl: string | null }[];
    };
    expect(list).toHaveLength(12);
    expect(list.find((row) => row.institutionId === EVERGREEN)).toMatchObject({
      name: 'Evergreen National Bank',
      logoUrl: expect.stringMatching(/^data:image\/png;base64,/),
    });
  });

  it("wrong credentials are refused in the user's words; a bad public token too", async () => {
    const { linkToken } = (await ok(post(client.cookies, '/api/institutions/link-token', {}))) as { linkToken: string; provider: string };
    const wrong = expectError(
      await post(client.cookies, '/api/sandbox/public-token', { linkToken, institutionId: EVERGREEN, username: SANDBOX_USERNAME, password: 'pass_bad' }),
      400,
      'VALIDATION',
    );
    expect(wrong).toMatchObject({ message: 'The provided credentials were not correct. Please try again.', field: 'password' });
    expectError(
      await post(client.cookies, '/api/institutions', { publicToken: 'public-sandbox-not-a-token', institutionId: EVERGREEN, institutionName: 'Evergreen' }),
      400,
      'VALIDATION',
    );
    expect(await institutionsOf(client.cookies)).toEqual([]);
  });

  it('the sandbox screens refuse malformed input (400) and answer nothing else', async () => {
    const login = { linkToken: 'link-sandbox-x', institutionId: EVERGREEN, username: SANDBOX_USERNAME, password: SANDBOX_PASSWORD };
    const cases: [Json, string | undefined][] = [
      [{ ...login, linkToken: '' }, 'linkToken'],
      [{ ...login, username: 1 }, 'username'],
      [{ ...login, password: null }, 'password'],
      [{ ...login, institutionId: 'i'.repeat(101) }, 'institutionId'],
      [{ ...login, remember: true }, undefined],
    ];
    for (const [payload, field] of cases)
      expect(expectError(await post(client.cookies, '/api/sandbox/public-token', payload), 400, 'VALIDATION').field).toBe(field);
    expectError(await post(client.cookies, '/api/sandbox/institutions/not-a-uuid/break-login', {}), 400, 'VALIDATION');
    expectError(await post(client.cookies, `/api/sandbox/institutions/${crypto.randomUUID()}/break-login`, { now: true }), 400, 'VALIDATION');
    expectError(await post(client.cookies, `/api/sandbox/institutions/${crypto.randomUUID()}/break-login`, {}), 404, 'NOT_FOUND');
  });

  it('link token → picker → login → addItem: 201 with the institution, its accounts classified, its history stored', async () => {
    const token = (await ok(post(client.cookies, '/api/institutions/link-token', {}))) as { linkToken: string; expiration: string; provider: string };
    expect(token).toMatchObject({ provider: 'sandbox', linkToken: expect.any(String) });
    const publicToken = await sandboxPublicToken(client.cookies, EVERGREEN, token.linkToken);
    const created = (await ok(
      post(client.cookies, '/api/institutions', { publicToken, institutionId: EVERGREEN, institutionName: 'Evergreen National Bank' }),
      201,
    )) as { institution: Institution };
    linked = created.institution;
    expect(linked).toMatchObject({
      name: 'Evergreen National Bank',
      provider: 'sandbox',
      isManualRecord: false,
      errorCode: null,
      needsLogin: false,
      logoUrl: expect.stringMatching(/^data:image\/png;base64,/),
      lastSyncedAt: expect.any(String),
    });
    expect(await institutionsOf(client.cookies)).toEqual([linked]);

    const { institution, accounts } = await accountsOf(client.cookies, linked.id);
    expect(institution).toEqual(linked);
    const bySubtype = new Map(accounts.map((account) => [account.accountSubtype, account]));
    expect([...bySubtype.keys()].sort()).toEqual(['checking', 'credit card']);
    const expectations: Record<string, Partial<Account>> = {
      checking: EXPECTED_CLASSES.checking!,
      'credit card': EXPECTED_CLASSES['credit card']!,
    };
    for (const [subtype, expected] of Object.entries(expectations)) {
      expect(bySubtype.get(subtype), subtype).toMatchObject({ ...expected, isManualRecord: false });
      expect(bySubtype.get(subtype)?.amountCents, subtype).toBeGreaterThan(0);
    }
    // Liability details arrive under the spec's names.
    expect(bySubtype.get('credit card')?.details).toMatchObject({
      aprs: expect.arrayContaining([expect.objectContaining({ apr_type: expect.any(String), apr_percentage: expect.any(Number) })]),
    });
    // Their money in whole cents, named so.
    const card = bySubtype.get('credit card')?.details ?? {};
    expect(Number.isSafeInteger(card.minimum_payment_amount_cents)).toBe(true);
    expect(card).not.toHaveProperty('minimum_payment_amount');

    // The institution's totals are its accounts' sums; so are the pages and today's net worth.
    const sum = (side: string) => accounts.filter((account) => account.balanceType === side).reduce((total, account) => total + account.amountCents, 0);
    expect(linked.assetsCents).toBe(sum('assets'));
    expect(linked.liabilitiesCents).toBe(sum('liabilities'));
    const assetsPage = await ok(get(client.cookies, '/api/assets'));
    const liabilitiesPage = await ok(get(client.cookies, '/api/liabilities'));
    expect(assetsPage.totalCents).toBe(sum('assets'));
    expect(liabilitiesPage.totalCents).toBe(sum('liabilities'));
    expect(Object.keys(assetsPage.categories).sort()).toEqual(['depository']);
    expect(Object.keys(liabilitiesPage.categories).sort()).toEqual(['credit']);
    expect(await todaySnapshot(client.user.id)).toMatchObject({
      assetsCents: sum('assets'),
      liabilitiesCents: sum('liabilities'),
      netWorthCents: sum('assets') - sum('liabilities'),
      investmentsCents: accounts.filter((account) => account.accountType === 'investment').reduce((total, account) => total + account.amountCents, 0),
      institutionCount: 1,
    });

    const rows = await rowsOf(linked.id);
    expect(rows.accounts).toBe(2);
    // Two years of history: more than one delete batch of 500.
    expect(rows.transactions).toBeGreaterThan(500);
    expect(rows.distinctTransactions).toBe(rows.transactions);
  });

  it("one customer's other banks each bring their own kind of account, classified, with holdings and liability details", async () => {
    await setPlan(t.database, customer.user.id, 'paid');
    const all: Account[] = [];
    for (const [institutionId, institutionName] of OTHER_BANKS) {
      const publicToken = await sandboxPublicToken(customer.cookies, institutionId);
      const created = (await ok(post(customer.cookies, '/api/institutions', { publicToken, institutionId, institutionName }), 201)) as {
        institution: Institution;
      };
      if (institutionId === ATLAS) atlas = created.institution;
      all.push(...(await accountsOf(customer.cookies, created.institution.id)).accounts);
    }
    const bySubtype = new Map(all.map((account) => [account.accountSubtype, account]));
    for (const [subtype, expected] of Object.entries(EXPECTED_CLASSES)) {
      if (subtype === 'checking' || subtype === 'credit card') continue;
      expect(bySubtype.get(subtype), subtype).toMatchObject({ ...expected, isManualRecord: false });
      expect(bySubtype.get(subtype)?.amountCents, subtype).toBeGreaterThan(0);
    }
    expect(bySubtype.get('student')?.details).toHaveProperty('interest_rate_percentage');
    expect(Number.isSafeInteger((bySubtype.get('student')?.details ?? {}).origination_principal_amount_cents)).toBe(true);
    const assetsPage = await ok(get(customer.cookies, '/api/assets'));
    const liabilitiesPage = await ok(get(customer.cookies, '/api/liabilities'));
    expect(Object.keys(assetsPage.categories).sort()).toEqual(['brokerage', 'cash', 'depository', 'retirement']);
    expect(Object.keys(liabilitiesPage.categories).sort()).toEqual(['autoloan', 'credit', 'mortgage', 'studentLoan']);
    const rows = await rowsOf(atlas.id);
    expect(rows.holdings).toBeGreaterThan(0);
    expect(rows.investmentTransactions).toBeGreaterThan(0);
  });

  it('the access token is encrypted at rest and never the token itself', async () => {
    const row = await institutionRow(linked.id);
    const stored = row?.accessTokenEncrypted ?? '';
    const token = decryptToken(t.config.tokenEncryptionKey, stored);
    expect(token).toMatch(/^access-sandbox-/);
    expect(stored).not.toBe(token);
    expect(stored).not.toContain('access-');
    expect(stored).not.toContain(token.slice('access-sandbox-'.length));
    expect(stored).toMatch(/^v1\./);
    // No other column of the row holds it either.
    const { accessTokenEncrypted: _encrypted, ...rest } = row ?? {};
    expect(JSON.stringify(rest)).not.toContain('access-');
  });
});

describe('re-sync', () => {
  it('POST /sync twice: 200, no duplicate rows, the same counts and balances', async () => {
    const before = await rowsOf(linked.id);
    const accountsBefore = (await accountsOf(client.cookies, linked.id)).accounts;
    for (let round = 0; round < 2; round++) {
      const { institution } = (await ok(post(client.cookies, `/api/institutions/${linked.id}/sync`, {}))) as { institution: Institution };
      expect(institution).toMatchObject({
        id: linked.id,
        needsLogin: false,
        errorCode: null,
        assetsCents: linked.assetsCents,
        liabilitiesCents: linked.liabilitiesCents,
      });
      expect(await rowsOf(linked.id)).toEqual(before);
    }
    expect((await accountsOf(client.cookies, linked.id)).accounts).toEqual(accountsBefore);
  });

  it("a full re-delivery of the history (cursor forgotten) duplicates nothing, and a client's chosen category survives it", async () => {
    const db = t.database.db;
    const sample = await db
      .select({ id: transactions.id, categoryType: transactions.categoryType })
      .from(transactions)
      .where(and(eq(transactions.institutionId, linked.id), isNull(transactions.deletedAt)))
      .limit(4);
    expect(sample).toHaveLength(4);
    const [a, b, c, d] = sample as [(typeof sample)[0], (typeof sample)[0], (typeof sample)[0], (typeof sample)[0]];
    const another = (type: string) => (type === 'savings' ? 'essential' : 'savings');
    // a, b, c: the client recategorised them; d: changed without the lock (a sync may restore it).
    const lockedAt = new Date();
    for (const row of [a, b, c])
      await db
        .update(transactions)
        .set({ categoryType: another(row.categoryType), categoryLockedAt: lockedAt })
        .where(eq(transactions.id, row.id));
    await db
      .update(transactions)
      .set({ categoryType: another(d.categoryType) })
      .where(eq(transactions.id, d.id));

    const before = await rowsOf(linked.id);
    await db.update(institutions).set({ transactionsCursor: null }).where(eq(institutions.id, linked.id));
    await ok(post(client.cookies, `/api/institutions/${linked.id}/sync`, {}));
    expect(await rowsOf(linked.id)).toEqual(before);

    const after = new Map((await db.select().from(transactions).where(eq(transactions.institutionId, linked.id))).map((row) => [row.id, row]));
    for (const row of [a, b, c]) {
      expect(after.get(row.id)?.categoryType, row.id).toBe(another(row.categoryType));
      expect(after.get(row.id)?.categoryLockedAt?.getTime()).toBe(lockedAt.getTime());
    }
    expect(after.get(d.id)?.categoryType).toBe(d.categoryType);
  });

  it('a linked account the client deleted stays deleted after a sync', async () => {
    const { accounts } = await accountsOf(client.cookies, linked.id);
    const card = accounts.find((account) => account.accountSubtype === 'credit card') as Account;
    expect((await t.request({ method: 'DELETE', url: `/api/accounts/${card.id}`, cookies: client.cookies })).statusCode).toBe(200);
    const without = (await accountsOf(client.cookies, linked.id)).accounts;
    expect(without.map((account) => account.id)).not.toContain(card.id);
    expect(without).toHaveLength(1);
    // The linked institution stays: it is not a manual one.
    expect((await institutionsOf(client.cookies)).map((row) => row.id)).toEqual([linked.id]);
    await ok(post(client.cookies, `/api/institutions/${linked.id}/sync`, {}));
    const afterSync = (await accountsOf(client.cookies, linked.id)).accounts;
    expect(afterSync.map((account) => account.id)).not.toContain(card.id);
    expect(afterSync).toHaveLength(1);
    expect((await ok(get(client.cookies, '/api/liabilities'))).accounts.map((account: Account) => account.id)).not.toContain(card.id);
    expect((await todaySnapshot(client.user.id))?.liabilitiesCents).toBe(linked.liabilitiesCents - card.amountCents);
  });

  it('a linked account cannot be edited as a manual one, nor can manual accounts be added to a linked institution', async () => {
    const { accounts } = await accountsOf(client.cookies, linked.id);
    const checking = accounts.find((account) => account.accountSubtype === 'checking') as Account;
    const form = {
      institutionName: 'Evergreen National Bank',
      name: 'Renamed',
      balanceType: 'assets',
      accountType: 'depository',
      accountSubtype: 'checking',
      amount: '1',
    };
    expectError(await t.request({ method: 'PUT', url: `/api/accounts/${checking.id}`, payload: form, cookies: client.cookies }), 400, 'VALIDATION');
    const added = expectError(await post(client.cookies, '/api/accounts/manual', { ...form, institutionId: linked.id }), 400, 'VALIDATION');
    expect(added.field).toBe('institutionId');
    expect((await accountsOf(client.cookies, linked.id)).accounts).toEqual(accounts);
  });
});

describe('Refresh Login', () => {
  it('a broken login shows as needs-login after a sync; update mode relinks it and a sync clears it', async () => {
    const before = await rowsOf(linked.id);
    await ok(post(client.cookies, `/api/sandbox/institutions/${linked.id}/break-login`, {}));
    const synced = (await ok(post(client.cookies, `/api/institutions/${linked.id}/sync`, {}))) as { institution: Institution };
    expect(synced.institution).toMatchObject({ needsLogin: true, errorCode: 'ITEM_LOGIN_REQUIRED' });
    expect((await institutionsOf(client.cookies))[0]).toMatchObject({ needsLogin: true, errorCode: 'ITEM_LOGIN_REQUIRED' });
    // Nothing was lost while the login is broken.
    expect(await rowsOf(linked.id)).toEqual(before);

    // Update mode: a link token for this institution (no plan check needed to repair), the bank's login, then relink.
    const update = (await ok(post(client.cookies, '/api/institutions/link-token', { institutionId: linked.id }))) as { linkToken: string };
    const wrong = expectError(
      await post(client.cookies, '/api/sandbox/public-token', {
        linkToken: update.linkToken,
        institutionId: EVERGREEN,
        username: SANDBOX_USERNAME,
        password: 'nope',
      }),
      400,
      'VALIDATION',
    );
    expect(wrong.field).toBe('password');
    // A login to a different item cannot repair this one: the relink's sync is refused by the bank again.
    const foreign = await sandbox.controls.createPublicToken({ institutionId: EVERGREEN, username: SANDBOX_USERNAME, password: SANDBOX_PASSWORD });
    expect((await ok(post(client.cookies, `/api/institutions/${linked.id}/relink`, { publicToken: foreign }))).institution).toMatchObject({
      needsLogin: true,
      errorCode: 'ITEM_LOGIN_REQUIRED',
    });
    expect((await institutionsOf(client.cookies))[0]?.needsLogin).toBe(true);

    const publicToken = await sandboxPublicToken(client.cookies, EVERGREEN, update.linkToken);
    // Update mode keeps the item's access token: the public token Link hands back is not exchanged.
    const exchanges = vi.spyOn(sandbox.provider, 'exchangePublicToken');
    const relinked = (await ok(post(client.cookies, `/api/institutions/${linked.id}/relink`, { publicToken }))) as { institution: Institution };
    expect(exchanges).not.toHaveBeenCalled();
    exchanges.mockRestore();
    // The relink synced with the repaired login: had the bank still refused it, needsLogin would be back.
    expect(relinked.institution).toMatchObject({ id: linked.id, needsLogin: false, errorCode: null, lastSyncedAt: expect.any(String) });
    expect(Date.parse(relinked.institution.lastSyncedAt ?? '')).toBeGreaterThan(Date.parse(synced.institution.lastSyncedAt ?? ''));
    expect(await rowsOf(linked.id)).toEqual(before);
    // The stored token is still encrypted after the relink.
    expect((await institutionRow(linked.id))?.accessTokenEncrypted).not.toContain('access-');
  });

  it('update mode for a manual institution is refused (it has no bank login)', async () => {
    const manual = await ok(
      post(client.cookies, '/api/accounts/manual', {
        institutionName: 'Shoebox',
        name: 'Cash',
        balanceType: 'assets',
        accountType: 'depository',
        accountSubtype: 'cash',
        amount: '50',
      }),
      201,
    );
    expectError(await post(client.cookies, '/api/institutions/link-token', { institutionId: manual.account.institutionId }), 400, 'VALIDATION');
    expectError(await post(client.cookies, `/api/sandbox/institutions/${manual.account.institutionId}/break-login`, {}), 404, 'NOT_FOUND');
  });
});

describe("another user's institution or account", () => {
  it('→ 404 on every endpoint, and nothing of theirs changes', async () => {
    const rowsBefore = await rowsOf(linked.id);
    const institutionBefore = await institutionRow(linked.id);
    const accountsBefore = (await accountsOf(client.cookies, linked.id)).accounts;
    const account = accountsBefore[0] as Account;
    const id = linked.id;
    const attempts = [
      get(other.cookies, `/api/institutions/${id}/accounts`),
      post(other.cookies, `/api/institutions/${id}/sync`, {}),
      post(other.cookies, `/api/institutions/${id}/relink`, { publicToken: 'public-sandbox-x' }),
      post(other.cookies, '/api/institutions/link-token', { institutionId: id }),
      post(other.cookies, `/api/sandbox/institutions/${id}/break-login`, {}),
      t.request({ method: 'DELETE', url: `/api/institutions/${id}`, cookies: other.cookies }),
      t.request({ method: 'DELETE', url: `/api/accounts/${account.id}`, cookies: other.cookies }),
      t.request({
        method: 'PUT',
        url: `/api/accounts/${account.id}`,
        payload: { institutionName: 'x', name: 'x', balanceType: 'assets', accountType: 'depository', accountSubtype: 'x', amount: '1' },
        cookies: other.cookies,
      }),
    ];
    for (const response of await Promise.all(attempts)) expectError(response, 404, 'NOT_FOUND');
    expect(await institutionsOf(other.cookies)).toEqual([]);
    expect(await rowsOf(linked.id)).toEqual(rowsBefore);
    expect(await institutionRow(linked.id)).toEqual(institutionBefore);
    expect((await accountsOf(client.cookies, linked.id)).accounts).toEqual(accountsBefore);
    // A login to the same bank item, handed to another user, does not move the item to them.
    const update = (await ok(post(client.cookies, '/api/institutions/link-token', { institutionId: id }))) as { linkToken: string };
    const sameItem = await sandboxPublicToken(client.cookies, EVERGREEN, update.linkToken);
    expect(
      expectError(
        await post(other.cookies, '/api/institutions', { publicToken: sameItem, institutionId: EVERGREEN, institutionName: 'Evergreen' }),
        400,
        'VALIDATION',
      ).message,
    ).toBe('This bank login is already linked to another account.');
    expect(await institutionsOf(other.cookies)).toEqual([]);
    expect(await institutionRow(linked.id)).toEqual(institutionBefore);
    // And the owner's pages are still refused to them by userId.
    expect(expectError(await get(other.cookies, `/api/assets?userId=${client.user.id}`), 403, 'FORBIDDEN').message).toBe("you don't have access to assets");
    expect(expectError(await get(other.cookies, `/api/liabilities?userId=${client.user.id}`), 403, 'FORBIDDEN').message).toBe(
      "you don't have access to liabilities",
    );
  });
});

describe('removing a linked institution', () => {
  it("deletes its transactions, holdings, investment transactions, accounts and itself; other institutions untouched; today's net worth updated", async () => {
    const manual = (await institutionsOf(client.cookies)).find((row) => row.isManualRecord) as Institution;
    expect(manual).toBeDefined();
    const manualRowsBefore = await rowsOf(manual.id);
    const before = await rowsOf(linked.id);
    expect(before.transactions).toBeGreaterThan(500);
    expect((await todaySnapshot(client.user.id))?.institutionCount).toBe(2);

    expect(await ok(t.request({ method: 'DELETE', url: `/api/institutions/${linked.id}`, cookies: client.cookies }))).toEqual({ ok: true });

    expect(await rowsOf(linked.id)).toEqual({
      institutions: 0,
      accounts: 0,
      transactions: 0,
      distinctTransactions: 0,
      liveTransactions: 0,
      holdings: 0,
      investmentTransactions: 0,
    });
    // Soft-deleted rows went too: nothing of it is left in any table.
    const [leftHoldings] = await t.database.db.select({ n: count() }).from(holdings).where(eq(holdings.institutionId, linked.id));
    expect(Number(leftHoldings?.n)).toBe(0);
    expect(await rowsOf(manual.id)).toEqual(manualRowsBefore);
    expect((await institutionsOf(client.cookies)).map((row) => row.id)).toEqual([manual.id]);
    expectError(await get(client.cookies, `/api/institutions/${linked.id}/accounts`), 404, 'NOT_FOUND');
    expectError(await post(client.cookies, `/api/institutions/${linked.id}/sync`, {}), 404, 'NOT_FOUND');
    expectError(await t.request({ method: 'DELETE', url: `/api/institutions/${linked.id}`, cookies: client.cookies }), 404, 'NOT_FOUND');

    expect(await todaySnapshot(client.user.id)).toMatchObject({
      assetsCents: 5000,
      liabilitiesCents: 0,
      netWorthCents: 5000,
      investmentsCents: 0,
      institutionCount: 1,
    });
    expect((await ok(get(client.cookies, '/api/assets'))).totalCents).toBe(5000);
    expect((await ok(get(client.cookies, '/api/liabilities'))).totalCents).toBe(0);

    // A brokerage's holdings and investment transactions go with it; the customer's other banks stay.
    const atlasBefore = await rowsOf(atlas.id);
    expect(atlasBefore.holdings).toBeGreaterThan(0);
    expect(atlasBefore.investmentTransactions).toBeGreaterThan(0);
    const othersBefore = (await institutionsOf(customer.cookies)).filter((row) => row.id !== atlas.id);
    expect(await ok(t.request({ method: 'DELETE', url: `/api/institutions/${atlas.id}`, cookies: customer.cookies }))).toEqual({ ok: true });
    expect(await rowsOf(atlas.id)).toMatchObject({ institutions: 0, accounts: 0, holdings: 0, investmentTransactions: 0 });
    const [leftAtlasHoldings] = await t.database.db.select({ n: count() }).from(holdings).where(eq(holdings.institutionId, atlas.id));
    expect(Number(leftAtlasHoldings?.n)).toBe(0);
    expect((await institutionsOf(customer.cookies)).map((row) => row.id)).toEqual(othersBefore.map((row) => row.id));
  });
});

describe('secrets', () => {
  it("no response in this file ever carried an access token ('access-sandbox')", () => {
    expect(t.responseBodies.length).toBeGreaterThan(40);
    const leaks = t.responseBodies.filter((body) => body.includes('access-sandbox') || /"access-/.test(body));
    expect(leaks).toEqual([]);
  });
});
