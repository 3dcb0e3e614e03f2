import type { AggregationProvider } from '../aggregation-provider';
import type { PlaidSettings } from './plaid-client';

/**
 * Plaid's provider with its official client (and axios) imported on the first call rather than with
 * the server: the import costs about half a second on every start (and every api test file), and
 * most never use Plaid. The provider is made once and each call goes to it unchanged.
 */
export function createLazyPlaidAggregationProvider(settings: PlaidSettings, options: { clock?: () => Date }): AggregationProvider {
  let loaded: Promise<AggregationProvider> | undefined;
  const plaid = () => (loaded ??= import('./plaid-aggregation-provider').then((module) => module.createPlaidAggregationProvider(settings, options)));
  return {
    kind: 'plaid',
    createLinkToken: async (input) => (await plaid()).createLinkToken(input),
    exchangePublicToken: async (publicToken) => (await plaid()).exchangePublicToken(publicToken),
    getItem: async (accessToken) => (await plaid()).getItem(accessToken),
    getInstitution: async (institutionId) => (await plaid()).getInstitution(institutionId),
    getAccounts: async (accessToken) => (await plaid()).getAccounts(accessToken),
    syncTransactions: async (accessToken, cursor, syncOptions) => (await plaid()).syncTransactions(accessToken, cursor, syncOptions),
    getHoldings: async (accessToken) => (await plaid()).getHoldings(accessToken),
    getInvestmentTransactions: async (accessToken, range) => (await plaid()).getInvestmentTransactions(accessToken, range),
    getLiabilities: async (accessToken) => (await plaid()).getLiabilities(accessToken),
    removeItem: async (accessToken) => (await plaid()).removeItem(accessToken),
    verifyWebhook: async (rawBody, headers) => (await plaid()).verifyWebhook(rawBody, headers),
  };
}
