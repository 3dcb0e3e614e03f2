import type { advisorRegistrationSources, clientAdvisorLinks, financialAccounts, institutions } from '@finboard/db';
import { balanceTypeOf } from '@finboard/domain/accounts';
import { addDays } from '@finboard/domain/calendar';
import { demoId } from './demo-advisors';
import type { DemoUserRow } from './demo-advisors.repository';
import { createSeededRandom } from './seeded-random';

/**
 * The demo advisor's book beyond the sign-in demo clients (issue 18): connected clients from several
 * sources with varied accounts, a few stale and one needing login, so the dashboard is full on first
 * start. Its own random sequence: the other seeders' data stays exactly as it was.
 */
export const WORKSPACE_CLIENT_COUNT = 38;
export const WORKSPACE_EMAIL_DOMAIN = 'clients.finboard-demo.example';
const STALE = new Set([3, 11, 19, 27]);
const NEEDS_LOGIN = 5;
const SOURCES = ['facebook', 'Referral', 'email', 'linkedin', 'Spring Seminar', 'instagram', 'Directory', 'youtube', 'twitter', 'tiktok'];
const FIRST = [
  'Avery',
  'Blake',
  'Casey',
  'Devon',
  'Emerson',
  'Finley',
  'Harper',
  'Jordan',
  'Kendall',
  'Logan',
  'Morgan',
  'Parker',
  'Quinn',
  'Reese',
  'Rowan',
  'Sawyer',
  'Taylor',
  'Skyler',
  'Hayden',
];
const LAST = ['Nguyen', 'Okafor', 'Schmidt', 'Rossi', 'Tanaka', 'Haddad', 'Kowalski', 'Fernandez', 'Lindqvist', 'Mensah', 'Dubois', 'Novak', 'Osei'];
const BANKS = ['First Platypus Bank', 'Tartan Bank', 'Houndstooth Bank', 'Gingham Credit Union'];

type AccountSeed = [name: string, type: string, subtype: string, minDollars: number, maxDollars: number];
const EVERYONE: AccountSeed[] = [
  ['Checking', 'depository', 'checking', 2_000, 25_000],
  ['Savings', 'depository', 'savings', 5_000, 80_000],
  ['401(k)', 'investment', '401k', 20_000, 600_000],
  ['Credit Card', 'credit', 'credit card', 300, 8_000],
];
const SOME: AccountSeed[] = [
  ['Brokerage', 'investment', 'brokerage', 10_000, 300_000],
  ['Roth IRA', 'investment', 'roth', 5_000, 120_000],
  ['Mortgage', 'loan', 'mortgage', 150_000, 450_000],
  ['Auto Loan', 'loan', 'auto', 5_000, 35_000],
];

export interface WorkspaceBook {
  users: DemoUserRow[];
  links: (typeof clientAdvisorLinks.$inferInsert)[];
  institutions: (typeof institutions.$inferInsert)[];
  accounts: (typeof financialAccounts.$inferInsert)[];
  sources: (typeof advisorRegistrationSources.$inferInsert)[];
}

const DAY_MS = 86_400_000;

function accountsOf(
  book: WorkspaceBook,
  clientId: string,
  institutionId: string,
  seeds: AccountSeed[],
  today: string,
  random: ReturnType<typeof createSeededRandom>,
) {
  for (const [name, type, subtype, min, max] of seeds) {
    book.accounts.push({
      id: demoId('workspace-account', book.accounts.length),
      userId: clientId,
      institutionId,
      providerAccountId: `demo-${book.accounts.length}`,
      name,
      mask: String(random.int(1000, 9999)),
      accountType: type,
      accountSubtype: subtype,
      balanceType: balanceTypeOf(type),
      amountCents: random.int(min, max) * 100 + random.int(0, 99),
      balanceDate: today,
    });
  }
}

export function buildWorkspaceBook(advisorId: string, today: string, now: Date): WorkspaceBook {
  const random = createSeededRandom(18);
  const book: WorkspaceBook = { users: [], links: [], institutions: [], accounts: [], sources: [] };
  book.sources.push(
    { id: demoId('workspace-source', 0), userId: advisorId, name: 'Spring Seminar', expiryDate: addDays(today, 60) },
    { id: demoId('workspace-source', 1), userId: advisorId, name: 'Autumn Webinar', expiryDate: addDays(today, -30) },
  );
  for (let i = 0; i < WORKSPACE_CLIENT_COUNT; i += 1) {
    const id = demoId('workspace-client', i);
    const firstName = FIRST[i % FIRST.length] as string;
    const lastName = LAST[i % LAST.length] as string;
    const acceptedAt = new Date(now.getTime() - (i * 9 + 1) * DAY_MS);
    book.users.push({
      id,
      name: `${firstName} ${lastName}`,
      email: `${firstName}.${lastName}.${i}@${WORKSPACE_EMAIL_DOMAIN}`.toLowerCase(),
      emailVerified: true,
      firstName,
      lastName,
      role: 'client',
      completionDate: today,
      plan: 'free',
      createdAt: acceptedAt,
      updatedAt: acceptedAt,
    });
    // Every ninth client shares Cash Flow only: connected, with no figure on the dashboard.
    const sharesNetWorth = i % 9 !== 8;
    book.links.push({
      id: demoId('workspace-link', i),
      userId: id,
      advisorId,
      status: 'connected',
      requestedBy: 'advisor',
      source: SOURCES[i % SOURCES.length] as string,
      shareNetWorth: sharesNetWorth,
      shareAll: sharesNetWorth,
      requestedAt: new Date(acceptedAt.getTime() - DAY_MS),
      acceptedAt,
      acceptedFrom: 'Finboard Web',
      updatedAt: acceptedAt,
    });
    const staleDays = i === NEEDS_LOGIN ? 6 : STALE.has(i) ? 4 + (i % 5) : 0;
    const institutionId = demoId('workspace-institution', i);
    book.institutions.push({
      id: institutionId,
      userId: id,
      provider: 'sandbox',
      providerItemId: `demo-workspace-item-${i}`,
      name: BANKS[i % BANKS.length] as string,
      errorCode: i === NEEDS_LOGIN ? 'ITEM_LOGIN_REQUIRED' : null,
      lastSyncedAt: new Date(now.getTime() - staleDays * DAY_MS - 2 * 3_600_000),
      createdAt: acceptedAt,
      updatedAt: acceptedAt,
    });
    accountsOf(book, id, institutionId, [...EVERYONE, ...SOME.filter(() => random.next() < 0.5)], today, random);
  }
  return book;
}
