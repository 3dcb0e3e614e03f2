import { addMonths, monthOf, weekdayOnOrBefore, yearOf } from '@finboard/domain/calendar';
import type { ProviderInvestmentTransaction } from '../aggregation-types';
import { createRandom, roundCents, stableId } from './sandbox-random';
import { positionsOf } from './sandbox-holdings';
import type { SandboxAccountPlan, SandboxItem } from './sandbox-item';
import { CASH_TICKER, getSandboxSecurity, priceOn, securityIdOf } from './sandbox-securities';

const CONTRIBUTION: Record<string, [number, number]> = {
  '401k': [600, 1_600],
  'roth 401k': [300, 900],
  ira: [300, 580],
  roth: [300, 580],
  'sep ira': [500, 1_500],
  brokerage: [250, 1_500],
};

/**
 * A monthly contribution invested in one of the account's funds, and quarterly dividends.
 * Each month is generated on its own, so any date range returns the same entries for those dates.
 */
export function investmentTransactionsOf(
  item: SandboxItem,
  account: SandboxAccountPlan,
  range: { startDate: string; endDate: string },
): ProviderInvestmentTransaction[] {
  const held = positionsOf(item, account).filter((position) => position.ticker !== CASH_TICKER);
  if (held.length === 0) return [];
  const out: ProviderInvestmentTransaction[] = [];
  for (let month = `${range.startDate.slice(0, 7)}-01`; month <= range.endDate; month = addMonths(month, 1)) {
    const random = createRandom(item.itemSeed, account.accountId, 'invest', month);
    const contributionDate = weekdayOnOrBefore(`${month.slice(0, 7)}-05`);
    const [min, max] = CONTRIBUTION[account.subtype] ?? [200, 800];
    const amount = random.dollars(min, max);
    const bought = held[(yearOf(month) * 12 + monthOf(month)) % held.length];
    if (bought) {
      const security = getSandboxSecurity(bought.ticker);
      const price = priceOn(security, contributionDate);
      const entry = (kind: string, fields: Partial<ProviderInvestmentTransaction>): ProviderInvestmentTransaction => ({
        investmentTransactionId: stableId('investment', item.itemSeed, account.accountId, month, kind),
        accountId: account.accountId,
        securityId: null,
        date: contributionDate,
        name: '',
        quantity: 0,
        amount: 0,
        price: 0,
        fees: 0,
        type: 'cash',
        subtype: null,
        ...fields,
      });
      // Plaid's sign: positive = cash leaves the account (a buy), negative = cash arrives.
      out.push(
        entry('contribution', {
          name: 'Contribution',
          amount: -amount,
          securityId: securityIdOf(CASH_TICKER),
          type: 'cash',
          subtype: 'contribution',
          price: 1,
          quantity: amount,
        }),
      );
      out.push(
        entry('buy', {
          name: `Buy ${security.name}`,
          securityId: securityIdOf(security.ticker),
          type: 'buy',
          subtype: 'buy',
          price,
          amount,
          quantity: Math.round((amount / price) * 1000) / 1000,
        }),
      );
    }
    if (monthOf(month) % 3 === 0) {
      const dividendDate = weekdayOnOrBefore(`${month.slice(0, 7)}-20`);
      for (const position of held) {
        const security = getSandboxSecurity(position.ticker);
        if (security.type === 'equity' && position.ticker !== 'AAPL' && position.ticker !== 'MSFT') continue;
        const dividend = roundCents(position.quantity * priceOn(security, dividendDate) * 0.004);
        out.push({
          investmentTransactionId: stableId('investment', item.itemSeed, account.accountId, month, 'dividend', position.ticker),
          accountId: account.accountId,
          securityId: securityIdOf(position.ticker),
          date: dividendDate,
          name: `Dividend ${security.ticker}`,
          quantity: 0,
          amount: -dividend,
          price: 0,
          fees: 0,
          type: 'cash',
          subtype: 'dividend',
        });
      }
    }
  }
  return out.filter((entry) => entry.date >= range.startDate && entry.date <= range.endDate);
}
