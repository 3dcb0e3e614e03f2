import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { scenarioShares, scenarios, storedFiles } from '@finboard/db';
import { retirementInputFromBasis } from '@finboard/domain';
import { simulateRetirement } from '@finboard/domain/planning';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DemoContext } from '../src/modules/demo/demo-seeders';
import { seedDemoScenarios } from '../src/modules/demo/demo-scenarios';
import { createLocalFileStorage } from '../src/providers/storage/local-file-storage';
import { productToday } from '../src/platform/clock';
import { INCOME, type Json, ok, QUESTIONNAIRE, scenarioApi, type Session, signUpPlanningClient } from './scenario-test-helpers';
import { createTestApp, expectError, multipartBody, signUp, type TestApp } from './test-app';

// My Plan, sharing and thumbnails share one app (and a data folder for the images).
let t: TestApp;
let api: ReturnType<typeof scenarioApi>;
let dataDir: string;
let client: Session;
let other: Session;
let advisor: Session;

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'finboard-scenarios-'));
  t = await createTestApp({ AUTH_RATE_LIMIT_MAX: '100000', DATA_DIR: dataDir });
  api = scenarioApi(t);
  [client, other, advisor] = await Promise.all([signUpPlanningClient(t), signUpPlanningClient(t), signUp(t, { role: 'advisor' })]);
});
afterAll(async () => {
  await t?.close();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

const TODAY = productToday();
// Issue 32: without accounts or answers the plan says what it needs (it asked for the answers alone before accounts counted).
const ANSWERS_MISSING = 'Your plan needs your savings and income: link or add your accounts, or answer the planning questions (salary, savings).';
const BIRTH_DATE_MISSING = 'Add your birth date (My Profile or the onboarding questions) to see your retirement plan.';

type Plan = { scenarios: { id: string; name: string }[]; active: Json | null; activeScenarioId: string | null };
const myPlan = (cookies: string[], query = '') => ok<Plan>(api.myPlan(cookies, query));
const ids = (plan: Plan) => plan.scenarios.map((scenario) => scenario.id);
async function create(cookies: string[], payload: Record<string, unknown>) {
  return (await ok(api.create(cookies, payload), 201)).scenario;
}

describe('My Plan', () => {
  it('with no plans: nothing to show', async () => {
    const client = await signUpPlanningClient(t);
    await create(client.cookies, { name: 'Only debt' });
    expect(await myPlan(client.cookies)).toEqual({ scenarios: [], active: null, activeScenarioId: null });
  });

  it('lists only retirement Monte Carlo plans, newest lastUpdated first; the first is shown by default', async () => {
    const client = await signUpPlanningClient(t);
    const first = await create(client.cookies, { type: 'retire', name: 'First' });
    await create(client.cookies, { type: 'invest', name: 'Investing' });
    await create(client.cookies, { type: 'debt', name: 'Card' });
    const second = await create(client.cookies, { type: 'retire', name: 'Second' });
    const plan = await myPlan(client.cookies);
    expect(ids(plan)).toEqual([second.id, first.id]);
    expect(plan.active).toMatchObject({ id: second.id, results: { calculator: 'monteCarlo' } });
    expect(plan.active?.results.rows.length).toBeGreaterThan(0);
    await ok(api.patch(client.cookies, first.id, { name: 'First, edited' }));
    expect(ids(await myPlan(client.cookies))).toEqual([first.id, second.id]);
  });

  it('shows activeScenarioId first, then the id query, then the first plan', async () => {
    const client = await signUpPlanningClient(t);
    const a = await create(client.cookies, { type: 'retire', name: 'A' });
    const b = await create(client.cookies, { type: 'retire', name: 'B' });
    expect((await myPlan(client.cookies, `?id=${a.id}`)).active?.id).toBe(a.id);
    expect((await myPlan(client.cookies, '?id=not-a-plan')).active?.id).toBe(b.id);
    const stored = await ok<Plan>(api.setActive(client.cookies, a.id));
    expect(stored).toMatchObject({ activeScenarioId: a.id, active: { id: a.id } });
    expect((await myPlan(client.cookies, `?id=${b.id}`)).active?.id).toBe(a.id);
    await ok(api.setActive(client.cookies, null));
    expect((await myPlan(client.cookies, `?id=${b.id}`)).active?.id).toBe(b.id);
    await ok(api.setActive(client.cookies, b.id));
    await ok(api.remove(client.cookies, b.id));
    expect(await myPlan(client.cookies)).toMatchObject({ activeScenarioId: null, active: { id: a.id } });
  });

  it('the active plan must be one of the client’s own retirement plans', async () => {
    const client = await signUpPlanningClient(t);
    const someoneElse = await signUpPlanningClient(t);
    const debt = await create(client.cookies, { name: 'Card' });
    const theirs = await create(someoneElse.cookies, { type: 'retire', name: 'Theirs' });
    const refused = expectError(await api.setActive(client.cookies, debt.id), 400, 'VALIDATION');
    expect(refused).toMatchObject({ field: 'scenarioId', message: 'Only a retirement plan (Monte Carlo) can be shown on My Plan.' });
    expectError(await api.setActive(client.cookies, theirs.id), 404, 'NOT_FOUND');
    expectError(await api.setActive(client.cookies, 'a1f0c0de-0000-4000-8000-000000000007'), 404, 'NOT_FOUND');
    expect((await myPlan(client.cookies, `?id=${theirs.id}`)).active).toBeNull();
  });

  it('is computed from the onboarding answers, the income page and the spouse on the profile', async () => {
    const client = await signUpPlanningClient(
      t,
      { hasSpouse: true, spouseBirthDate: '1981-09-09', spouseFirstName: 'Sam', spouseLastName: 'Lee' },
      { effectiveTaxRate: 0.2, socialSecurityPiaCents: 310_000, socialSecurityEarliestAge: 68, socialSecurityLatestAge: 70 },
    );
    const spouse = { firstName: 'Sam', lastName: 'Lee', dateOfBirth: '1981-09-10', incomeCents: 6_000_000, retirementAge: 65, usCitizen: 'Yes' };
    await ok(t.request({ method: 'PATCH', url: '/api/profile', payload: { spouse }, cookies: client.cookies }));
    await create(client.cookies, { type: 'retire', name: 'Household' });
    const { active } = await myPlan(client.cookies);
    expect(active?.computation.basis).toEqual({
      kind: 'retirement',
      asOfDate: TODAY,
      birthDate: QUESTIONNAIRE.birthDate,
      salaryCents: QUESTIONNAIRE.incomeCents,
      currentSavingsCents: QUESTIONNAIRE.totalSavingsCents,
      retirementIncomeRate: QUESTIONNAIRE.retirementIncomeRate,
      effectiveTaxRate: 0.2,
      // Claimed at 67 where the income page allows it, else at the nearest allowed age.
      socialSecurity: { monthlyPiaCents: 310_000, claimAge: 68 },
      spouse: { birthDate: '1981-09-10', salaryCents: 6_000_000 },
      // Issue 32: where each figure came from (no accounts: savings from onboarding; no cash flow: the savings-rate rule).
      spendingBeforeRetirementCents: null,
      sources: { currentSavings: { kind: 'onboarding' }, salary: 'income', spending: { kind: 'savingsRate' } },
      excludedAccounts: [],
    });
    const engine = simulateRetirement(retirementInputFromBasis(active?.computation.basis, active?.inputs, active?.computation.assumptions), {
      seed: active?.computation.seed,
      paths: active?.computation.paths,
    });
    expect(active?.results.retirementScore).toBe(engine.retirementScore);
  });

  it("follows the client's data: a new salary recomputes the plan with the same seed, without changing lastUpdated", async () => {
    const client = await signUpPlanningClient(t);
    const created = await create(client.cookies, { type: 'retire', name: 'Raise' });
    // Issue 32: the salary is the Income page's (onboarding's answer only fills an empty page).
    const raised = { ...INCOME, incomeInfos: [{ owner: 'self', employerName: 'Acme', annualSalaryCents: 20_000_000 }] };
    await ok(t.request({ method: 'PUT', url: '/api/income', payload: raised, cookies: client.cookies }));
    const { active } = await myPlan(client.cookies);
    expect(active).toMatchObject({ updatedAt: created.updatedAt, computation: { seed: created.computation.seed, basis: { salaryCents: 20_000_000 } } });
    expect(active?.results).not.toEqual(created.results);
    const engine = simulateRetirement(retirementInputFromBasis(active?.computation.basis, active?.inputs), { seed: 1 });
    expect(active?.results.medianPercentileCents).toEqual(engine.medianPercentileCents);
    const [row] = await t.database.db.select().from(scenarios).where(eq(scenarios.id, created.id));
    expect(row?.outputs).toEqual(active?.results);
  });

  it('without the planning answers or a birth date there is no plan yet, and it says why', async () => {
    const client = await signUp(t, { role: 'client' });
    const created = await create(client.cookies, { type: 'retire', name: 'Too soon' });
    expect(created).toMatchObject({
      results: null,
      retirementScore: null,
      computation: { basis: null, issue: { field: 'onboarding', message: ANSWERS_MISSING } },
    });
    expect(created.inputs).toEqual({ calculator: 'monteCarlo', retirementAge: 65, savingsRate: 0.1 });
    const answer = (payload: object) => ok(t.request({ method: 'PUT', url: '/api/onboarding/client', payload, cookies: client.cookies }));
    await answer({ ...QUESTIONNAIRE, birthDate: null });
    expect((await myPlan(client.cookies)).active).toMatchObject({ results: null, computation: { issue: { field: 'birthDate', message: BIRTH_DATE_MISSING } } });
    await answer(QUESTIONNAIRE);
    const { active } = await myPlan(client.cookies);
    expect(active).toMatchObject({ id: created.id, computation: { issue: null, basis: { birthDate: QUESTIONNAIRE.birthDate } } });
    expect(active?.results.retirementScore).toBe(active?.retirementScore);
  });

  it('is not for an advisor without a connected client, nor for a signed-out visitor', async () => {
    const client = await signUpPlanningClient(t);
    const advisor = await signUp(t, { role: 'advisor' });
    expectError(await api.myPlan(advisor.cookies, `?userId=${client.user.id}`), 403, 'FORBIDDEN');
    expectError(await api.myPlan(undefined), 401, 'UNAUTHENTICATED');
    expectError(await api.setActive(undefined, null), 401, 'UNAUTHENTICATED');
  });
});

const SHARE_REFUSED = 'You can share a scenario only with an advisor you are connected to.';
const TEMPLATE = 'a1f0c0de-0000-4000-8000-000000000003';

describe('sharing with advisors', () => {
  it('the Sharing tab lists the connected advisors: none until client-advisor links exist', async () => {
    const { id } = await create(client.cookies, { type: 'retire', name: 'To share' });
    expect(await ok(t.request({ method: 'GET', url: `/api/scenarios/${id}/shares`, cookies: client.cookies }))).toEqual({ isPublic: false, advisors: [] });
    expectError(await t.request({ method: 'GET', url: `/api/scenarios/${id}/shares`, cookies: other.cookies }), 404, 'NOT_FOUND');
  });

  it('giving access to someone who is not a connected advisor is refused', async () => {
    const { id } = await create(client.cookies, { type: 'retire', name: 'Not yet' });
    for (const target of [advisor.user.id, other.user.id, 'nobody']) {
      expect(expectError(await api.share(client.cookies, id, target), 403, 'FORBIDDEN').message).toBe(SHARE_REFUSED);
    }
    expect(await t.database.db.select().from(scenarioShares).where(eq(scenarioShares.scenarioId, id))).toEqual([]);
    expectError(await api.share(client.cookies, 'a1f0c0de-0000-4000-8000-000000000007', advisor.user.id), 403, 'FORBIDDEN');
  });

  it('a public scenario has the advisor selection disabled', async () => {
    const { id } = await create(client.cookies, { name: 'Everyone' });
    await ok(api.patch(client.cookies, id, { isPublic: true }));
    const refused = expectError(await api.share(client.cookies, id, advisor.user.id), 400, 'VALIDATION');
    expect(refused.message).toBe('A public scenario is shared with everyone: make it private to choose advisors.');
  });

  it('a share left from an earlier connection gives no access while the advisor is not connected, and can be removed', async () => {
    const { id } = await create(client.cookies, { type: 'retire', name: 'Left over' });
    await t.database.db.insert(scenarioShares).values({ scenarioId: id, userId: client.user.id, advisorId: advisor.user.id });
    const { scenario } = await ok(api.get(client.cookies, id));
    expect(scenario).toMatchObject({ isShared: true, advisorsToShareScenarioWith: [advisor.user.id] });
    expect((await ok(api.list(client.cookies, '?tab=shared'))).scenarios.map((entry: { id: string }) => entry.id)).toContain(id);
    expectError(await api.get(advisor.cookies, id), 404, 'NOT_FOUND');
    const removed = await ok(api.share(client.cookies, id, advisor.user.id, 'DELETE'));
    expect(removed.scenario).toMatchObject({ isShared: false, advisorsToShareScenarioWith: [] });
    expect((await ok(api.share(client.cookies, id, advisor.user.id, 'DELETE'))).scenario.advisorsToShareScenarioWith).toEqual([]);
  });
});

describe('thumbnails', () => {
  const png = (background: string) =>
    sharp({ create: { width: 40, height: 30, channels: 3, background } })
      .png()
      .toBuffer();
  const upload = async (cookies: string[], id: string, value: Buffer | string, filename = 'picture.png') =>
    t.request({
      method: 'POST',
      url: `/api/scenarios/${id}/thumbnails`,
      cookies,
      ...multipartBody([{ name: 'file', value, filename, contentType: 'image/png' }]),
    });
  const image = (cookies: string[] | undefined, url: string) => t.request({ method: 'GET', url, cookies });

  it('takes images only, up to 4, re-encoded, shown to whoever may read the scenario', async () => {
    const { id } = await create(client.cookies, { name: 'Pictures' });
    const first = await ok(upload(client.cookies, id, await png('#336699')));
    expect(first.scenario.thumbnails).toHaveLength(1);
    const [thumbnail] = first.scenario.thumbnails;
    expect(thumbnail.url).toBe(`/api/scenarios/${id}/thumbnails/${thumbnail.fileId}`);
    const served = await image(client.cookies, thumbnail.url);
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/jpeg');
    expect((await sharp(served.rawPayload).metadata()).format).toBe('jpeg');

    expectError(await image(other.cookies, thumbnail.url), 404, 'NOT_FOUND');
    expectError(await image(undefined, thumbnail.url), 401, 'UNAUTHENTICATED');
    await ok(api.patch(client.cookies, id, { isPublic: true }));
    expect((await image(other.cookies, thumbnail.url)).statusCode).toBe(200);

    const notAnImage = expectError(await upload(client.cookies, id, '<html>hi</html>', 'x.png'), 400, 'VALIDATION');
    expect(notAnImage.message).toBe('Please upload an image file (JPEG, PNG, WebP or GIF).');
    for (const color of ['#aa0000', '#00aa00', '#0000aa']) await ok(upload(client.cookies, id, await png(color)));
    expect(expectError(await upload(client.cookies, id, await png('#ffffff')), 400, 'VALIDATION').message).toBe('You can add up to 4 images.');
    const files = await t.database.db.select().from(storedFiles).where(eq(storedFiles.userId, client.user.id));
    expect(files.filter((file) => file.purpose === 'scenario_thumbnail')).toHaveLength(4);

    const removed = await ok(t.request({ method: 'DELETE', url: `/api/scenarios/${id}/thumbnails/${thumbnail.fileId}`, cookies: client.cookies }));
    expect(removed.scenario.thumbnails.map((entry: { fileId: string }) => entry.fileId)).not.toContain(thumbnail.fileId);
    expect(removed.scenario.thumbnails).toHaveLength(3);
    expect(await t.database.db.select().from(storedFiles).where(eq(storedFiles.id, thumbnail.fileId))).toEqual([]);
    expectError(await image(client.cookies, thumbnail.url), 404, 'NOT_FOUND');
  });

  it('refuses uploads from an advisor, to a template, or to another client’s scenario', async () => {
    const { id } = await create(client.cookies, { name: 'Mine only' });
    expectError(await upload(advisor.cookies, id, await png('#123456')), 403, 'FORBIDDEN');
    expectError(await upload(other.cookies, id, await png('#123456')), 404, 'NOT_FOUND');
    expectError(await upload(client.cookies, TEMPLATE, await png('#123456')), 403, 'FORBIDDEN');
    expect((await ok(api.get(client.cookies, id))).scenario.thumbnails).toEqual([]);
  });

  it('a saved copy of a public scenario gets its own images', async () => {
    const { id } = await create(client.cookies, { name: 'Gallery' });
    const uploaded = await ok(upload(client.cookies, id, await png('#654321')));
    await ok(api.patch(client.cookies, id, { isPublic: true }));
    const { scenario: copy } = await ok(api.copy(other.cookies, id), 201);
    expect(copy.thumbnails).toHaveLength(1);
    expect(copy.thumbnails[0].fileId).not.toBe(uploaded.scenario.thumbnails[0].fileId);
    await ok(t.request({ method: 'DELETE', url: `/api/scenarios/${id}/thumbnails/${uploaded.scenario.thumbnails[0].fileId}`, cookies: client.cookies }));
    await ok(api.patch(client.cookies, id, { isPublic: false }));
    expect((await image(other.cookies, copy.thumbnails[0].url)).statusCode).toBe(200);
    expectError(await image(client.cookies, copy.thumbnails[0].url), 404, 'NOT_FOUND');
  });
});

describe('demo data', () => {
  it('the demo client gets two retirement plans (the first shown on My Plan) and a mortgage; a card payoff only with a card to pay off', async () => {
    const demo = await signUpPlanningClient(t);
    const context = { db: t.database.db, storage: createLocalFileStorage(join(dataDir, 'demo')), today: TODAY, userIds: { client: demo.user.id } };
    await seedDemoScenarios(context as unknown as DemoContext);
    const { scenarios: saved } = await ok<{ scenarios: { calculator: string }[] }>(api.list(demo.cookies));
    // No card is linked here: the card payoff starts from her card's balance (demo-client-coherent.test.ts), so there is none.
    expect(saved.map((scenario) => scenario.calculator).sort()).toEqual(['monteCarlo', 'monteCarlo', 'mortgageCalculator']);
    const plan = await myPlan(demo.cookies);
    expect(plan.scenarios).toHaveLength(2);
    expect(plan.active).toMatchObject({
      name: 'Retire at 67',
      computation: { issue: null, basis: { socialSecurity: { monthlyPiaCents: 250_000 } } },
    });
    expect(plan.activeScenarioId).toBe(plan.active?.id);
  });
});
