import { weekdayOf } from '@finboard/domain/calendar';
import type { Household } from './sandbox-household';
import { findPlan } from './sandbox-item';
import { CARD_SPENDING } from './sandbox-merchants';
import { createRandom, roundCents } from './sandbox-random';
import { achSeed, isScheduledOn, MAX_LAG_DAYS, type TxSeed } from './sandbox-tx-seed';

/**
 * Everyday purchases posting on `date`. One stream per item and day, read in a fixed order, so a
 * day's purchases never depend on which other days were generated.
 */
export function spendingOn(household: Household, date: string): TxSeed[] {
  const out: TxSeed[] = [];
  const scale = household.lifestyle;
  const random = createRandom(household.item.itemSeed, 'spending', date);
  const isWeekend = weekdayOf(date) === 0 || weekdayOf(date) === 6;
  const spending = household.spending;
  if (spending) {
    CARD_SPENDING.forEach((kind, index) => {
      const happens = random.chance(kind.perDay * (isWeekend ? kind.weekend : 1));
      const merchant = random.pick(kind.merchants);
      const amount = roundCents(random.dollars(kind.min, kind.max) * scale);
      const lagDays = random.int(1, MAX_LAG_DAYS);
      const store = random.int(100, 9999);
      if (!happens) return;
      // A restaurant authorises the bill and posts it with an 18-22% tip.
      const posted = kind.hasTip ? roundCents(amount * (1.18 + random.next() * 0.04)) : amount;
      out.push({
        key: `spend-${index}`,
        accountId: spending.accountId,
        date,
        lagDays,
        amount: posted,
        pendingAmount: kind.hasTip ? amount : null,
        name: kind.channel === 'online' ? merchant : `${merchant} #${store}`,
        merchantName: merchant,
        primary: kind.primary,
        detailed: kind.detailed,
        channel: kind.channel,
      });
    });
  }
  out.push(...checkingExtrasOn(household, date, random.next(), random.next()));
  out.push(...otherAccountsOn(household, date));
  return out;
}

/** Cash from an ATM and paying friends back: the debit-side noise of a real checking account. */
function checkingExtrasOn(household: Household, date: string, atmRoll: number, p2pRoll: number): TxSeed[] {
  const checking = household.checking;
  if (!checking) return [];
  const out: TxSeed[] = [];
  if (atmRoll < 0.03) {
    const amount = [40, 60, 100, 200][Math.floor(atmRoll * 133) % 4] ?? 60;
    out.push(
      achSeed({
        key: 'atm',
        accountId: checking.accountId,
        date,
        amount,
        name: 'ATM Withdrawal',
        merchantName: null,
        primary: 'TRANSFER_OUT',
        detailed: 'TRANSFER_OUT_WITHDRAWAL',
        channel: 'in store',
      }),
    );
  }
  if (p2pRoll < 0.05) {
    const amount = roundCents(15 + (p2pRoll / 0.05) * 135);
    out.push(
      achSeed({
        key: 'venmo',
        accountId: checking.accountId,
        date,
        amount,
        name: 'VENMO PAYMENT',
        merchantName: 'Venmo',
        primary: 'TRANSFER_OUT',
        detailed: 'TRANSFER_OUT_ACCOUNT_TRANSFER',
        channel: 'online',
      }),
    );
  }
  return out;
}

/** Prepaid reloads and small purchases, HSA contributions and pharmacy bills, cash-management deposits. */
function otherAccountsOn(household: Household, date: string): TxSeed[] {
  const out: TxSeed[] = [];
  const item = household.item;
  const random = createRandom(item.itemSeed, 'other-accounts', date);
  const prepaid = findPlan(item, 'prepaid');
  if (prepaid) {
    if (weekdayOf(date) === 1 && random.chance(0.5)) {
      out.push(
        achSeed({
          key: 'reload',
          accountId: prepaid.accountId,
          date,
          amount: -random.int(2, 6) * 25,
          name: 'Card Reload',
          merchantName: null,
          primary: 'TRANSFER_IN',
          detailed: 'TRANSFER_IN_ACCOUNT_TRANSFER',
        }),
      );
    }
    // When the prepaid card is the only card, everyday spending already lands on it.
    if (prepaid !== household.spending && random.chance(0.18)) {
      const merchant = random.pick(['Starbucks', "McDonald's", 'Subway', '7-Eleven']);
      out.push({
        key: 'prepaid-buy',
        accountId: prepaid.accountId,
        date,
        lagDays: 1,
        amount: random.dollars(4, 18),
        pendingAmount: null,
        name: merchant,
        merchantName: merchant,
        primary: 'FOOD_AND_DRINK',
        detailed: 'FOOD_AND_DRINK_FAST_FOOD',
        channel: 'in store',
      });
    }
  }
  const hsa = findPlan(item, 'hsa');
  if (hsa && isScheduledOn(date, 15)) {
    out.push(
      achSeed({
        key: 'hsa-contribution',
        accountId: hsa.accountId,
        date,
        amount: -random.int(4, 12) * 25,
        name: 'HSA Payroll Contribution',
        merchantName: null,
        primary: 'TRANSFER_IN',
        detailed: 'TRANSFER_IN_DEPOSIT',
      }),
    );
  }
  if (hsa && random.chance(0.03)) {
    out.push({
      key: 'hsa-pharmacy',
      accountId: hsa.accountId,
      date,
      lagDays: 2,
      amount: random.dollars(12, 140),
      pendingAmount: null,
      name: 'CVS Pharmacy',
      merchantName: 'CVS Pharmacy',
      primary: 'MEDICAL',
      detailed: 'MEDICAL_PHARMACIES_AND_SUPPLEMENTS',
      channel: 'in store',
    });
  }
  const cashManagement = findPlan(item, 'cash management');
  if (cashManagement && isScheduledOn(date, 2)) {
    out.push(
      achSeed({
        key: 'deposit',
        accountId: cashManagement.accountId,
        date,
        amount: -random.int(4, 40) * 50,
        name: 'Deposit from Linked Account',
        merchantName: null,
        primary: 'TRANSFER_IN',
        detailed: 'TRANSFER_IN_ACCOUNT_TRANSFER',
      }),
    );
  }
  return out;
}
