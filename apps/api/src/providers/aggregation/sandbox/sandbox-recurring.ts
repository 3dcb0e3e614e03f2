import { monthOf, yearOf } from '@finboard/domain/calendar';
import type { Household } from './sandbox-household';
import { cashBalanceOf } from './sandbox-accounts';
import { ELECTRIC_UTILITY, INTERNET_PROVIDER, PHONE_CARRIER, WATER_UTILITY, subscriptionPrice } from './sandbox-merchants';
import { salaryOn } from './sandbox-customer';
import { SAVINGS_BANK_ID } from './sandbox-institutions';
import { createRandom, roundCents } from './sandbox-random';
import { achSeed, isScheduledOn, type TxSeed } from './sandbox-tx-seed';

const REFERENCE_YEAR = 2024;
const LOAN_CATEGORY: Record<string, string> = {
  mortgage: 'LOAN_PAYMENTS_MORTGAGE_PAYMENT',
  student: 'LOAN_PAYMENTS_STUDENT_LOAN_PAYMENT',
  auto: 'LOAN_PAYMENTS_CAR_PAYMENT',
};

/** Pay, housing, utilities, loan and card payments, transfers and interest that fall on `date`. */
export function recurringOn(household: Household, date: string): TxSeed[] {
  const out: TxSeed[] = [];
  const yearly = (base: number, rate: number) => roundCents(base * (1 + rate) ** (yearOf(date) - REFERENCE_YEAR));
  const { checking, savings } = household;
  if (checking) {
    const account = checking.accountId;
    if (isScheduledOn(date, 15) || isScheduledOn(date, 'last')) {
      // Net pay: about 72% of gross, twice a month.
      const pay = roundCents((salaryOn(household, date) * 0.72) / 24);
      out.push(
        achSeed({
          key: 'payroll',
          accountId: account,
          date,
          amount: -pay,
          name: `${household.employer.toUpperCase()} PAYROLL DIRECT DEP`,
          merchantName: household.employer,
          primary: 'INCOME',
          detailed: 'INCOME_WAGES',
        }),
      );
    }
    const spouse = household.secondEarner;
    if (spouse && isScheduledOn(date, 'last')) {
      // A second earner (a teacher, say) is paid once a month, net of about 28% like the first.
      out.push(
        achSeed({
          key: 'payroll-spouse',
          accountId: account,
          date,
          amount: -roundCents((salaryOn(spouse, date) * 0.72) / 12),
          name: `${spouse.employer.toUpperCase()} PAYROLL DIRECT DEP`,
          merchantName: spouse.employer,
          primary: 'INCOME',
          detailed: 'INCOME_WAGES',
        }),
      );
    }
    const mortgage = household.externalMortgage;
    if (isScheduledOn(date, 1) && mortgage && date > mortgage.terms.originationDate) {
      out.push(
        achSeed({
          key: 'mortgage',
          accountId: account,
          date,
          amount: roundCents(mortgage.terms.monthlyPayment + household.escrow),
          name: `${mortgage.lender} Mortgage Payment`,
          merchantName: mortgage.lender,
          primary: 'LOAN_PAYMENTS',
          detailed: 'LOAN_PAYMENTS_MORTGAGE_PAYMENT',
          channel: 'online',
        }),
      );
    } else if (isScheduledOn(date, 1)) {
      out.push(
        achSeed({
          key: 'rent',
          accountId: account,
          date,
          amount: yearly(household.rent, 0.03),
          name: `${household.landlord} Rent Payment`,
          merchantName: household.landlord,
          primary: 'RENT_AND_UTILITIES',
          detailed: 'RENT_AND_UTILITIES_RENT',
          channel: 'online',
        }),
      );
    }
    for (const loan of household.outsideLoans) {
      if (!isScheduledOn(date, loan.dayOfMonth) || date <= loan.originationDate) continue;
      out.push(
        achSeed({
          key: `outside-loan-${loan.lender}`,
          accountId: account,
          date,
          amount: loan.monthlyPayment,
          name: `${loan.lender} Loan Payment`,
          merchantName: loan.lender,
          primary: 'LOAN_PAYMENTS',
          detailed: loan.detailed,
          channel: 'online',
        }),
      );
    }
    out.push(...utilitiesOn(household, account, date));
    const target = household.savingsTarget;
    if (target && isScheduledOn(date, 16)) {
      // To the customer's savings bank, not linked here, it is money saved (Budget Insights' Savings);
      // to a savings account of the same link, matching pairs it as a transfer.
      const to = target.kind === 'own' ? `${target.account.name} ...${target.account.mask}` : `${target.bank} ...${target.mask}`;
      out.push(
        achSeed({
          key: 'to-savings',
          accountId: account,
          date,
          amount: household.savingsTransfer,
          name: `Online Transfer to ${to}`,
          merchantName: null,
          primary: 'TRANSFER_OUT',
          detailed: 'TRANSFER_OUT_SAVINGS',
        }),
      );
    }
  }
  const receivesSaving = savings && (checking ? household.savingsTarget?.kind === 'own' : household.item.institution.institutionId === SAVINGS_BANK_ID);
  if (savings && receivesSaving && isScheduledOn(date, 16)) {
    const from = checking ? `Online Transfer from ${checking.name} ...${checking.mask}` : 'External Transfer Deposit';
    // Plaid's TRANSFER_IN_SAVINGS is money coming *from* a savings account; into one it is an account transfer.
    out.push(
      achSeed({
        key: 'from-checking',
        accountId: savings.accountId,
        date,
        amount: -household.savingsTransfer,
        name: from,
        merchantName: null,
        primary: 'TRANSFER_IN',
        detailed: 'TRANSFER_IN_ACCOUNT_TRANSFER',
      }),
    );
  }
  out.push(...loanPaymentsOn(household, date), ...cardPaymentsOn(household, date), ...interestOn(household, date));
  return out;
}

function utilitiesOn(household: Household, accountId: string, date: string): TxSeed[] {
  const out: TxSeed[] = [];
  const random = createRandom(household.item.itemSeed, 'utilities', date);
  const utility = (key: string, name: string, detailed: string, amount: number) =>
    out.push(
      achSeed({ key, accountId, date, amount, name: `${name} Payment`, merchantName: name, primary: 'RENT_AND_UTILITIES', detailed, channel: 'online' }),
    );
  if (isScheduledOn(date, 18)) {
    // Heating in winter and cooling in summer: peaks in January and July.
    const season = 1.25 + 0.35 * Math.cos((2 * Math.PI * (monthOf(date) - 1)) / 6);
    utility('electric', ELECTRIC_UTILITY, 'RENT_AND_UTILITIES_GAS_AND_ELECTRICITY', roundCents(household.electricBase * season * (0.9 + random.next() * 0.2)));
  }
  if (isScheduledOn(date, 20)) utility('water', WATER_UTILITY, 'RENT_AND_UTILITIES_WATER', random.dollars(34, 78));
  if (isScheduledOn(date, 9)) utility('internet', INTERNET_PROVIDER, 'RENT_AND_UTILITIES_INTERNET_AND_CABLE', yearOf(date) >= 2025 ? 84.99 : 79.99);
  if (isScheduledOn(date, 14)) utility('phone', PHONE_CARRIER, 'RENT_AND_UTILITIES_TELEPHONE', household.phoneBill);
  return out;
}

function loanPaymentsOn(household: Household, date: string): TxSeed[] {
  if (!isScheduledOn(date, 1)) return [];
  const out: TxSeed[] = [];
  for (const { account, terms } of household.loans) {
    if (date <= terms.originationDate) continue;
    const isMortgage = account.subtype === 'mortgage';
    const payment = roundCents(terms.monthlyPayment + (isMortgage ? household.escrow : 0));
    const detailed = LOAN_CATEGORY[account.subtype] ?? 'LOAN_PAYMENTS_OTHER_PAYMENT';
    const lender = household.item.institution.name;
    if (household.checking) {
      out.push(
        achSeed({
          key: `loan-${account.kind}`,
          accountId: household.checking.accountId,
          date,
          amount: payment,
          name: `${lender} ${account.name} Payment`,
          merchantName: lender,
          primary: 'LOAN_PAYMENTS',
          detailed,
          channel: 'online',
        }),
      );
    }
    out.push(
      achSeed({
        key: 'payment',
        accountId: account.accountId,
        date,
        amount: -payment,
        name: 'Payment Received - Thank You',
        merchantName: null,
        primary: 'LOAN_PAYMENTS',
        detailed,
      }),
    );
  }
  return out;
}

function cardPaymentsOn(household: Household, date: string): TxSeed[] {
  if (!isScheduledOn(date, 22)) return [];
  const out: TxSeed[] = [];
  for (const card of household.creditCards) {
    const payment = createRandom(household.item.itemSeed, card.accountId, 'card-payment', date.slice(0, 7)).dollars(400, 2_400);
    if (household.checking) {
      out.push(
        achSeed({
          key: `card-${card.kind}`,
          accountId: household.checking.accountId,
          date,
          amount: payment,
          name: `Payment to ${card.name} ...${card.mask}`,
          merchantName: null,
          primary: 'LOAN_PAYMENTS',
          detailed: 'LOAN_PAYMENTS_CREDIT_CARD_PAYMENT',
          channel: 'online',
        }),
      );
    }
    out.push(
      achSeed({
        key: 'payment',
        accountId: card.accountId,
        date,
        amount: -payment,
        name: 'Payment Thank You - Web',
        merchantName: null,
        primary: 'LOAN_PAYMENTS',
        detailed: 'LOAN_PAYMENTS_CREDIT_CARD_PAYMENT',
      }),
    );
  }
  return out;
}

function interestOn(household: Household, date: string): TxSeed[] {
  if (!isScheduledOn(date, 'last')) return [];
  return household.interestBearing.map((account) => {
    const apy = account.subtype === 'cd' ? 0.045 : account.subtype === 'hsa' ? 0.01 : 0.038;
    const interest = Math.max(roundCents((cashBalanceOf(household.item, account) * apy) / 12), 0.01);
    return achSeed({
      key: 'interest',
      accountId: account.accountId,
      date,
      amount: -interest,
      name: 'Interest Paid',
      merchantName: null,
      primary: 'INCOME',
      detailed: 'INCOME_INTEREST_EARNED',
    });
  });
}

/** Subscriptions bill the spending card on a fixed day and sit pending for a day first. */
export function subscriptionsOn(household: Household, date: string): TxSeed[] {
  const spending = household.spending;
  if (!spending) return [];
  return household.subscriptions
    .filter((subscription) => isScheduledOn(date, subscription.dayOfMonth))
    .map((subscription) => ({
      key: `sub-${subscription.merchant}`,
      accountId: spending.accountId,
      date,
      lagDays: 1,
      amount: subscriptionPrice(subscription, date),
      pendingAmount: null,
      name: subscription.merchant,
      merchantName: subscription.merchant,
      primary: subscription.primary,
      detailed: subscription.detailed,
      channel: 'online' as const,
    }));
}
