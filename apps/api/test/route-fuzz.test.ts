import { ZErrorResponse } from '@finboard/contracts';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RouteTableEntry } from '../src/server/plugins/access-policy';
import { toJsonText } from './support/fuzz/hostile-values';
import { requestArbitrary, type FuzzContext, type FuzzRequest } from './support/fuzz/request-arbitrary';
import { createTestApp, signUp, type TestApp } from './test-app';

/**
 * Property-based fuzzing of every route from its zod contract (wrong types, boundaries, huge
 * strings, deep nesting, unicode edge cases, odd URL bytes), signed in as each role: no answer is
 * a 5xx, none hangs, and every refusal is in the api's error shape. FUZZ_REQUESTS sets how many requests in all (10,000 by default, as in CI);
 * FUZZ_SEED replays a failure fast-check reported (with the persona's test alone: `-t client`).
 */

const TOTAL_REQUESTS = Number(process.env.FUZZ_REQUESTS ?? 10_000);
const SEED = process.env.FUZZ_SEED ? Number(process.env.FUZZ_SEED) : undefined;
/** Longer than any honest answer here (a Monte Carlo run takes well under a second). */
const HANG_MS = 15_000;

/**
 * Routes not fuzzed, each with its reason. Ending the persona's own session would leave the rest of
 * its run signed out (every later answer a 401); a live stream never ends, by design.
 */
const LEFT_OUT = new Set(['POST /api/auth/logout', 'GET /api/notifications/stream']);

interface Persona {
  name: string;
  cookies: string[];
  userId: string | null;
  /** The client whose data an advisor asks for (`?userId=`), or null. */
  ownerId: string | null;
}

let t: TestApp;
const personas: Persona[] = [];
let routes: RouteTableEntry[] = [];
/** Real ids the fuzzer puts in path parameters now and then (never the connection's: see LEFT_OUT). */
const knownIds: string[] = [];
/** Per route (`METHOD /url`): how many requests it got, and how many it answered with a 2xx. */
const reached = new Map<string, { requests: number; succeeded: number }>();

beforeAll(async () => {
  t = await createTestApp({ AUTH_RATE_LIMIT_MAX: '1000000', DIRECTORY_RATE_LIMIT_MAX: '1000000' });
  const client = await signUp(t, { role: 'client' });
  const advisor = await signUp(t, { role: 'advisor' });
  const admin = await signUp(t, { role: 'client' });
  await t.database.db.execute(`update users set role = 'admin', two_factor_enabled = true where id = '${admin.user.id}'`);
  const requested = await t.request({
    method: 'POST',
    url: '/api/connections',
    payload: { advisorId: advisor.user.id, share: { netWorth: true, cashFlow: true, retirementScore: true } },
    cookies: client.cookies,
  });
  await t.request({ method: 'POST', url: `/api/connections/${requested.json().connection.id}/accept`, payload: {}, cookies: advisor.cookies });
  // Records of the client's for the routes that take an id to find something: not only NOT_FOUND.
  const account = await t.request({
    method: 'POST',
    url: '/api/accounts/manual',
    cookies: client.cookies,
    payload: {
      institutionName: 'Drawer',
      name: 'Savings',
      balanceType: 'assets',
      accountType: 'depository',
      accountSubtype: 'savings',
      amount: '2500.75',
      date: '2024-03-01',
    },
  });
  const scenario = await t.request({ method: 'POST', url: '/api/scenarios', payload: { type: 'debt', name: 'Card payoff' }, cookies: client.cookies });
  expect([account.statusCode, scenario.statusCode]).toEqual([201, 201]);
  knownIds.push(client.user.id, advisor.user.id, account.json().account.id, scenario.json().scenario.id);
  personas.push(
    { name: 'anonymous', cookies: [], userId: null, ownerId: null },
    { name: 'client', cookies: client.cookies, userId: client.user.id, ownerId: null },
    { name: 'advisor', cookies: advisor.cookies, userId: advisor.user.id, ownerId: client.user.id },
    { name: 'admin', cookies: admin.cookies, userId: admin.user.id, ownerId: null },
  );
  routes = t.app.routeTable.filter((route) => !LEFT_OUT.has(`${route.method} ${route.url}`));
}, 120_000);
afterAll(() => t?.close());

async function send(persona: Persona, request: FuzzRequest) {
  const hasBody = request.payload !== undefined;
  const answer = t.request({
    method: request.method,
    url: request.url,
    cookies: persona.cookies,
    ...(hasBody ? { payload: toJsonText(request.payload), headers: { 'content-type': 'application/json' } } : {}),
  });
  let timer: NodeJS.Timeout | undefined;
  const hang = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${request.label} hung for ${HANG_MS} ms: ${request.url.slice(0, 300)}`)), HANG_MS);
  });
  try {
    return await Promise.race([answer, hang]);
  } finally {
    clearTimeout(timer);
    t.responseBodies.length = 0; // kept for scans other tests make; 10 000 of them here would only hold memory
  }
}

function describeFailure(request: FuzzRequest, status: number, body: string): string {
  const payload = request.payload === undefined ? '' : ` ${toJsonText(request.payload).slice(0, 300)}`;
  return `${request.label} → ${status} for ${request.url.slice(0, 300)}${payload}: ${body.slice(0, 300)}`;
}

/** The persona is still who it was: signed in, same role, and the advisor still connected to the client. */
async function expectPersonaIntact(persona: Persona) {
  const session = await t.request({ method: 'GET', url: '/api/session', cookies: persona.cookies });
  expect(session.json().user?.id ?? null).toBe(persona.userId);
  if (persona.ownerId) {
    const profile = await t.request({ method: 'GET', url: `/api/clients/profile?userId=${persona.ownerId}`, cookies: persona.cookies });
    expect(profile.statusCode).toBe(200);
  }
}

/** An error answer is the api's one shape, with its request id (not a framework's own body). */
function isApiError(body: string): boolean {
  try {
    const parsed = ZErrorResponse.safeParse(JSON.parse(body));
    return parsed.success && typeof parsed.data.error.requestId === 'string';
  } catch {
    return false;
  }
}

describe('every route, fuzzed from its contract', () => {
  it.each(['anonymous', 'client', 'advisor', 'admin'])(
    'never answers %s with a 5xx or hangs',
    async (name) => {
      const persona = personas.find((candidate) => candidate.name === name) as Persona;
      const role = persona.userId ? (await t.request({ method: 'GET', url: '/api/session', cookies: persona.cookies })).json().user.role : null;
      const statuses = new Map<number, number>();
      const started = Date.now();
      await fc.assert(
        fc.asyncProperty(requestArbitrary(routes, { ownerId: persona.ownerId, knownIds } satisfies FuzzContext), async (request) => {
          const answer = await send(persona, request);
          statuses.set(answer.statusCode, (statuses.get(answer.statusCode) ?? 0) + 1);
          const counts = reached.get(request.label) ?? { requests: 0, succeeded: 0 };
          reached.set(request.label, { requests: counts.requests + 1, succeeded: counts.succeeded + (answer.statusCode < 300 ? 1 : 0) });
          if (answer.statusCode >= 500) throw new Error(describeFailure(request, answer.statusCode, answer.body));
          if (answer.statusCode >= 400 && !isApiError(answer.body))
            throw new Error(`not the api's error shape: ${describeFailure(request, answer.statusCode, answer.body)}`);
        }),
        { numRuns: Math.ceil(TOTAL_REQUESTS / 4), seed: SEED, endOnFailure: true },
      );
      const summary = [...statuses.entries()].sort(([a], [b]) => a - b).map(([status, count]) => `${status}×${count}`);
      console.log(`route fuzz, ${name}: ${Math.ceil(TOTAL_REQUESTS / 4)} requests in ${((Date.now() - started) / 1000).toFixed(1)} s: ${summary.join(' ')}`);
      // The run reached the handlers, not only the gate: some requests passed validation.
      expect([...statuses.keys()].some((status) => status < 300)).toBe(true);
      // A fuzzed write did not sign the persona out, change its role or cut the advisor's link.
      await expectPersonaIntact(persona);
      if (role) expect((await t.request({ method: 'GET', url: '/api/session', cookies: persona.cookies })).json().user.role).toBe(role);
    },
    900_000,
  );

  it('reached every route, and the handlers behind most of them', () => {
    const missed = routes.map((route) => `${route.method} ${route.url}`).filter((label) => !reached.has(label));
    expect(missed).toEqual([]);
    const answered = [...reached.values()].filter((counts) => counts.succeeded > 0).length;
    const never = [...reached.entries()].filter(([, counts]) => counts.succeeded === 0).map(([label]) => label);
    console.log(`route fuzz: ${answered} of ${routes.length} routes answered a 2xx at least once; never: ${never.join(', ')}`);
    if (TOTAL_REQUESTS >= 10_000) expect(answered).toBeGreaterThan(routes.length / 3);
  });
});
