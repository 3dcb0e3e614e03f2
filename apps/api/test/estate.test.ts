import { accountBeneficiaries, estateDocuments, estateLifeEvents, estatePlans, financialAccounts, institutions } from '@finboard/db';
import { addDays, calendarDateIn, productTimeZone } from '@finboard/domain';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, expectError, signUp, type TestApp } from './test-app';

// The Estate page (issue 35): GET/PUT /api/estate, the client's own; read-only for an advisor under Net Worth.

let t: TestApp;
type User = Awaited<ReturnType<typeof signUp>>;
let client: User;
let other: User;
let advisorNetWorth: User;
let advisorCashFlowOnly: User;
let advisorUnconnected: User;

const today = calendarDateIn(productTimeZone(), new Date());

async function addAccount(owner: User, id: string, name: string) {
  await t.database.db
    .insert(institutions)
    .values({ id: `inst-${id}`, userId: owner.user.id, provider: 'manual', name: 'Summit Bank', isManualRecord: true })
    .onConflictDoNothing();
  await t.database.db.insert(financialAccounts).values({
    id,
    userId: owner.user.id,
    institutionId: `inst-${id}`,
    name,
    accountType: 'investment',
    balanceType: 'assets',
    amountCents: 100_00,
    balanceDate: '2026-01-01',
  });
}

async function connect(advisor: User, share: { netWorth: boolean; cashFlow: boolean; retirementScore: boolean }) {
  const requested = await t.request({ method: 'POST', url: '/api/connections', payload: { advisorId: advisor.user.id, share }, cookies: client.cookies });
  expect(requested.statusCode, requested.body).toBe(201);
  const accepted = await t.request({ method: 'POST', url: `/api/connections/${requested.json().connection.id}/accept`, payload: {}, cookies: advisor.cookies });
  expect(accepted.json().connection.status, accepted.body).toBe('connected');
}

beforeAll(async () => {
  t = await createTestApp({ AUTH_RATE_LIMIT_MAX: '100000' });
  [client, other] = [await signUp(t), await signUp(t)];
  [advisorNetWorth, advisorCashFlowOnly, advisorUnconnected] = [
    await signUp(t, { role: 'advisor' }),
    await signUp(t, { role: 'advisor' }),
    await signUp(t, { role: 'advisor' }),
  ];
  await addAccount(client, 'acct-ira', 'Rollover IRA');
  await addAccount(client, 'acct-401k', '401(k)');
  await addAccount(other, 'acct-theirs', 'Their Brokerage');
  await connect(advisorNetWorth, { netWorth: true, cashFlow: false, retirementScore: false });
  await connect(advisorCashFlowOnly, { netWorth: false, cashFlow: true, retirementScore: false });
}, 300_000);
afterAll(() => t?.close());

type Json = Record<string, unknown>;
const EMPTY_DOCUMENT = { exists: false, signedDate: null, lastReviewedDate: null, originalLocation: '', attorneyContact: '' };
const KINDS = ['will', 'trust', 'financialPowerOfAttorney', 'healthcarePowerOfAttorney', 'healthcareDirective', 'guardianship'];
const documents = (overrides: Record<string, Json> = {}) => Object.fromEntries(KINDS.map((kind) => [kind, { ...EMPTY_DOCUMENT, ...overrides[kind] }]));

const ESTATE = {
  documents: documents({
    will: {
      exists: true,
      signedDate: '2019-04-02',
      lastReviewedDate: addDays(today, -30),
      originalLocation: 'Safe deposit box, Summit Bank',
      attorneyContact: 'Jane Doe, (555) 010-0101',
    },
    trust: { exists: true, signedDate: '2015-06-01', lastReviewedDate: '2016-01-01', originalLocation: 'Home safe', attorneyContact: 'Jane Doe' },
    healthcareDirective: { exists: true, signedDate: addDays(today, -400), lastReviewedDate: null, originalLocation: '', attorneyContact: '' },
  }),
  executorName: 'Charles Babbage',
  trusteeName: 'Mary Somerville',
  lifeEvents: [{ kind: 'move', eventDate: addDays(today, -60) }],
  beneficiaries: [
    { accountId: 'acct-ira', kind: 'primary', name: 'Byron King', shareBasisPoints: 6000 },
    { accountId: 'acct-ira', kind: 'primary', name: 'Annabella King', shareBasisPoints: 4000 },
    { accountId: 'acct-ira', kind: 'contingent', name: 'Ralph King', shareBasisPoints: 10_000 },
    { accountId: 'acct-401k', kind: 'primary', name: 'Byron King', shareBasisPoints: 3333 },
    { accountId: 'acct-401k', kind: 'primary', name: 'Annabella King', shareBasisPoints: 3333 },
    { accountId: 'acct-401k', kind: 'primary', name: 'Ralph King', shareBasisPoints: 3334 },
  ],
};

const put = (cookies: string[], payload: unknown) => t.request({ method: 'PUT', url: '/api/estate', payload: payload as Json, cookies });
async function read(cookies: string[], url = '/api/estate') {
  const response = await t.request({ method: 'GET', url, cookies });
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

describe('the client writes and reads their estate page', () => {
  it('a new client reads every document absent, no names, no events, no beneficiaries, nothing due, and their accounts', async () => {
    const answer = await read(client.cookies);
    expect(answer.estate).toEqual({ documents: documents(), executorName: '', trusteeName: '', lifeEvents: [], beneficiaries: [] });
    expect(answer.reviewsDue).toEqual([]);
    expect(answer.accounts).toEqual([
      { id: 'acct-401k', name: '401(k)', institutionName: 'Summit Bank' },
      { id: 'acct-ira', name: 'Rollover IRA', institutionName: 'Summit Bank' },
    ]);
  });

  it('PUT then GET: the page comes back as saved, with what is due for review and why', async () => {
    const saved = await put(client.cookies, ESTATE);
    expect(saved.statusCode, saved.body).toBe(200);
    const answer = await read(client.cookies);
    expect(saved.json()).toEqual(answer);
    expect(answer.estate).toEqual(ESTATE);
    expect(answer.reviewsDue).toEqual([
      // The will was reviewed after the move: not due. The trust (reviewed in 2016) and the directive (signed 400 days ago) were not.
      { kind: 'trust', reason: 'life-event', sinceDate: '2016-01-01', lifeEvent: { kind: 'move', eventDate: addDays(today, -60) } },
      { kind: 'healthcareDirective', reason: 'life-event', sinceDate: addDays(today, -400), lifeEvent: { kind: 'move', eventDate: addDays(today, -60) } },
    ]);
  });

  it('a second save replaces the first: events and beneficiaries removed are gone', async () => {
    const next = {
      ...ESTATE,
      executorName: '',
      lifeEvents: [],
      beneficiaries: [{ accountId: 'acct-ira', kind: 'primary', name: 'Byron King', shareBasisPoints: 10_000 }],
    };
    expect((await put(client.cookies, next)).statusCode).toBe(200);
    const answer = await read(client.cookies);
    expect(answer.estate).toEqual(next);
    // Without the move, the trust is due for its age alone.
    expect(answer.reviewsDue).toEqual([{ kind: 'trust', reason: 'three-years', sinceDate: '2016-01-01' }]);
    const [beneficiaryRows] = await t.database.db.select({ n: count() }).from(accountBeneficiaries).where(eq(accountBeneficiaries.userId, client.user.id));
    expect(Number(beneficiaryRows?.n)).toBe(1);
    const [documentRows] = await t.database.db.select({ n: count() }).from(estateDocuments).where(eq(estateDocuments.userId, client.user.id));
    expect(Number(documentRows?.n)).toBe(6);
    expect((await put(client.cookies, ESTATE)).statusCode).toBe(200);
  });
});

describe('refused → 400 with a clear message, nothing written', () => {
  const withBeneficiaries = (beneficiaries: Json[]) => ({ ...ESTATE, beneficiaries });
  const ira = (kind: string, name: string, shareBasisPoints: unknown) => ({ accountId: 'acct-ira', kind, name, shareBasisPoints });
  const cases: [string, unknown, string | undefined, string?][] = [
    [
      'primary shares of an account adding up to 90%',
      withBeneficiaries([ira('primary', 'A', 5000), ira('primary', 'B', 4000)]),
      'beneficiaries.0.shareBasisPoints',
      'The primary beneficiaries of an account must add up to 100% (they add up to 90%).',
    ],
    [
      'contingent shares adding up to 120%',
      withBeneficiaries([ira('primary', 'A', 10_000), ira('contingent', 'B', 6000), ira('contingent', 'C', 6000)]),
      'beneficiaries.1.shareBasisPoints',
      'The contingent beneficiaries of an account must add up to 100% (they add up to 120%).',
    ],
    ['a share of 0', withBeneficiaries([ira('primary', 'A', 0), ira('primary', 'B', 10_000)]), 'beneficiaries.0.shareBasisPoints'],
    ['a fractional share', withBeneficiaries([ira('primary', 'A', 5000.5), ira('primary', 'B', 4999.5)]), 'beneficiaries.0.shareBasisPoints'],
    ['a share as text', withBeneficiaries([ira('primary', 'A', '10000')]), 'beneficiaries.0.shareBasisPoints'],
    ['a blank beneficiary name', withBeneficiaries([ira('primary', '   ', 10_000)]), 'beneficiaries.0.name', "Enter the beneficiary's name."],
    ['an unknown beneficiary kind', withBeneficiaries([ira('tertiary', 'A', 10_000)]), 'beneficiaries.0.kind'],
    ['a document missing', { ...ESTATE, documents: (({ will: _will, ...rest }) => rest)(ESTATE.documents) }, 'documents.will'],
    ['an unknown document', { ...ESTATE, documents: { ...ESTATE.documents, prenup: EMPTY_DOCUMENT } }, 'documents'],
    ['a date that does not exist', { ...ESTATE, documents: documents({ will: { signedDate: '2023-02-30' } }) }, 'documents.will.signedDate'],
    [
      'reviewed before it was signed',
      { ...ESTATE, documents: documents({ will: { exists: true, signedDate: '2020-01-02', lastReviewedDate: '2020-01-01' } }) },
      'documents.will.lastReviewedDate',
      'The last review cannot be before the document was signed.',
    ],
    ['exists as text', { ...ESTATE, documents: documents({ will: { exists: 'yes' } }) }, 'documents.will.exists'],
    ['an unknown life event', { ...ESTATE, lifeEvents: [{ kind: 'divorce', eventDate: '2024-01-01' }] }, 'lifeEvents.0.kind'],
    ['an executor name over 200 characters', { ...ESTATE, executorName: 'e'.repeat(201) }, 'executorName'],
    [
      'a control character in the attorney’s contact',
      { ...ESTATE, documents: documents({ trust: { attorneyContact: 'Jane\u0000Doe' } }) },
      'documents.trust.attorneyContact',
    ],
    ['an unknown field (someone else’s id)', { ...ESTATE, userId: 'someone-else' }, undefined],
  ];

  let before: unknown;
  beforeAll(async () => {
    before = await read(client.cookies);
  });

  it.each(cases)('%s', async (_label, payload, field, message) => {
    const error = expectError(await put(client.cookies, payload), 400, 'VALIDATION');
    expect(error.field).toBe(field);
    if (message) expect(error.message).toBe(message);
  });

  it('nothing was saved by any of them', async () => {
    expect(await read(client.cookies)).toEqual(before);
  });
});

describe('who may read and write the estate page', () => {
  it('a beneficiary of another client’s account (or of no account) is NOT_FOUND, and nothing is written', async () => {
    const before = await read(client.cookies);
    for (const accountId of ['acct-theirs', 'no-such-account']) {
      const payload = { ...ESTATE, executorName: 'Changed', beneficiaries: [{ accountId, kind: 'primary', name: 'Mallory', shareBasisPoints: 10_000 }] };
      expect(expectError(await put(client.cookies, payload), 404, 'NOT_FOUND').message).toBe('That account was not found.');
    }
    expect(await read(client.cookies)).toEqual(before);
    const [theirs] = await t.database.db.select({ n: count() }).from(accountBeneficiaries).where(eq(accountBeneficiaries.accountId, 'acct-theirs'));
    expect(Number(theirs?.n)).toBe(0);
  });

  it('a connected advisor with Net Worth shared reads the page as the client does', async () => {
    expect(await read(advisorNetWorth.cookies, `/api/estate?userId=${client.user.id}`)).toEqual(await read(client.cookies));
  });

  it('an advisor without Net Worth shared, an unconnected advisor and another client are refused, and see nothing of it', async () => {
    for (const viewer of [advisorCashFlowOnly, advisorUnconnected, other]) {
      const response = await t.request({ method: 'GET', url: `/api/estate?userId=${client.user.id}`, cookies: viewer.cookies });
      expect(expectError(response, 403, 'FORBIDDEN').message).toBe("you don't have access to this feature");
      expect(response.body).not.toContain('Babbage');
    }
  });

  it('no advisor can write, not even the connected one, and nothing is stored for anyone', async () => {
    const before = await read(client.cookies);
    for (const advisor of [advisorNetWorth, advisorUnconnected]) expectError(await put(advisor.cookies, { ...ESTATE, beneficiaries: [] }), 403, 'FORBIDDEN');
    expect(await read(client.cookies)).toEqual(before);
    for (const table of [estatePlans, estateDocuments, estateLifeEvents, accountBeneficiaries]) {
      const [rows] = await t.database.db.select({ n: count() }).from(table).where(eq(table.userId, advisorNetWorth.user.id));
      expect(Number(rows?.n)).toBe(0);
    }
  });

  it('signed out → 401', async () => {
    expectError(await t.request({ method: 'GET', url: '/api/estate' }), 401, 'UNAUTHENTICATED');
    expectError(await t.request({ method: 'PUT', url: '/api/estate', payload: ESTATE }), 401, 'UNAUTHENTICATED');
  });

  it('an account deleted for good takes its beneficiaries with it', async () => {
    await addAccount(client, 'acct-closing', 'Closing Account');
    const payload = {
      ...ESTATE,
      beneficiaries: [...ESTATE.beneficiaries, { accountId: 'acct-closing', kind: 'primary', name: 'Byron King', shareBasisPoints: 10_000 }],
    };
    expect((await put(client.cookies, payload)).statusCode).toBe(200);
    await t.database.db.delete(financialAccounts).where(eq(financialAccounts.id, 'acct-closing'));
    expect((await read(client.cookies)).estate.beneficiaries).toEqual(ESTATE.beneficiaries);
  });
});
