import { SHARE_SWITCH_OF_SCOPE } from '@finboard/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RoutePolicy } from '../src/access/route-policy';
import { createTestApp, signUp, type TestApp } from './test-app';

/**
 * The route × role matrix, generated from the route table: every route the server registers is
 * called by every persona, and the answer must be what the route's declared policy says. A new
 * route joins by itself (and cannot exist without a policy: the server would not start).
 */

type PersonaName = 'anonymous' | 'clientA' | 'clientB' | 'advisorAll' | 'advisorCashFlow' | 'advisorUnconnected' | 'admin';
interface Persona {
  name: PersonaName;
  cookies: string[];
  role: 'client' | 'advisor' | 'admin' | null;
}

let t: TestApp;
const personas: Persona[] = [];
let clientAId = '';

beforeAll(async () => {
  t = await createTestApp({ AUTH_RATE_LIMIT_MAX: '1000000' });
  const clientA = await signUp(t, { role: 'client' });
  const clientB = await signUp(t, { role: 'client' });
  const advisorAll = await signUp(t, { role: 'advisor' });
  const advisorCashFlow = await signUp(t, { role: 'advisor' });
  const advisorUnconnected = await signUp(t, { role: 'advisor' });
  const admin = await signUp(t, { role: 'client' });
  await t.database.db.execute(`update users set role = 'admin', two_factor_enabled = true where id = '${admin.user.id}'`);
  clientAId = clientA.user.id;
  for (const [advisor, share] of [
    [advisorAll, { netWorth: true, cashFlow: true, retirementScore: true }],
    [advisorCashFlow, { netWorth: false, cashFlow: true, retirementScore: false }],
  ] as const) {
    const requested = await t.request({ method: 'POST', url: '/api/connections', payload: { advisorId: advisor.user.id, share }, cookies: clientA.cookies });
    await t.request({ method: 'POST', url: `/api/connections/${requested.json().connection.id}/accept`, payload: {}, cookies: advisor.cookies });
  }
  personas.push(
    { name: 'anonymous', cookies: [], role: null },
    { name: 'clientA', cookies: clientA.cookies, role: 'client' },
    { name: 'clientB', cookies: clientB.cookies, role: 'client' },
    { name: 'advisorAll', cookies: advisorAll.cookies, role: 'advisor' },
    { name: 'advisorCashFlow', cookies: advisorCashFlow.cookies, role: 'advisor' },
    { name: 'advisorUnconnected', cookies: advisorUnconnected.cookies, role: 'advisor' },
    { name: 'admin', cookies: admin.cookies, role: 'admin' },
  );
}, 60_000);
afterAll(() => t?.close());

/** What the gate must answer: 'allowed' (anything but 401/403), or the refusal status. */
type Expected = 'allowed' | 401 | 403;

function expectedFor(policy: RoutePolicy, method: string, persona: Persona): Expected {
  if (policy.kind === 'public') return 'allowed';
  if (persona.role === null) return 401;
  if (policy.kind === 'signed-in') return 'allowed';
  if (policy.kind === 'role' || policy.kind === 'verified')
    return !('roles' in policy) || !policy.roles || policy.roles.includes(persona.role) ? 'allowed' : 403;
  // Client data about client A, read or written by each persona. A POST may be a read (a report
  // made of A's data): the policy, not the method, says which.
  if (policy.write) return persona.name === 'clientA' ? 'allowed' : 403;
  if (persona.name === 'clientA' || persona.name === 'advisorAll') return 'allowed';
  if (persona.name === 'advisorCashFlow')
    return SHARE_SWITCH_OF_SCOPE[policy.scope] === 'cashFlow' || SHARE_SWITCH_OF_SCOPE[policy.scope] === null ? 'allowed' : 403;
  return 403;
}

// A placeholder for every path parameter: a well-formed id nothing has, so "allowed" ends in a 404 or 400, never in a change.
const PLACEHOLDER_ID = '00000000-0000-4000-8000-000000000000';
const concreteUrl = (url: string) => url.replace(/:[A-Za-z]+/g, (param) => (param === ':purpose' ? 'photo' : PLACEHOLDER_ID));

// Requests that would end the persona's session (and so every later row of the matrix) are left to the auth tests.
const SESSION_ENDING = new Set(['POST /api/auth/logout']);
// A stream answered 200 never ends: its status is read from the headers and the stream let go.
const STREAMING = new Set(['GET /api/notifications/stream']);

async function answerOf(request: Parameters<TestApp['request']>[0], streaming: boolean): Promise<{ statusCode: number; body: string }> {
  if (!streaming) return t.request(request);
  const answer = await t.request({ ...request, payloadAsStream: true });
  const stream = answer.stream();
  if (answer.statusCode === 200) {
    stream.destroy();
    return { statusCode: 200, body: '' };
  }
  let body = '';
  for await (const chunk of stream) body += String(chunk);
  return { statusCode: answer.statusCode, body };
}

describe('every route answers every persona as its policy says', () => {
  it('has a policy on every /api route, and the table is not empty', () => {
    const table = t.app.routeTable;
    expect(table.length).toBeGreaterThan(60);
    expect(table.some((route) => route.url === '/api/cash-flow')).toBe(true);
  });

  it("answers as declared, and leaves client A's data as it was", async () => {
    const before = await snapshotOfClientA();
    const mismatches: string[] = [];
    let checked = 0;
    for (const route of t.app.routeTable) {
      const key = `${route.method} ${route.url}`;
      for (const persona of personas) {
        if (SESSION_ENDING.has(key) && persona.role !== null) continue;
        // Client A's own writes are the feature tests' business: here they would change A's data.
        if (persona.name === 'clientA' && route.policy.kind === 'client-data' && route.method !== 'GET') continue;
        const expected = expectedFor(route.policy, route.method, persona);
        const url = `${concreteUrl(route.url)}?userId=${clientAId}`;
        const hasBody = !['GET', 'DELETE'].includes(route.method);
        const answer = await answerOf({ method: route.method, url, cookies: persona.cookies, ...(hasBody ? { payload: {} } : {}) }, STREAMING.has(key));
        checked += 1;
        const refused = answer.statusCode === 401 || answer.statusCode === 403;
        const ok = expected === 'allowed' ? !refused || isOwnRefusal(route.url, answer.body) : answer.statusCode === expected;
        if (!ok) mismatches.push(`${key} as ${persona.name}: expected ${expected}, got ${answer.statusCode} ${answer.body.slice(0, 120)}`);
        if (answer.statusCode >= 500) mismatches.push(`${key} as ${persona.name}: ${answer.statusCode}`);
      }
    }
    expect(mismatches).toEqual([]);
    expect(checked).toBeGreaterThan(400);
    expect(await snapshotOfClientA()).toEqual(before);
  }, 120_000);
});

/** Client A's data as A reads it (what a write by anyone else would have changed). */
async function snapshotOfClientA(): Promise<string[]> {
  const clientA = personas.find((persona) => persona.name === 'clientA') as Persona;
  const reads = [
    '/api/institutions',
    '/api/assets',
    '/api/liabilities',
    '/api/scenarios',
    '/api/income',
    '/api/insurance',
    '/api/estate',
    '/api/profile',
    '/api/onboarding/client',
    '/api/session',
  ];
  return Promise.all(reads.map(async (url) => withoutOwnFlags((await t.request({ method: 'GET', url, cookies: clientA.cookies })).body)));
}

/** The welcome splash's Get Started is A's own to set, and the matrix calls it as A: not a write by anyone else. */
function withoutOwnFlags(body: string): string {
  return body.replace(/"welcomeSeen":(true|false)/, '"welcomeSeen":"(A\'s own)"');
}

/** A public route may refuse on its own terms (a webhook's signature): that is not the gate. */
function isOwnRefusal(url: string, body: string): boolean {
  return url.startsWith('/api/webhooks/') && !body.includes('Please log in.');
}
