import type {
  advisorRegistrationSources,
  clientAdvisorLinks,
  clientOnboarding,
  financialAccounts,
  incomeRecords,
  institutions,
  spouses,
  transactions,
  userProfiles,
} from '@finboard/db';
import { balanceTypeOf, defaultCategoryType } from '@finboard/domain/accounts';
import { addDays } from '@finboard/domain/calendar';
import { dollarsToCents } from '@finboard/domain/money';
import { demoId } from './demo-advisors';
import type { DemoUserRow } from './demo-advisors.repository';
import { householdIncome, investableOf, type Loan, WORKSPACE_CLIENT_COUNT, workspaceHouseholds, type WorkspaceHousehold } from './demo-workspace-households';
import { householdTransactions, type HouseholdAccountIds } from './demo-workspace-transactions';
import { createSeededRandom } from './seeded-random';

export { WORKSPACE_CLIENT_COUNT };

/**
 * The demo advisor's book beyond the sign-in demo clients (issue 18, issue 32 §3): each client one
 * household of demo-workspace-households.ts, written as the product keeps a person (profile,
 * spouse, onboarding answers, Income page, one linked bank with its accounts and a year of
 * transactions, a home as a manual asset), connected from several sources with varied sharing, a
 * few stale and one needing login, so the dashboard is full on first start.
 */
export const WORKSPACE_EMAIL_DOMAIN = 'clients.finboard-demo.example';
const STALE = new Set([3, 11, 19, 27]);
const NEEDS_LOGIN = 5;
const SOURCES = ['facebook', 'Referral', 'email', 'linkedin', 'Spring Seminar', 'instagram', 'Directory', 'youtube', 'twitter', 'tiktok'];
const LOAN_ACCOUNTS: Record<Loan['kind'], [name: string, subtype: string]> = {
  mortgage: ['30-Year Fixed Mortgage', 'mortgage'],
  auto: ['Auto Loan', 'auto'],
  student: ['Student Loan', 'student'],
};

type Row<T extends { $inferInsert: unknown }> = T['$inferInsert'];
export interface WorkspaceBook {
  users: DemoUserRow[];
  profiles: Row<typeof userProfiles>[];
  spouses: Row<typeof spouses>[];
  onboarding: Row<typeof clientOnboarding>[];
  incomes: Row<typeof incomeRecords>[];
  links: Row<typeof clientAdvisorLinks>[];
  institutions: Row<typeof institutions>[];
  accounts: Row<typeof financialAccounts>[];
  transactions: Row<typeof transactions>[];
  sources: Row<typeof advisorRegistrationSources>[];
  households: WorkspaceHousehold[];
}

const DAY_MS = 86_400_000;
const cents = (dollars: number) => dollarsToCents(Math.round(dollars * 100) / 100);

/** Federal and state together, roughly, by household income: what the Income page's tax rate says. */
function effectiveTaxRate(income: number): number {
  return income < 60_000 ? 0.1 : income < 120_000 ? 0.14 : income < 250_000 ? 0.19 : 0.24;
}

function sharingOf(household: WorkspaceHousehold) {
  const all = household.sharing === 'everything';
  return {
    shareNetWorth: household.sharing !== 'cashFlowOnly',
    shareCashFlow: household.sharing !== 'netWorthOnly',
    shareRetirementScore: all,
    shareAll: all,
  };
}

function personRows(book: WorkspaceBook, household: WorkspaceHousehold, userId: string, today: string) {
  const { earner, spouse } = household;
  const occupation = earner ? `${earner.occupation} at ${earner.employer}` : 'Retired';
  book.profiles.push({
    userId,
    dateOfBirth: household.birthDate,
    phone: household.phone,
    description: household.isRetired ? `Retired ${household.occupation.toLowerCase()}` : occupation,
    employer: earner?.employer ?? '',
    hasSpouse: spouse !== null,
    children: household.children,
    addressLine1: household.address.street,
    city: household.address.city,
    state: household.address.state,
    zipCode: household.address.zip,
  });
  if (spouse) {
    book.spouses.push({
      userId,
      firstName: spouse.firstName,
      lastName: spouse.lastName,
      dateOfBirth: spouse.birthDate,
      incomeCents: cents(spouse.earner?.annualSalary ?? 0),
      retirementAge: household.retirementAge,
      usCitizen: true,
    });
  }
  book.onboarding.push({
    userId,
    highestPriority: household.isRetired ? 'Make our savings last' : household.age < 35 ? 'Pay off debt and start investing' : 'Retire comfortably',
    birthDate: household.birthDate,
    hasSpouse: spouse !== null,
    spouseBirthDate: spouse?.birthDate ?? null,
    spouseFirstName: spouse?.firstName ?? '',
    spouseLastName: spouse?.lastName ?? '',
    retirementAge: household.retirementAge,
    incomeCents: cents(earner?.annualSalary ?? (household.socialSecurityMonthly + household.pensionMonthly) * 12),
    retirementIncomeRate: 0.8,
    savingsRate: household.savingsRate,
    totalSavingsCents: cents(investableOf(household)),
    updatedAt: new Date(`${today}T12:00:00Z`),
  });
  const incomeInfos = [
    ...(earner ? [{ owner: 'self', employerName: earner.employer, annualSalaryCents: cents(earner.annualSalary) }] : []),
    ...(spouse?.earner ? [{ owner: 'spouse', employerName: spouse.earner.employer, annualSalaryCents: cents(spouse.earner.annualSalary) }] : []),
  ];
  // Social Security: a retiree's benefit; a worker's estimate at full retirement age (about 40% of pay, capped).
  const pia = household.socialSecurityMonthly || Math.min(Math.round(((earner?.annualSalary ?? 0) * 0.4) / 12 / 10) * 10, 3_900);
  book.incomes.push({
    userId,
    incomeInfos,
    owner: spouse ? 'joint' : 'self',
    effectiveTaxRate: effectiveTaxRate(householdIncome(household)),
    taxStatus: spouse ? 'Married Filing Jointly' : 'Single',
    socialSecurityPiaCents: cents(pia),
    socialSecurityEarliestAge: 62,
    socialSecurityLatestAge: 70,
  });
}

/** The household's accounts at its bank, and its home as a manual asset (as Dana keeps hers). */
function accountRows(book: WorkspaceBook, household: WorkspaceHousehold, userId: string, institutionId: string, today: string, acceptedAt: Date) {
  const random = createSeededRandom(1800 + household.index);
  const account = (name: string, type: string, subtype: string, dollars: number, details: Record<string, unknown> | null = null) => {
    const n = book.accounts.length;
    const providerAccountId = `demo-${n}-${random.int(1000, 9999)}`;
    book.accounts.push({
      id: demoId('workspace-account', n),
      userId,
      institutionId,
      providerAccountId,
      name,
      mask: providerAccountId.slice(-4),
      accountType: type,
      accountSubtype: subtype,
      balanceType: balanceTypeOf(type),
      amountCents: cents(dollars),
      balanceDate: today,
      isManualRecord: false,
      details,
    });
    return providerAccountId;
  };
  const checking = account('Everyday Checking', 'depository', 'checking', household.checking);
  const savings = account('High-Yield Savings', 'depository', 'savings', household.savings);
  // Its balance is what the card was charged and not yet paid, set once the transactions are known.
  const creditCard = account('Cash Rewards Card', 'credit', 'credit card', 0);
  if (household.retirement401k > 0) account('401(k) Retirement Plan', 'investment', '401k', household.retirement401k);
  if (household.ira > 0) account(household.age < 45 ? 'Roth IRA' : 'Traditional IRA', 'investment', household.age < 45 ? 'roth' : 'ira', household.ira);
  if (household.brokerage > 0) account('Individual Brokerage', 'investment', 'brokerage', household.brokerage);
  const loans = household.loans.map((loan) => {
    const [name, subtype] = LOAN_ACCOUNTS[loan.kind];
    const details = {
      interest_rate_percentage: loan.ratePercent,
      minimum_payment_amount_cents: cents(loan.monthlyPayment),
      origination_date: loan.originationDate,
      origination_principal_amount_cents: cents(loan.principal),
    };
    return { kind: loan.kind, providerAccountId: account(name, 'loan', subtype, loan.balance, details) };
  });
  if (household.home) {
    const homeInstitutionId = demoId('workspace-home-institution', household.index);
    book.institutions.push({
      id: homeInstitutionId,
      userId,
      provider: 'manual',
      providerItemId: null,
      name: 'Home',
      errorCode: null,
      isManualRecord: true,
      lastSyncedAt: null,
      createdAt: acceptedAt,
      updatedAt: acceptedAt,
    });
    const n = book.accounts.length;
    book.accounts.push({
      id: demoId('workspace-account', n),
      userId,
      institutionId: homeInstitutionId,
      providerAccountId: null,
      name: household.address.street,
      mask: null,
      accountType: 'property',
      accountSubtype: 'primary residence',
      balanceType: 'assets',
      amountCents: cents(household.home.value),
      balanceDate: today,
      isManualRecord: true,
      details: null,
    });
  }
  const ids: HouseholdAccountIds = { checking, creditCard, savingsMask: savings.slice(-4), loans };
  return ids;
}

function transactionRows(book: WorkspaceBook, household: WorkspaceHousehold, userId: string, institutionId: string, ids: HouseholdAccountIds, today: string) {
  const accountIdOf = new Map(book.accounts.filter((row) => row.userId === userId).map((row) => [row.providerAccountId, row.id]));
  let cardOwed = 0;
  // Fixed ids without a hash per row (there are some twenty-five thousand): the client's prefix and a counter.
  const idPrefix = demoId('workspace-tx', household.index).slice(0, 24);
  householdTransactions(household, ids, today).forEach((seed, k) => {
    const amountCents = dollarsToCents(seed.amount);
    if (seed.accountId === ids.creditCard) cardOwed += amountCents;
    book.transactions.push({
      id: `${idPrefix}${k.toString(16).padStart(8, '0')}`,
      userId,
      institutionId,
      accountId: accountIdOf.get(seed.accountId) as string,
      providerTransactionId: `demo-workspace-${household.index}-${k}`,
      amountCents,
      date: seed.date,
      authorizedDate: seed.channel === 'other' ? null : addDays(seed.date, -seed.lagDays),
      name: seed.name,
      merchantName: seed.merchantName,
      transactionType: seed.channel,
      categoryPrimary: seed.primary,
      categoryDetailed: seed.detailed,
      categoryType: defaultCategoryType(seed.primary, seed.detailed, amountCents),
      pending: false,
    });
  });
  const card = book.accounts.find((row) => row.providerAccountId === ids.creditCard);
  if (card) card.amountCents = cardOwed;
}

export function buildWorkspaceBook(advisorId: string, today: string, now: Date): WorkspaceBook {
  const households = workspaceHouseholds(today);
  const book: WorkspaceBook = {
    users: [],
    profiles: [],
    spouses: [],
    onboarding: [],
    incomes: [],
    links: [],
    institutions: [],
    accounts: [],
    transactions: [],
    sources: [],
    households,
  };
  book.sources.push(
    { id: demoId('workspace-source', 0), userId: advisorId, name: 'Spring Seminar', expiryDate: addDays(today, 60) },
    { id: demoId('workspace-source', 1), userId: advisorId, name: 'Autumn Webinar', expiryDate: addDays(today, -30) },
  );
  for (const household of households) {
    const i = household.index;
    const id = demoId('workspace-client', i);
    const { firstName, lastName } = household;
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
    book.links.push({
      id: demoId('workspace-link', i),
      userId: id,
      advisorId,
      status: 'connected',
      requestedBy: 'advisor',
      source: SOURCES[i % SOURCES.length] as string,
      ...sharingOf(household),
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
      name: household.bank,
      errorCode: i === NEEDS_LOGIN ? 'ITEM_LOGIN_REQUIRED' : null,
      isManualRecord: false,
      lastSyncedAt: new Date(now.getTime() - staleDays * DAY_MS - 2 * 3_600_000),
      createdAt: acceptedAt,
      updatedAt: acceptedAt,
    });
    personRows(book, household, id, today);
    const ids = accountRows(book, household, id, institutionId, today, acceptedAt);
    transactionRows(book, household, id, institutionId, ids, today);
  }
  return book;
}
