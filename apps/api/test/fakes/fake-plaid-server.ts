import { randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { AccountBase, InvestmentTransaction, Transaction } from 'plaid';
import * as fixtures from './fake-plaid-fixtures';
import { createWebhookSigner } from './fake-plaid-webhook-signer';
import { closeServer } from './fake-http';

type Body = Record<string, unknown>;
type SyncEntry = { kind: 'added' | 'modified'; transaction: Transaction } | { kind: 'removed'; transactionId: string; accountId: string };

export interface FakeItem {
  itemId: string;
  accessToken: string;
  institutionId: string;
  error: string | null;
  webhook: string | null;
  accounts: AccountBase[];
  investmentAccounts: AccountBase[];
  /** Every change since the item was linked; a /transactions/sync cursor is a position in it. */
  log: SyncEntry[];
  investmentTransactions: InvestmentTransaction[];
}

class PlaidFailure extends Error {
  constructor(
    readonly errorType: string,
    readonly errorCode: string,
    message: string,
    readonly displayMessage: string | null = null,
  ) {
    super(message);
  }
}

/** Plaid's documented failures a test can script on any endpoint (errors reference: API_ERROR, RATE_LIMIT_EXCEEDED, TRANSACTIONS_ERROR). */
const RATE_LIMIT_CODES: Record<string, string> = {
  '/accounts/get': 'ACCOUNTS_LIMIT',
  '/transactions/sync': 'TRANSACTIONS_SYNC_LIMIT',
  '/investments/holdings/get': 'INVESTMENT_HOLDINGS_GET_LIMIT',
  '/investments/transactions/get': 'INVESTMENT_TRANSACTIONS_LIMIT',
};
const scriptedFailure = (kind: 'internal' | 'rate-limit' | 'mutation', path: string) => {
  if (kind === 'internal') return new PlaidFailure('API_ERROR', 'INTERNAL_SERVER_ERROR', 'an unexpected error occurred');
  if (kind === 'rate-limit')
    return new PlaidFailure(
      'RATE_LIMIT_EXCEEDED',
      RATE_LIMIT_CODES[path] ?? 'RATE_LIMIT',
      'rate limit exceeded for attempts to access this item. please try again later',
    );
  return new PlaidFailure(
    'TRANSACTIONS_ERROR',
    'TRANSACTIONS_SYNC_MUTATION_DURING_PAGINATION',
    'Underlying transaction data changed since last page was fetched. Please restart pagination from last update.',
  );
};
// Plaid answers API_ERROR with 500 and RATE_LIMIT_EXCEEDED with 429; every other error type is a 400.
const statusOf = (errorType: string) => (errorType === 'API_ERROR' ? 500 : errorType === 'RATE_LIMIT_EXCEEDED' ? 429 : 400);

interface Script {
  path: string;
  failure: 'internal' | 'rate-limit' | 'mutation' | 'drop';
  /** Requests to this path answered normally before the failures start. */
  skip: number;
  times: number;
  /** Runs as the failure is answered, with the request's body (the change that caused a mutation error). */
  before?: (body: Body) => void;
}

const LOGIN_REQUIRED = new PlaidFailure(
  'ITEM_ERROR',
  'ITEM_LOGIN_REQUIRED',
  "the login details of this item have changed (credentials, MFA, or required user action) and a user login is required to update this information. use Link's update mode to restore the item to a good state",
);

/**
 * A local server that answers like Plaid's documented API for the endpoints Finboard uses, so the
 * real adapter (and the official client under it) can be tested end to end on 127.0.0.1.
 */
export async function startFakePlaidServer(options: { clientId?: string; secret?: string } = {}) {
  const clientId = options.clientId ?? 'fake-client-id';
  const secret = options.secret ?? 'fake-secret';
  const items = new Map<string, FakeItem>();
  const publicTokens = new Map<string, FakeItem>();
  const signer = createWebhookSigner();
  const requests: { path: string; body: Body }[] = [];
  const scripts: Script[] = [];
  const holds = new Map<string, { reached: () => void; released: Promise<void> }>();
  /** The scripted failure this request meets, if any (each is used up in order). */
  const scriptedFor = (path: string, body: Body): Script | null => {
    const script = scripts.find((candidate) => candidate.path === path && candidate.times > 0);
    if (!script) return null;
    if (script.skip > 0) {
      script.skip -= 1;
      return null;
    }
    script.times -= 1;
    script.before?.(body);
    return script;
  };

  const itemFor = (body: Body, { allowError = false } = {}): FakeItem => {
    const item = items.get(String(body.access_token));
    if (!item)
      throw new PlaidFailure(
        'INVALID_INPUT',
        'INVALID_ACCESS_TOKEN',
        'provided access token is in an invalid format. expected format: access-<environment>-<identifier>',
      );
    if (item.error && !allowError) throw LOGIN_REQUIRED;
    return item;
  };
  const itemBody = (item: FakeItem) => ({
    item_id: item.itemId,
    institution_id: item.institutionId,
    institution_name: 'First Platypus Bank',
    webhook: item.webhook,
    auth_method: null,
    available_products: ['balance'],
    billed_products: ['transactions', 'investments', 'liabilities'],
    products: ['transactions'],
    consented_products: ['transactions'],
    consent_expiration_time: null,
    update_type: 'background',
    created_at: '2025-01-02T10:00:00Z',
    error: item.error
      ? {
          error_type: 'ITEM_ERROR',
          error_code: item.error,
          error_code_reason: null,
          error_message: LOGIN_REQUIRED.message,
          display_message: null,
          request_id: randomUUID(),
          causes: [],
          status: 400,
        }
      : null,
  });
  const allAccounts = (item: FakeItem) => [...item.accounts, ...item.investmentAccounts];
  const cursorAt = (item: FakeItem, position: number) => Buffer.from(`${item.itemId}:${position}`).toString('base64url');
  const positionOf = (item: FakeItem, cursor: unknown): number => {
    if (cursor === undefined || cursor === '') return 0;
    const [itemId, position] = Buffer.from(String(cursor), 'base64url').toString().split(':');
    if (itemId !== item.itemId || !/^\d+$/.test(position ?? ''))
      throw new PlaidFailure('INVALID_REQUEST', 'INVALID_FIELD', 'cursor is not valid for this item');
    return Number(position);
  };

  const routes: Record<string, (body: Body) => Body> = {
    '/link/token/create': (body) => {
      const user = body.user as { client_user_id?: unknown } | undefined;
      if (!body.client_name || !body.language || !Array.isArray(body.country_codes) || !user?.client_user_id) {
        throw new PlaidFailure(
          'INVALID_REQUEST',
          'MISSING_FIELDS',
          'the following required fields are missing: client_name, language, country_codes, user.client_user_id',
        );
      }
      if (body.access_token !== undefined) itemFor(body, { allowError: true });
      else if (!Array.isArray(body.products)) throw new PlaidFailure('INVALID_REQUEST', 'MISSING_FIELDS', 'products is required outside update mode');
      return { link_token: `link-sandbox-${randomUUID()}`, expiration: new Date(Date.now() + 4 * 3600_000).toISOString() };
    },
    '/item/public_token/exchange': (body) => {
      const item = publicTokens.get(String(body.public_token));
      publicTokens.delete(String(body.public_token));
      if (!item) throw new PlaidFailure('INVALID_INPUT', 'INVALID_PUBLIC_TOKEN', 'provided public token is expired or has already been exchanged');
      return { access_token: item.accessToken, item_id: item.itemId };
    },
    '/item/get': (body) => ({ item: itemBody(itemFor(body, { allowError: true })), status: null }),
    '/institutions/get_by_id': (body) => {
      if (!Array.isArray(body.country_codes)) throw new PlaidFailure('INVALID_REQUEST', 'MISSING_FIELDS', 'country_codes is required');
      if (body.institution_id !== 'ins_109508') throw new PlaidFailure('INVALID_INPUT', 'INVALID_INSTITUTION', 'invalid institution_id provided');
      const metadata = (body.options as { include_optional_metadata?: boolean } | undefined)?.include_optional_metadata;
      return {
        institution: {
          institution_id: 'ins_109508',
          name: 'First Platypus Bank',
          products: ['transactions'],
          country_codes: ['US'],
          routing_numbers: [],
          oauth: false,
          ...(metadata ? { logo: fixtures.LOGO_PNG_BASE64, primary_color: '#1f1f1f', url: 'https://plaid.com' } : {}),
        },
      };
    },
    '/accounts/get': (body) => {
      const item = itemFor(body);
      return { accounts: allAccounts(item), item: itemBody(item) };
    },
    '/transactions/sync': (body) => {
      const item = itemFor(body);
      const count = body.count === undefined ? 100 : Number(body.count);
      if (!Number.isInteger(count) || count < 1 || count > 500) throw new PlaidFailure('INVALID_REQUEST', 'INVALID_FIELD', 'count must be between 1 and 500');
      const start = positionOf(item, body.cursor);
      const page = item.log.slice(start, start + count);
      const pick = (kind: SyncEntry['kind']) => page.filter((entry) => entry.kind === kind);
      return {
        added: pick('added').map((entry) => (entry.kind === 'added' ? entry.transaction : null)),
        modified: pick('modified').map((entry) => (entry.kind === 'modified' ? entry.transaction : null)),
        removed: pick('removed').map((entry) => (entry.kind === 'removed' ? { transaction_id: entry.transactionId, account_id: entry.accountId } : null)),
        next_cursor: cursorAt(item, start + page.length),
        has_more: start + page.length < item.log.length,
        accounts: item.accounts,
        transactions_update_status: 'HISTORICAL_UPDATE_COMPLETE',
      };
    },
    '/investments/holdings/get': (body) => {
      const item = itemFor(body);
      if (item.investmentAccounts.length === 0) throw new PlaidFailure('ITEM_ERROR', 'NO_INVESTMENT_ACCOUNTS', 'no investment accounts found');
      return {
        accounts: item.investmentAccounts,
        holdings: fixtures.holdings(item.investmentAccounts),
        securities: fixtures.securities(),
        item: itemBody(item),
      };
    },
    '/investments/transactions/get': (body) => {
      const item = itemFor(body);
      if (item.investmentAccounts.length === 0) throw new PlaidFailure('ITEM_ERROR', 'NO_INVESTMENT_ACCOUNTS', 'no investment accounts found');
      const { count = 100, offset = 0 } = (body.options ?? {}) as { count?: number; offset?: number };
      if (count < 1 || count > 500) throw new PlaidFailure('INVALID_REQUEST', 'INVALID_FIELD', 'count must be between 1 and 500');
      const inRange = item.investmentTransactions.filter((entry) => entry.date >= String(body.start_date) && entry.date <= String(body.end_date));
      return {
        item: itemBody(item),
        accounts: item.investmentAccounts,
        securities: fixtures.securities(),
        investment_transactions: inRange.slice(offset, offset + count),
        total_investment_transactions: inRange.length,
      };
    },
    '/liabilities/get': (body) => {
      const item = itemFor(body);
      return { accounts: item.accounts, item: itemBody(item), liabilities: fixtures.liabilities(item.accounts) };
    },
    '/item/remove': (body) => {
      items.delete(itemFor(body, { allowError: true }).accessToken);
      return {};
    },
    '/webhook_verification_key/get': (body) => {
      if (body.key_id !== signer.keyId) throw new PlaidFailure('INVALID_INPUT', 'INVALID_WEBHOOK_VERIFICATION_KEY_ID', 'invalid key_id provided');
      return { key: signer.publicKey() };
    },
  };

  const authenticate = (request: IncomingMessage, body: Body) => {
    // Plaid takes the keys from the body or from the PLAID-CLIENT-ID / PLAID-SECRET headers (the official client's way).
    const givenId = body.client_id ?? request.headers['plaid-client-id'];
    const givenSecret = body.secret ?? request.headers['plaid-secret'];
    if (!givenId || !givenSecret) throw new PlaidFailure('INVALID_REQUEST', 'MISSING_FIELDS', 'the following required fields are missing: client_id, secret');
    if (givenId !== clientId || givenSecret !== secret) throw new PlaidFailure('INVALID_INPUT', 'INVALID_API_KEYS', 'invalid client_id or secret provided');
  };

  let hanging = false;
  const answer = async (request: IncomingMessage, response: ServerResponse) => {
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    const requestId = randomUUID().slice(0, 5);
    const send = (status: number, payload: Body) => {
      response.writeHead(status, { 'content-type': 'application/json' });
      response.end(JSON.stringify({ ...payload, request_id: requestId }));
    };
    try {
      const body = JSON.parse(Buffer.concat(chunks).toString('utf8') || '{}') as Body;
      const path = (request.url ?? '').split('?')[0] ?? '';
      requests.push({ path, body });
      if (hanging) return;
      const route = request.method === 'POST' ? routes[path] : undefined;
      if (!route) throw new PlaidFailure('INVALID_REQUEST', 'UNKNOWN_FIELDS', `no such endpoint ${path}`);
      authenticate(request, body);
      const hold = holds.get(path);
      if (hold) {
        holds.delete(path);
        hold.reached();
        await hold.released;
      }
      const scripted = scriptedFor(path, body);
      // A timeout or a dropped connection: no answer at all.
      if (scripted?.failure === 'drop') return void request.socket.destroy();
      if (scripted) throw scriptedFailure(scripted.failure, path);
      send(200, route(body));
    } catch (error) {
      const failure = error instanceof PlaidFailure ? error : new PlaidFailure('API_ERROR', 'INTERNAL_SERVER_ERROR', 'an unexpected error occurred');
      send(statusOf(failure.errorType), {
        error_type: failure.errorType,
        error_code: failure.errorCode,
        error_message: failure.message,
        display_message: failure.displayMessage,
      });
    }
  };
  // A request cut off while its body is read rejects the read: end that connection, as a server would.
  const server = createServer((request, response) => {
    answer(request, response).catch(() => response.destroy());
  });
  // Node's 5 s idle keep-alive would close a pooled connection just as the client reuses it when a
  // sync pauses between calls on a loaded machine (ECONNRESET): idle connections stay as Plaid's do.
  server.keepAliveTimeout = 120_000;
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}`,
    clientId,
    secret,
    requests,
    webhooks: signer,
    /**
     * What Plaid Link does when the user logs in: a new item (with `transactions` posted ones and
     * two pending) or, given an access token, update mode for that item, which clears its error.
     */
    createPublicToken(link: { accessToken?: string; transactions?: number; investmentTransactions?: number; withInvestments?: boolean } = {}) {
      const publicToken = `public-sandbox-${randomUUID()}`;
      const existing = link.accessToken ? items.get(link.accessToken) : undefined;
      if (existing) {
        existing.error = null;
        publicTokens.set(publicToken, existing);
        return publicToken;
      }
      const accounts = fixtures.bankAccounts();
      const investmentAccounts = link.withInvestments === false ? [] : fixtures.investmentAccounts();
      const [checking, , card] = accounts;
      const posted = Array.from({ length: link.transactions ?? 20 }, (_, index) =>
        fixtures.transaction((index % 2 ? card : checking)?.account_id ?? '', {
          date: `2025-05-${String(1 + (index % 28)).padStart(2, '0')}`,
          amount: 5 + index,
        }),
      );
      const pending = [1, 2].map((day) =>
        fixtures.transaction(card?.account_id ?? '', {
          pending: true,
          date: `2025-06-1${day}`,
          authorized_date: `2025-06-1${day}`,
          amount: 40 + day,
          name: 'Olive Garden',
          merchant_name: 'Olive Garden',
        }),
      );
      const item: FakeItem = {
        itemId: fixtures.plaidId(),
        accessToken: `access-sandbox-${randomUUID()}`,
        institutionId: 'ins_109508',
        error: null,
        webhook: null,
        accounts,
        investmentAccounts,
        log: [...posted, ...pending].map((transaction) => ({ kind: 'added' as const, transaction })),
        investmentTransactions: fixtures.investmentTransactions(investmentAccounts[0]?.account_id ?? '', link.investmentTransactions ?? 6),
      };
      items.set(item.accessToken, item);
      publicTokens.set(publicToken, item);
      return publicToken;
    },
    item(accessToken: string): FakeItem {
      const item = items.get(accessToken);
      if (!item) throw new Error('no such fake item');
      return item;
    },
    /** A pending transaction settles: Plaid removes it and adds the posted one pointing back at it. */
    postPending(accessToken: string, pendingId: string, changes: Partial<Transaction> = {}): Transaction {
      const item = this.item(accessToken);
      const pendingEntry = item.log.find((entry) => entry.kind === 'added' && entry.transaction.transaction_id === pendingId);
      if (!pendingEntry || pendingEntry.kind !== 'added') throw new Error('no such pending transaction');
      const posted = {
        ...pendingEntry.transaction,
        transaction_id: fixtures.plaidId(),
        pending: false,
        pending_transaction_id: pendingId,
        date: '2025-06-14',
        ...changes,
      };
      item.log.push({ kind: 'removed', transactionId: pendingId, accountId: posted.account_id }, { kind: 'added', transaction: posted });
      return posted;
    },
    modifyTransaction(accessToken: string, transaction: Transaction) {
      this.item(accessToken).log.push({ kind: 'modified', transaction });
    },
    /**
     * The next request(s) to `path` fail as Plaid documents: a 500 API_ERROR, a 429 rate limit, the
     * /transactions/sync mutation error, or a dropped connection. `skip` lets that many through first
     * (skip 1 on /transactions/sync fails the second page).
     */
    failNext(path: string, failure: Script['failure'], options: { times?: number; skip?: number; before?: (body: Body) => void } = {}) {
      scripts.push({ path, failure, times: options.times ?? 1, skip: options.skip ?? 0, before: options.before });
    },
    /** From now on every request is read and never answered (the connection stays open): Plaid hanging. */
    hang() {
      hanging = true;
    },
    /** The next request to `path` waits, unanswered, until released: a sync caught in the middle. */
    holdNext(path: string) {
      let reached = () => {};
      let release = () => {};
      const reachedPromise = new Promise<void>((resolve) => (reached = resolve));
      holds.set(path, { reached: () => reached(), released: new Promise<void>((resolve) => (release = resolve)) });
      return { reached: reachedPromise, release: () => release() };
    },
    setItemError(accessToken: string, errorCode: 'ITEM_LOGIN_REQUIRED' | null) {
      this.item(accessToken).error = errorCode;
    },
    close: () => closeServer(server),
    /**
     * An account's balances change at the bank. Plaid's `current` is signed: on a credit or loan
     * account positive is owed and negative is owed to the holder (a card overpaid by $25.50 reads
     * -25.5); a depository account overdrawn by $50 reads -50. `available` is kept unless given.
     */
    setBalance(accessToken: string, accountId: string, current: number, available?: number | null) {
      const account = allAccounts(this.item(accessToken)).find((entry) => entry.account_id === accountId);
      if (!account) throw new Error('no such fake account');
      account.balances = { ...account.balances, current, ...(available === undefined ? {} : { available }) };
    },
  };
}

export type FakePlaidServer = Awaited<ReturnType<typeof startFakePlaidServer>>;
