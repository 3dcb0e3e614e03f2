import { advisorProfiles, clientOnboarding, users } from '@finboard/db';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { productToday } from '../src/platform/clock';
import { createTestApp, expectError, sessionUser, signUp, type TestApp } from './test-app';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ AUTH_RATE_LIMIT_MAX: '100000' });
});
afterAll(() => t?.close());

const TODAY = productToday();
const TOMORROW = new Date(Date.parse(`${TODAY}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
const MAX_SALARY_CENTS = 100_000_000;

type Session = Awaited<ReturnType<typeof signUp>>;
const post = (url: string, cookies: string[] | undefined, payload: unknown) => t.request({ method: 'POST', url, payload: payload as object, cookies });
const raw = (method: 'POST' | 'PUT', url: string, cookies: string[], payload: string) =>
  t.request({ method, url, payload, cookies, headers: { 'content-type': 'application/json' } });
const profileOf = async (cookies: string[]) => (await t.request({ method: 'GET', url: '/api/profile', cookies })).json().profile;
const completionDateOf = async (userId: string) =>
  (await t.database.db.select({ completionDate: users.completionDate }).from(users).where(eq(users.id, userId)))[0]?.completionDate ?? null;

const FREEDOM = { birthDate: '1985-07-04', hasSpouse: true, totalSavingsCents: 2_500_000, incomeCents: 9_500_000 };
const financialFreedom = (cookies: string[] | undefined, payload: unknown) => post('/api/onboarding/financial-freedom', cookies, payload);

const QUESTIONNAIRE = {
  highestPriority: 'Retire early',
  birthDate: '1980-01-15',
  hasSpouse: true,
  spouseBirthDate: '1982-03-20',
  spouseFirstName: 'Grace',
  spouseLastName: 'Hopper',
  retirementAge: 62,
  incomeCents: 12_000_000,
  retirementIncomeRate: 0.75,
  savingsRate: 0.15,
  totalSavingsCents: 45_000_000,
};
const putClient = (cookies: string[] | undefined, payload: unknown) =>
  t.request({ method: 'PUT', url: '/api/onboarding/client', payload: payload as object, cookies });
const getClient = (cookies?: string[]) => t.request({ method: 'GET', url: '/api/onboarding/client', cookies });

const ADVISOR_DETAILS = {
  profession: 'Financial Planner',
  categories: ['CFP'],
  minimumClientRelationshipSize: '> $250k',
  filedBankruptcy: false,
  clientTypes: ['Business', 'Athletes'],
  professionalLicenses: ['S65'],
  examDate: '2012-09-10',
  professionalDesignation: 'CFP',
  professionalDesignationAlt: '',
  firmName: 'Babbage & Co',
  officeNumber: '(555) 010-2020',
  calendarLink: 'calendly.com/babbage',
  firmWebsite: 'https://babbage.example.com',
  secCrd: '987654',
  cfpId: '',
  policy: '',
  carrier: '',
  disciplinaryInformation: '',
  manageFunds: true,
};
const ADVISOR_FINISH = {
  description: 'Thirty years of planning.',
  phone: '555-222-3333',
  advisor: ADVISOR_DETAILS,
  socialLinks: {
    website: 'babbage.example.com',
    twitter: '',
    linkedin: 'linkedin.com/in/babbage',
    facebook: '',
    instagram: '',
    youtube: 'http://youtube.com/@babbage',
  },
};
const finishAdvisor = (cookies: string[] | undefined, payload: unknown) => post('/api/onboarding/advisor', cookies, payload);

let client: Session;
let advisor: Session;
beforeAll(async () => {
  client = await signUp(t, { role: 'client' });
  advisor = await signUp(t, { role: 'advisor' });
});

describe('POST /api/onboarding/financial-freedom (clients)', () => {
  it('saves the answers and sets completionDate to today, visible in /api/session', async () => {
    const { user, cookies } = await signUp(t);
    expect(await sessionUser(t, cookies)).toMatchObject({ completionDate: null });
    const response = await financialFreedom(cookies, FREEDOM);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().user).toMatchObject({ id: user.id, role: 'client', completionDate: TODAY });
    expect(await sessionUser(t, cookies)).toMatchObject({ id: user.id, completionDate: TODAY });

    const saved = (await getClient(cookies)).json().onboarding;
    expect(saved).toMatchObject(FREEDOM);
    expect(await profileOf(cookies)).toMatchObject({ personal: { dateOfBirth: '1985-07-04', hasSpouse: true } });
  });

  it('answering again saves the new answers but keeps the first completionDate', async () => {
    const { user, cookies } = await signUp(t);
    await t.database.db.update(users).set({ completionDate: '2020-02-02' }).where(eq(users.id, user.id));
    const response = await financialFreedom(cookies, { ...FREEDOM, hasSpouse: false, incomeCents: 0 });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().user.completionDate).toBe('2020-02-02');
    expect((await getClient(cookies)).json().onboarding).toMatchObject({ hasSpouse: false, incomeCents: 0 });
  });

  it('an advisor → 403 and no completionDate; signed out → 401; a user without a role → 403', async () => {
    const fresh = await signUp(t, { role: 'advisor' });
    expectError(await financialFreedom(fresh.cookies, FREEDOM), 403, 'FORBIDDEN');
    expect(await completionDateOf(fresh.user.id)).toBeNull();
    expect(await t.database.db.select().from(clientOnboarding).where(eq(clientOnboarding.userId, fresh.user.id))).toEqual([]);
    expectError(await financialFreedom(undefined, FREEDOM), 401, 'UNAUTHENTICATED');

    const roleless = await signUp(t);
    await t.database.db.update(users).set({ role: null }).where(eq(users.id, roleless.user.id));
    expectError(await financialFreedom(roleless.cookies, FREEDOM), 403, 'FORBIDDEN');
    expect(await completionDateOf(roleless.user.id)).toBeNull();
  });

  it('boundaries are accepted: born 1900-01-01 or today, no money, the slider maximum, the largest safe savings', async () => {
    const { cookies } = await signUp(t);
    for (const answers of [
      { ...FREEDOM, birthDate: '1900-01-01', totalSavingsCents: 0, incomeCents: 0 },
      { ...FREEDOM, birthDate: TODAY, totalSavingsCents: Number.MAX_SAFE_INTEGER, incomeCents: MAX_SALARY_CENTS },
    ]) {
      const response = await financialFreedom(cookies, answers);
      expect(response.statusCode, response.body).toBe(200);
      expect((await getClient(cookies)).json().onboarding).toMatchObject(answers);
    }
  });

  const invalid: [string, unknown, string | undefined][] = [
    ['birth date before 1900-01-01', { ...FREEDOM, birthDate: '1899-12-31' }, 'birthDate'],
    ['birth date tomorrow', { ...FREEDOM, birthDate: TOMORROW }, 'birthDate'],
    ['birth date that does not exist', { ...FREEDOM, birthDate: '2001-02-29' }, 'birthDate'],
    ['birth date in MM-DD-YYYY', { ...FREEDOM, birthDate: '07-04-1985' }, 'birthDate'],
    ['birth date null', { ...FREEDOM, birthDate: null }, 'birthDate'],
    ['no birth date', { hasSpouse: true, totalSavingsCents: 0, incomeCents: 0 }, 'birthDate'],
    ['Spouse? as "No"', { ...FREEDOM, hasSpouse: 'No' }, 'hasSpouse'],
    ['an unknown field', { ...FREEDOM, iam: 'client' }, undefined],
    ['a token field', { ...FREEDOM, token: 'abc' }, undefined],
  ];
  // One client who never answers successfully: every refused request must leave it untouched.
  let untouched: Session;
  beforeAll(async () => {
    untouched = await signUp(t);
  });
  it.each(invalid)('%s → 400, nothing saved', async (_label, payload, field) => {
    const { user, cookies } = untouched;
    const error = expectError(await financialFreedom(cookies, payload), 400, 'VALIDATION');
    if (field) expect(error.field).toBe(field);
    expect(await completionDateOf(user.id)).toBeNull();
    expect((await getClient(cookies)).json().onboarding).toBeNull();
  });
});

describe('money fields are safe non-negative whole cents', () => {
  const bad: [string, unknown][] = [
    ['a string', '100'],
    ['an empty string', ''],
    ['a float', 100.5],
    ['a tiny float', 0.1],
    ['negative', -1],
    ['negative zero-ish', -0.5],
    ['1e300', 1e300],
    ['past Number.MAX_SAFE_INTEGER', Number.MAX_SAFE_INTEGER + 1],
    ['null', null],
    ['a boolean', true],
    ['an object', { cents: 1 }],
    ['an array', [100]],
  ];
  const routes = [
    ['financial-freedom', (cookies: string[], body: object) => financialFreedom(cookies, { ...FREEDOM, ...body })],
    ['client questionnaire', (cookies: string[], body: object) => putClient(cookies, { ...QUESTIONNAIRE, ...body })],
  ] as const;

  for (const [routeName, send] of routes) {
    for (const field of ['incomeCents', 'totalSavingsCents']) {
      it.each(bad)(`${routeName} ${field} as %s → 400 on ${field}`, async (_label, value) => {
        const error = expectError(await send(client.cookies, { [field]: value }), 400, 'VALIDATION');
        expect(error.field).toBe(field);
      });
    }
  }

  it('NaN and Infinity cannot be written in JSON: invalid JSON → 400, and 1e400 (Infinity once parsed) → 400', async () => {
    const body = (value: string) => JSON.stringify(FREEDOM).replace('"incomeCents":9500000', `"incomeCents":${value}`);
    expect(body('X')).toContain('"incomeCents":X');
    for (const value of ['NaN', 'Infinity', '-Infinity']) {
      expectError(await raw('POST', '/api/onboarding/financial-freedom', client.cookies, body(value)), 400, 'VALIDATION');
    }
    const error = expectError(await raw('POST', '/api/onboarding/financial-freedom', client.cookies, body('1e400')), 400, 'VALIDATION');
    expect(error.field).toBe('incomeCents');
    const savings = JSON.stringify(QUESTIONNAIRE).replace('"totalSavingsCents":45000000', '"totalSavingsCents":1e400');
    expect(expectError(await raw('PUT', '/api/onboarding/client', client.cookies, savings), 400, 'VALIDATION').field).toBe('totalSavingsCents');
  });

  it('income above the salary slider maximum (1,000,000 dollars) → 400', async () => {
    for (const send of routes.map(([, fn]) => fn)) {
      expect(expectError(await send(client.cookies, { incomeCents: MAX_SALARY_CENTS + 1 }), 400, 'VALIDATION').field).toBe('incomeCents');
    }
  });

  it('a refused amount leaves the saved one alone', async () => {
    const { cookies } = await signUp(t);
    expect((await putClient(cookies, QUESTIONNAIRE)).statusCode).toBe(200);
    expectError(await putClient(cookies, { ...QUESTIONNAIRE, totalSavingsCents: -5 }), 400, 'VALIDATION');
    expectError(await financialFreedom(cookies, { ...FREEDOM, totalSavingsCents: 1e300 }), 400, 'VALIDATION');
    expect((await getClient(cookies)).json().onboarding).toEqual(QUESTIONNAIRE);
  });
});

describe('/api/onboarding/client: the planning questionnaire', () => {
  it('GET before any answer → onboarding null; PUT then GET → exactly what was sent', async () => {
    const { cookies } = await signUp(t);
    expect((await getClient(cookies)).json()).toEqual({ onboarding: null });
    const response = await putClient(cookies, QUESTIONNAIRE);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ onboarding: QUESTIONNAIRE });
    expect((await getClient(cookies)).json()).toEqual({ onboarding: QUESTIONNAIRE });
    expect(await profileOf(cookies)).toMatchObject({ personal: { dateOfBirth: '1980-01-15', hasSpouse: true } });
  });

  it('other values round-trip too: no birth date, rates 0 and 1, ages 50 and 70, the largest safe savings', async () => {
    const { cookies } = await signUp(t);
    for (const answers of [
      {
        ...QUESTIONNAIRE,
        birthDate: null,
        spouseBirthDate: null,
        retirementAge: 50,
        retirementIncomeRate: 0,
        savingsRate: 1,
        totalSavingsCents: Number.MAX_SAFE_INTEGER,
      },
      { ...QUESTIONNAIRE, retirementAge: 70, retirementIncomeRate: 1, savingsRate: 0, incomeCents: MAX_SALARY_CENTS, highestPriority: '' },
    ]) {
      expect((await putClient(cookies, answers)).json()).toEqual({ onboarding: answers });
      expect((await getClient(cookies)).json()).toEqual({ onboarding: answers });
    }
  });

  it('without a spouse the spouse answers are dropped', async () => {
    const { cookies } = await signUp(t);
    const response = await putClient(cookies, { ...QUESTIONNAIRE, hasSpouse: false });
    expect(response.json().onboarding).toEqual({ ...QUESTIONNAIRE, hasSpouse: false, spouseBirthDate: null, spouseFirstName: '', spouseLastName: '' });
  });

  it('an advisor → 403 on GET and PUT; signed out → 401', async () => {
    expectError(await getClient(advisor.cookies), 403, 'FORBIDDEN');
    expectError(await putClient(advisor.cookies, QUESTIONNAIRE), 403, 'FORBIDDEN');
    expectError(await getClient(), 401, 'UNAUTHENTICATED');
    expectError(await putClient(undefined, QUESTIONNAIRE), 401, 'UNAUTHENTICATED');
  });

  const invalid: [string, Record<string, unknown>, string | undefined][] = [
    ['birth date before 1900', { birthDate: '1899-12-31' }, 'birthDate'],
    ['birth date tomorrow', { birthDate: TOMORROW }, 'birthDate'],
    ['spouse birth date tomorrow', { spouseBirthDate: TOMORROW }, 'spouseBirthDate'],
    ['spouse birth date that does not exist', { spouseBirthDate: '1990-04-31' }, 'spouseBirthDate'],
    ['retirement age 49', { retirementAge: 49 }, 'retirementAge'],
    ['retirement age 71', { retirementAge: 71 }, 'retirementAge'],
    ['retirement age fractional', { retirementAge: 65.5 }, 'retirementAge'],
    ['retirement income rate above 1', { retirementIncomeRate: 1.01 }, 'retirementIncomeRate'],
    ['savings rate negative', { savingsRate: -0.1 }, 'savingsRate'],
    ['savings rate as a percentage string', { savingsRate: '10%' }, 'savingsRate'],
    ['spouse first name over 100 characters', { spouseFirstName: 'g'.repeat(101) }, 'spouseFirstName'],
    ['highest priority over 200 characters', { highestPriority: 'p'.repeat(201) }, 'highestPriority'],
    ['an unknown field', { iam: 'client' }, undefined],
  ];
  it.each(invalid)('%s → 400', async (_label, overrides, field) => {
    const error = expectError(await putClient(client.cookies, { ...QUESTIONNAIRE, ...overrides }), 400, 'VALIDATION');
    if (field) expect(error.field).toBe(field);
  });
});

describe('POST /api/onboarding/advisor: the wizard Finish (advisors only)', () => {
  it('an advisor finishes: completionDate today (in /api/session), the answers saved and normalised', async () => {
    const { user, cookies } = await signUp(t, { role: 'advisor' });
    const response = await finishAdvisor(cookies, ADVISOR_FINISH);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().user).toMatchObject({ id: user.id, role: 'advisor', completionDate: TODAY });
    expect(await sessionUser(t, cookies)).toMatchObject({ completionDate: TODAY });

    const profile = await profileOf(cookies);
    expect(profile.personal).toMatchObject({ description: 'Thirty years of planning.', phone: '555-222-3333' });
    expect(profile.advisor).toEqual({ ...ADVISOR_DETAILS, calendarLink: 'https://calendly.com/babbage' });
    expect(profile.socialLinks).toEqual({
      website: 'https://babbage.example.com',
      twitter: '',
      linkedin: 'https://linkedin.com/in/babbage',
      facebook: '',
      instagram: '',
      youtube: 'http://youtube.com/@babbage',
    });
  });

  it('Finish with All chosen stores all twelve client types', async () => {
    const { cookies } = await signUp(t, { role: 'advisor' });
    await finishAdvisor(cookies, { ...ADVISOR_FINISH, advisor: { ...ADVISOR_DETAILS, clientTypes: ['All'] } });
    expect((await profileOf(cookies)).advisor.clientTypes).toHaveLength(12);
  });

  it('a client → 403: nothing stored, no completionDate', async () => {
    const { user, cookies } = await signUp(t);
    expectError(await finishAdvisor(cookies, ADVISOR_FINISH), 403, 'FORBIDDEN');
    expect(await completionDateOf(user.id)).toBeNull();
    expect(await t.database.db.select().from(advisorProfiles).where(eq(advisorProfiles.userId, user.id))).toEqual([]);
    expect((await profileOf(cookies)).personal.description).toBe('');
  });

  it('a user without a role → 403; signed out → 401', async () => {
    const { user, cookies } = await signUp(t);
    await t.database.db.update(users).set({ role: null }).where(eq(users.id, user.id));
    expectError(await finishAdvisor(cookies, ADVISOR_FINISH), 403, 'FORBIDDEN');
    expect(await completionDateOf(user.id)).toBeNull();
    expectError(await finishAdvisor(undefined, ADVISOR_FINISH), 401, 'UNAUTHENTICATED');
  });

  const invalid: [string, unknown, string | undefined][] = [
    ['phone with letters', { ...ADVISOR_FINISH, phone: 'five five five' }, 'phone'],
    ['office number with letters', { ...ADVISOR_FINISH, advisor: { ...ADVISOR_DETAILS, officeNumber: 'front desk' } }, 'advisor.officeNumber'],
    ['an unknown license', { ...ADVISOR_FINISH, advisor: { ...ADVISOR_DETAILS, professionalLicenses: ['S1'] } }, 'advisor.professionalLicenses'],
    ['a website that is not a web address', { ...ADVISOR_FINISH, socialLinks: { ...ADVISOR_FINISH.socialLinks, website: 'my site' } }, 'socialLinks.website'],
    ['exam date tomorrow', { ...ADVISOR_FINISH, advisor: { ...ADVISOR_DETAILS, examDate: TOMORROW } }, 'advisor.examDate'],
    ['description over 2000 characters', { ...ADVISOR_FINISH, description: 'd'.repeat(2001) }, 'description'],
    ['no advisor step', { description: '', phone: '', socialLinks: ADVISOR_FINISH.socialLinks }, 'advisor'],
    ['an unknown field', { ...ADVISOR_FINISH, creationDate: '2020-01-01' }, undefined],
  ];
  let unfinished: Session;
  beforeAll(async () => {
    unfinished = await signUp(t, { role: 'advisor' });
  });
  it.each(invalid)('%s → 400, no completionDate, nothing stored', async (_label, payload, field) => {
    const { user, cookies } = unfinished;
    const error = expectError(await finishAdvisor(cookies, payload), 400, 'VALIDATION');
    if (field) expect(error.field).toBe(field);
    expect(await completionDateOf(user.id)).toBeNull();
    expect(await t.database.db.select().from(advisorProfiles).where(eq(advisorProfiles.userId, user.id))).toEqual([]);
  });
});
