import { addDays, addMonths, daysBetween, eachDay } from '@finboard/domain/calendar';
import type { Household } from '../../providers/aggregation/sandbox/sandbox-household';
import type { SandboxInstitution } from '../../providers/aggregation/sandbox/sandbox-institutions';
import type { SandboxAccountPlan, SandboxItem } from '../../providers/aggregation/sandbox/sandbox-item';
import { lifestyleScale } from '../../providers/aggregation/sandbox/sandbox-customer';
import { LANDLORDS, SUBSCRIPTIONS } from '../../providers/aggregation/sandbox/sandbox-merchants';
import { createRandom, roundCents } from '../../providers/aggregation/sandbox/sandbox-random';
import { recurringOn, subscriptionsOn } from '../../providers/aggregation/sandbox/sandbox-recurring';
import { spendingOn } from '../../providers/aggregation/sandbox/sandbox-spending';
import { achSeed, isScheduledOn, type TxSeed } from '../../providers/aggregation/sandbox/sandbox-tx-seed';
import { type Earner, householdIncome, type WorkspaceHousehold } from './demo-workspace-households';

/**
 * A workspace household's last months of transactions at its bank, from the sandbox's own
 * generators (bills, loan payments, the monthly saving, everyday card spending at most one coffee a
 * day, groceries about weekly) through a small adapter: the household description becomes a sandbox
 * Household whose accounts are the client's. Pay, Social Security and card payments are written
 * here instead, as the description has them: one employer per earner on a real schedule, and the
 * card paid each month for what it was charged the month before.
 */

/** The provider account ids of the household's accounts that carry transactions. */
export interface HouseholdAccountIds {
  checking: string;
  creditCard: string;
  savingsMask: string;
  loans: { kind: 'mortgage' | 'auto' | 'student'; providerAccountId: string }[];
}

/**
 * Whole months of history before the current one. Six, not twelve: the rows are most of what the
 * workspace costs to seed (about 700 a household a year), and `npm start` and many tests seed it.
 */
export const HISTORY_MONTHS = 6;

/** Net pay: about 72% of gross after tax and the 401(k) deferral, as the sandbox pays its customers. */
export const NET_PAY_RATE = 0.72;
/** A Friday payday: biweekly pay falls every other Friday from it. */
const BIWEEKLY_ANCHOR = '2024-01-05';
const LOAN_NAMES = { mortgage: '30-Year Fixed Mortgage', auto: 'Auto Loan', student: 'Student Loan' } as const;

function plan(
  kind: SandboxAccountPlan['kind'],
  type: SandboxAccountPlan['type'],
  subtype: string,
  name: string,
  accountId: string,
  bank: string,
): SandboxAccountPlan {
  return { kind, type, subtype, name, accountId, mask: accountId.slice(-4), officialName: `${bank} ${name}` };
}

/** The description as the sandbox's generators read a customer. */
export function sandboxHouseholdOf(household: WorkspaceHousehold, ids: HouseholdAccountIds, today: string): Household {
  const random = createRandom('workspace-household', household.index);
  const institution: SandboxInstitution = {
    institutionId: `demo-workspace-${household.index}`,
    name: household.bank,
    primaryColor: '#0f766e',
    emblem: 'globe',
    customer: 'everyday banking',
    accounts: ['checking', 'credit card'],
  };
  const checking = plan('checking', 'depository', 'checking', 'Everyday Checking', ids.checking, household.bank);
  const card = plan('credit card', 'credit', 'credit card', 'Cash Rewards Card', ids.creditCard, household.bank);
  const loans = household.loans.map((loan) => {
    const providerAccountId = ids.loans.find((each) => each.kind === loan.kind)?.providerAccountId ?? '';
    return {
      account: plan(loan.kind, 'loan', loan.kind, LOAN_NAMES[loan.kind], providerAccountId, household.bank),
      terms: { ...loan, accountNumber: providerAccountId, disbursementDates: [] },
    };
  });
  const item: SandboxItem = {
    itemId: institution.institutionId,
    itemSeed: `workspace-${household.index}`,
    institution,
    accounts: [checking, card, ...loans.map((loan) => loan.account)],
  };
  const rentYears = Number(today.slice(0, 4)) - 2024;
  return {
    employer: household.earner?.employer ?? '',
    // What the sandbox scales everyday spending by: the household's whole income.
    annualSalary: householdIncome(household),
    isHomeowner: household.home !== null,
    landlord: LANDLORDS[household.index % LANDLORDS.length] as string,
    // The sandbox raises rent 3% each January from 2024: today's rent is the description's.
    rent: household.rentMonthly / 1.03 ** rentYears,
    escrow: household.home?.escrowMonthly ?? 0,
    phoneBill: random.dollars(65, 140),
    electricBase: random.dollars(55, 110),
    savingsTransfer: household.monthlySavingsTransfer,
    subscriptions: SUBSCRIPTIONS.filter(() => random.chance(0.5)),
    // Everyday purchases follow the household's whole income, as the sandbox's own customers' do.
    lifestyle: lifestyleScale(householdIncome(household)),
    // Each earner's pay and every loan are written by this adapter or held at this bank, never outside it.
    secondEarner: null,
    outsideLoans: [],
    item,
    checking,
    savings: null,
    // The monthly saving leaves the checking account for the savings account, whose own side the
    // bank does not report here: Budget Insights counts it as Savings (see category-type.ts).
    savingsTarget: household.monthlySavingsTransfer > 0 ? { kind: 'external', bank: household.bank, mask: ids.savingsMask } : null,
    externalMortgage: null,
    spending: card,
    creditCards: [card],
    loans,
    interestBearing: [],
  };
}

/** Whether `earner` is paid on `date`: every other Friday, or the 15th and the last day (the business day before a weekend). */
export function isPayday(schedule: Earner['schedule'], date: string, offsetWeeks = 0): boolean {
  if (schedule === 'semimonthly') return isScheduledOn(date, 15) || isScheduledOn(date, 'last');
  const days = daysBetween(addDays(BIWEEKLY_ANCHOR, offsetWeeks * 7), date);
  return days >= 0 && days % 14 === 0;
}

function payOn(household: WorkspaceHousehold, checking: string, date: string): TxSeed[] {
  const out: TxSeed[] = [];
  const earners = [household.earner, household.spouse?.earner ?? null];
  earners.forEach((earner, person) => {
    // A couple with the same schedule are not paid the same Friday by coincidence.
    if (!earner || !isPayday(earner.schedule, date, person)) return;
    const perYear = earner.schedule === 'biweekly' ? 26 : 24;
    out.push(
      achSeed({
        key: `payroll-${person}`,
        accountId: checking,
        date,
        amount: -roundCents((earner.annualSalary * NET_PAY_RATE) / perYear),
        name: `${earner.employer.toUpperCase()} PAYROLL DIRECT DEP`,
        merchantName: earner.employer,
        primary: 'INCOME',
        detailed: 'INCOME_WAGES',
      }),
    );
  });
  if (household.socialSecurityMonthly > 0 && isScheduledOn(date, 3)) {
    out.push(
      achSeed({
        key: 'social-security',
        accountId: checking,
        date,
        amount: -household.socialSecurityMonthly,
        name: 'SSA TREAS 310 XXSOC SEC',
        merchantName: 'Social Security Administration',
        primary: 'INCOME',
        detailed: 'INCOME_RETIREMENT_PENSION',
      }),
    );
  }
  if (household.pensionPayer && isScheduledOn(date, 1)) {
    out.push(
      achSeed({
        key: 'pension',
        accountId: checking,
        date,
        amount: -household.pensionMonthly,
        name: `${household.pensionPayer.toUpperCase()} PENSION`,
        merchantName: household.pensionPayer,
        primary: 'INCOME',
        detailed: 'INCOME_RETIREMENT_PENSION',
      }),
    );
  }
  return out;
}

/** The card paid in full on the 22nd for what it was charged the month before (nothing before the history starts). */
function cardPaymentsOf(card: SandboxAccountPlan, checking: string, seeds: TxSeed[], start: string, today: string): TxSeed[] {
  const charged = new Map<string, number>();
  for (const seed of seeds) if (seed.accountId === card.accountId) charged.set(seed.date.slice(0, 7), (charged.get(seed.date.slice(0, 7)) ?? 0) + seed.amount);
  const out: TxSeed[] = [];
  for (const date of eachDay(addMonths(start, 1), today)) {
    if (!isScheduledOn(date, 22)) continue;
    const amount = roundCents(charged.get(addMonths(`${date.slice(0, 7)}-01`, -1).slice(0, 7)) ?? 0);
    if (amount <= 0) continue;
    out.push(
      achSeed({
        key: 'card-payment',
        accountId: checking,
        date,
        amount,
        name: `Payment to ${card.name} ...${card.mask}`,
        merchantName: null,
        primary: 'LOAN_PAYMENTS',
        detailed: 'LOAN_PAYMENTS_CREDIT_CARD_PAYMENT',
        channel: 'online',
      }),
      achSeed({
        key: 'payment',
        accountId: card.accountId,
        date,
        amount: -amount,
        name: 'Payment Thank You - Web',
        merchantName: null,
        primary: 'LOAN_PAYMENTS',
        detailed: 'LOAN_PAYMENTS_CREDIT_CARD_PAYMENT',
      }),
    );
  }
  return out;
}

/** Which of the sandbox's own entries the description replaces or rules out. */
function keeps(household: Household, seed: TxSeed): boolean {
  if (seed.key === 'payroll' || seed.key.startsWith('card-')) return false;
  if (seed.key === 'payment' && seed.accountId === household.spending?.accountId) return false;
  // A homeowner without a mortgage (paid off) pays no rent either.
  return !(seed.key === 'rent' && household.isHomeowner);
}

/**
 * Every transaction posted from the first of the month HISTORY_MONTHS ago to `today` (all posted: the
 * seeding happens once, and pending ones would never settle).
 */
export function householdTransactions(household: WorkspaceHousehold, ids: HouseholdAccountIds, today: string): TxSeed[] {
  const sandbox = sandboxHouseholdOf(household, ids, today);
  const start = addMonths(`${today.slice(0, 7)}-01`, -HISTORY_MONTHS);
  const seeds: TxSeed[] = [];
  for (const date of eachDay(start, today)) {
    for (const seed of [...recurringOn(sandbox, date), ...subscriptionsOn(sandbox, date), ...spendingOn(sandbox, date)]) {
      if (keeps(sandbox, seed)) seeds.push(seed);
    }
    seeds.push(...payOn(household, ids.checking, date));
  }
  const card = sandbox.spending as SandboxAccountPlan;
  return [...seeds, ...cardPaymentsOf(card, ids.checking, seeds, start, today)];
}
