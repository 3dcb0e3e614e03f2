import { clientAdvisorLinks } from '@finboard/db';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAdvisor, type Party } from './directory-helpers';
import { invitationTokenSentTo, paramsOf, signedAdvisorLink } from './registration-links';
import { createTestApp, expectError, registerVerified, registration, signUp, type TestApp, uniqueEmail } from './test-app';

/** Client Linking: registration-link sources, attribution of the clients who register through them, invites. */

const DUPLICATE = 'source already exists, please try different';
const EXPIRED = 'This registration link has expired. Please ask your advisor for a new one.';

let t: TestApp;
let advisor: Party;

beforeAll(async () => {
  t = await createTestApp({ AUTH_RATE_LIMIT_MAX: '100000' });
  advisor = await createAdvisor(t, { zip: '10001' });
}, 60_000);
afterAll(() => t?.close());

const utcDay = (offsetDays: number) => new Date(Date.now() + offsetDays * 86_400_000).toISOString().slice(0, 10);
const addSource = (payload: Record<string, unknown>, who: Party = advisor) =>
  t.request({ method: 'POST', url: '/api/advisor/sources', payload, cookies: who.cookies });
const sources = async () =>
  (await t.request({ method: 'GET', url: '/api/advisor/sources', cookies: advisor.cookies })).json().sources as {
    id: string | null;
    name: string;
    isBuiltIn: boolean;
    expiryDate: string | null;
    isExpired: boolean;
    link: string;
  }[];

const linksOf = (clientId: string) => t.database.db.select().from(clientAdvisorLinks).where(eq(clientAdvisorLinks.userId, clientId));

/** The register page's context from a source's link as Client Linking shows it (the role and prefill aside). */
async function contextOfSource(name: string): Promise<Record<string, string>> {
  const source = (await sources()).find((row) => row.name === name);
  expect(source, `no source ${name}`).toBeDefined();
  const { role: _role, ...context } = paramsOf(source?.link ?? '');
  return context;
}

/** Registers a client through the link's query parameters, as the register page sends them, and follows the verification link. */
function registerThroughLink(context: Record<string, string>) {
  return registerVerified(t, registration({ email: uniqueEmail('linked'), context }));
}

/** The client accepts the advisor's request. */
async function acceptRequest({ user, cookies }: Awaited<ReturnType<typeof registerThroughLink>>) {
  const list = await t.request({ method: 'GET', url: '/api/connections/advisors', cookies });
  const linkId = list.json().advisors[0].connection.id as string;
  const accepted = await t.request({ method: 'POST', url: `/api/connections/${linkId}/accept`, payload: {}, cookies });
  expect(accepted.statusCode, accepted.body).toBe(200);
  return user.id;
}

describe('registration-link sources', () => {
  it("lists the built-in sources first, then the advisor's own with their expiry", async () => {
    const created = await addSource({ name: 'Spring Seminar', expiryDate: utcDay(30) });
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json().source).toMatchObject({ name: 'Spring Seminar', isBuiltIn: false, expiryDate: utcDay(30), isExpired: false });
    const list = await sources();
    expect(list.slice(0, 8).map((source) => source.name)).toEqual(['Email', 'Facebook', 'Twitter', 'Linkedin', 'Youtube', 'Instagram', 'Tiktok', 'Referral']);
    expect(list.at(-1)).toMatchObject({ name: 'Spring Seminar', isBuiltIn: false });
  });

  it('refuses an empty name with "missing data" and a taken one (built-in or own, any case)', async () => {
    expect(expectError(await addSource({ name: '   ' }), 400, 'VALIDATION').message).toBe('missing data');
    expect(expectError(await addSource({}), 400, 'VALIDATION').message).toBe('missing data');
    expect(expectError(await addSource({ name: 'facebook' }), 400, 'VALIDATION').message).toBe(DUPLICATE);
    expect(expectError(await addSource({ name: ' spring seminar ' }), 400, 'VALIDATION').message).toBe(DUPLICATE);
    const [again, twice] = await Promise.all([addSource({ name: 'Podcast' }), addSource({ name: 'PODCAST' })]);
    expect([again.statusCode, twice.statusCode].sort()).toEqual([201, 400]);
  });

  it('marks a custom link past its last day as expired; another advisor neither sees nor deletes it', async () => {
    const old = await addSource({ name: 'Last Year Fair', expiryDate: utcDay(-1) });
    expect(old.json().source.isExpired).toBe(true);
    const other = await signUp(t, { role: 'advisor' });
    const theirs = (await t.request({ method: 'GET', url: '/api/advisor/sources', cookies: other.cookies })).json().sources;
    expect(theirs.some((source: { name: string }) => source.name === 'Last Year Fair')).toBe(false);
    const id = old.json().source.id as string;
    expectError(await t.request({ method: 'DELETE', url: `/api/advisor/sources/${id}`, cookies: other.cookies }), 404, 'NOT_FOUND');
    expect((await t.request({ method: 'DELETE', url: `/api/advisor/sources/${id}`, cookies: advisor.cookies })).statusCode).toBe(204);
  });
});

// Spec 01 §3 'inviteLinkCount' (how many registration links the advisor made), read by social-login navigation (§4).
describe('inviteLinkCount', () => {
  const sessionUser = async (cookies: Party['cookies']) =>
    (await t.request({ method: 'GET', url: '/api/session', cookies })).json().user as { inviteLinkCount: number };

  it("counts the advisor's own registration links as they are made and deleted; other roles have none", async () => {
    const fresh = await createAdvisor(t, { zip: '10002' });
    expect((await sessionUser(fresh.cookies)).inviteLinkCount).toBe(0);
    const made = await addSource({ name: 'Autumn Fair', expiryDate: null }, fresh);
    expect(made.statusCode, made.body).toBe(201);
    await addSource({ name: 'Winter Fair', expiryDate: null }, fresh);
    expect((await sessionUser(fresh.cookies)).inviteLinkCount).toBe(2);
    const id = made.json<{ source: { id: string } }>().source.id;
    expect((await t.request({ method: 'DELETE', url: `/api/advisor/sources/${id}`, cookies: fresh.cookies })).statusCode).toBe(204);
    expect((await sessionUser(fresh.cookies)).inviteLinkCount).toBe(1);
    const client = await registerVerified(t, registration({ email: uniqueEmail('count') }));
    expect((await sessionUser(client.cookies)).inviteLinkCount).toBe(0);
  });
});

describe('attribution', () => {
  it('a client registering through a source link appears under that source, in Clients By Source and the filter', async () => {
    const seminarClient = await acceptRequest(await registerThroughLink(await contextOfSource('Spring Seminar')));
    const facebookClient = await acceptRequest(await registerThroughLink(await contextOfSource('Facebook')));
    const answer = await t.request({ method: 'GET', url: '/api/advisor/dashboard?source=Spring%20Seminar', cookies: advisor.cookies });
    expect(answer.statusCode, answer.body).toBe(200);
    const board = answer.json();
    expect(board.clientsBySource).toEqual(
      expect.arrayContaining([
        { source: 'Spring Seminar', count: 1 },
        { source: 'Facebook', count: 1 },
      ]),
    );
    expect(board.collection.clientIds).toEqual([seminarClient]);
    expect(board.sources).toContain('Spring Seminar');
    const facebook = (await t.request({ method: 'GET', url: '/api/advisor/dashboard?source=Facebook', cookies: advisor.cookies })).json();
    expect(facebook.collection.clientIds).toEqual([facebookClient]);
  });

  it("each source's link is the spec's shape with the server's signature", async () => {
    const facebook = new URL((await sources()).find((row) => row.name === 'Facebook')?.link ?? '');
    expect(facebook.pathname).toBe('/register');
    expect(Object.keys(paramsOf(facebook.href))).toEqual(['advisor', 'role', 'source', 'sig']);
    expect(paramsOf(facebook.href)).toMatchObject({ advisor: advisor.user.id, role: 'client', source: 'facebook' });
  });

  it('an expired link registers the client with no link and says so', async () => {
    const registered = await registerThroughLink(signedAdvisorLink(t, advisor.user.id, 'Last Year Fair', utcDay(-1)));
    expect(registered.linkNotice).toBe(EXPIRED);
    expect(await linksOf(registered.user.id)).toEqual([]);
  });
});

describe('invite a client by email', () => {
  const invite = (payload: Record<string, unknown>, who: Party = advisor) =>
    t.request({ method: 'POST', url: '/api/advisor/invites', payload, cookies: who.cookies });

  it("gives the spec's messages in order, and answers an address that has an account as any other", async () => {
    expect(expectError(await invite({ type: 'client', firstName: 'Dora', lastName: '', email: 'dora@example.com' }), 400, 'VALIDATION').message).toBe(
      'All fields are required! You should input all the fields!',
    );
    expect(expectError(await invite({ type: 'client', firstName: 'Dora', lastName: 'Diaz', email: 'dora' }), 400, 'VALIDATION').message).toBe(
      'Email is not valid! Please input valid email.',
    );
    expectError(await invite({ type: 'advisor', firstName: 'Dora', lastName: 'Diaz', email: 'dora@example.com' }), 400, 'VALIDATION');
    const existing = await invite({ type: 'client', firstName: 'Dora', lastName: 'Diaz', email: advisor.email });
    expect(existing.statusCode, existing.body).toBe(200);
    expect(existing.json()).toEqual({ sentTo: advisor.email });
  });

  it("emails an invitation link, prefilled, whose registration leaves the advisor's request (source Email)", async () => {
    const email = uniqueEmail('invitee');
    const answer = await invite({ type: 'client', firstName: 'Dora', lastName: 'Diaz', email });
    expect(answer.statusCode, answer.body).toBe(200);
    const [link] = await t.latestLinks(email);
    const url = new URL(link ?? '');
    expect(url.pathname).toBe('/register');
    const token = await invitationTokenSentTo(t, email);
    expect(Object.fromEntries(url.searchParams)).toEqual({ role: 'client', source: 'email', invitation: token, firstName: 'Dora', lastName: 'Diaz', email });
    const registered = await registerVerified(t, registration({ email, context: { source: 'email', invitation: token } }));
    expect(registered.linkNotice).toBeNull();
    expect(await linksOf(registered.user.id)).toEqual([
      expect.objectContaining({ advisorId: advisor.user.id, status: 'pending', requestedBy: 'advisor', source: 'Email' }),
    ]);
  });
});

describe('Connect with SMS: a local number', () => {
  const get = (url: string) => t.request({ method: 'GET', url, cookies: advisor.cookies });
  const select = (phoneNumber: string) => t.request({ method: 'PUT', url: '/api/advisor/phone-number', payload: { phoneNumber }, cookies: advisor.cookies });

  it('finds numbers by area code in the sandbox, selects one, and keeps it', async () => {
    expect((await get('/api/advisor/phone-number')).json()).toEqual({ number: null });
    expect(expectError(await get('/api/advisor/phone-numbers/available?areaCode=12'), 400, 'VALIDATION').message).toBe('Please enter a 3-digit area code.');
    const found = (await get('/api/advisor/phone-numbers/available?areaCode=212')).json().numbers as { friendlyName: string; phoneNumber: string }[];
    expect(found.length).toBeGreaterThan(0);
    expect(found[0]).toEqual({ phoneNumber: '+12125550110', friendlyName: '(212) 555-0110' });
    const chosen = await select(found[1]?.phoneNumber as string);
    expect(chosen.statusCode, chosen.body).toBe(200);
    expect((await get('/api/advisor/phone-number')).json()).toEqual({ number: found[1] });
    expect(expectError(await select('+12125559999'), 400, 'VALIDATION').message).toBe('That number is no longer available. Please find numbers again.');
  });
});
