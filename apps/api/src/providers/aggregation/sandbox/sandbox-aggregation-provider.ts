import { addMonths, calendarDateIn, isValidCalendarDate, productTimeZone } from '@finboard/domain/calendar';
import type { AggregationProvider, SandboxControls } from '../aggregation-provider';
import type { ProviderInstitution } from '../aggregation-types';
import { buildAccounts } from './sandbox-accounts';
import { sandboxError } from './sandbox-errors';
import { holdingsOf } from './sandbox-holdings';
import { customerOf, salaryOn } from './sandbox-customer';
import { householdOf } from './sandbox-household';
import { findSandboxInstitution, SANDBOX_INSTITUTIONS, type SandboxInstitution } from './sandbox-institutions';
import { investmentTransactionsOf } from './sandbox-investment-transactions';
import { liabilitiesOf } from './sandbox-liabilities';
import { renderInstitutionLogo } from './sandbox-logos';
import { securitiesFor } from './sandbox-securities';
import { ChangeCache, syncPage } from './sandbox-sync';
import { SandboxTokenStore } from './sandbox-token-store';

export const SANDBOX_USERNAME = 'user_good';
export const SANDBOX_PASSWORD = 'pass_good';

async function toProviderInstitution(institution: SandboxInstitution): Promise<ProviderInstitution> {
  return {
    institutionId: institution.institutionId,
    name: institution.name,
    logoBase64: await renderInstitutionLogo(institution),
    primaryColor: institution.primaryColor,
  };
}

/** The embedded, offline aggregation provider: fictional institutions with deterministic data. */
export function createSandboxAggregation(options: { clock?: () => Date } = {}): { provider: AggregationProvider; controls: SandboxControls } {
  const clock = options.clock ?? (() => new Date());
  // A US bank dates transactions in its own time zone; the product's is America/New_York.
  const today = () => calendarDateIn(productTimeZone(), clock());
  const store = new SandboxTokenStore(clock);
  const changeCache = new ChangeCache();

  const provider: AggregationProvider = {
    kind: 'sandbox',
    async createLinkToken(input) {
      return store.createLinkToken(input.accessToken ?? null);
    },
    async exchangePublicToken(publicToken) {
      return store.exchange(publicToken);
    },
    async getItem(accessToken) {
      const item = store.getItem(accessToken);
      return {
        itemId: item.itemId,
        institutionId: item.institution.institutionId,
        errorCode: store.isLoginRequired(item.itemId) ? 'ITEM_LOGIN_REQUIRED' : null,
        consentExpirationTime: null,
      };
    },
    async getInstitution(institutionId) {
      const institution = findSandboxInstitution(institutionId);
      if (!institution) throw sandboxError('INVALID_INSTITUTION');
      return toProviderInstitution(institution);
    },
    async getAccounts(accessToken) {
      return buildAccounts(store.getHealthyItem(accessToken), today());
    },
    async syncTransactions(accessToken, cursor, syncOptions) {
      const item = store.getHealthyItem(accessToken);
      return syncPage(householdOf(item), { cursor, today: today(), count: syncOptions?.count, cache: changeCache });
    },
    async getHoldings(accessToken) {
      const item = store.getHealthyItem(accessToken);
      const date = today();
      const holdings = item.accounts.filter((account) => account.type === 'investment').flatMap((account) => holdingsOf(item, account, date));
      return {
        holdings,
        securities: securitiesFor(
          holdings.map((holding) => holding.securityId),
          date,
        ),
      };
    },
    async getInvestmentTransactions(accessToken, range) {
      const item = store.getHealthyItem(accessToken);
      // The dates are dates (`format: date` in Plaid's API): a day that does not exist (2022-02-29) is refused.
      if (!isValidCalendarDate(range.startDate) || !isValidCalendarDate(range.endDate) || range.startDate > range.endDate) {
        throw sandboxError('INVALID_FIELD', 'start_date and end_date must be YYYY-MM-DD dates with start_date <= end_date');
      }
      // Like the cash history: at most two years back, nothing after today.
      const date = today();
      const startDate = range.startDate < addMonths(date, -24) ? addMonths(date, -24) : range.startDate;
      const endDate = range.endDate > date ? date : range.endDate;
      const transactions = item.accounts
        .filter((account) => account.type === 'investment')
        .flatMap((account) => investmentTransactionsOf(item, account, { startDate, endDate }));
      const securityIds = transactions.flatMap((entry) => (entry.securityId ? [entry.securityId] : []));
      return { transactions, securities: securitiesFor(securityIds, date) };
    },
    async getLiabilities(accessToken) {
      return liabilitiesOf(store.getHealthyItem(accessToken), today());
    },
    async removeItem(accessToken) {
      store.remove(store.getItem(accessToken).itemId);
    },
    // The sandbox never sends webhooks, so no delivery can be genuine.
    async verifyWebhook() {
      return null;
    },
  };

  const controls: SandboxControls = {
    listInstitutions: () => Promise.all(SANDBOX_INSTITUTIONS.map(toProviderInstitution)),
    async createPublicToken(input) {
      const institution = findSandboxInstitution(input.institutionId);
      if (!institution) throw sandboxError('INVALID_INSTITUTION');
      const update = input.linkToken ? store.updateModeItem(input.linkToken) : null;
      if (update && update.item.institution.institutionId !== institution.institutionId) throw sandboxError('INVALID_INSTITUTION');
      if (input.username !== SANDBOX_USERNAME || input.password !== SANDBOX_PASSWORD) throw sandboxError('INVALID_CREDENTIALS');
      if (!update) {
        const itemSeed = input.customerSeed ?? SandboxTokenStore.newItemSeed();
        if (!SandboxTokenStore.isItemSeed(itemSeed)) throw sandboxError('INVALID_FIELD', 'customerSeed must be 16 hexadecimal digits');
        return store.createPublicToken({ institutionId: institution.institutionId, itemSeed, accessToken: null });
      }
      // Logging in again through update mode is what repairs the item.
      store.setLoginRequired(update.item.itemId, false);
      return store.createPublicToken({ institutionId: institution.institutionId, itemSeed: update.item.itemSeed, accessToken: update.accessToken });
    },
    customerOf(customerSeed, date) {
      const customer = customerOf(customerSeed);
      const spouse = customer.secondEarner;
      return {
        employer: customer.employer,
        annualSalary: salaryOn(customer, date),
        isHomeowner: customer.isHomeowner,
        spouse: spouse ? { employer: spouse.employer, annualSalary: salaryOn(spouse, date) } : null,
      };
    },
    async resetLogin(accessToken) {
      store.setLoginRequired(store.getItem(accessToken).itemId, true);
    },
  };

  return { provider, controls };
}
