import { CountryCode, Products, type LinkTokenCreateRequest, type PlaidApi, type Security } from 'plaid';
import type { AggregationProvider } from '../aggregation-provider';
import { AggregationProviderError } from '../aggregation-types';
import { callPlaid, createPlaidApi, type PlaidSettings } from './plaid-client';
import { toAccount, toHolding, toInstitution, toInvestmentTransaction, toItem, toLiabilities, toSecurity, toTransaction } from './plaid-mappers';
import { createPlaidWebhookVerifier } from './plaid-webhook-verifier';

const SYNC_COUNT = 500;
const INVESTMENT_PAGE = 500;
const HISTORY_DAYS = 730;
// An item without such accounts is an empty answer for us, not a failure of the sync.
const NOTHING_TO_READ = new Set(['NO_INVESTMENT_ACCOUNTS', 'NO_LIABILITY_ACCOUNTS', 'PRODUCTS_NOT_SUPPORTED']);

async function orEmpty<T>(read: Promise<T>, empty: T): Promise<T> {
  try {
    return await read;
  } catch (error) {
    if (error instanceof AggregationProviderError && NOTHING_TO_READ.has(error.code)) return empty;
    throw error;
  }
}

function linkTokenRequest(settings: PlaidSettings, input: { userId: string; accessToken?: string; webhookUrl?: string }): LinkTokenCreateRequest {
  const request: LinkTokenCreateRequest = {
    client_name: settings.clientName ?? 'Finboard',
    language: 'en',
    country_codes: [CountryCode.Us],
    user: { client_user_id: input.userId },
  };
  if (input.webhookUrl) request.webhook = input.webhookUrl;
  // Update mode names the item and no products; a new link asks for two years of transactions.
  if (input.accessToken) request.access_token = input.accessToken;
  else {
    request.products = [Products.Transactions];
    request.optional_products = [Products.Investments, Products.Liabilities];
    request.transactions = { days_requested: HISTORY_DAYS };
  }
  return request;
}

/** Plaid through its official client; every answer mapped to our types, every failure to AggregationProviderError. */
export function createPlaidAggregationProvider(settings: PlaidSettings, options: { clock?: () => Date; api?: PlaidApi } = {}): AggregationProvider {
  const api = options.api ?? createPlaidApi(settings);
  const clock = options.clock ?? (() => new Date());
  const verifyWebhook = createPlaidWebhookVerifier(async (keyId) => (await callPlaid(() => api.webhookVerificationKeyGet({ key_id: keyId }))).key, clock);

  return {
    kind: 'plaid',
    async createLinkToken(input) {
      const data = await callPlaid(() => api.linkTokenCreate(linkTokenRequest(settings, input)));
      return { linkToken: data.link_token, expiration: data.expiration };
    },
    async exchangePublicToken(publicToken) {
      const data = await callPlaid(() => api.itemPublicTokenExchange({ public_token: publicToken }));
      return { accessToken: data.access_token, itemId: data.item_id };
    },
    async getItem(accessToken) {
      return toItem((await callPlaid(() => api.itemGet({ access_token: accessToken }))).item);
    },
    async getInstitution(institutionId) {
      const request = { institution_id: institutionId, country_codes: [CountryCode.Us], options: { include_optional_metadata: true } };
      return toInstitution((await callPlaid(() => api.institutionsGetById(request))).institution);
    },
    async getAccounts(accessToken) {
      return (await callPlaid(() => api.accountsGet({ access_token: accessToken }))).accounts.map(toAccount);
    },
    async syncTransactions(accessToken, cursor, syncOptions) {
      const request = { access_token: accessToken, count: syncOptions?.count ?? SYNC_COUNT, ...(cursor ? { cursor } : {}) };
      const data = await callPlaid(() => api.transactionsSync(request));
      return {
        added: data.added.map(toTransaction),
        modified: data.modified.map(toTransaction),
        removed: data.removed.map((removed) => ({ transactionId: removed.transaction_id })),
        nextCursor: data.next_cursor,
        hasMore: data.has_more,
      };
    },
    async getHoldings(accessToken) {
      const read = callPlaid(() => api.investmentsHoldingsGet({ access_token: accessToken })).then((data) => ({
        holdings: data.holdings.map(toHolding),
        securities: data.securities.map(toSecurity),
      }));
      return orEmpty(read, { holdings: [], securities: [] });
    },
    async getInvestmentTransactions(accessToken, range) {
      return orEmpty(readInvestmentTransactions(api, accessToken, range), { transactions: [], securities: [] });
    },
    async getLiabilities(accessToken) {
      return orEmpty(
        callPlaid(() => api.liabilitiesGet({ access_token: accessToken })).then((data) => toLiabilities(data.liabilities)),
        [],
      );
    },
    async removeItem(accessToken) {
      await callPlaid(() => api.itemRemove({ access_token: accessToken }));
    },
    verifyWebhook,
  };
}

/** /investments/transactions/get is paged by offset; read every page. */
async function readInvestmentTransactions(api: PlaidApi, accessToken: string, range: { startDate: string; endDate: string }) {
  const transactions = [];
  const securities = new Map<string, Security>();
  for (let offset = 0; ;) {
    const data = await callPlaid(() =>
      api.investmentsTransactionsGet({
        access_token: accessToken,
        start_date: range.startDate,
        end_date: range.endDate,
        options: { count: INVESTMENT_PAGE, offset },
      }),
    );
    transactions.push(...data.investment_transactions.map(toInvestmentTransaction));
    for (const security of data.securities) securities.set(security.security_id, security);
    offset += data.investment_transactions.length;
    if (data.investment_transactions.length === 0 || offset >= data.total_investment_transactions) break;
  }
  return { transactions, securities: [...securities.values()].map(toSecurity) };
}
