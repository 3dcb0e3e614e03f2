import { advisorProfiles, users } from '@finboard/db';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { productToday } from '../src/platform/clock';
import { createTestApp, expectError, signUp, type TestApp } from './test-app';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ AUTH_RATE_LIMIT_MAX: '100000' });
});
afterAll(() => t?.close());

const TODAY = productToday();
const dayAfter = (date: string) => new Date(Date.parse(`${date}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
const TOMORROW = dayAfter(TODAY);

const ALL_TWELVE = [
  'All',
  'Retirement',
  'Business',
  'Estates',
  'Life Insurance',
  'Divorce',
  'High Net Worth',
  'Trust',
  'Pension and Profit Sharing Plans',
  'Government Entities and Corporations',
  'Athletes',
  'Tax Filling',
];

const PERSONAL = {
  dateOfBirth: '1985-07-04',
  phone: '555-123-4567',
  phone2: '(555) 987 6543',
  description: 'Likes “quotes”, <b>tags</b>, \' " & ünïcödé 😀 — and more',
  employer: 'Acme, Inc.',
  hasSpouse: true,
  children: 2,
};
const CONTACT = {
  addressLine1: '1 Main St',
  addressLine2: 'Apt 2',
  city: 'Springfield',
  state: 'IL',
  zipCode: '62704-1234',
  isNonUsAddress: true,
  emailAlert: false,
  smsAlert: true,
};
const SOCIAL = {
  website: 'https://ada.example.com',
  twitter: 'https://twitter.com/ada',
  linkedin: 'https://www.linkedin.com/in/ada',
  facebook: 'http://facebook.com/ada',
  instagram: 'https://instagram.com/ada',
  youtube: 'https://youtube.com/@ada',
};
const SPOUSE = { firstName: 'Grace', lastName: 'Hopper', dateOfBirth: '1986-12-09', incomeCents: 12_345_678, retirementAge: 67, usCitizen: 'Yes' };
const DEPENDENTS = [
  { firstName: 'Alan', dateOfBirth: '2015-06-23' },
  { firstName: 'Barbara', dateOfBirth: null },
  { firstName: 'Claude', dateOfBirth: '2019-04-30' },
];
const ADVISOR = {
  profession: 'Financial Planner',
  categories: ['CFP', 'CFA'],
  minimumClientRelationshipSize: '> $500k',
  filedBankruptcy: false,
  clientTypes: ['Retirement', 'Trust'],
  professionalLicenses: ['S7', 'S66'],
  examDate: '2010-05-01',
  professionalDesignation: 'CFP',
  professionalDesignationAlt: 'CFA',
  firmName: 'Lovelace Advisory',
  officeNumber: '555-000-1111',
  calendarLink: 'https://cal.example.com/ada',
  firmWebsite: 'https://lovelace.example.com',
  secCrd: '123456',
  cfpId: 'CFP-1',
  policy: 'Fiduciary at all times.',
  carrier: 'Acme Life',
  disciplinaryInformation: 'None',
  manageFunds: true,
};

const getProfile = (cookies?: string[]) => t.request({ method: 'GET', url: '/api/profile', cookies });
const patch = (cookies: string[], payload: unknown) => t.request({ method: 'PATCH', url: '/api/profile', payload: payload as object, cookies });
const publicProfile = (userId: string, cookies?: string[]) => t.request({ method: 'GET', url: `/api/advisors/${encodeURIComponent(userId)}/profile`, cookies });

async function savedProfile(cookies: string[]) {
  const response = await getProfile(cookies);
  expect(response.statusCode, response.body).toBe(200);
  return response.json().profile;
}

async function patchOk(cookies: string[], payload: unknown) {
  const response = await patch(cookies, payload);
  expect(response.statusCode, response.body).toBe(200);
  const { profile } = response.json();
  // What the save answers is exactly what a later read answers.
  expect(await savedProfile(cookies)).toEqual(profile);
  return profile;
}

// One client and one advisor serve the validation tables (a refused request changes nothing).
let client: Awaited<ReturnType<typeof signUp>>;
let advisor: Awaited<ReturnType<typeof signUp>>;
beforeAll(async () => {
  client = await signUp(t, { role: 'client', firstName: 'Ada', lastName: 'Lovelace' });
  advisor = await signUp(t, { role: 'advisor', firstName: 'Charles', lastName: 'Babbage' });
});

describe('GET /api/profile', () => {
  it('signed out → 401', async () => {
    expectError(await getProfile(), 401, 'UNAUTHENTICATED');
  });

  it("a new client's profile: names from registration, empty fields, default alerts, an empty identity, no advisor part", async () => {
    const { user, cookies, email } = await signUp(t, { firstName: 'Mary', lastName: 'Somerville' });
    expect(await savedProfile(cookies)).toEqual({
      userId: user.id,
      role: 'client',
      firstName: 'Mary',
      lastName: 'Somerville',
      email,
      photoUrl: null,
      companyLogoUrl: null,
      personal: { dateOfBirth: null, phone: '', phone2: '', description: '', employer: '', hasSpouse: false, children: 0 },
      contact: { addressLine1: '', addressLine2: '', city: '', state: '', zipCode: '', isNonUsAddress: false, emailAlert: true, smsAlert: false },
      socialLinks: { website: '', twitter: '', linkedin: '', facebook: '', instagram: '', youtube: '' },
      spouse: null,
      dependents: [],
      identity: { front: { imageUrl: null, expiryDate: null }, back: { imageUrl: null, expiryDate: null } },
      advisor: null,
    });
  });

  it('a new advisor has role advisor and no advisor details yet', async () => {
    const { cookies } = await signUp(t, { role: 'advisor' });
    expect(await savedProfile(cookies)).toMatchObject({ role: 'advisor', advisor: null });
  });

  it('never carries the session token or any secret', async () => {
    const { cookies } = await signUp(t);
    await patchOk(cookies, { personal: PERSONAL, contact: CONTACT, socialLinks: SOCIAL, spouse: SPOUSE, dependents: DEPENDENTS });
    const body = (await getProfile(cookies)).body;
    const token = decodeURIComponent(cookies.find((pair) => pair.startsWith('finboard.session_token='))?.split('=')[1] ?? '');
    expect(token.length).toBeGreaterThan(10);
    expect(body).not.toContain(token);
    expect(body).not.toContain(token.split('.')[0]);
    expect(body.toLowerCase()).not.toMatch(/password|token|secret|"iam"/);
  });
});

describe('PATCH /api/profile: what is saved comes back identical', () => {
  it('every client section round-trips field for field', async () => {
    const { cookies } = await signUp(t);
    const profile = await patchOk(cookies, {
      personal: PERSONAL,
      contact: CONTACT,
      socialLinks: SOCIAL,
      spouse: SPOUSE,
      dependents: DEPENDENTS,
      identity: { front: { expiryDate: '2031-01-31' }, back: { expiryDate: null } },
    });
    expect(profile.personal).toEqual(PERSONAL);
    expect(profile.contact).toEqual(CONTACT);
    expect(profile.socialLinks).toEqual(SOCIAL);
    expect(profile.spouse).toEqual(SPOUSE);
    expect(profile.dependents).toEqual(DEPENDENTS);
    expect(profile.identity).toEqual({ front: { imageUrl: null, expiryDate: '2031-01-31' }, back: { imageUrl: null, expiryDate: null } });
    expect(profile.advisor).toBeNull();
  });

  it('every advisor detail round-trips field for field', async () => {
    const { cookies } = await signUp(t, { role: 'advisor' });
    const profile = await patchOk(cookies, { advisor: ADVISOR, socialLinks: SOCIAL, personal: PERSONAL });
    expect(profile.advisor).toEqual(ADVISOR);
    expect(profile.socialLinks).toEqual(SOCIAL);
    expect(profile.personal).toEqual(PERSONAL);
  });

  it('the other values of each field round-trip too (false/true flipped, nulls, other options)', async () => {
    const { cookies } = await signUp(t, { role: 'advisor' });
    const personal = { ...PERSONAL, dateOfBirth: null, hasSpouse: false, children: 0, phone: '', phone2: '', description: '', employer: '' };
    const contact = { ...CONTACT, isNonUsAddress: false, emailAlert: true, smsAlert: false, addressLine2: '' };
    const spouse = { ...SPOUSE, dateOfBirth: null, incomeCents: 0, retirementAge: null, usCitizen: 'No' };
    const advisorDetails = {
      ...ADVISOR,
      minimumClientRelationshipSize: 'Any',
      filedBankruptcy: true,
      manageFunds: false,
      clientTypes: [],
      professionalLicenses: ['Life Insurance', 'S7', 'S63', 'S65', 'S66', 'S24'],
      examDate: null,
      calendarLink: '',
      firmWebsite: '',
      officeNumber: '',
    };
    const profile = await patchOk(cookies, { personal, contact, spouse, advisor: advisorDetails });
    expect(profile).toMatchObject({ personal, contact, spouse, advisor: advisorDetails });
    const second = await patchOk(cookies, { spouse: { ...spouse, usCitizen: null } });
    expect(second.spouse.usCitizen).toBeNull();
  });

  it('boundary values are accepted: 1900-01-01 and today, 20 children, 2000-character text, 15-digit phones, ages 50 and 70', async () => {
    const { cookies } = await signUp(t);
    const long = 'x'.repeat(2000);
    const personal = { ...PERSONAL, dateOfBirth: '1900-01-01', children: 20, description: long, employer: 'e'.repeat(200), phone: '123456789012345' };
    let profile = await patchOk(cookies, { personal, spouse: { ...SPOUSE, dateOfBirth: TODAY, retirementAge: 50 } });
    expect(profile.personal).toEqual(personal);
    expect(profile.spouse).toMatchObject({ dateOfBirth: TODAY, retirementAge: 50 });
    profile = await patchOk(cookies, {
      personal: { ...personal, dateOfBirth: TODAY },
      spouse: { ...SPOUSE, retirementAge: 70, incomeCents: Number.MAX_SAFE_INTEGER },
    });
    expect(profile.personal.dateOfBirth).toBe(TODAY);
    expect(profile.spouse).toMatchObject({ retirementAge: 70, incomeCents: Number.MAX_SAFE_INTEGER });
    const twenty = Array.from({ length: 20 }, (_, index) => ({ firstName: `Child ${index + 1}`, dateOfBirth: null }));
    expect((await patchOk(cookies, { dependents: twenty })).dependents).toEqual(twenty);
  });

  it('text is trimmed before it is stored', async () => {
    const { cookies } = await signUp(t);
    const profile = await patchOk(cookies, {
      personal: { ...PERSONAL, employer: '  Acme  ', phone: ' 555-123-4567 ' },
      contact: { ...CONTACT, city: '\tSpringfield ' },
    });
    expect(profile.personal).toMatchObject({ employer: 'Acme', phone: '555-123-4567' });
    expect(profile.contact.city).toBe('Springfield');
  });

  it('a section left out is untouched; a section sent is saved whole', async () => {
    const { cookies } = await signUp(t);
    await patchOk(cookies, { personal: PERSONAL, contact: CONTACT, spouse: SPOUSE, dependents: DEPENDENTS });
    const profile = await patchOk(cookies, { contact: { ...CONTACT, city: 'Shelbyville' } });
    expect(profile.personal).toEqual(PERSONAL);
    expect(profile.spouse).toEqual(SPOUSE);
    expect(profile.dependents).toEqual(DEPENDENTS);
    expect(profile.contact).toEqual({ ...CONTACT, city: 'Shelbyville' });
    // An empty body changes nothing.
    expect(await patchOk(cookies, {})).toEqual(profile);
  });

  it('spouse null removes the spouse; an empty list removes the dependents; order is kept', async () => {
    const { cookies } = await signUp(t);
    await patchOk(cookies, { spouse: SPOUSE, dependents: DEPENDENTS });
    const reversed = [...DEPENDENTS].reverse();
    expect((await patchOk(cookies, { dependents: reversed })).dependents).toEqual(reversed);
    const profile = await patchOk(cookies, { spouse: null, dependents: [] });
    expect(profile.spouse).toBeNull();
    expect(profile.dependents).toEqual([]);
  });

  it("an identity side's expiry can be set and changed without an image; null and '' remove it", async () => {
    const { cookies } = await signUp(t);
    let profile = await patchOk(cookies, { identity: { front: { expiryDate: '2030-01-01' }, back: { expiryDate: '2032-12-31' } } });
    expect(profile.identity).toEqual({ front: { imageUrl: null, expiryDate: '2030-01-01' }, back: { imageUrl: null, expiryDate: '2032-12-31' } });
    profile = await patchOk(cookies, { identity: { front: { expiryDate: '2031-06-30' } } });
    expect(profile.identity.front.expiryDate).toBe('2031-06-30');
    expect(profile.identity.back.expiryDate).toBe('2032-12-31');
    profile = await patchOk(cookies, { identity: { front: '', back: null } });
    expect(profile.identity).toEqual({ front: { imageUrl: null, expiryDate: null }, back: { imageUrl: null, expiryDate: null } });
  });
});

describe('PATCH /api/profile: advisor links and client types are normalised', () => {
  it('social links, website, calendar link and firm website get https:// unless they start with http', async () => {
    const { cookies } = await signUp(t, { role: 'advisor' });
    const profile = await patchOk(cookies, {
      socialLinks: {
        website: 'ada.example.com',
        twitter: 'twitter.com/ada',
        linkedin: 'www.linkedin.com/in/ada',
        facebook: 'http://facebook.com/ada',
        instagram: 'https://instagram.com/ada',
        youtube: '',
      },
      advisor: { ...ADVISOR, calendarLink: 'calendly.com/ada/30min', firmWebsite: '  www.lovelace.example.com/about  ' },
    });
    expect(profile.socialLinks).toEqual({
      website: 'https://ada.example.com',
      twitter: 'https://twitter.com/ada',
      linkedin: 'https://www.linkedin.com/in/ada',
      facebook: 'http://facebook.com/ada',
      instagram: 'https://instagram.com/ada',
      youtube: '',
    });
    expect(profile.advisor).toMatchObject({ calendarLink: 'https://calendly.com/ada/30min', firmWebsite: 'https://www.lovelace.example.com/about' });
  });

  it('a client gets the same https:// rule for its own links', async () => {
    const { cookies } = await signUp(t);
    expect((await patchOk(cookies, { socialLinks: { ...SOCIAL, website: 'mary.example.org' } })).socialLinks.website).toBe('https://mary.example.org');
  });

  it('a link that starts with "http" but has no scheme, or an upper-case scheme, still becomes a working https:// link', async () => {
    const { cookies } = await signUp(t, { role: 'advisor' });
    const profile = await patchOk(cookies, {
      socialLinks: { ...SOCIAL, website: 'httpbin.org', twitter: 'HTTPS://Twitter.com/Ada', linkedin: 'Http://www.linkedin.com/in/ada' },
      advisor: { ...ADVISOR, firmWebsite: 'httpie.io/about' },
    });
    expect(profile.socialLinks).toMatchObject({
      website: 'https://httpbin.org',
      twitter: 'https://Twitter.com/Ada',
      linkedin: 'http://www.linkedin.com/in/ada',
    });
    expect(profile.advisor.firmWebsite).toBe('https://httpie.io/about');
  });

  it.each([
    ['All alone', ['All'], ALL_TWELVE],
    ['All with some', ['Trust', 'All'], ALL_TWELVE],
    ['the eleven types', ALL_TWELVE.slice(1).reverse(), ALL_TWELVE],
    ['all twelve', ALL_TWELVE, ALL_TWELVE],
    ['some, duplicated, out of order', ['Trust', 'Retirement', 'Trust'], ['Retirement', 'Trust']],
    ['none', [], []],
  ])('client-type chips: %s', async (_label, clientTypes, expected) => {
    const profile = await patchOk(advisor.cookies, { advisor: { ...ADVISOR, clientTypes } });
    expect(profile.advisor.clientTypes).toEqual(expected);
  });

  it('categories are saved in their canonical case, once each; left out, the saved ones stay', async () => {
    const { cookies } = await signUp(t, { role: 'advisor' });
    let profile = await patchOk(cookies, { advisor: { ...ADVISOR, categories: ['cfp', 'Aep', 'CFP', 'jd'] } });
    expect(profile.advisor.categories).toEqual(['CFP', 'AEP', 'JD']);
    const { categories: _categories, ...withoutCategories } = ADVISOR;
    profile = await patchOk(cookies, { advisor: { ...withoutCategories, firmName: 'Renamed' } });
    expect(profile.advisor).toMatchObject({ firmName: 'Renamed', categories: ['CFP', 'AEP', 'JD'] });
    profile = await patchOk(cookies, { advisor: { ...ADVISOR, categories: [] } });
    expect(profile.advisor.categories).toEqual([]);
  });

  it('licenses are stored once each', async () => {
    const profile = await patchOk(advisor.cookies, { advisor: { ...ADVISOR, professionalLicenses: ['S7', 'S7', 'S24'] } });
    expect(profile.advisor.professionalLicenses).toEqual(['S7', 'S24']);
  });
});

describe('PATCH /api/profile: every field is validated (400, the field named, nothing saved)', () => {
  const personal = (overrides: Record<string, unknown>) => ({ personal: { ...PERSONAL, ...overrides } });
  const contact = (overrides: Record<string, unknown>) => ({ contact: { ...CONTACT, ...overrides } });
  const social = (overrides: Record<string, unknown>) => ({ socialLinks: { ...SOCIAL, ...overrides } });
  const spouse = (overrides: Record<string, unknown>) => ({ spouse: { ...SPOUSE, ...overrides } });
  const without = (value: Record<string, unknown>, key: string) => Object.fromEntries(Object.entries(value).filter(([name]) => name !== key));

  const cases: [string, unknown, string][] = [
    ['birth date before 1900-01-01', personal({ dateOfBirth: '1899-12-31' }), 'personal.dateOfBirth'],
    ['birth date tomorrow', personal({ dateOfBirth: TOMORROW }), 'personal.dateOfBirth'],
    ['birth date far in the future', personal({ dateOfBirth: '2999-01-01' }), 'personal.dateOfBirth'],
    ['birth date that does not exist', personal({ dateOfBirth: '2023-02-30' }), 'personal.dateOfBirth'],
    ['birth date in MM-DD-YYYY', personal({ dateOfBirth: '07-04-1985' }), 'personal.dateOfBirth'],
    ['birth date as an ISO timestamp', personal({ dateOfBirth: '1985-07-04T00:00:00Z' }), 'personal.dateOfBirth'],
    ['birth date as a number', personal({ dateOfBirth: 19850704 }), 'personal.dateOfBirth'],
    ['phone with letters', personal({ phone: 'call me' }), 'personal.phone'],
    ['phone with 16 digits', personal({ phone: '1234567890123456' }), 'personal.phone'],
    ['phone longer than 30 characters', personal({ phone: '1-2-3-4-5-6-7-8-9-0-1-2-3-4-5-6' }), 'personal.phone'],
    ['phone as a number', personal({ phone: 5551234567 }), 'personal.phone'],
    ['second phone with letters', personal({ phone2: '555-CALL' }), 'personal.phone2'],
    ['description over 2000 characters', personal({ description: 'x'.repeat(2001) }), 'personal.description'],
    ['description with a control character', personal({ description: 'bell\u0007' }), 'personal.description'],
    ['description with a NUL character', personal({ description: 'nul\u0000' }), 'personal.description'],
    ['employer over 200 characters', personal({ employer: 'e'.repeat(201) }), 'personal.employer'],
    ['hasSpouse as a string', personal({ hasSpouse: 'true' }), 'personal.hasSpouse'],
    ['children negative', personal({ children: -1 }), 'personal.children'],
    ['children over 20', personal({ children: 21 }), 'personal.children'],
    ['children fractional', personal({ children: 1.5 }), 'personal.children'],
    ['children as a string', personal({ children: '2' }), 'personal.children'],
    ['children null', personal({ children: null }), 'personal.children'],
    ['personal without children (a section is saved whole)', { personal: without(PERSONAL, 'children') }, 'personal.children'],
    ['unknown personal field', personal({ email: 'other@example.com' }), 'personal'],
    ['address over 200 characters', contact({ addressLine1: 'a'.repeat(201) }), 'contact.addressLine1'],
    ['city over 100 characters', contact({ city: 'c'.repeat(101) }), 'contact.city'],
    ['state over 100 characters', contact({ state: 's'.repeat(101) }), 'contact.state'],
    ['zip code over 20 characters', contact({ zipCode: '1'.repeat(21) }), 'contact.zipCode'],
    ['zip code as a number', contact({ zipCode: 62704 }), 'contact.zipCode'],
    ['US zip code that is not a ZIP or ZIP+4', contact({ zipCode: 'ABCDE', isNonUsAddress: false }), 'contact.zipCode'],
    ['US zip code of four digits', contact({ zipCode: '6270', isNonUsAddress: false }), 'contact.zipCode'],
    ['non-US flag as a string', contact({ isNonUsAddress: 'no' }), 'contact.isNonUsAddress'],
    ['email alert null', contact({ emailAlert: null }), 'contact.emailAlert'],
    ['sms alert as 1', contact({ smsAlert: 1 }), 'contact.smsAlert'],
    ['contact without zip code', { contact: without(CONTACT, 'zipCode') }, 'contact.zipCode'],
    ['website that is not a web address', social({ website: 'not a url' }), 'socialLinks.website'],
    ['twitter as javascript:', social({ twitter: 'javascript:alert(1)' }), 'socialLinks.twitter'],
    ['linkedin as data:', social({ linkedin: 'data:text/html,<script>alert(1)</script>' }), 'socialLinks.linkedin'],
    ['facebook over 500 characters', social({ facebook: `https://facebook.com/${'a'.repeat(490)}` }), 'socialLinks.facebook'],
    ['instagram as ftp:', social({ instagram: 'ftp://instagram.com/ada' }), 'socialLinks.instagram'],
    ['youtube without a domain', social({ youtube: 'youtube' }), 'socialLinks.youtube'],
    ['social links without youtube', { socialLinks: without(SOCIAL, 'youtube') }, 'socialLinks.youtube'],
    ['unknown social network', social({ tiktok: 'tiktok.com/@ada' }), 'socialLinks'],
    ['spouse birth date before 1900', spouse({ dateOfBirth: '1899-12-31' }), 'spouse.dateOfBirth'],
    ['spouse birth date tomorrow', spouse({ dateOfBirth: TOMORROW }), 'spouse.dateOfBirth'],
    ['spouse income negative', spouse({ incomeCents: -1 }), 'spouse.incomeCents'],
    ['spouse income fractional', spouse({ incomeCents: 100.5 }), 'spouse.incomeCents'],
    ['spouse income as a string', spouse({ incomeCents: '100' }), 'spouse.incomeCents'],
    ['spouse income 1e300', spouse({ incomeCents: 1e300 }), 'spouse.incomeCents'],
    ['spouse income past the safe integers', spouse({ incomeCents: Number.MAX_SAFE_INTEGER + 1 }), 'spouse.incomeCents'],
    ['spouse retirement age 49', spouse({ retirementAge: 49 }), 'spouse.retirementAge'],
    ['spouse retirement age 71', spouse({ retirementAge: 71 }), 'spouse.retirementAge'],
    ['spouse US citizen lower-case', spouse({ usCitizen: 'yes' }), 'spouse.usCitizen'],
    ['spouse US citizen as a boolean', spouse({ usCitizen: true }), 'spouse.usCitizen'],
    ['spouse first name over 100 characters', spouse({ firstName: 'g'.repeat(101) }), 'spouse.firstName'],
    ['dependent without a first name', { dependents: [{ firstName: '', dateOfBirth: null }] }, 'dependents.0.firstName'],
    ['dependent whose name is only spaces', { dependents: [{ firstName: '   ', dateOfBirth: null }] }, 'dependents.0.firstName'],
    ['dependent born tomorrow', { dependents: [DEPENDENTS[0], { firstName: 'Zed', dateOfBirth: TOMORROW }] }, 'dependents.1.dateOfBirth'],
    ['21 dependents', { dependents: Array.from({ length: 21 }, () => ({ firstName: 'Kid', dateOfBirth: null })) }, 'dependents'],
    ['dependent with an unknown field', { dependents: [{ firstName: 'Kid', dateOfBirth: null, ssn: '123' }] }, 'dependents.0'],
    ['identity expiry in the wrong format', { identity: { front: { expiryDate: '2030/01/01' } } }, 'identity.front.expiryDate'],
    ['identity expiry that does not exist', { identity: { front: { expiryDate: '2030-02-30' } } }, 'identity.front.expiryDate'],
    ['identity expiry month 13', { identity: { back: { expiryDate: '2030-13-01' } } }, 'identity.back.expiryDate'],
    ['identity side as a non-empty string', { identity: { front: 'data:image/png;base64,AAAA' } }, 'identity.front'],
    ['identity side with an image url', { identity: { front: { expiryDate: null, imageUrl: '/api/files/x' } } }, 'identity.front'],
    ['identity with an unknown side', { identity: { middle: '' } }, 'identity'],
  ];

  // The tables' users start from a known state; the last test of the block checks nothing was saved.
  let clientBefore: unknown;
  let advisorBefore: unknown;
  beforeAll(async () => {
    clientBefore = await savedProfile(client.cookies);
    advisorBefore = await savedProfile(advisor.cookies);
  });

  it.each(cases)('%s', async (_label, payload, field) => {
    const error = expectError(await patch(client.cookies, payload), 400, 'VALIDATION');
    expect(error.field).toBe(field);
  });

  it.each([
    ['token', { token: 'secret-token-value-123' }],
    ['tempToken', { tempToken: 'secret-token-value-123' }],
    ['photo (a raw image string)', { photo: 'data:image/jpeg;base64,secret-token-value-123' }],
    ['photoUrl', { photoUrl: '/api/files/secret-token-value-123' }],
    ['frontIdentity (a raw identity string)', { frontIdentity: 'data:image/jpeg;base64,secret-token-value-123' }],
    ['backIdentity', { backIdentity: 'secret-token-value-123' }],
    ['iam', { iam: 'secret-token-value-123' }],
    ['firstName (read-only)', { firstName: 'secret-token-value-123' }],
    ['email (read-only)', { email: 'secret-token-value-123@example.com' }],
    ['role', { role: 'admin' }],
    ['userId', { userId: 'secret-token-value-123' }],
  ])('unknown or read-only field %s → 400, the value never echoed back, nothing saved', async (_label, extra) => {
    const response = await patch(client.cookies, { contact: CONTACT, ...extra });
    expectError(response, 400, 'VALIDATION');
    expect(response.body).not.toContain('secret-token-value-123');
    expect(response.body).not.toContain('admin');
  });

  it('a body that is not an object → 400', async () => {
    for (const payload of ['[]', 'null', '"profile"', '42']) {
      expectError(
        await t.request({ method: 'PATCH', url: '/api/profile', payload, headers: { 'content-type': 'application/json' }, cookies: client.cookies }),
        400,
        'VALIDATION',
      );
    }
  });

  it('signed out → 401', async () => {
    expectError(await t.request({ method: 'PATCH', url: '/api/profile', payload: { contact: CONTACT } }), 401, 'UNAUTHENTICATED');
  });

  it('a client sending advisor details → 403, nothing stored', async () => {
    expectError(await patch(client.cookies, { advisor: ADVISOR }), 403, 'FORBIDDEN');
    const rows = await t.database.db.select().from(advisorProfiles).where(eq(advisorProfiles.userId, client.user.id));
    expect(rows).toEqual([]);
    expect((await savedProfile(client.cookies)).advisor).toBeNull();
  });

  it('a user without a role sending advisor details → 403', async () => {
    const { user, cookies } = await signUp(t);
    await t.database.db.update(users).set({ role: null }).where(eq(users.id, user.id));
    expectError(await patch(cookies, { advisor: ADVISOR }), 403, 'FORBIDDEN');
  });

  const details = (overrides: Record<string, unknown>) => ({ advisor: { ...ADVISOR, ...overrides } });
  const advisorCases: [string, unknown, string][] = [
    ['account minimum not in the list', details({ minimumClientRelationshipSize: '> $3M' }), 'advisor.minimumClientRelationshipSize'],
    ['account minimum empty', details({ minimumClientRelationshipSize: '' }), 'advisor.minimumClientRelationshipSize'],
    ['an unknown license', details({ professionalLicenses: ['S7', 'S99'] }), 'advisor.professionalLicenses'],
    ['11 licenses', details({ professionalLicenses: Array.from({ length: 11 }, () => 'S7') }), 'advisor.professionalLicenses'],
    ['an unknown client type', details({ clientTypes: ['Crypto'] }), 'advisor.clientTypes'],
    ['an unknown category', details({ categories: ['CFP', 'XYZ'] }), 'advisor.categories.1'],
    ['categories as a string', details({ categories: 'CFP' }), 'advisor.categories'],
    ['13 client types', details({ clientTypes: [...ALL_TWELVE, 'Trust'] }), 'advisor.clientTypes'],
    ['client types as a string', details({ clientTypes: 'All' }), 'advisor.clientTypes'],
    ['office number with letters', details({ officeNumber: 'ext. 5' }), 'advisor.officeNumber'],
    ['office number over 30 characters', details({ officeNumber: '5'.repeat(31) }), 'advisor.officeNumber'],
    ['exam date tomorrow', details({ examDate: TOMORROW }), 'advisor.examDate'],
    ['exam date before 1900', details({ examDate: '1899-12-31' }), 'advisor.examDate'],
    ['exam date that does not exist', details({ examDate: '2010-02-30' }), 'advisor.examDate'],
    ['calendar link that is not a web address', details({ calendarLink: 'my calendar' }), 'advisor.calendarLink'],
    ['firm website as javascript:', details({ firmWebsite: 'javascript:alert(1)' }), 'advisor.firmWebsite'],
    ['filed bankruptcy as a string', details({ filedBankruptcy: 'no' }), 'advisor.filedBankruptcy'],
    ['manage funds null', details({ manageFunds: null }), 'advisor.manageFunds'],
    ['profession over 100 characters', details({ profession: 'p'.repeat(101) }), 'advisor.profession'],
    ['policy over 2000 characters', details({ policy: 'p'.repeat(2001) }), 'advisor.policy'],
    ['advisor without firm name', { advisor: without(ADVISOR, 'firmName') }, 'advisor.firmName'],
    ['an unknown advisor field', details({ creationDate: '2020-01-01' }), 'advisor'],
  ];

  it.each(advisorCases)('advisor: %s', async (_label, payload, field) => {
    const error = expectError(await patch(advisor.cookies, payload), 400, 'VALIDATION');
    expect(error.field).toBe(field);
  });

  it("a US address's ZIP code is refused with the directory's message; abroad a postal code is kept as typed", async () => {
    const refused = expectError(await patch(client.cookies, contact({ zipCode: '1e5', isNonUsAddress: false })), 400, 'VALIDATION');
    expect(refused).toMatchObject({ field: 'contact.zipCode', message: 'Enter a 5-digit ZIP code' });
    const other = await signUp(t, { role: 'client' });
    for (const [zipCode, isNonUsAddress] of [
      ['SW1A 1AA', true],
      ['62704-1234', false],
      ['', false],
    ] as const) {
      const answer = await patch(other.cookies, contact({ zipCode, isNonUsAddress }));
      expect(answer.statusCode, answer.body).toBe(200);
    }
  });

  it('none of the refused requests above saved anything', async () => {
    expect(await savedProfile(client.cookies)).toEqual(clientBefore);
    expect(await savedProfile(advisor.cookies)).toEqual(advisorBefore);
  });
});

describe("GET /api/advisors/:userId/profile: an advisor's public profile", () => {
  it("an advisor's → 200 with its public details; never its identity, birth date, street address, spouse or dependents", async () => {
    const owner = await signUp(t, { role: 'advisor', firstName: 'Public', lastName: 'Advisor' });
    // Listed (onboarding finished): an unlisted advisor's profile is the advisor's and connected clients' only (advisor-profile-visibility.test.ts).
    await t.database.db.update(users).set({ completionDate: productToday() }).where(eq(users.id, owner.user.id));
    const own = await patchOk(owner.cookies, {
      advisor: ADVISOR,
      socialLinks: SOCIAL,
      personal: PERSONAL,
      contact: CONTACT,
      spouse: SPOUSE,
      dependents: DEPENDENTS,
      identity: { front: { expiryDate: '2030-01-01' }, back: { expiryDate: '2030-01-02' } },
    });
    const other = await signUp(t, { role: 'advisor' });
    for (const viewer of [client, other]) {
      const response = await publicProfile(owner.user.id, viewer.cookies);
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json().profile).toEqual({
        ...own,
        personal: { ...PERSONAL, dateOfBirth: null, phone2: '', hasSpouse: false, children: 0 },
        contact: { ...CONTACT, addressLine1: '', addressLine2: '' },
        spouse: null,
        dependents: [],
        identity: null,
      });
      for (const secret of [
        '2030-01-01',
        '2030-01-02',
        PERSONAL.dateOfBirth,
        PERSONAL.phone2,
        CONTACT.addressLine1,
        SPOUSE.firstName,
        SPOUSE.dateOfBirth,
        'Alan',
        'Barbara',
      ]) {
        expect(response.body).not.toContain(secret);
      }
    }
    // The owner looking at its own public page sees everything, identity included.
    const mine = await publicProfile(owner.user.id, owner.cookies);
    expect(mine.json().profile).toEqual(own);
  });

  it("a client's profile → 404, exactly as for an id that does not exist", async () => {
    await patchOk(client.cookies, { personal: PERSONAL });
    const viewer = await signUp(t, { role: 'advisor' });
    const clientsPage = expectError(await publicProfile(client.user.id, viewer.cookies), 404, 'NOT_FOUND');
    const nobody = expectError(await publicProfile('no-such-user-id', viewer.cookies), 404, 'NOT_FOUND');
    expect({ ...clientsPage, requestId: null }).toEqual({ ...nobody, requestId: null });
    // Even the client itself does not get a public advisor page.
    expectError(await publicProfile(client.user.id, client.cookies), 404, 'NOT_FOUND');
  });

  it('a user without a role is not an advisor: 404', async () => {
    const { user } = await signUp(t);
    await t.database.db.update(users).set({ role: null }).where(eq(users.id, user.id));
    expectError(await publicProfile(user.id, client.cookies), 404, 'NOT_FOUND');
  });

  it('signed out → 401; an over-long id matches no route (404, or the router’s 400 when no web app is built)', async () => {
    expectError(await publicProfile(advisor.user.id), 401, 'UNAUTHENTICATED');
    const response = await publicProfile('x'.repeat(101), client.cookies);
    expect([400, 404], response.body).toContain(response.statusCode);
    expectError(response, response.statusCode);
    expect(response.body).not.toContain('"profile"');
  });
});
