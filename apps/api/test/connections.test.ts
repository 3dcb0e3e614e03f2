import { clientAdvisorLinks, users } from '@finboard/db';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, expectError, sessionUser, signUp, type TestApp } from './test-app';

/** Every transition of a client–advisor link, the share switches, and the lists of each side. */

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ AUTH_RATE_LIMIT_MAX: '100000' });
});
afterAll(() => t?.close());

type Party = Awaited<ReturnType<typeof signUp>>;

const newClient = () => signUp(t, { role: 'client' });
const newAdvisor = () => signUp(t, { role: 'advisor' });

function post(who: Party, url: string, payload: Record<string, unknown> = {}) {
  return t.request({ method: 'POST', url, payload, cookies: who.cookies });
}

async function requestLink(client: Party, advisor: Party, extra: Record<string, unknown> = {}) {
  const answer = await post(client, '/api/connections', { advisorId: advisor.user.id, ...extra });
  expect(answer.statusCode, answer.body).toBe(201);
  return answer.json().connection as { id: string; status: string; share: Record<string, boolean> };
}

async function connect(client: Party, advisor: Party) {
  const link = await requestLink(client, advisor);
  const accepted = await post(advisor, `/api/connections/${link.id}/accept`);
  expect(accepted.statusCode, accepted.body).toBe(200);
  return link;
}

async function linkRow(id: string) {
  const [row] = await t.database.db.select().from(clientAdvisorLinks).where(eq(clientAdvisorLinks.id, id));
  return row;
}

describe('requesting a connection', () => {
  it('a client asks an advisor: a pending link with every switch on, the source and zip kept', async () => {
    const client = await newClient();
    const advisor = await newAdvisor();
    const link = await requestLink(client, advisor, { source: 'Directory', zipCode: '10001' });
    expect(link).toMatchObject({
      status: 'pending',
      requestedBy: 'client',
      source: 'Directory',
      zipCode: '10001',
      share: { all: true, netWorth: true, cashFlow: true, retirementScore: true },
    });
    expect(link).toMatchObject({ acceptedAt: null, endedAt: null });
  });

  it('keeps the share switches chosen in the data-share dialog, All following the rules', async () => {
    const link = await requestLink(await newClient(), await newAdvisor(), { share: { netWorth: false, cashFlow: true, retirementScore: false } });
    expect(link.share).toEqual({ all: true, netWorth: false, cashFlow: true, retirementScore: false });
    const none = await requestLink(await newClient(), await newAdvisor(), { share: { netWorth: false, cashFlow: false, retirementScore: false, all: true } });
    expect(none.share.all).toBe(false);
  });

  it('refuses a request to a non-advisor, to yourself, and from an advisor; nothing is stored', async () => {
    const client = await newClient();
    const other = await newClient();
    const advisor = await newAdvisor();
    expectError(await post(client, '/api/connections', { advisorId: other.user.id }), 400, 'VALIDATION');
    expectError(await post(client, '/api/connections', { advisorId: client.user.id }), 400, 'VALIDATION');
    expectError(await post(client, '/api/connections', { advisorId: 'no-such-user' }), 400, 'VALIDATION');
    expectError(await post(advisor, '/api/connections', { advisorId: advisor.user.id }), 403, 'FORBIDDEN');
    const rows = await t.database.db.select().from(clientAdvisorLinks).where(eq(clientAdvisorLinks.userId, client.user.id));
    expect(rows).toEqual([]);
  });

  it('refuses a second request while one waits, and while connected', async () => {
    const client = await newClient();
    const advisor = await newAdvisor();
    const link = await requestLink(client, advisor);
    expectError(await post(client, '/api/connections', { advisorId: advisor.user.id }), 409, 'CONFLICT');
    await post(advisor, `/api/connections/${link.id}/accept`);
    expectError(await post(client, '/api/connections', { advisorId: advisor.user.id }), 409, 'CONFLICT');
  });

  it('parallel requests of one pair leave exactly one live link', async () => {
    const client = await newClient();
    const advisor = await newAdvisor();
    const answers = await Promise.all(Array.from({ length: 5 }, () => post(client, '/api/connections', { advisorId: advisor.user.id })));
    expect(answers.filter((answer) => answer.statusCode === 201)).toHaveLength(1);
    expect(answers.filter((answer) => answer.statusCode === 409)).toHaveLength(4);
  });

  it('refuses bad input with a clear 400', async () => {
    const client = await newClient();
    for (const payload of [
      {},
      { advisorId: '' },
      { advisorId: 5 },
      { advisorId: 'x', zipCode: 'abc' },
      { advisorId: 'x', role: 'admin' },
      { advisorId: 'x', share: { all: true } },
    ]) {
      expectError(await post(client, '/api/connections', payload), 400, 'VALIDATION');
    }
  });

  it('needs a session (401) and a verified email (403)', async () => {
    expectError(await t.request({ method: 'POST', url: '/api/connections', payload: { advisorId: 'x' } }), 401, 'UNAUTHENTICATED');
    const client = await newClient();
    const advisor = await newAdvisor();
    await t.database.db.update(users).set({ emailVerified: false }).where(eq(users.id, client.user.id));
    expectError(await post(client, '/api/connections', { advisorId: advisor.user.id }), 403, 'FORBIDDEN');
  });
});

describe('answering a request', () => {
  it("the advisor accepts: connected, stamped '{product} Web', the client's count goes up and their plan becomes free", async () => {
    const client = await newClient();
    const advisor = await newAdvisor();
    await t.database.db.update(users).set({ plan: 'paid' }).where(eq(users.id, client.user.id));
    expect(await sessionUser(t, client.cookies)).toMatchObject({ clientAdvisorCount: 0 });
    const link = await requestLink(client, advisor);
    const accepted = await post(advisor, `/api/connections/${link.id}/accept`);
    expect(accepted.json().connection).toMatchObject({ status: 'connected', acceptedFrom: 'Finboard Web' });
    expect(accepted.json().connection.acceptedAt).toEqual(expect.any(String));
    expect(await sessionUser(t, client.cookies)).toMatchObject({ clientAdvisorCount: 1, plan: 'free' });
  });

  it('the client cannot accept their own request; a stranger cannot see it (404)', async () => {
    const client = await newClient();
    const advisor = await newAdvisor();
    const stranger = await newAdvisor();
    const link = await requestLink(client, advisor);
    expectError(await post(client, `/api/connections/${link.id}/accept`), 409, 'CONFLICT');
    expectError(await post(stranger, `/api/connections/${link.id}/accept`), 404, 'NOT_FOUND');
    expectError(await post(stranger, `/api/connections/${link.id}/disconnect`), 404, 'NOT_FOUND');
    expect((await linkRow(link.id))?.status).toBe('pending');
  });

  it('the advisor declines: declined, counted nowhere, a new request may follow', async () => {
    const client = await newClient();
    const advisor = await newAdvisor();
    const link = await requestLink(client, advisor);
    const declined = await post(advisor, `/api/connections/${link.id}/decline`);
    expect(declined.json().connection).toMatchObject({ status: 'declined', endedBy: 'advisor' });
    expectError(await post(advisor, `/api/connections/${link.id}/accept`), 409, 'CONFLICT');
    expect(await sessionUser(t, client.cookies)).toMatchObject({ clientAdvisorCount: 0 });
    await requestLink(client, advisor);
  });

  it('an unknown or malformed id is 404 or 400, never 500', async () => {
    const advisor = await newAdvisor();
    expectError(await post(advisor, '/api/connections/00000000-0000-4000-8000-000000000000/accept'), 404, 'NOT_FOUND');
    expectError(await post(advisor, '/api/connections/not-a-uuid/accept'), 400, 'VALIDATION');
  });
});

describe('disconnecting', () => {
  it.each(['client', 'advisor'] as const)('the %s disconnects: ended, by whom, and the count goes down; twice is refused', async (side) => {
    const client = await newClient();
    const advisor = await newAdvisor();
    const link = await connect(client, advisor);
    const who = side === 'client' ? client : advisor;
    const ended = await post(who, `/api/connections/${link.id}/disconnect`);
    expect(ended.json().connection).toMatchObject({ status: 'disconnected', endedBy: side });
    expect(await sessionUser(t, client.cookies)).toMatchObject({ clientAdvisorCount: 0 });
    expectError(await post(who, `/api/connections/${link.id}/disconnect`), 409, 'CONFLICT');
  });

  it('the client may withdraw a pending request', async () => {
    const client = await newClient();
    const advisor = await newAdvisor();
    const link = await requestLink(client, advisor);
    expect((await post(client, `/api/connections/${link.id}/disconnect`)).json().connection.status).toBe('disconnected');
  });
});

describe('share switches', () => {
  const putShare = (who: Party, id: string, payload: Record<string, unknown>) =>
    t.request({ method: 'PUT', url: `/api/connections/${id}/share`, payload, cookies: who.cookies });

  it('the client changes them; All follows the three', async () => {
    const client = await newClient();
    const advisor = await newAdvisor();
    const link = await connect(client, advisor);
    const off = await putShare(client, link.id, { netWorth: true, cashFlow: false, retirementScore: true });
    expect(off.json().connection.share).toEqual({ all: true, netWorth: true, cashFlow: false, retirementScore: true });
    const none = await putShare(client, link.id, { netWorth: false, cashFlow: false, retirementScore: false });
    expect(none.json().connection.share.all).toBe(false);
    const all = await putShare(client, link.id, { netWorth: true, cashFlow: true, retirementScore: true });
    expect(all.json().connection.share.all).toBe(true);
  });

  it("the advisor cannot change them, nor can another client; an ended link's are frozen", async () => {
    const client = await newClient();
    const advisor = await newAdvisor();
    const other = await newClient();
    const link = await connect(client, advisor);
    expectError(await putShare(advisor, link.id, { netWorth: true, cashFlow: true, retirementScore: true }), 403, 'FORBIDDEN');
    expectError(await putShare(other, link.id, { netWorth: false, cashFlow: false, retirementScore: false }), 404, 'NOT_FOUND');
    await post(client, `/api/connections/${link.id}/disconnect`);
    expectError(await putShare(client, link.id, { netWorth: false, cashFlow: false, retirementScore: false }), 409, 'CONFLICT');
    expect((await linkRow(link.id))?.shareNetWorth).toBe(true);
  });
});

describe('the lists', () => {
  it('the client sees pending and connected advisors with name and address; ended ones are gone', async () => {
    const client = await newClient();
    const [first, second, third] = [await newAdvisor(), await newAdvisor(), await newAdvisor()];
    await connect(client, first);
    await requestLink(client, second);
    const ended = await connect(client, third);
    await post(client, `/api/connections/${ended.id}/disconnect`);
    const answer = await t.request({ method: 'GET', url: '/api/connections/advisors', cookies: client.cookies });
    expect(answer.statusCode, answer.body).toBe(200);
    const advisors = answer.json().advisors as { advisor: { id: string }; connection: { status: string } }[];
    expect(advisors.map((row) => [row.advisor.id, row.connection.status]).sort()).toEqual(
      [
        [first.user.id, 'connected'],
        [second.user.id, 'pending'],
      ].sort(),
    );
  });

  it('the advisor sees requests and clients, with net worth only where shared, and favourites', async () => {
    const advisor = await newAdvisor();
    const sharing = await newClient();
    const hiding = await newClient();
    const asking = await newClient();
    await connect(sharing, advisor);
    const hidden = await connect(hiding, advisor);
    await t.request({
      method: 'PUT',
      url: `/api/connections/${hidden.id}/share`,
      payload: { netWorth: false, cashFlow: true, retirementScore: true },
      cookies: hiding.cookies,
    });
    await requestLink(asking, advisor);

    const favourite = await t.request({ method: 'PUT', url: `/api/connections/favorites/${sharing.user.id}`, payload: {}, cookies: advisor.cookies });
    expect(favourite.json()).toEqual({ clientId: sharing.user.id, isFavorite: true });
    expectError(
      await t.request({ method: 'PUT', url: `/api/connections/favorites/${(await newClient()).user.id}`, payload: {}, cookies: advisor.cookies }),
      404,
      'NOT_FOUND',
    );

    const answer = await t.request({ method: 'GET', url: '/api/connections/clients', cookies: advisor.cookies });
    const clients = answer.json().clients as { client: { id: string }; connection: { status: string }; netWorthCents: number | null; isFavorite: boolean }[];
    const byId = new Map(clients.map((row) => [row.client.id, row]));
    expect(byId.get(sharing.user.id)).toMatchObject({ netWorthCents: 0, isFavorite: true, connection: { status: 'connected' } });
    expect(byId.get(hiding.user.id)).toMatchObject({ netWorthCents: null, isFavorite: false });
    expect(byId.get(asking.user.id)).toMatchObject({ netWorthCents: null, connection: { status: 'pending' } });

    const removed = await t.request({ method: 'DELETE', url: `/api/connections/favorites/${sharing.user.id}`, cookies: advisor.cookies });
    expect(removed.json().isFavorite).toBe(false);
  });

  it('exports connected clients as CSV, names that look like formulas kept as text', async () => {
    const advisor = await newAdvisor();
    const client = await signUp(t, { role: 'client', firstName: '=HYPERLINK("http://evil")', lastName: 'Smith, Jr.' });
    await connect(client, advisor);
    await requestLink(await newClient(), advisor);
    const answer = await t.request({ method: 'GET', url: '/api/connections/clients.csv', cookies: advisor.cookies });
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toMatch(/^text\/csv/);
    const lines = answer.body.trim().split('\n');
    expect(lines[0]).toBe('First Name,Last Name,Email,Source,Connected Since,Net Worth,Favorite');
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain(`"'=HYPERLINK(""http://evil"")","Smith, Jr."`);
  });

  it('a client cannot read the advisor lists, nor an advisor the client lists', async () => {
    const client = await newClient();
    const advisor = await newAdvisor();
    expectError(await t.request({ method: 'GET', url: '/api/connections/clients', cookies: client.cookies }), 403, 'FORBIDDEN');
    expectError(await t.request({ method: 'GET', url: '/api/connections/clients.csv', cookies: client.cookies }), 403, 'FORBIDDEN');
    expectError(await t.request({ method: 'GET', url: '/api/connections/advisors', cookies: advisor.cookies }), 403, 'FORBIDDEN');
  });
});
