import { assetKeyOf, isCashAccount, isRetirementAccount, liabilityKeyOf } from '@finboard/domain/accounts';
import { describe, expect, it } from 'vitest';
import type { ProviderAccount, ProviderLiability } from '../aggregation-types';
import { createSandboxAggregation } from './sandbox-aggregation-provider';
import { SANDBOX_INSTITUTIONS } from './sandbox-institutions';
import { createTestSandbox, linkItem, syncAll } from './sandbox-test-helpers';

const cents = (value: number) => Math.round(value * 100);

describe('sandbox accounts', () => {
  it('gives each bank only the accounts of its one kind of customer', async () => {
    const sandbox = createTestSandbox();
    const kinds = async (institutionId: string) => {
      const { accessToken } = await linkItem(sandbox, institutionId);
      return (await sandbox.provider.getAccounts(accessToken)).map((account) => `${account.type}/${account.subtype}`);
    };
    expect(await kinds('ins_sbx_evergreen')).toEqual(['depository/checking', 'credit/credit card']);
    expect(await kinds('ins_sbx_summit')).toEqual(['depository/savings', 'loan/auto']);
    expect(await kinds('ins_sbx_cascade')).toEqual(['loan/mortgage']);
    expect(await kinds('ins_sbx_keystone')).toEqual(['investment/401k', 'investment/roth 401k']);
    expect(await kinds('ins_sbx_northstar')).toEqual(['investment/brokerage', 'investment/roth', 'other/cash management']);
    expect(await kinds('ins_sbx_meridian')).toEqual(['loan/student']);
    for (const institution of SANDBOX_INSTITUTIONS) {
      expect(institution.customer.length).toBeGreaterThan(5);
      // No bank holds a household: one checking at most, one loan at most, and a lender or brokerage no checking.
      const subtypes = (await kinds(institution.institutionId)).map((pair) => pair.split('/')[1]);
      expect(subtypes.filter((subtype) => subtype === 'checking').length).toBeLessThanOrEqual(1);
      expect(institution.accounts.filter((kind) => ['mortgage', 'student', 'auto'].includes(kind)).length).toBeLessThanOrEqual(1);
      const lendsOrInvests = institution.accounts.some((kind) => ['mortgage', 'brokerage', '401k', 'student'].includes(kind));
      if (lendsOrInvests) expect(subtypes).not.toContain('checking');
    }
  });

  it('covers every class the product distinguishes across its banks, at balances for one person', async () => {
    const sandbox = createTestSandbox();
    const accounts: ProviderAccount[] = [];
    for (const institutionId of [
      'ins_sbx_evergreen',
      'ins_sbx_redwood',
      'ins_sbx_cascade',
      'ins_sbx_meridian',
      'ins_sbx_summit',
      'ins_sbx_atlas',
      'ins_sbx_lighthouse',
    ]) {
      const { accessToken } = await linkItem(sandbox, institutionId);
      accounts.push(...(await sandbox.provider.getAccounts(accessToken)));
    }
    const pairs = accounts.map((account) => `${account.type}/${account.subtype}`);
    expect(pairs).toEqual(
      expect.arrayContaining([
        'depository/checking',
        'depository/savings',
        'credit/credit card',
        'loan/mortgage',
        'loan/student',
        'loan/auto',
        'investment/ira',
        'investment/roth',
        'investment/brokerage',
        'other/prepaid',
      ]),
    );
    const subtypes = (predicate: (type: string, subtype: string | null) => boolean) =>
      accounts.filter((account) => predicate(account.type, account.subtype)).map((account) => account.subtype);
    expect(subtypes(isRetirementAccount)).toEqual(['ira', 'sep ira', 'roth']);
    expect(subtypes(isCashAccount)).toEqual(['checking', 'checking', 'savings', 'hsa', 'savings', 'prepaid']);
    expect(subtypes((type, subtype) => assetKeyOf(type, subtype) === 'brokerage')).toEqual(['brokerage']);
    const liabilities = accounts.filter((account) => account.type === 'credit' || account.type === 'loan');
    expect(liabilities.map((account) => liabilityKeyOf(account.type, account.subtype))).toEqual(['credit', 'credit', 'mortgage', 'studentLoan', 'autoloan']);
    for (const account of accounts) {
      expect(account.mask).toMatch(/^\d{4}$/);
      expect(account.currentBalance).toBeGreaterThan(0);
      expect(account.isoCurrencyCode).toBe('USD');
    }
    const card = accounts.find((account) => account.type === 'credit');
    expect(cents(card?.availableBalance ?? 0) + cents(card?.currentBalance ?? 0)).toBe(cents(card?.creditLimit ?? -1));
  });

  it('links at every institution, together covering the rarer subtypes too', async () => {
    const sandbox = createTestSandbox();
    const seen = new Set<string>();
    for (const institution of SANDBOX_INSTITUTIONS) {
      const { accessToken } = await linkItem(sandbox, institution.institutionId);
      const accounts = await sandbox.provider.getAccounts(accessToken);
      expect(accounts).toHaveLength(institution.accounts.length);
      for (const account of accounts) seen.add(`${account.type}/${account.subtype}`);
    }
    expect([...seen]).toEqual(
      expect.arrayContaining([
        'depository/cd',
        'depository/money market',
        'depository/hsa',
        'investment/roth 401k',
        'investment/sep ira',
        'other/cash management',
      ]),
    );
  });

  it('yields the same data for the same item and different data for another', async () => {
    const sandbox = createTestSandbox();
    const { accessToken } = await linkItem(sandbox);
    const other = await linkItem(sandbox);
    const restarted = createSandboxAggregation({ clock: sandbox.time.clock });
    for (const read of [
      (provider: typeof sandbox.provider) => provider.getAccounts(accessToken),
      (provider: typeof sandbox.provider) => provider.getHoldings(accessToken),
      (provider: typeof sandbox.provider) => provider.getLiabilities(accessToken),
      (provider: typeof sandbox.provider) => provider.getInvestmentTransactions(accessToken, { startDate: '2024-01-01', endDate: '2025-06-18' }),
      (provider: typeof sandbox.provider) => syncAll(provider, accessToken),
    ]) {
      expect(await read(restarted.provider)).toEqual(await read(sandbox.provider));
    }
    const [mine, theirs] = await Promise.all([sandbox.provider.getAccounts(accessToken), sandbox.provider.getAccounts(other.accessToken)]);
    expect(mine.map((account) => account.accountId)).not.toEqual(theirs.map((account) => account.accountId));
    expect(mine.map((account) => account.currentBalance)).not.toEqual(theirs.map((account) => account.currentBalance));
  });
});

describe('sandbox investments', () => {
  it('values each holding at quantity × price and each account at the sum of its holdings', async () => {
    const sandbox = createTestSandbox();
    for (const institutionId of ['ins_sbx_northstar', 'ins_sbx_keystone', 'ins_sbx_atlas']) {
      const { accessToken } = await linkItem(sandbox, institutionId);
      const [accounts, { holdings, securities }] = await Promise.all([sandbox.provider.getAccounts(accessToken), sandbox.provider.getHoldings(accessToken)]);
      const securityIds = new Set(securities.map((security) => security.securityId));
      for (const holding of holdings) {
        expect(Math.abs(holding.institutionValue - holding.quantity * holding.institutionPrice)).toBeLessThanOrEqual(0.005 + 1e-9);
        expect(holding.quantity).toBeGreaterThan(0);
        expect(holding.costBasis).toBeGreaterThan(0);
        expect(securityIds.has(holding.securityId)).toBe(true);
      }
      for (const account of accounts.filter((entry) => entry.type === 'investment')) {
        const own = holdings.filter((holding) => holding.accountId === account.accountId);
        expect(own.length).toBeGreaterThan(1);
        expect(cents(account.currentBalance ?? 0)).toBe(own.reduce((sum, holding) => sum + cents(holding.institutionValue), 0));
      }
      for (const security of securities) {
        expect(security).toMatchObject({ closePriceAsOf: '2025-06-18', isoCurrencyCode: 'USD' });
        expect(security.tickerSymbol).toBeTruthy();
      }
    }
  });

  it('records monthly contributions and buys within the requested range', async () => {
    const sandbox = createTestSandbox();
    const { accessToken } = await linkItem(sandbox, 'ins_sbx_keystone');
    const { transactions, securities } = await sandbox.provider.getInvestmentTransactions(accessToken, { startDate: '2024-07-01', endDate: '2025-06-30' });
    expect(transactions.every((entry) => entry.date >= '2024-07-01' && entry.date <= '2025-06-18')).toBe(true);
    const contributions = transactions.filter((entry) => entry.subtype === 'contribution');
    expect(contributions).toHaveLength(2 * 12);
    expect(contributions.every((entry) => entry.amount < 0)).toBe(true);
    const buys = transactions.filter((entry) => entry.type === 'buy');
    for (const buy of buys) expect(Math.abs(buy.quantity * buy.price - buy.amount)).toBeLessThan(buy.price * 0.001);
    const securityIds = new Set(securities.map((security) => security.securityId));
    expect(transactions.every((entry) => entry.securityId === null || securityIds.has(entry.securityId))).toBe(true);
  });
});

describe('sandbox liabilities', () => {
  it('gives every credit card its APRs and loans their rates, terms and dates', async () => {
    const sandbox = createTestSandbox();
    const liabilities: ProviderLiability[] = [];
    const accounts: ProviderAccount[] = [];
    // Cards at the everyday banks and the card issuer, and each lender's loan.
    for (const institutionId of ['ins_sbx_redwood', 'ins_sbx_evergreen', 'ins_sbx_bluebird', 'ins_sbx_cascade', 'ins_sbx_meridian', 'ins_sbx_summit']) {
      const { accessToken } = await linkItem(sandbox, institutionId);
      liabilities.push(...(await sandbox.provider.getLiabilities(accessToken)));
      accounts.push(...(await sandbox.provider.getAccounts(accessToken)));
    }
    expect(accounts.filter((account) => account.type === 'credit')).toHaveLength(4);
    for (const card of accounts.filter((account) => account.type === 'credit')) {
      const liability = liabilities.find((entry) => entry.accountId === card.accountId);
      const purchase = liability?.aprs.find((apr) => apr.aprType === 'purchase_apr');
      expect(purchase?.aprPercentage).toBeGreaterThan(10);
      expect(purchase?.balanceSubjectToApr).toBe(card.currentBalance);
      expect(liability?.minimumPaymentAmount).toBeGreaterThan(0);
      expect(liability?.nextPaymentDueDate).toMatch(/^2025-0[67]-22$/);
    }
    const mortgage = liabilities.find((entry) => entry.kind === 'mortgage');
    expect(mortgage).toMatchObject({ aprs: [], accountNumber: expect.stringMatching(/^\d{10}$/) });
    expect(mortgage?.interestRatePercentage).toBeGreaterThan(2);
    expect(mortgage?.originationPrincipalAmount).toBeGreaterThan(
      accounts.find((account) => account.accountId === mortgage?.accountId)?.currentBalance ?? Infinity,
    );
    const students = liabilities.filter((entry) => entry.kind === 'student');
    expect(students).toHaveLength(1);
    for (const student of students) {
      expect(student.disbursementDates.length).toBeGreaterThanOrEqual(2);
      expect((student.expectedPayoffDate ?? '') > '2025-06-18').toBe(true);
      expect(student.nextPaymentDueDate).toBe('2025-07-01');
    }
    // Plaid's /liabilities/get has no auto loans; the balance alone comes from /accounts/get.
    const auto = accounts.find((account) => account.subtype === 'auto');
    expect(liabilities.some((entry) => entry.accountId === auto?.accountId)).toBe(false);
  });
});
