import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { accounts, advisorProfiles, advisorRatings, clientAdvisorLinks, storedFiles, userProfiles, users } from '@finboard/db';
import { ADVISOR_CATEGORY_ACRONYMS, CLIENT_TYPE_ALL, CLIENT_TYPES, distanceMiles, isValidRating, starsOfHalfStars } from '@finboard/domain';
import { count, eq, inArray, like, sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../src/modules/demo/demo-accounts';
import { buildDemoDirectory, DEMO_DIRECTORY_EMAIL_DOMAIN } from '../src/modules/demo/demo-advisors';
import { DEMO_METROS } from '../src/modules/demo/demo-advisors-places';
import { seedDemoAdvisors } from '../src/modules/demo/demo-advisors-seeder';
import { DEMO_ADVISOR_ZIP, DEMO_OFFICE_ZIPS } from '../src/modules/demo/demo-advisors-zips';
import type { DemoContext } from '../src/modules/demo/demo-seeders';
import { createSeededRandom } from '../src/modules/demo/seeded-random';
import { placeOfZip } from '../src/modules/directory/zip-places';
import type { FileStorage } from '../src/providers/storage/file-storage';
import { createTestApp, type TestApp } from './test-app';

const TODAY = '2026-03-01';
const directory = buildDemoDirectory(TODAY);
const SEARCH_MILES = 25;

describe('the demo directory (built)', () => {
  it('is the same on every build', () => {
    expect(buildDemoDirectory(TODAY)).toEqual(directory);
    expect(directory.advisors.length).toBeGreaterThanOrEqual(550);
  });

  it('places every office at a real ZIP code, as the directory looks it up', () => {
    for (const [zip, city, state, latitude, longitude] of [...Object.values(DEMO_OFFICE_ZIPS).flat(), DEMO_ADVISOR_ZIP]) {
      expect(placeOfZip(zip), zip).toEqual({ zip, city, state, latitude, longitude });
    }
    for (const advisor of directory.advisors) {
      const place = placeOfZip(advisor.profile.zipCode);
      expect(place, advisor.profile.zipCode).not.toBeNull();
      expect({ city: advisor.profile.city, state: advisor.profile.state }).toEqual({ city: place?.city, state: place?.state });
      expect({ latitude: advisor.advisor.latitude, longitude: advisor.advisor.longitude }).toEqual({ latitude: place?.latitude, longitude: place?.longitude });
    }
  });

  it('finds at least three advisors of every category within 25 miles of each of the 50 largest metros and the other places', () => {
    expect(DEMO_METROS.filter((metro) => metro.rank !== undefined).map((metro) => metro.rank)).toEqual(Array.from({ length: 50 }, (_, i) => i + 1));
    for (const metro of DEMO_METROS) {
      const centre = placeOfZip(metro.zip);
      expect(centre, metro.city).not.toBeNull();
      const near = directory.advisors.filter((advisor) => distanceMiles(centre!, advisor.advisor) <= SEARCH_MILES);
      for (const category of ADVISOR_CATEGORY_ACRONYMS) {
        const found = near.filter((advisor) => advisor.advisor.categories.includes(category)).length;
        expect(found, `${category} near ${metro.city}`).toBeGreaterThanOrEqual(3);
      }
    }
  });

  it('gives everyone a complete profile from the option lists', () => {
    const emails = new Set(directory.advisors.map((advisor) => advisor.email));
    expect(emails.size).toBe(directory.advisors.length);
    for (const advisor of directory.advisors) {
      expect(advisor.email.endsWith(`@${DEMO_DIRECTORY_EMAIL_DOMAIN}`)).toBe(true);
      expect(advisor.firstName && advisor.lastName && advisor.profile.description && advisor.advisor.firmName).toBeTruthy();
      expect(advisor.advisor.categories).toHaveLength(3);
      expect(advisor.advisor.clientTypes.every((type) => type === CLIENT_TYPE_ALL || (CLIENT_TYPES as readonly string[]).includes(type))).toBe(true);
      expect(advisor.advisor.professionalDesignation).not.toBe('');
      expect(advisor.profile.phone).toMatch(/^\d{3}-555-01\d{2}$/);
      expect(advisor.completionDate < TODAY).toBe(true);
    }
    const withCalendar = directory.advisors.filter((advisor) => advisor.advisor.calendarLink !== '').length;
    expect(withCalendar).toBeGreaterThan(directory.advisors.length * 0.3);
    expect(withCalendar).toBeLessThan(directory.advisors.length * 0.8);
    // Staggered: no two advisors finished onboarding on the same day, spread over years.
    const dates = directory.advisors.map((advisor) => advisor.completionDate).sort();
    expect(new Set(dates).size).toBe(dates.length);
    expect(Number(dates.at(-1)!.slice(0, 4)) - Number(dates[0]!.slice(0, 4))).toBeGreaterThanOrEqual(8);
  });

  it('reads plausibly: the licence exam in the first years of the practice the description counts, a CFP Board id only for a CFP®', () => {
    for (const advisor of directory.advisors) {
      const { examDate, cfpId, professionalDesignation, professionalDesignationAlt } = advisor.advisor;
      if (examDate) expect(examDate < TODAY).toBe(true);
      const years = /(\d+) years/.exec(advisor.profile.description)?.[1];
      if (examDate && years) {
        const sinceExam = Number(TODAY.slice(0, 4)) - Number(examDate.slice(0, 4));
        expect(sinceExam, advisor.email).toBeLessThanOrEqual(Number(years));
        expect(sinceExam, advisor.email).toBeGreaterThanOrEqual(Number(years) - 3);
      }
      if (cfpId) expect([professionalDesignation, professionalDesignationAlt]).toContain('CFP®');
    }
  });

  it('rates some advisors, each by different clients, in half steps', () => {
    expect(directory.ratings.length).toBeGreaterThan(200);
    const pairs = new Set(directory.ratings.map((rating) => `${rating.advisorId}|${rating.clientId}`));
    expect(pairs.size).toBe(directory.ratings.length);
    expect(directory.ratings.every((rating) => isValidRating(starsOfHalfStars(rating.halfStars)))).toBe(true);
  });
});

describe('the demo directory (seeded on first start)', () => {
  let t: TestApp;
  let dataDir: string;
  const advisorIds = directory.advisors.map((advisor) => advisor.id);

  beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'finboard-demo-advisors-'));
    t = await createTestApp({ DEMO_DATA: 'true', DATA_DIR: dataDir, AUTH_RATE_LIMIT_MAX: '100000' });
  }, 180_000);
  afterAll(async () => {
    await t?.close();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  });

  const countOf = async (query: Promise<{ value: number }[]>) => Number((await query)[0]?.value ?? 0);

  it('lists every demo advisor: verified, onboarded, placed, with categories and a photo', async () => {
    const { db } = t.database;
    const rows = await db
      .select({
        id: users.id,
        role: users.role,
        emailVerified: users.emailVerified,
        completionDate: users.completionDate,
        photoFileId: userProfiles.photoFileId,
        zipCode: userProfiles.zipCode,
        categories: advisorProfiles.categories,
        latitude: advisorProfiles.latitude,
      })
      .from(users)
      .innerJoin(userProfiles, eq(userProfiles.userId, users.id))
      .innerJoin(advisorProfiles, eq(advisorProfiles.userId, users.id))
      .where(like(users.email, `%@${DEMO_DIRECTORY_EMAIL_DOMAIN}`));
    expect(rows).toHaveLength(directory.advisors.length);
    for (const row of rows) {
      expect(row).toMatchObject({ role: 'advisor', emailVerified: true });
      expect(row.completionDate).not.toBeNull();
      expect(row.photoFileId).not.toBeNull();
      expect(row.categories).toHaveLength(3);
      expect(row.latitude).not.toBeNull();
    }
    expect(await countOf(db.select({ value: count() }).from(storedFiles).where(inArray(storedFiles.userId, advisorIds)))).toBe(directory.advisors.length);
  });

  it('answers a directory search near big and smaller cities with several advisors of a category', async () => {
    for (const [zip, category] of [
      ['10001', 'JD'],
      ['94104', 'CMB'],
      ['35203', 'CLTC'],
      ['96813', 'CFA'],
      ['83702', 'AEP'],
      ['76102', 'CPA'],
    ]) {
      const response = await t.request({ method: 'GET', url: `/api/directory/advisors?zip=${zip}&radius=25&categories=${category}` });
      expect(response.statusCode, response.body).toBe(200);
      const body = response.json<{
        total: number;
        advisors: { categories: string[]; distanceMiles: number; photoUrl: string | null; rating: { count: number } }[];
      }>();
      expect(body.total, `${category} near ${zip}`).toBeGreaterThanOrEqual(3);
      for (const card of body.advisors) {
        expect(card.categories).toContain(category);
        expect(card.distanceMiles).toBeLessThanOrEqual(25);
        expect(card.photoUrl).not.toBeNull();
      }
    }
    const nearest = (await t.request({ method: 'GET', url: '/api/directory/advisors?zip=60602&radius=25&pageSize=60' })).json<{
      total: number;
      advisors: { distanceMiles: number; rating: { count: number } }[];
    }>();
    expect(nearest.total).toBeGreaterThanOrEqual(11);
    const distances = nearest.advisors.map((card) => card.distanceMiles);
    expect(distances).toEqual([...distances].sort((a, b) => a - b));
    expect(nearest.advisors.some((card) => card.rating.count > 0)).toBe(true);
  });

  it('serves an advisor photo: the drawn portrait', async () => {
    const advisor = directory.advisors[0]!;
    const response = await t.request({ method: 'GET', url: `/api/files/${advisor.photo.fileId}` });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/jpeg');
    const { width, height } = await sharp(response.rawPayload).metadata();
    expect({ width, height }).toEqual({ width: 256, height: 256 });
  });

  it('lets none of them sign in: they have no password or other sign-in account', async () => {
    const { db } = t.database;
    const demoIds = [...advisorIds, ...directory.clients.map((client) => client.id)];
    expect(await countOf(db.select({ value: count() }).from(accounts).where(inArray(accounts.userId, demoIds)))).toBe(0);
    for (const email of [directory.advisors[0]!.email, directory.clients[0]!.email]) {
      const response = await t.request({ method: 'POST', url: '/api/auth/login', payload: { email, password: DEMO_PASSWORD } });
      expect(response.statusCode, response.body).toBe(401);
    }
    // The documented demo people still can.
    const advisor = DEMO_ACCOUNTS.find((account) => account.key === 'advisor')!;
    expect((await t.request({ method: 'POST', url: '/api/auth/login', payload: { email: advisor.email, password: DEMO_PASSWORD } })).statusCode).toBe(200);
  });

  it("stores the ratings with the rating clients' connections", async () => {
    const { db } = t.database;
    const ratings = await countOf(db.select({ value: count() }).from(advisorRatings).where(inArray(advisorRatings.advisorId, advisorIds)));
    expect(ratings).toBe(directory.ratings.length);
    const links = await countOf(
      db
        .select({ value: count() })
        .from(clientAdvisorLinks)
        .where(sql`${clientAdvisorLinks.status} = 'connected' and ${inArray(clientAdvisorLinks.advisorId, advisorIds)}`),
    );
    expect(links).toBe(directory.ratings.length);
  });

  it('places the demo advisor Morgan Patel too, rated by the two demo clients connected to them', async () => {
    const { db } = t.database;
    const [morgan] = await db
      .select({ id: users.id, categories: advisorProfiles.categories, latitude: advisorProfiles.latitude, longitude: advisorProfiles.longitude })
      .from(users)
      .innerJoin(advisorProfiles, eq(advisorProfiles.userId, users.id))
      .where(eq(users.email, 'demo.advisor@finboard.dev'));
    const place = placeOfZip('10006');
    expect(morgan).toMatchObject({ categories: ['CFP', 'CFC'], latitude: place?.latitude, longitude: place?.longitude });
    const stars = await db.select({ halfStars: advisorRatings.halfStars }).from(advisorRatings).where(eq(advisorRatings.advisorId, morgan!.id));
    expect(stars.map((row) => row.halfStars).sort((a, b) => a - b)).toEqual([9, 10]);
  });

  it('adds nothing when run again', async () => {
    const { db } = t.database;
    const before = await countOf(db.select({ value: count() }).from(users));
    const refusingStorage: FileStorage = {
      kind: 'local',
      put: () => Promise.reject(new Error('nothing should be stored again')),
      get: () => Promise.resolve(null),
      delete: () => Promise.resolve(),
    };
    const [client, advisor, cashFlowClient] = await Promise.all(
      ['demo.client@finboard.dev', 'demo.advisor@finboard.dev', 'demo.client3@finboard.dev'].map(
        async (email) => (await db.select({ id: users.id }).from(users).where(eq(users.email, email)))[0]!.id,
      ),
    );
    const context = {
      db,
      storage: refusingStorage,
      productName: 'Finboard',
      random: createSeededRandom(1),
      today: TODAY,
      userIds: { client, advisor, cashFlowClient },
    };
    await seedDemoAdvisors(context as unknown as DemoContext);
    expect(await countOf(db.select({ value: count() }).from(users))).toBe(before);
    expect(await countOf(db.select({ value: count() }).from(advisorRatings).where(eq(advisorRatings.advisorId, advisor!)))).toBe(2);
  });
});
