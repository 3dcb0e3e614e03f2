import { randomBytes } from 'node:crypto';
import { createServer, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createEngine } from './fake-stripe/engine';
import { StripeFailure } from './fake-stripe/errors';
import { canonicalForm, parseForm } from './fake-stripe/form';
import { createRoutes } from './fake-stripe/routes';
import { API_VERSION, createState, type FakeState, newId, renderInvoice, renderSubscription } from './fake-stripe/state';
import { changedFields, deliver, type FakeStripeEvent, makeEvent, signatureHeader } from './fake-stripe/webhooks';
import { closeServer, hangSwitch, readBody } from './fake-http';

/**
 * A local server that answers the parts of Stripe's API Finboard's adapter uses as Stripe documents
 * them (https://docs.stripe.com/api): Bearer auth, form-encoded bodies in bracket notation,
 * `expand[]`, idempotent requests (https://docs.stripe.com/api/idempotent_requests), list objects,
 * errors with their documented statuses, Stripe's test card tokens, subscriptions with trials,
 * prorations and metered usage through billing meters, invoices, a test-clock-like `advance`, and
 * webhook deliveries signed as Stripe signs them. Everything is in memory; one server per test file.
 */
export type FailureKind = 'rate-limited' | 'lock-timeout' | 'server-error' | 'dropped';
export interface FailureMatch {
  path: string;
  method?: string;
}

export interface FakeStripe {
  url: string;
  secretKey: string;
  publishableKey: string;
  webhookSecret: string;
  state: FakeState;
  /** Every event the fake's objects produced, oldest first (what /v1/events would list). */
  events: FakeStripeEvent[];
  /** Every request as it came: method, path, headers Finboard sets, and the form. */
  requests: { method: string; path: string; idempotencyKey: string | null; stripeVersion: string | null; form: Record<string, unknown> }[];
  /** The fake's clock (Unix seconds): real time plus what `advance` added. */
  now(): number;
  /** Moves the clock forward and runs every trial end and renewal that falls due, as a test clock does. */
  advance(seconds: number): void;
  /**
   * Answers the next n API requests (replays of saved keys aside) with a failure: 429 rate_limit,
   * 429 lock_timeout (Stripe-Should-Retry: true), neither saved for the key, or 500 api_error, which
   * Stripe saves for a POST's Idempotency-Key and replays for 24 hours; or 'dropped': the request is
   * carried out (or replayed) but its connection closes before the answer, as a network failure does.
   * With `only`, just the requests to that path (and method) count.
   */
  failNext(n: number, kind: FailureKind, only?: FailureMatch): void;
  /** From now on every request is read and never answered (the connection stays open): a provider that hangs. */
  hang(): void;
  /** The meter's aggregated value for a customer in [from, to). */
  usage(meterEventName: string, customerId: string, from: number, to: number): number;
  makeEvent(type: string, object: Record<string, unknown>, options?: { created?: number }): FakeStripeEvent;
  /** The Stripe-Signature header Stripe would send with this payload. */
  signatureHeader(payload: string, options?: { timestamp?: number; secret?: string }): string;
  /** POSTs the event to a URL signed as Stripe does (`body` replaces what is sent after signing). */
  sendWebhook(
    url: string,
    event: FakeStripeEvent,
    options?: { timestamp?: number; secret?: string; body?: string },
  ): Promise<{ status: number; body: string; payload: string; signature: string }>;
  close(): Promise<void>;
}

const IDEMPOTENCY_WINDOW = 24 * 3600;

const maskedKey = (key: string) => `${key.slice(0, 8)}${'*'.repeat(Math.max(0, key.length - 12))}${key.slice(-4)}`;

export async function startFakeStripe(options: { accountName?: string } = {}): Promise<FakeStripe> {
  const suffix = randomBytes(12).toString('hex');
  const secretKey = `sk_test_${suffix}`;
  const publishableKey = `pk_test_${suffix}`;
  const webhookSecret = `whsec_${randomBytes(24).toString('hex')}`;
  const state = createState(options.accountName ?? 'Finboard');
  const events: FakeStripeEvent[] = [];
  const requests: FakeStripe['requests'] = [];
  let offset = 0;
  const now = () => Math.floor(Date.now() / 1000) + offset;
  const emit = (type: string, object: Record<string, unknown>, previous?: Record<string, unknown>) =>
    events.push(makeEvent(type, object, { created: now(), ...(previous ? { previous: changedFields(previous, object) } : {}) }));
  const engine = createEngine(state, now, emit);
  const handle = createRoutes(state, engine, now);
  const idempotent = new Map<string, { method: string; path: string; params: string; status: number; body: string; at: number; requestId: string }>();
  let failures: { left: number; kind: FailureKind; only: FailureMatch | null } = { left: 0, kind: 'server-error', only: null };
  const hanging = hangSwitch();
  const dropping = new WeakSet<ServerResponse>();

  /** The next failure applies to this request (any request, or only those to its path). */
  const takeFailure = (method: string, path: string): FailureKind | null => {
    const { only } = failures;
    if (failures.left === 0 || (only && (only.path !== path || (only.method !== undefined && only.method !== method)))) return null;
    failures.left -= 1;
    return failures.kind;
  };
  const send = (res: ServerResponse, status: number, body: string, requestId: string, extra: Record<string, string> = {}) => {
    // The request was carried out (and its result saved) but the answer never reaches the caller.
    if (dropping.has(res)) {
      res.socket?.destroy();
      return;
    }
    res.writeHead(status, { 'content-type': 'application/json', 'request-id': requestId, 'stripe-version': API_VERSION, ...extra });
    res.end(body);
  };
  const fail = (res: ServerResponse, failure: StripeFailure, requestId: string) =>
    send(res, failure.status, JSON.stringify(failure.body(requestId), null, 2), requestId, failure.details.headers ?? {});

  const server = createServer((req, res) => {
    const requestId = newId('req');
    void (async () => {
      const raw = await readBody(req);
      const url = new URL(req.url ?? '/', 'http://localhost');
      const method = req.method ?? 'GET';
      // GET and DELETE carry their parameters in the query string, POST in a form body.
      const form = parseForm(method === 'POST' ? raw : url.search.slice(1));
      const idempotencyKey = typeof req.headers['idempotency-key'] === 'string' ? req.headers['idempotency-key'] : null;
      requests.push({ method, path: url.pathname, idempotencyKey, stripeVersion: (req.headers['stripe-version'] as string | undefined) ?? null, form });
      if (hanging.hanging) return;

      const authorization = req.headers.authorization ?? '';
      const bearer =
        /^Bearer (.+)$/.exec(authorization)?.[1] ??
        (/^Basic (.+)$/.exec(authorization) ? Buffer.from(authorization.slice(6), 'base64').toString('utf8').split(':')[0] : undefined);
      if (!bearer) {
        return fail(
          res,
          new StripeFailure(
            401,
            'invalid_request_error',
            "You did not provide an API key. You need to provide your API key in the Authorization header, using Bearer auth (e.g. 'Authorization: Bearer YOUR_SECRET_KEY'). See https://stripe.com/docs/api#authentication for details, or we can help at https://support.stripe.com/.",
          ),
          requestId,
        );
      }
      if (bearer !== secretKey) return fail(res, new StripeFailure(401, 'invalid_request_error', `Invalid API Key provided: ${maskedKey(bearer)}`), requestId);

      // Idempotent replays are for POST (GET and DELETE are idempotent by nature); keys last 24 hours.
      const key = method === 'POST' && idempotencyKey ? idempotencyKey : null;
      const params = canonicalForm(form);
      const failure = takeFailure(method, url.pathname);
      if (failure === 'dropped') dropping.add(res);
      // Refused before the endpoint runs: nothing is saved for the key.
      if (failure === 'rate-limited')
        return fail(
          res,
          new StripeFailure(
            429,
            'invalid_request_error',
            'Request rate limit exceeded. Learn more about rate limits here https://stripe.com/docs/rate-limits.',
            { code: 'rate_limit' },
          ),
          requestId,
        );
      if (failure === 'lock-timeout') {
        return fail(
          res,
          new StripeFailure(
            429,
            'invalid_request_error',
            'This object cannot be accessed right now because another API request or Stripe process is currently accessing it. If you see this error intermittently, retry the request.',
            { code: 'lock_timeout', headers: { 'stripe-should-retry': 'true' } },
          ),
          requestId,
        );
      }
      const saved = key ? idempotent.get(key) : undefined;
      if (key && saved && saved.at + IDEMPOTENCY_WINDOW > now()) {
        if (saved.method !== method || saved.path !== url.pathname || saved.params !== params) {
          return fail(
            res,
            new StripeFailure(
              400,
              'idempotency_error',
              `Keys for idempotent requests can only be used with the same parameters they were first used with. Try using a key other than '${key}' if you meant to execute a different request.`,
            ),
            requestId,
          );
        }
        return send(res, saved.status, saved.body, requestId, { 'idempotent-replayed': 'true', 'original-request': saved.requestId });
      }

      if (failure === 'server-error') {
        // A 500 is a result the endpoint reached: Stripe saves it for the key and replays it, 500 and all, for 24 hours.
        const serverError = new StripeFailure(500, 'api_error', 'An unknown error occurred', {});
        if (key)
          idempotent.set(key, {
            method,
            path: url.pathname,
            params,
            status: 500,
            body: JSON.stringify(serverError.body(requestId), null, 2),
            at: now(),
            requestId,
          });
        return fail(res, serverError, requestId);
      }
      let status = 200;
      let body: string;
      let keep = true;
      try {
        body = JSON.stringify(handle({ method, path: url.pathname, form }), null, 2);
      } catch (error) {
        if (!(error instanceof StripeFailure)) throw error;
        status = error.status;
        body = JSON.stringify(error.body(requestId), null, 2);
        // A request that failed validation never ran: Stripe saves no result for its key.
        keep = !error.beforeExecution;
        if (key && keep) idempotent.set(key, { method, path: url.pathname, params, status, body, at: now(), requestId });
        return fail(res, error, requestId);
      }
      if (key && keep) idempotent.set(key, { method, path: url.pathname, params, status, body, at: now(), requestId });
      return send(res, status, body, requestId, key ? { 'idempotency-key': key } : {});
    })().catch((error: unknown) => {
      console.error('fake stripe', error);
      fail(res, new StripeFailure(500, 'api_error', 'An unknown error occurred'), requestId);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}`,
    secretKey,
    publishableKey,
    webhookSecret,
    state,
    events,
    requests,
    now,
    advance(seconds) {
      offset += seconds;
      engine.runDue();
    },
    failNext(n, kind, only) {
      failures = { left: n, kind, only: only ?? null };
    },
    usage(meterEventName, customerId, from, to) {
      const meter = [...state.meters.values()].find((candidate) => candidate.eventName === meterEventName && candidate.status === 'active');
      return meter ? engine.usage(meter.id, customerId, from, to) : 0;
    },
    makeEvent: (type, object, eventOptions) => makeEvent(type, object, { created: eventOptions?.created ?? Math.floor(Date.now() / 1000) }),
    signatureHeader: (payload, signOptions) => signatureHeader(payload, signOptions?.secret ?? webhookSecret, signOptions?.timestamp),
    sendWebhook: (target, event, sendOptions) =>
      deliver(target, event, sendOptions?.secret ?? webhookSecret, {
        ...(sendOptions?.timestamp !== undefined ? { timestamp: sendOptions.timestamp } : {}),
        ...(sendOptions?.body !== undefined ? { body: sendOptions.body } : {}),
      }),
    hang: hanging.hang,
    close: () => closeServer(server),
  };
}

/** The current state of a subscription or invoice as an event's data.object. */
export const subscriptionObject = (fake: FakeStripe, id: string) => renderSubscription(fake.state, fake.state.subscriptions.get(id)!);
export const invoiceObject = (fake: FakeStripe, id: string) => renderInvoice(fake.state, fake.state.invoices.get(id)!);
