import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { users } from '@finboard/db';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Party, searchOk } from './directory-helpers';
import { createTestApp, expectError, multipartBody, signUp, type TestApp } from './test-app';

/**
 * What the directory tells anyone about an advisor is an allowlist: an advisor with every profile
 * field filled in, and the exact keys of every public answer, recursively, and none of the private
 * values anywhere in any body.
 */

let t: TestApp;
let dataDir: string;
let advisor: Party;
let fileUrls: { photo: string; logo: string; front: string; back: string };

const PRIVATE = {
  phone: '555-867-5309',
  phone2: '555-222-9999',
  dateOfBirth: '1971-03-14',
  employer: 'Undisclosed Employer LLC',
  addressLine1: '742 Evergreen Terrace',
  addressLine2: 'Suite 1701',
  zipPlusFour: '62704-4321',
  spouseFirstName: 'Marjorie',
  spouseLastName: 'Bouvier',
  spouseBirthDate: '1972-05-01',
  dependentName: 'Bartholomew',
  dependentBirthDate: '2005-04-01',
  identityExpiry: '2031-01-31',
  examDate: '2009-09-09',
  professionalDesignationAlt: 'ALT-DESIGNATION-5',
  cfpId: 'CFP-SECRET-77',
  policy: 'A private policy text',
  carrier: 'Hidden Carrier Inc',
  disciplinaryInformation: 'A sealed record',
};

const PUBLIC_DETAILS = {
  profession: 'Estate Planner',
  categories: ['AEP', 'JD'],
  minimumClientRelationshipSize: '> $1M',
  filedBankruptcy: true,
  clientTypes: ['Estates', 'Trust'],
  professionalLicenses: ['S7', 'S66'],
  examDate: PRIVATE.examDate,
  professionalDesignation: 'AEP',
  professionalDesignationAlt: PRIVATE.professionalDesignationAlt,
  firmName: 'Evergreen Estates',
  officeNumber: '555-000-4444',
  calendarLink: 'https://cal.example.com/evergreen',
  firmWebsite: 'https://evergreen.example.com',
  secCrd: '246810',
  cfpId: PRIVATE.cfpId,
  policy: PRIVATE.policy,
  carrier: PRIVATE.carrier,
  disciplinaryInformation: PRIVATE.disciplinaryInformation,
  manageFunds: true,
};

const SOCIAL = {
  website: 'https://evergreen.example.com/me',
  twitter: 'https://twitter.com/evergreen',
  linkedin: 'https://linkedin.com/in/evergreen',
  facebook: 'https://facebook.com/evergreen',
  instagram: 'https://instagram.com/evergreen',
  youtube: 'https://youtube.com/@evergreen',
};

async function upload(cookies: string[], purpose: string): Promise<Record<string, unknown>> {
  const bytes = await sharp({ create: { width: 32, height: 32, channels: 3, background: '#336699' } })
    .jpeg()
    .toBuffer();
  const body = multipartBody([{ name: 'file', value: bytes, filename: 'picture.jpg', contentType: 'image/jpeg' }]);
  const answer = await t.request({ method: 'POST', url: `/api/profile/images/${purpose}`, cookies, ...body });
  expect(answer.statusCode, answer.body).toBe(200);
  return answer.json().profile;
}

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'finboard-directory-'));
  t = await createTestApp({ AUTH_RATE_LIMIT_MAX: '100000', DATA_DIR: dataDir });
  advisor = await signUp(t, { role: 'advisor', firstName: 'Eve', lastName: 'Evergreen' });
  const finish = await t.request({
    method: 'POST',
    url: '/api/onboarding/advisor',
    cookies: advisor.cookies,
    payload: { description: 'Estates planned with care.', phone: PRIVATE.phone, advisor: PUBLIC_DETAILS, socialLinks: SOCIAL },
  });
  expect(finish.statusCode, finish.body).toBe(200);
  const saved = await t.request({
    method: 'PATCH',
    url: '/api/profile',
    cookies: advisor.cookies,
    payload: {
      personal: {
        dateOfBirth: PRIVATE.dateOfBirth,
        phone: PRIVATE.phone,
        phone2: PRIVATE.phone2,
        description: 'Estates planned with care.',
        employer: PRIVATE.employer,
        hasSpouse: true,
        children: 1,
      },
      contact: {
        addressLine1: PRIVATE.addressLine1,
        addressLine2: PRIVATE.addressLine2,
        city: 'Springfield',
        state: 'IL',
        zipCode: PRIVATE.zipPlusFour,
        isNonUsAddress: false,
        emailAlert: false,
        smsAlert: true,
      },
      spouse: {
        firstName: PRIVATE.spouseFirstName,
        lastName: PRIVATE.spouseLastName,
        dateOfBirth: PRIVATE.spouseBirthDate,
        incomeCents: 9_876_543,
        retirementAge: 66,
        usCitizen: 'Yes',
      },
      dependents: [{ firstName: PRIVATE.dependentName, dateOfBirth: PRIVATE.dependentBirthDate }],
      identity: { front: { expiryDate: PRIVATE.identityExpiry }, back: { expiryDate: PRIVATE.identityExpiry } },
    },
  });
  expect(saved.statusCode, saved.body).toBe(200);
  const photo = await upload(advisor.cookies, 'photo');
  const logo = await upload(advisor.cookies, 'company-logo');
  await upload(advisor.cookies, 'identity-front');
  const last = (await upload(advisor.cookies, 'identity-back')) as { identity: { front: { imageUrl: string }; back: { imageUrl: string } } };
  fileUrls = { photo: String(photo.photoUrl), logo: String(logo.companyLogoUrl), front: last.identity.front.imageUrl, back: last.identity.back.imageUrl };
  expect(Object.values(fileUrls).every((url) => url.startsWith('/api/files/'))).toBe(true);
}, 60_000);
afterAll(async () => {
  await t?.close();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

/** Every key path of a JSON value: objects by key, arrays as `[]` (each element's keys merged). */
function keyPaths(value: unknown, prefix = ''): string[] {
  if (Array.isArray(value)) return [...new Set(value.flatMap((item) => keyPaths(item, `${prefix}[]`)))].sort();
  if (value !== null && typeof value === 'object') {
    return Object.entries(value)
      .flatMap(([key, child]) => keyPaths(child, prefix ? `${prefix}.${key}` : key))
      .sort();
  }
  return [prefix];
}

const CARD_KEYS = [
  'categories[]',
  'city',
  'clientTypes[]',
  'distanceMiles',
  'firmName',
  'firstName',
  'id',
  'lastName',
  'minimumClientRelationshipSize',
  'photoUrl',
  'profession',
  'rating.average',
  'rating.count',
  'state',
  'viewerConnection',
  'zipCode',
];
const PROFILE_ONLY_KEYS = [
  'calendarLink',
  'companyLogoUrl',
  'description',
  'firmWebsite',
  'manageFunds',
  'memberSince',
  'officeNumber',
  'professionalDesignation',
  'professionalLicenses[]',
  'secCrd',
  ...Object.keys(SOCIAL).map((key) => `socialLinks.${key}`),
];
const withPrefix = (prefix: string, keys: string[]) => keys.map((key) => `${prefix}${key}`);
const sorted = (keys: string[]) => [...keys].sort();

/** No private value anywhere in a body, in any spelling JSON could give it. */
function expectNothingPrivate(body: string) {
  const values = [...Object.values(PRIVATE), advisor.email, fileUrls.front, fileUrls.back, 'hasSpouse', 'dateOfBirth', 'identity', 'email', 'phone'];
  for (const value of values) expect(body, value).not.toContain(value);
  expect(body).not.toContain('-4321');
}

const profileOf = (id: string, cookies?: string[]) => t.request({ method: 'GET', url: `/api/directory/advisors/${encodeURIComponent(id)}`, cookies });

describe('the public answers carry exactly the allowlist', () => {
  it('a search card near a ZIP code and without one', async () => {
    for (const query of [{ zip: '62701', radius: 10 }, {}]) {
      const answer = await searchOk(t, query);
      expect(answer.advisors).toHaveLength(1);
      const expected = [
        ...withPrefix('advisors[].', CARD_KEYS),
        'page',
        'pageSize',
        'radiusMiles',
        'total',
        'zipKnown',
        ...(query.zip ? ['place.city', 'place.state', 'place.zip'] : ['place']),
      ];
      expect(keyPaths(answer)).toEqual(sorted(expected));
      expectNothingPrivate(JSON.stringify(answer));
    }
  });

  it('the card holds the public values themselves', async () => {
    const [card] = (await searchOk(t, { zip: '62701', radius: 10 })).advisors;
    expect(card).toEqual({
      id: advisor.user.id,
      firstName: 'Eve',
      lastName: 'Evergreen',
      photoUrl: fileUrls.photo,
      profession: 'Estate Planner',
      categories: ['AEP', 'JD'],
      firmName: 'Evergreen Estates',
      city: 'Springfield',
      state: 'IL',
      zipCode: '62704',
      distanceMiles: expect.any(Number),
      clientTypes: ['Estates', 'Trust'],
      minimumClientRelationshipSize: '> $1M',
      rating: { average: null, count: 0 },
      viewerConnection: null,
    });
  });

  it('the public profile', async () => {
    const answer = await profileOf(advisor.user.id);
    expect(answer.statusCode, answer.body).toBe(200);
    const body = answer.json();
    expect(keyPaths(body)).toEqual(sorted(withPrefix('advisor.', [...CARD_KEYS, ...PROFILE_ONLY_KEYS])));
    expect(body.advisor).toMatchObject({
      description: 'Estates planned with care.',
      professionalDesignation: 'AEP',
      professionalLicenses: ['S7', 'S66'],
      firmWebsite: 'https://evergreen.example.com',
      officeNumber: '555-000-4444',
      calendarLink: 'https://cal.example.com/evergreen',
      companyLogoUrl: fileUrls.logo,
      socialLinks: SOCIAL,
      secCrd: '246810',
      manageFunds: true,
      distanceMiles: null,
    });
    expect(body.advisor.memberSince).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expectNothingPrivate(answer.body);
  });

  it("a signed-in client's view adds only their own link's id, status and side", async () => {
    const client = await signUp(t, { role: 'client' });
    const requested = await t.request({ method: 'POST', url: '/api/connections', payload: { advisorId: advisor.user.id }, cookies: client.cookies });
    expect(requested.statusCode, requested.body).toBe(201);
    const answer = await profileOf(advisor.user.id, client.cookies);
    const expected = [
      ...CARD_KEYS.filter((key) => key !== 'viewerConnection'),
      ...PROFILE_ONLY_KEYS,
      'viewerConnection.id',
      'viewerConnection.requestedBy',
      'viewerConnection.status',
    ];
    expect(keyPaths(answer.json())).toEqual(sorted(withPrefix('advisor.', expected)));
    const card = (await searchOk(t, {}, { cookies: client.cookies })).advisors[0];
    expect(keyPaths(card)).toEqual(sorted(expected.filter((key) => CARD_KEYS.includes(key) || key.startsWith('viewerConnection'))));
    expectNothingPrivate(answer.body);
    expect(answer.body).not.toContain(client.email);
  });

  it('the ZIP place', async () => {
    const answer = await t.request({ method: 'GET', url: '/api/directory/zip/62704' });
    expect(keyPaths(answer.json())).toEqual(['place.city', 'place.state', 'place.zip']);
  });

  it('no response of the directory so far carried a private value', () => {
    const directoryBodies = t.responseBodies.filter((body) => body.includes('"advisors"') || body.includes('"advisor":{"id"'));
    expect(directoryBodies.length).toBeGreaterThan(3);
    for (const body of directoryBodies) expectNothingPrivate(body);
  });
});

describe('who has a public profile', () => {
  it('a client, an advisor who has not finished onboarding, an admin and an unknown id are all 404, alike', async () => {
    const client = await signUp(t, { role: 'client' });
    const unfinished = await signUp(t, { role: 'advisor' });
    await t.request({ method: 'PATCH', url: '/api/profile', payload: { advisor: PUBLIC_DETAILS }, cookies: unfinished.cookies });
    const admin = await signUp(t, { role: 'client' });
    await t.database.db.update(users).set({ role: 'admin', completionDate: '2020-01-01' }).where(eq(users.id, admin.user.id));
    const answers = [];
    for (const id of [client.user.id, unfinished.user.id, admin.user.id, 'no-such-advisor', '00000000-0000-4000-8000-000000000000']) {
      const error = expectError(await profileOf(id), 404, 'NOT_FOUND');
      answers.push(error.message);
    }
    expect(new Set(answers)).toEqual(new Set(['Advisor not found']));
    expect((await searchOk(t, { pageSize: 60 })).advisors.map((card) => card.id)).toEqual([advisor.user.id]);
  });

  it('an id over 100 characters matches no route (404, or the router’s 400 when no web app is built), never a lookup', async () => {
    const response = await profileOf('x'.repeat(101));
    expect([400, 404]).toContain(response.statusCode);
    expectError(response, response.statusCode);
  });
});
