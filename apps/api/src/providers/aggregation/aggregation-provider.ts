import type {
  ProviderAccount,
  ProviderHolding,
  ProviderInstitution,
  ProviderInvestmentTransaction,
  ProviderItem,
  ProviderLiability,
  ProviderSecurity,
  ProviderWebhook,
  TransactionsSyncPage,
} from './aggregation-types';

/**
 * Account aggregation: the embedded sandbox (default, offline) or Plaid (by config). Access tokens
 * are secrets the caller encrypts at rest; they never reach a response, a log or the browser.
 */
export interface AggregationProvider {
  readonly kind: 'sandbox' | 'plaid';
  /** A token for the browser's link flow; with an access token it opens update mode (re-login). */
  createLinkToken(input: { userId: string; accessToken?: string; webhookUrl?: string }): Promise<{ linkToken: string; expiration: string }>;
  exchangePublicToken(publicToken: string): Promise<{ accessToken: string; itemId: string }>;
  getItem(accessToken: string): Promise<ProviderItem>;
  getInstitution(institutionId: string): Promise<ProviderInstitution>;
  getAccounts(accessToken: string): Promise<ProviderAccount[]>;
  /**
   * One page of /transactions/sync; the caller loops while hasMore and stores the cursor after the last page.
   * `count` is the page size (default 500, Plaid's maximum).
   */
  syncTransactions(accessToken: string, cursor: string | null, options?: { count?: number }): Promise<TransactionsSyncPage>;
  getHoldings(accessToken: string): Promise<{ holdings: ProviderHolding[]; securities: ProviderSecurity[] }>;
  getInvestmentTransactions(
    accessToken: string,
    range: { startDate: string; endDate: string },
  ): Promise<{ transactions: ProviderInvestmentTransaction[]; securities: ProviderSecurity[] }>;
  getLiabilities(accessToken: string): Promise<ProviderLiability[]>;
  removeItem(accessToken: string): Promise<void>;
  /** Verifies a webhook's signature and parses it; null when it is not genuine. */
  verifyWebhook(rawBody: string, headers: Record<string, string | undefined>): Promise<ProviderWebhook | null>;
}

/** What only the embedded sandbox can do: its own institution picker, credential check and a broken login. */
export interface SandboxControls {
  /** Async because the logos are rendered (once) to PNG. */
  listInstitutions(): Promise<ProviderInstitution[]>;
  /**
   * user_good / pass_good succeeds; anything else throws INVALID_CREDENTIALS. With the link token of
   * an update-mode session (createLinkToken with an access token) it re-links that item: the login
   * error clears and exchanging the public token returns the item's existing access token.
   */
  createPublicToken(input: { institutionId: string; username: string; password: string; linkToken?: string; customerSeed?: string }): Promise<string>;
  /**
   * The person behind a customer seed (16 hex digits): links made with the same `customerSeed` at
   * several banks are one customer, so the demo can write that person's employer and salary (and
   * their spouse's, when the customer is a couple both paid into the same checking account).
   */
  customerOf(
    customerSeed: string,
    date: string,
  ): { employer: string; annualSalary: number; isHomeowner: boolean; spouse: { employer: string; annualSalary: number } | null };
  /** Puts the item into ITEM_LOGIN_REQUIRED until it is re-linked in update mode. */
  resetLogin(accessToken: string): Promise<void>;
}
