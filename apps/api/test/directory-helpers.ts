import { users } from '@finboard/db';
import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { signUp, type TestApp } from './test-app';

/** Helpers of the directory tests: advisors made the real way (profile and onboarding Finish), searches. */

export type Party = Awaited<ReturnType<typeof signUp>>;

export const ADVISOR_DETAILS = {
  profession: 'Financial Planner',
  categories: ['CFP'],
  minimumClientRelationshipSize: 'Any',
  filedBankruptcy: false,
  clientTypes: ['Retirement'],
  professionalLicenses: ['S7'],
  examDate: '2010-05-01',
  professionalDesignation: 'CFP',
  professionalDesignationAlt: '',
  firmName: 'Planning Co',
  officeNumber: '555-000-1111',
  calendarLink: 'https://cal.example.com/planner',
  firmWebsite: 'https://planning.example.com',
  secCrd: '123456',
  cfpId: '',
  policy: '',
  carrier: '',
  disciplinaryInformation: '',
  manageFunds: false,
};

export const CONTACT = {
  addressLine1: '',
  addressLine2: '',
  city: '',
  state: '',
  zipCode: '',
  isNonUsAddress: false,
  emailAlert: true,
  smsAlert: false,
};

const SOCIAL = { website: '', twitter: '', linkedin: '', facebook: '', instagram: '', youtube: '' };

export interface AdvisorSeed {
  firstName?: string;
  zip?: string;
  city?: string;
  state?: string;
  nonUs?: boolean;
  categories?: string[];
  clientTypes?: string[];
  /** Save the ZIP code after Finish (the profile page) rather than before it. */
  zipAfterFinish?: boolean;
  /** false: details saved on the profile but onboarding never finished (not listed). */
  finish?: boolean;
}

export async function saveContact(t: TestApp, advisor: Party, seed: AdvisorSeed) {
  const contact = { ...CONTACT, zipCode: seed.zip ?? '', city: seed.city ?? '', state: seed.state ?? '', isNonUsAddress: seed.nonUs ?? false };
  const answer = await t.request({ method: 'PATCH', url: '/api/profile', payload: { contact }, cookies: advisor.cookies });
  expect(answer.statusCode, answer.body).toBe(200);
}

/** An advisor registered, placed and (unless `finish: false`) listed, through the api alone. */
export async function createAdvisor(t: TestApp, seed: AdvisorSeed = {}): Promise<Party> {
  const advisor = await signUp(t, { role: 'advisor', firstName: seed.firstName ?? 'Ada', lastName: 'Advisor' });
  const details = {
    ...ADVISOR_DETAILS,
    categories: seed.categories ?? ADVISOR_DETAILS.categories,
    clientTypes: seed.clientTypes ?? ADVISOR_DETAILS.clientTypes,
  };
  if (seed.zip !== undefined && !seed.zipAfterFinish) await saveContact(t, advisor, seed);
  const answer =
    seed.finish === false
      ? await t.request({ method: 'PATCH', url: '/api/profile', payload: { advisor: details }, cookies: advisor.cookies })
      : await t.request({
          method: 'POST',
          url: '/api/onboarding/advisor',
          payload: { description: '', phone: '', advisor: details, socialLinks: SOCIAL },
          cookies: advisor.cookies,
        });
  expect(answer.statusCode, answer.body).toBe(200);
  if (seed.zip !== undefined && seed.zipAfterFinish) await saveContact(t, advisor, seed);
  return advisor;
}

/** Backdates when an advisor finished onboarding (the no-ZIP list is longest-standing first). */
export async function setCompletionDate(t: TestApp, userId: string, date: string) {
  await t.database.db.update(users).set({ completionDate: date }).where(eq(users.id, userId));
}

/** Query parameters; a list repeats its key, an undefined one is left out. */
export type SearchQuery = Record<string, string | number | (string | number)[] | undefined>;

export function searchUrl(query: SearchQuery = {}) {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined) continue;
    for (const item of [value].flat()) params.append(key, String(item));
  }
  const text = params.toString();
  return `/api/directory/advisors${text ? `?${text}` : ''}`;
}

export function search(t: TestApp, query: SearchQuery = {}, options: { cookies?: string[]; remoteAddress?: string } = {}) {
  return t.request({
    method: 'GET',
    url: searchUrl(query),
    cookies: options.cookies,
    ...(options.remoteAddress ? { remoteAddress: options.remoteAddress } : {}),
  });
}

export interface CardAnswer {
  id: string;
  distanceMiles: number | null;
  rating: { average: number | null; count: number };
  viewerConnection: { id: string; status: string; requestedBy: string } | null;
  [key: string]: unknown;
}
export interface SearchAnswer {
  place: { zip: string; city: string; state: string } | null;
  zipKnown: boolean;
  radiusMiles: number | null;
  total: number;
  page: number;
  pageSize: number;
  advisors: CardAnswer[];
}

export async function searchOk(t: TestApp, query: SearchQuery = {}, options: { cookies?: string[]; remoteAddress?: string } = {}): Promise<SearchAnswer> {
  const answer = await search(t, query, options);
  expect(answer.statusCode, answer.body).toBe(200);
  return answer.json<SearchAnswer>();
}
