import { ADVISOR_CATEGORIES, CLIENT_TYPES, RADIUS_MESSAGE, ZIP_MESSAGE } from '@finboard/domain';
import { advisorProfiles, users } from '@finboard/db';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { placeUnplacedAdvisors } from '../src/modules/directory/advisor-places.service';
import { findListedAdvisors } from '../src/modules/directory/directory.repository';
import { createAdvisor, type Party, saveContact, search, searchOk, setCompletionDate } from './directory-helpers';
import { createTestApp, expectError, signUp, type TestApp } from './test-app';

/** GET /api/directory/advisors and /api/directory/zip/:zip: distance, radius, filters, paging, bad input. */

let t: TestApp;
const A: Record<string, Party> = {};
let unfinished: Party;
let client: Party;

// Around 10001 (New York, NY); distances from the zipcodes data.
const RING = [
  { key: 'jerseyCity', zip: '07302', miles: 3.2, categories: ['CFP'], clientTypes: ['Retirement'] },
  { key: 'upperWestSide', zip: '10025-4321', miles: 3.7, categories: ['CFA'], clientTypes: ['All'] },
  { key: 'brooklyn', zip: '11201', miles: 3.8, categories: ['CPA'], clientTypes: ['Trust'], zipAfterFinish: true },
  { key: 'whitePlains', zip: '10601', miles: 23.1, categories: ['CFP', 'AEP'], clientTypes: ['Business'] },
  { key: 'stamford', zip: '06901', miles: 31.9, categories: ['AEP'], clientTypes: ['Trust', 'Divorce'] },
  { key: 'trenton', zip: '08608', miles: 54.3, categories: ['CMB'], clientTypes: ['Retirement'], zipAfterFinish: true },
  { key: 'hartford', zip: '06103', miles: 98.3, categories: ['CIC'], clientTypes: ['Athletes'] },
  { key: 'albany', zip: '12207', miles: 132.2, categories: ['CFP'], clientTypes: ['Retirement'] },
  { key: 'boston', zip: '02108', miles: 187.8, categories: ['CRPC'], clientTypes: ['Retirement'] },
  { key: 'beverlyHills', zip: '90210', miles: 2453.4, categories: ['CFP'], clientTypes: ['High Net Worth'] },
] as const;

const idsOf = (answer: { advisors: { id: string }[] }) => answer.advisors.map((card) => card.id);
const ids = (...keys: string[]) => keys.map((key) => A[key]?.user.id);

beforeAll(async () => {
  // This file follows the listing in the database as each writer changes it, search after search:
  // the few seconds' cache of search results is tested in directory-search-cache.test.ts.
  t = await createTestApp({ AUTH_RATE_LIMIT_MAX: '100000', DIRECTORY_CACHE_SECONDS: '0' });
  for (const seed of RING) {
    A[seed.key] = await createAdvisor(t, {
      firstName: seed.key,
      zip: seed.zip,
      categories: [...seed.categories],
      clientTypes: [...seed.clientTypes],
      zipAfterFinish: 'zipAfterFinish' in seed,
    });
  }
  // Listed but placed nowhere: a non-US address with a ZIP-like code, and no address at all.
  A.abroad = await createAdvisor(t, { firstName: 'abroad', zip: '10001', nonUs: true, categories: ['CFP'] });
  A.nowhere = await createAdvisor(t, { firstName: 'nowhere', categories: ['JD'], clientTypes: [] });
  // Not listed: onboarding not finished (though placed at 10001 itself), and a client there.
  unfinished = await createAdvisor(t, { firstName: 'unfinished', zip: '10001', finish: false });
  client = await signUp(t, { role: 'client' });
  await t.request({
    method: 'PATCH',
    url: '/api/profile',
    payload: {
      contact: { addressLine1: '', addressLine2: '', city: '', state: '', zipCode: '10001', isNonUsAddress: false, emailAlert: true, smsAlert: false },
    },
    cookies: client.cookies,
  });
  // The longest-standing first without a ZIP: these finished earlier than everyone else (today).
  await setCompletionDate(t, A.boston!.user.id, '2019-03-01');
  await setCompletionDate(t, A.nowhere.user.id, '2020-07-15');
  await setCompletionDate(t, A.hartford!.user.id, '2020-07-15');
}, 120_000);
afterAll(() => t?.close());

describe('near a ZIP code', () => {
  it('answers the advisors within 25 miles by default, nearest first, distances to a tenth of a mile', async () => {
    const answer = await searchOk(t, { zip: '10001' });
    expect(answer).toMatchObject({ place: { zip: '10001', city: 'New York', state: 'NY' }, zipKnown: true, radiusMiles: 25, total: 4, page: 1, pageSize: 24 });
    expect(idsOf(answer)).toEqual(ids('jerseyCity', 'upperWestSide', 'brooklyn', 'whitePlains'));
    expect(answer.advisors.map((card) => card.distanceMiles)).toEqual([3.2, 3.7, 3.8, 23.1]);
  });

  it('widens ring by ring: 10, 25, 50, 100 and 250 miles', async () => {
    const expected: Record<number, string[]> = {
      10: ['jerseyCity', 'upperWestSide', 'brooklyn'],
      25: ['jerseyCity', 'upperWestSide', 'brooklyn', 'whitePlains'],
      50: ['jerseyCity', 'upperWestSide', 'brooklyn', 'whitePlains', 'stamford'],
      100: ['jerseyCity', 'upperWestSide', 'brooklyn', 'whitePlains', 'stamford', 'trenton', 'hartford'],
      250: ['jerseyCity', 'upperWestSide', 'brooklyn', 'whitePlains', 'stamford', 'trenton', 'hartford', 'albany', 'boston'],
    };
    for (const [radius, keys] of Object.entries(expected)) {
      const answer = await searchOk(t, { zip: '10001', radius });
      expect(idsOf(answer), `radius ${radius}`).toEqual(ids(...keys));
      expect(answer.total).toBe(keys.length);
      expect(answer.radiusMiles).toBe(Number(radius));
      for (const card of answer.advisors) expect(card.distanceMiles).toBeLessThanOrEqual(Number(radius));
    }
    const far = await searchOk(t, { zip: '10001', radius: 250 });
    expect(far.advisors.map((card) => card.distanceMiles)).toEqual(RING.slice(0, 9).map((seed) => seed.miles));
  });

  it('measures from the searched ZIP: from Beverly Hills only its own advisor is near; a ZIP+4 counts by its five digits', async () => {
    const west = await searchOk(t, { zip: '90210', radius: 10 });
    expect(idsOf(west)).toEqual(ids('beverlyHills'));
    expect(west.advisors[0]?.distanceMiles).toBe(0);
    expect(idsOf(await searchOk(t, { zip: '10001-9999', radius: 10 }))).toEqual(ids('jerseyCity', 'upperWestSide', 'brooklyn'));
  });

  it('never finds the unfinished advisor, a client, or an advisor abroad, though all three are at 10001 itself', async () => {
    const answer = await searchOk(t, { zip: '10001', radius: 250 });
    for (const id of [unfinished.user.id, client.user.id, A.abroad!.user.id]) expect(idsOf(answer)).not.toContain(id);
  });

  it('an unknown ZIP code (the right shape, no such place) → 200, zipKnown false, nobody', async () => {
    for (const zip of ['99999', '00000']) {
      const answer = await searchOk(t, { zip });
      expect(answer).toEqual({ place: null, zipKnown: false, radiusMiles: 25, total: 0, page: 1, pageSize: 24, advisors: [] });
    }
  });
});

describe('without a ZIP code', () => {
  it('lists every listed advisor, longest-standing first (then in the order they joined), with no distance', async () => {
    const answer = await searchOk(t, { pageSize: 60 });
    expect(answer).toMatchObject({ place: null, zipKnown: true, radiusMiles: null, total: 12 });
    const today = RING.map((seed) => seed.key).filter((key) => !['boston', 'hartford'].includes(key));
    expect(idsOf(answer)).toEqual(ids('boston', 'hartford', 'nowhere', ...today, 'abroad'));
    expect(answer.advisors.every((card) => card.distanceMiles === null)).toBe(true);
    expect(idsOf(answer)).not.toContain(unfinished.user.id);
    expect(idsOf(answer)).not.toContain(client.user.id);
  });

  it('pages through the same order; a page past the end is empty with the total', async () => {
    const all = idsOf(await searchOk(t, { pageSize: 60 }));
    const pages: string[] = [];
    for (let page = 1; page <= 3; page += 1) {
      const answer = await searchOk(t, { page, pageSize: 5 });
      expect(answer).toMatchObject({ page, pageSize: 5, total: 12 });
      pages.push(...idsOf(answer));
    }
    expect(pages).toEqual(all);
    expect(await searchOk(t, { page: 4, pageSize: 5 })).toMatchObject({ total: 12, advisors: [] });
    const near = await searchOk(t, { zip: '10001', radius: 250, page: 2, pageSize: 4 });
    expect(near).toMatchObject({ total: 9 });
    expect(idsOf(near)).toEqual(ids('stamford', 'trenton', 'hartford', 'albany'));
  });
});

describe('filters', () => {
  it('categories: an advisor with any of them, in any case, repeated or comma-separated', async () => {
    expect(idsOf(await searchOk(t, { zip: '10001', radius: 250, categories: 'CFP' }))).toEqual(ids('jerseyCity', 'whitePlains', 'albany'));
    const two = ids('jerseyCity', 'brooklyn', 'whitePlains', 'albany');
    expect(idsOf(await searchOk(t, { zip: '10001', radius: 250, categories: 'cfp,Cpa' }))).toEqual(two);
    expect(idsOf(await searchOk(t, { zip: '10001', radius: 250, categories: ['CFP', 'CPA'] }))).toEqual(two);
    expect(idsOf(await searchOk(t, { categories: 'JD' }))).toEqual(ids('nowhere'));
    expect(await searchOk(t, { zip: '10001', categories: 'CLTC' })).toMatchObject({ total: 0, advisors: [] });
  });

  it("client types: an advisor with any of them; one with 'All' serves every type", async () => {
    expect(idsOf(await searchOk(t, { zip: '10001', radius: 250, clientTypes: 'Trust' }))).toEqual(ids('upperWestSide', 'brooklyn', 'stamford'));
    expect(idsOf(await searchOk(t, { zip: '10001', radius: 250, clientTypes: 'Athletes,Business' }))).toEqual(ids('upperWestSide', 'whitePlains', 'hartford'));
    expect(idsOf(await searchOk(t, { clientTypes: 'Tax Filling', pageSize: 60 }))).toEqual(ids('upperWestSide'));
  });

  it('both together narrow further', async () => {
    expect(idsOf(await searchOk(t, { zip: '10001', radius: 250, categories: 'AEP', clientTypes: 'Divorce' }))).toEqual(ids('stamford'));
    expect(idsOf(await searchOk(t, { zip: '10001', radius: 250, categories: 'CFA,CPA', clientTypes: 'Trust' }))).toEqual(ids('upperWestSide', 'brooklyn'));
  });

  it('every category and client type may be chosen at once', async () => {
    const answer = await searchOk(t, {
      categories: ADVISOR_CATEGORIES.map((category) => category.acronym).join(','),
      clientTypes: CLIENT_TYPES.join(','),
      pageSize: 60,
    });
    expect(answer.total).toBe(11);
  });
});

describe('what a signed-in client sees on each card', () => {
  it('their own live link to that advisor; nobody else sees it', async () => {
    const requested = await t.request({ method: 'POST', url: '/api/connections', payload: { advisorId: A.jerseyCity!.user.id }, cookies: client.cookies });
    expect(requested.statusCode, requested.body).toBe(201);
    const link = requested.json().connection;
    const cardOf = (answer: { advisors: { id: string; viewerConnection: unknown }[] }, id: string) => answer.advisors.find((card) => card.id === id);
    const mine = await searchOk(t, { zip: '10001', radius: 10 }, { cookies: client.cookies });
    expect(cardOf(mine, A.jerseyCity!.user.id)?.viewerConnection).toEqual({ id: link.id, status: 'pending', requestedBy: 'client' });
    expect(cardOf(mine, A.brooklyn!.user.id)?.viewerConnection).toBeNull();
    for (const cookies of [undefined, (await signUp(t, { role: 'client' })).cookies, A.jerseyCity!.cookies]) {
      const other = await searchOk(t, { zip: '10001', radius: 10 }, { cookies });
      expect(other.advisors.every((card) => card.viewerConnection === null)).toBe(true);
    }
    await t.request({ method: 'POST', url: `/api/connections/${link.id}/accept`, payload: {}, cookies: A.jerseyCity!.cookies });
    expect(cardOf(await searchOk(t, { zip: '10001', radius: 10 }, { cookies: client.cookies }), A.jerseyCity!.user.id)?.viewerConnection).toMatchObject({
      status: 'connected',
    });
    await t.request({ method: 'POST', url: `/api/connections/${link.id}/disconnect`, payload: {}, cookies: client.cookies });
    expect(cardOf(await searchOk(t, { zip: '10001', radius: 10 }, { cookies: client.cookies }), A.jerseyCity!.user.id)?.viewerConnection).toBeNull();
  });
});

describe('bad input → 400 with the message of the rule', () => {
  const cases: [string, Record<string, string | string[]>, string, string][] = [
    ['a ZIP with letters', { zip: 'abcde' }, 'zip', ZIP_MESSAGE],
    ['a four-digit ZIP', { zip: '1234' }, 'zip', ZIP_MESSAGE],
    ['a six-digit ZIP', { zip: '123456' }, 'zip', ZIP_MESSAGE],
    ['an empty ZIP', { zip: '' }, 'zip', ZIP_MESSAGE],
    ['two ZIPs', { zip: ['10001', '10002'] }, 'zip', ZIP_MESSAGE],
    ['a Canadian postal code', { zip: 'M5V 3L9' }, 'zip', ZIP_MESSAGE],
    ['a radius not in the list', { zip: '10001', radius: '30' }, 'radius', RADIUS_MESSAGE],
    ['a radius that is not a number', { zip: '10001', radius: 'far' }, 'radius', RADIUS_MESSAGE],
    ['an empty radius', { zip: '10001', radius: '' }, 'radius', RADIUS_MESSAGE],
    ['an unknown category', { categories: 'CFP,XYZ' }, 'categories.1', 'Choose one of the advisor categories'],
    ['an unknown client type', { clientTypes: 'Crypto' }, 'clientTypes.0', 'Choose one of the client types'],
    ['page 0', { page: '0' }, 'page', 'Page must be at least 1'],
    ['a page size over 60', { pageSize: '61' }, 'pageSize', 'Page size must be at most 60'],
    ['an unknown parameter', { sort: 'name' }, '', 'Unknown field sort'],
  ];
  it.each(cases)('%s', async (_label, query, field, message) => {
    const error = expectError(await search(t, query), 400, 'VALIDATION');
    if (field) expect(error.field).toBe(field);
    expect(error.message).toBe(message);
  });
});

describe('SQL injection', () => {
  const ATTACKS = [
    "10001' OR '1'='1",
    '10001; DROP TABLE users; --',
    "' OR 1=1 --",
    "CFP') OR ('1'='1",
    "All\"]'::jsonb ?| array['x",
    '1) UNION SELECT email FROM users --',
  ];

  it('is refused at the door in the ZIP, the filters and the paging (400), and changes nothing', async () => {
    const [before] = await t.database.db.select({ n: count() }).from(users);
    for (const attack of ATTACKS) {
      for (const query of [{ zip: attack }, { categories: attack }, { clientTypes: attack }, { page: attack }, { radius: attack }]) {
        expectError(await search(t, query, { remoteAddress: '10.0.0.2' }), 400, 'VALIDATION');
      }
      const profile = await t.request({ method: 'GET', url: `/api/directory/advisors/${encodeURIComponent(attack)}`, remoteAddress: '10.0.0.2' });
      expectError(profile, 404, 'NOT_FOUND');
    }
    const [after] = await t.database.db.select({ n: count() }).from(users);
    expect(after?.n).toBe(before?.n);
    expect((await searchOk(t, { pageSize: 60 }, { remoteAddress: '10.0.0.2' })).total).toBe(12);
  });

  it('reaches the database only as parameters: the repository given the attacks as filters finds nobody and fails nowhere', async () => {
    for (const attack of ATTACKS) {
      const found = await findListedAdvisors(t.database.db, { near: null, categories: [attack], clientTypes: [attack], limit: 10, offset: 0 });
      expect(found).toEqual({ rows: [], total: 0 });
    }
    const all = await findListedAdvisors(t.database.db, { near: null, categories: [], clientTypes: [], limit: 60, offset: 0 });
    expect(all.total).toBe(12);
  });
});

describe('GET /api/directory/zip/:zip', () => {
  const place = (zip: string) => t.request({ method: 'GET', url: `/api/directory/zip/${encodeURIComponent(zip)}` });

  it('answers the place of a US ZIP code (a ZIP+4 by its five digits), or null', async () => {
    expect((await place('10001')).json()).toEqual({ place: { zip: '10001', city: 'New York', state: 'NY' } });
    expect((await place('90210-1234')).json()).toEqual({ place: { zip: '90210', city: 'Beverly Hills', state: 'CA' } });
    expect((await place('00601')).json()).toEqual({ place: { zip: '00601', city: 'Adjuntas', state: 'PR' } });
    const unknown = await place('99999');
    expect(unknown.statusCode).toBe(200);
    expect(unknown.json()).toEqual({ place: null });
  });

  it('refuses what is not a ZIP code', async () => {
    for (const zip of ['M5V', 'abcde', '1234', "10001' or 1=1"]) {
      const error = expectError(await place(zip), 400, 'VALIDATION');
      expect(error.message).toContain(ZIP_MESSAGE);
    }
  });
});

describe('advisors saved before the directory placed anyone', () => {
  it('are placed at start-up from their ZIP code, once; abroad and unknown ZIP codes stay unplaced', async () => {
    const db = t.database.db;
    const stamford = A.stamford!.user.id;
    await db.update(advisorProfiles).set({ latitude: null, longitude: null }).where(eq(advisorProfiles.userId, stamford));
    expect(idsOf(await searchOk(t, { zip: '10001', radius: 50 }))).not.toContain(stamford);
    expect(await placeUnplacedAdvisors(db)).toBe(1);
    expect(idsOf(await searchOk(t, { zip: '10001', radius: 50 }))).toContain(stamford);
    expect(await placeUnplacedAdvisors(db)).toBe(0);
    const [abroad] = await db.select().from(advisorProfiles).where(eq(advisorProfiles.userId, A.abroad!.user.id));
    expect(abroad).toMatchObject({ latitude: null, longitude: null });
  });

  it('an advisor who moves is moved with their ZIP code; an unknown one takes them off the map', async () => {
    const mover = A.beverlyHills!;
    await saveContact(t, mover, { zip: '10002' });
    expect(idsOf(await searchOk(t, { zip: '10001', radius: 10 }))).toContain(mover.user.id);
    await saveContact(t, mover, { zip: '99999' });
    expect(idsOf(await searchOk(t, { zip: '10001', radius: 250 }))).not.toContain(mover.user.id);
    await saveContact(t, mover, { zip: '90210' });
    expect(idsOf(await searchOk(t, { zip: '90210', radius: 10 }))).toEqual([mover.user.id]);
  });
});

describe('the listing follows the user row, whoever writes it (database triggers)', () => {
  it('an advisor who becomes a client leaves the directory at once, and comes back as an advisor', async () => {
    const albany = A.albany!;
    const inAlbany = async () => idsOf(await searchOk(t, { zip: '12207', radius: 10 }));
    expect(await inAlbany()).toEqual([albany.user.id]);
    await t.database.db.update(users).set({ role: 'client' }).where(eq(users.id, albany.user.id));
    expect(await inAlbany()).toEqual([]);
    expect((await t.request({ method: 'GET', url: `/api/directory/advisors/${albany.user.id}` })).statusCode).toBe(404);
    await t.database.db.update(users).set({ role: 'advisor' }).where(eq(users.id, albany.user.id));
    expect(await inAlbany()).toEqual([albany.user.id]);
  });

  it('an unfinished onboarding (no completion date) unlists; finishing lists again', async () => {
    const hartford = A.hartford!;
    const inHartford = async () => idsOf(await searchOk(t, { zip: '06103', radius: 10 }));
    await t.database.db.update(users).set({ completionDate: null }).where(eq(users.id, hartford.user.id));
    expect(await inHartford()).toEqual([]);
    await setCompletionDate(t, hartford.user.id, '2020-07-15');
    expect(await inHartford()).toEqual([hartford.user.id]);
  });

  it('listed_on cannot be written past its user: a profile row set by hand takes the value back', async () => {
    await t.database.db.update(advisorProfiles).set({ listedOn: null }).where(eq(advisorProfiles.userId, A.stamford!.user.id));
    await t.database.db.update(advisorProfiles).set({ listedOn: '2001-01-01' }).where(eq(advisorProfiles.userId, unfinished.user.id));
    const [stamford] = await t.database.db
      .select({ listedOn: advisorProfiles.listedOn })
      .from(advisorProfiles)
      .where(eq(advisorProfiles.userId, A.stamford!.user.id));
    const [notYet] = await t.database.db
      .select({ listedOn: advisorProfiles.listedOn })
      .from(advisorProfiles)
      .where(eq(advisorProfiles.userId, unfinished.user.id));
    expect(stamford?.listedOn).not.toBeNull();
    expect(notYet?.listedOn).toBeNull();
    expect(idsOf(await searchOk(t, { zip: '10001', radius: 10 }))).not.toContain(unfinished.user.id);
  });
});

describe('rate limit', () => {
  it('a client address gets 120 searches a minute, then 429', async () => {
    const address = '10.0.0.99';
    for (let index = 0; index < 120; index += 1) {
      const answer = await search(t, { zip: '99999' }, { remoteAddress: address });
      expect(answer.statusCode).toBe(200);
    }
    expectError(await search(t, { zip: '99999' }, { remoteAddress: address }), 429, 'RATE_LIMITED');
    expect((await search(t, { zip: '99999' }, { remoteAddress: '10.0.0.98' })).statusCode).toBe(200);
  });
});
