import { createHash } from 'node:crypto';
import { ACCOUNT_MINIMUMS, CLIENT_TYPE_ALL, CLIENT_TYPES, type AdvisorCategoryAcronym } from '@finboard/domain';
import { addDays, yearOf } from '@finboard/domain/calendar';
import { CATEGORY_PRACTICE, CATEGORY_RING, DEMO_FIRST_NAMES, DEMO_LAST_NAMES, DEMO_PORTRAIT_COLORS } from './demo-advisors-people';
import { DEMO_METROS, DEMO_STREETS } from './demo-advisors-places';
import { DEMO_OFFICE_ZIPS } from './demo-advisors-zips';
import { createSeededRandom, type SeededRandom } from './seeded-random';

/**
 * The directory's demo advisors (pure: the same list on every machine for the same "today").
 * Eleven advisors around each place of demo-advisors-places.ts, one per category of the ring and
 * practising the next two as well, so a search within 25 miles of any of those places finds at
 * least three advisors of every category. They cannot sign in (no password: demo-advisors-seeder.ts).
 */

const DEMO_ADVISORS_SEED = 20_250_301;
/** Every demo advisor's and rating client's email is at this reserved domain (RFC 2606): nothing is ever delivered. */
export const DEMO_DIRECTORY_EMAIL_DOMAIN = 'finboard-demo.example';
export const ADVISORS_PER_PLACE = CATEGORY_RING.length;
/** The demo clients whose ratings the directory's cards show; they cannot sign in either. */
export const DEMO_RATING_CLIENTS = 40;
/** Completion dates are spread over the ten years before the first start. */
const COMPLETION_SPAN_DAYS = 3650;

/** An id that is the same on every start: a hash of what the row is, so a second run finds its rows. */
export function demoId(kind: string, n: number): string {
  return createHash('sha256').update(`finboard-demo:${kind}:${n}`).digest('hex').slice(0, 32);
}
/** The same, shaped like the UUIDs stored files are named by. */
function demoUuid(kind: string, n: number): string {
  const hex = createHash('sha256').update(`finboard-demo:${kind}:${n}`).digest('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-a${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

export interface DemoPerson {
  id: string;
  email: string;
  firstName: string;
  lastName: string;
  completionDate: string;
}

export interface DemoAdvisor extends DemoPerson {
  /** Rank of the metropolitan area the office is in (1 to 50), or null for other places. */
  metroRank: number | null;
  photo: { fileId: string; initials: string; color: string };
  profile: {
    phone: string;
    description: string;
    employer: string;
    addressLine1: string;
    city: string;
    state: string;
    zipCode: string;
    socialLinks: Record<string, string>;
  };
  advisor: {
    profession: string;
    categories: AdvisorCategoryAcronym[];
    minimumClientRelationshipSize: string;
    clientTypes: string[];
    professionalLicenses: string[];
    examDate: string | null;
    professionalDesignation: string;
    professionalDesignationAlt: string;
    firmName: string;
    officeNumber: string;
    calendarLink: string;
    firmWebsite: string;
    secCrd: string;
    cfpId: string;
    carrier: string;
    manageFunds: boolean;
    latitude: number;
    longitude: number;
  };
}

export interface DemoRating {
  advisorId: string;
  clientId: string;
  halfStars: number;
  /** When the client connected: a little after the advisor was listed. */
  connectedDate: string;
}

export interface DemoDirectory {
  advisors: DemoAdvisor[];
  clients: DemoPerson[];
  ratings: DemoRating[];
}

const slug = (text: string) =>
  text
    .toLowerCase()
    .replace(/&/g, 'and')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
const emailName = (text: string) => text.toLowerCase().replace(/[^a-z]/g, '');
const digits = (random: SeededRandom, count: number) => Array.from({ length: count }, () => random.int(0, 9)).join('');
/** 555-0100 to 555-0199 are the numbers set aside for fiction. */
const fictionalPhone = (areaCode: string, random: SeededRandom) => `${areaCode}-555-01${String(random.int(0, 99)).padStart(2, '0')}`;

/** A few of the items, in the list's order. */
function someOf<T>(random: SeededRandom, items: readonly T[], min: number, max: number): T[] {
  const wanted = Math.min(items.length, random.int(min, max));
  const chosen = new Set<T>();
  while (chosen.size < wanted) chosen.add(random.pick(items));
  return items.filter((item) => chosen.has(item));
}

function uniqueName(random: SeededRandom, taken: Set<string>) {
  for (;;) {
    const firstName = random.pick(DEMO_FIRST_NAMES);
    const lastName = random.pick(DEMO_LAST_NAMES);
    const key = `${firstName} ${lastName}`;
    if (taken.has(key)) continue;
    taken.add(key);
    return { firstName, lastName };
  }
}

/** Mostly 'Any' and '> $250k', fewer the higher the minimum. */
function accountMinimum(random: SeededRandom): string {
  const roll = random.next();
  const index = roll < 0.35 ? 0 : roll < 0.6 ? 1 : roll < 0.8 ? 2 : roll < 0.92 ? 3 : 4;
  return ACCOUNT_MINIMUMS[index];
}

/** Initials on a disc whose colour follows the initials, so the same picture serves everyone with them (drawn once). */
function portraitOf(firstName: string, lastName: string) {
  const initials = `${firstName[0]}${lastName[0]}`;
  const code = initials.charCodeAt(0) * 31 + initials.charCodeAt(1);
  return { initials, color: DEMO_PORTRAIT_COLORS[code % DEMO_PORTRAIT_COLORS.length] as string };
}

/** A spread of completion dates: a fixed permutation of the indices over the span, so no two advisors share a day. */
function completionDateOf(index: number, total: number, today: string): string {
  const position = (index * 7919) % total;
  return addDays(today, -(14 + Math.floor((position * COMPLETION_SPAN_DAYS) / total)));
}

/** A licence exam sat in the first years of the practice the description counts ({years} years ago), never in the future. */
function examDateOf(random: SeededRandom, years: number, today: string): string {
  // Three draws, as the date always took, so the directory's later draws stay put.
  const year = Math.min(yearOf(today) - years + random.int(0, 2), yearOf(today) - 1);
  return `${year}-${String(random.int(1, 12)).padStart(2, '0')}-${String(random.int(1, 28)).padStart(2, '0')}`;
}

function buildAdvisors(random: SeededRandom, today: string, taken: Set<string>): DemoAdvisor[] {
  const total = DEMO_METROS.length * ADVISORS_PER_PLACE;
  const advisors: DemoAdvisor[] = [];
  DEMO_METROS.forEach((metro, metroIndex) => {
    const offices = DEMO_OFFICE_ZIPS[metro.zip];
    if (!offices?.length) throw new Error(`No demo offices for ${metro.city}`);
    for (let k = 0; k < ADVISORS_PER_PLACE; k += 1) {
      const index = advisors.length;
      const ring = (offset: number) => CATEGORY_RING[(k + offset) % CATEGORY_RING.length] as AdvisorCategoryAcronym;
      const categories = [ring(0), ring(1), ring(2)];
      const practice = CATEGORY_PRACTICE[ring(0)];
      const [zipCode, city, state, latitude, longitude] = offices[(k + metroIndex) % offices.length] as (typeof offices)[number];
      const { firstName, lastName } = uniqueName(random, taken);
      const id = demoId('advisor', index);
      const years = random.int(6, 30);
      const fill = (text: string) => text.replace('{last}', lastName).replace('{city}', city).replace('{years}', String(years));
      const firmName = fill(random.pick(practice.firms));
      const firmWebsite = `https://www.${slug(firmName)}.example.com`;
      const licenses = practice.licenses.length ? someOf(random, practice.licenses, 1, Math.min(3, practice.licenses.length)) : [];
      const servesAll = random.next() < 0.06;
      const clientTypes = servesAll ? [CLIENT_TYPE_ALL, ...CLIENT_TYPES] : someOf(random, practice.clientTypes, 2, 4);
      const secondary = CATEGORY_PRACTICE[ring(1)];
      advisors.push({
        id,
        email: `${emailName(firstName)}.${emailName(lastName)}@${DEMO_DIRECTORY_EMAIL_DOMAIN}`,
        firstName,
        lastName,
        completionDate: completionDateOf(index, total, today),
        metroRank: metro.rank ?? null,
        photo: { fileId: demoUuid('advisor-photo', index), ...portraitOf(firstName, lastName) },
        profile: {
          phone: fictionalPhone(metro.areaCode, random),
          description: fill(random.pick(practice.descriptions)),
          employer: firmName,
          addressLine1: `${random.int(10, 2400)} ${random.pick(DEMO_STREETS)}`,
          city,
          state,
          zipCode,
          socialLinks: {
            website: firmWebsite,
            ...(random.next() < 0.6 ? { linkedin: `https://www.linkedin.com/in/${slug(`${firstName} ${lastName}`)}-demo` } : {}),
          },
        },
        advisor: {
          profession: practice.profession,
          categories,
          minimumClientRelationshipSize: accountMinimum(random),
          clientTypes,
          professionalLicenses: licenses,
          examDate: licenses.length ? examDateOf(random, years, today) : null,
          professionalDesignation: practice.designation,
          professionalDesignationAlt: random.next() < 0.5 ? secondary.designation : '',
          firmName,
          officeNumber: fictionalPhone(metro.areaCode, random),
          calendarLink: random.next() < 0.55 ? `https://calendar.example.com/${slug(`${firstName} ${lastName}`)}` : '',
          firmWebsite,
          secCrd: licenses.some((license) => license.startsWith('S')) ? digits(random, 7) : '',
          cfpId: categories.includes('CFP') ? `CFP-${digits(random, 6)}` : '',
          carrier: practice.carrier ? random.pick(practice.carrier) : '',
          manageFunds: random.next() < practice.manageFunds,
          latitude,
          longitude,
        },
      });
      // A CFP Board id only for who holds the CFP® (drawn for every CFP category, so later draws stay put).
      const added = advisors[advisors.length - 1]?.advisor;
      if (added && ![added.professionalDesignation, added.professionalDesignationAlt].includes('CFP®')) added.cfpId = '';
    }
  });
  return advisors;
}

function buildClients(random: SeededRandom, today: string, taken: Set<string>): DemoPerson[] {
  return Array.from({ length: DEMO_RATING_CLIENTS }, (_, index) => {
    const { firstName, lastName } = uniqueName(random, taken);
    return {
      id: demoId('client', index),
      email: `client${String(index + 1).padStart(2, '0')}.${emailName(lastName)}@${DEMO_DIRECTORY_EMAIL_DOMAIN}`,
      firstName,
      lastName,
      completionDate: addDays(today, -random.int(30, 720)),
    };
  });
}

/**
 * About two in five advisors rated by one to four of the demo clients, mostly well (each advisor has a
 * standing around which their clients' half-stars fall), so cards show real averages and counts.
 */
function buildRatings(random: SeededRandom, advisors: readonly DemoAdvisor[], clients: readonly DemoPerson[], today: string): DemoRating[] {
  const ratings: DemoRating[] = [];
  for (const advisor of advisors) {
    if (random.next() >= 0.4) continue;
    const standing = 3.4 + random.next() * 1.6;
    for (const client of someOf(random, clients, 1, 4)) {
      const stars = Math.min(5, Math.max(1, standing + (random.next() - 0.5) * 1.5));
      const connectedDate = addDays(advisor.completionDate, random.int(1, 10));
      ratings.push({
        advisorId: advisor.id,
        clientId: client.id,
        halfStars: Math.round(stars * 2),
        connectedDate: connectedDate < today ? connectedDate : today,
      });
    }
  }
  return ratings;
}

/** Every demo advisor, rating client and rating, for the first start on `today`. */
export function buildDemoDirectory(today: string): DemoDirectory {
  const random = createSeededRandom(DEMO_ADVISORS_SEED);
  const taken = new Set<string>();
  const advisors = buildAdvisors(random, today, taken);
  const clients = buildClients(random, today, taken);
  return { advisors, clients, ratings: buildRatings(random, advisors, clients, today) };
}
